import { Rng, unwrap } from '@ludotheque/engine';
import { formatMove, pieceName, type SymbolixState, symbolix, tally } from '@ludotheque/symbolix';
import { describe, expect, it } from 'vitest';
import {
  activateCaptured,
  activateCell,
  type BoardUi,
  buttons,
  collectionChoices,
  initialUi,
  moveCursor,
  parseIntent,
  startExchange,
  targets,
} from './model.js';
import { hintFor, touchedCells } from './status.js';
import {
  decodePiece,
  jumpedPiece,
  newlyUncovered,
  pieceNotation,
  progress,
  publicOnly,
  readSymbolixView,
  type SymbolixTable,
} from './view.js';

type Level = 'basic' | 'normal' | 'advanced';
type Variant = 'standard' | 'grandSecret' | 'strategy';

function start(players: number, level: Level, variant: Variant, seed: string): SymbolixState {
  return symbolix.setup(unwrap(symbolix.parseOptions({ players, level, variant })), Rng.seeded(seed));
}
const legalOf = (s: SymbolixState): string[] => symbolix.legalMoves(s).map(formatMove);
const tableOf = (s: SymbolixState, seat: number | 'spectator'): SymbolixTable => {
  const r = readSymbolixView(JSON.parse(JSON.stringify(symbolix.view(s, seat))));
  if (!r.ok) throw new Error('unreadable view');
  return r.table;
};
const notationOf = (table: SymbolixTable) =>
  table.collections.map((coll) => coll.map((c) => ({ piece: pieceNotation(c.piece) })));

/**
 * Enters `move` as a person would (clicks on cells, captured pieces and buttons) through the model only, and
 * returns what the model finally sends. The click paths come from the notation (SX-N1), not from the model.
 */
function enter(move: string, legal: readonly string[], table: SymbolixTable): string | null {
  const i = parseIntent(move);
  if (!i) return null;
  const colls = notationOf(table);
  let ui: BoardUi = initialUi;
  let sent: string | null = null;
  const cell = (c: string) => {
    const r = activateCell(ui, c, legal, table.chain);
    ui = r.ui;
    sent ??= r.move;
  };
  const captured = (ref: string) => {
    const r = activateCaptured(ui, ref, legal, colls);
    ui = r.ui;
    sent ??= r.move;
  };
  const b = buttons(legal);
  switch (i.kind) {
    case 'flip': {
      cell(i.cell);
      if (!sent) cell(i.cell); // SX-23: a covered piece that may also step is picked first, then flipped
      return sent;
    }
    case 'step':
    case 'jump':
      if (!table.chain) cell(i.from);
      cell(i.to);
      return sent;
    case 'permute':
      cell(i.a);
      cell(i.b);
      return sent;
    case 'place': {
      const seat = table.toMove ?? 0;
      const index = colls[seat]?.findIndex((c) => c.piece === i.piece) ?? -1;
      captured(`${seat}:${index}`);
      cell(i.cell);
      return sent;
    }
    case 'remove':
      captured(i.ref);
      cell(i.cell);
      return sent;
    case 'exchange':
      ui = startExchange(ui, legal);
      captured(i.a);
      captured(i.b);
      return sent;
    case 'stop':
      return b.stop;
    case 'pass':
      return b.pass;
    case 'recolour':
      return b.recolour.find((m) => m === move) ?? null;
    case 'card':
      return b.cards.includes(i.card) ? `card ${i.card}` : null;
    case 'swap':
      return b.swaps.find((s) => s.move === move)?.move ?? null;
  }
}

describe('notation (SX-N1)', () => {
  it('reads every form, ignoring what a told move revealed', () => {
    expect(parseIntent('flip d5=zorg')).toEqual({ kind: 'flip', cell: 'd5' });
    expect(parseIntent('step a1-a2')).toEqual({ kind: 'step', from: 'a1', to: 'a2' });
    expect(parseIntent('jump c3xc5=hidden')).toEqual({ kind: 'jump', from: 'c3', to: 'c5' });
    expect(parseIntent('place g7:sci/blue')).toEqual({ kind: 'place', cell: 'g7', piece: 'sci/blue' });
    expect(parseIntent('place b2:red/key+noMoving,permutation')).toEqual({
      kind: 'place',
      cell: 'b2',
      piece: 'red/key',
    });
    expect(parseIntent('recolour')).toEqual({ kind: 'recolour', colour: null });
    expect(parseIntent('recolour=green')).toEqual({ kind: 'recolour', colour: null });
    expect(parseIntent('recolour purple')).toEqual({ kind: 'recolour', colour: 'purple' });
    expect(parseIntent('swap 0 3')).toEqual({ kind: 'swap', a: 0, b: 3 });
    expect(parseIntent('card noEating')).toEqual({ kind: 'card', card: 'noEating' });
    expect(parseIntent('card pieceExchange 0:1 2:10')).toEqual({ kind: 'exchange', a: '0:1', b: '2:10' });
    expect(parseIntent('permute a1 g7')).toEqual({ kind: 'permute', a: 'a1', b: 'g7' });
    expect(parseIntent('remove 1:0 d4=zorga')).toEqual({ kind: 'remove', ref: '1:0', cell: 'd4' });
    expect(parseIntent('stop')).toEqual({ kind: 'stop' });
    expect(parseIntent('pass')).toEqual({ kind: 'pass' });
  });
  it('refuses what is not notation', () => {
    for (const bad of ['', 'flip h1', 'step a1a2', 'jump a1-a3', 'swap 0', 'card', 'remove 9:0 a1', 'flip d5 d6'])
      expect(parseIntent(bad)).toBeNull();
  });
  it('names the cells a told move touched', () => {
    expect(touchedCells('jump b2xb4=red/bug')).toEqual(['b2', 'b4']);
    expect(touchedCells('flip e5=zorg')).toEqual(['e5']);
    expect(touchedCells('swap 0 1')).toEqual([]);
  });
});

describe('reading views', () => {
  it('decodes every piece code as the rules package names it (an independent route)', () => {
    for (let code = 0; code <= 50; code++) {
      const p = decodePiece(code);
      expect(p && pieceNotation(p)).toBe(pieceName(code));
    }
    expect(decodePiece(-1)).toBeNull();
    expect(decodePiece(-2)).toEqual({ type: 'unknown' });
    expect(decodePiece(51)).toBeUndefined();
  });
  it('reads a dealt view: 48 covered pieces, the centre empty (SX-1), only its own card known (SX-6)', () => {
    const s = start(4, 'advanced', 'standard', 'read');
    const table = tableOf(s, 1);
    expect(table.cells.filter((c) => c.piece?.type === 'unknown' && c.covered)).toHaveLength(48);
    expect(table.cells[24]?.piece).toBeNull();
    expect(table.cards.map((c) => c.colour !== null)).toEqual([false, true, false, false]);
    expect(table.hands[1]).toHaveLength(1);
    expect(table.hands[0]).toBeNull();
    expect(table.handSizes).toEqual([1, 1, 1, 1]);
  });
  it('refuses malformed views without throwing', () => {
    const good = JSON.parse(JSON.stringify(symbolix.view(start(2, 'basic', 'standard', 'm'), 0)));
    for (const bad of [
      null,
      42,
      [],
      { ...good, players: 7 },
      { ...good, cells: good.cells.slice(1) },
      { ...good, cells: good.cells.map(() => 99) },
      { ...good, cards: [] },
      { ...good, level: 'expert' },
      { ...good, collections: [[{ piece: 'x' }], []] },
      { ...good, hands: [[9], null] },
    ])
      expect(readSymbolixView(bad).ok).toBe(false);
  });
  it('publicOnly keeps exactly what a spectator sees (hot-seat cover)', () => {
    const s = start(3, 'normal', 'grandSecret', 'pub');
    for (let k = 0; k < 40 && symbolix.toMove(s) !== null; k++) symbolix.play(s, symbolix.randomMove(s, Rng.seeded(k)));
    const spectator = tableOf(s, 'spectator');
    for (const seat of [0, 1, 2]) {
      const shown = publicOnly(tableOf(s, seat));
      expect(shown.cells.map((c) => c.piece?.type === 'unknown')).toEqual(
        spectator.cells.map((c) => c.piece?.type === 'unknown'),
      );
      expect(shown.cards).toEqual(spectator.cards);
      expect(shown.collections).toEqual(spectator.collections);
      expect(shown.hands.every((h) => h === null)).toBe(true);
    }
  });
});

describe('progress toward 6 (SX-16)', () => {
  it('agrees with the rules package tally on real collections', () => {
    const cases = [[0, 1, 8, 15, 49], [0, 7, 14, 21, 28, 35], [49, 50, 3, 10], []];
    for (const coll of cases) {
      const p = progress(coll.map((code) => ({ piece: decodePiece(code) ?? { type: 'unknown' }, down: false })));
      const t = tally(coll);
      expect([p.colours.length, p.symbols.length, p.wild]).toEqual([t.c, t.s, t.w]);
    }
  });
  it('caps each score at 6 and counts wildcards on both sides', () => {
    // Hand-counted: red virus, red bug, orange virus + Zorg: colours 2+1, symbols 2+1.
    const p = progress([0, 1, 7, 49].map((c) => ({ piece: decodePiece(c) ?? { type: 'unknown' }, down: false })));
    expect([p.colourScore, p.symbolScore, p.wild]).toEqual([3, 3, 1]);
    const six = progress(
      [0, 7, 14, 21, 28, 35, 49].map((c) => ({ piece: decodePiece(c) ?? { type: 'unknown' }, down: false })),
    );
    expect(six.colourScore).toBe(6);
  });
});

describe('entering moves by clicks', () => {
  it('flips a covered piece at once when that is all it can do (SX-8)', () => {
    const r = activateCell(initialUi, 'a1', ['flip a1', 'flip a2', 'recolour'], null);
    expect(r.move).toBe('flip a1');
  });
  it('in Grand Secret picks a covered piece first, then flips it or slides it (SX-23)', () => {
    const legal = ['flip c3', 'step c3-d4', 'flip d3'];
    const first = activateCell(initialUi, 'c3', legal, null);
    expect(first.move).toBeNull();
    expect([...targets(legal, first.ui.selected).keys()]).toEqual(['d4']);
    expect(activateCell(first.ui, 'c3', legal, null).move).toBe('flip c3');
    expect(activateCell(first.ui, 'd4', legal, null).move).toBe('step c3-d4');
  });
  it('in a chain only the chain piece moves, and a click elsewhere sends nothing (SX-10)', () => {
    const legal = ['jump d4xd6', 'jump d4xb4', 'stop'];
    expect(activateCell(initialUi, 'd6', legal, 'd4').move).toBe('jump d4xd6');
    expect(activateCell(initialUi, 'a1', legal, 'd4').move).toBeNull();
    expect(buttons(legal).stop).toBe('stop');
  });
  it('puts a captured piece back: piece, then cell (SX-14)', () => {
    const colls = [[{ piece: 'red/virus' }, { piece: 'zorg' }], [{ piece: 'blue/key' }]];
    const legal = ['place d4:red/virus', 'place d4:zorg', 'flip a1'];
    expect([...collectionChoices(legal, colls, null).keys()].sort()).toEqual(['0:0', '0:1']);
    const picked = activateCaptured(initialUi, '0:1', legal, colls);
    expect(picked.ui.selected).toEqual({ kind: 'place', piece: 'zorg' });
    expect(activateCell(picked.ui, 'd4', legal, null).move).toBe('place d4:zorg');
  });
  it('plays Piece exchange only once the card is picked, then two pieces (SX-21)', () => {
    const colls = [[{ piece: 'red/virus' }], [{ piece: 'blue/key' }]];
    const legal = ['place d4:red/virus', 'card pieceExchange 0:0 1:0'];
    expect(collectionChoices(legal, colls, null).get('0:0')).toEqual({ kind: 'place' });
    let ui = startExchange(initialUi, legal);
    ui = activateCaptured(ui, '1:0', legal, colls).ui;
    expect(activateCaptured(ui, '0:0', legal, colls).move).toBe('card pieceExchange 0:0 1:0');
  });
  it('walks the board with the arrows, rank 7 on top, never off the edge', () => {
    expect(moveCursor('d4', 'ArrowUp')).toBe('d5');
    expect(moveCursor('a1', 'ArrowLeft')).toBe('a1');
    expect(moveCursor('g7', 'ArrowRight')).toBe('g7');
    expect(moveCursor('d4', 'x')).toBeNull();
    // Home and End go to the rank's ends (the shared roving walk, play/roving).
    expect(moveCursor('d4', 'Home')).toBe('a4');
    expect(moveCursor('d4', 'End')).toBe('g4');
    expect(moveCursor('d4', 'ArrowDown')).toBe('d3');
  });

  // With the kinds of moves each seeded game must have offered, so the check covers every form of SX-N1.
  const configs: [number, Level, Variant, string][] = [
    [2, 'basic', 'standard', 'flip jump place recolour step stop'],
    [4, 'advanced', 'standard', 'card exchange flip jump permute place recolour remove step stop swap'],
    [3, 'advanced', 'grandSecret', 'card flip jump place recolour remove step stop swap'],
    [5, 'normal', 'strategy', 'jump place recolour step stop swap'],
    [6, 'advanced', 'strategy', 'card exchange jump pass place remove step stop swap'],
  ];
  it.each(configs)('every legal move can be entered (%i players, %s, %s)', (n, level, variant, expected) => {
    const s = start(n, level, variant, `clicks-${n}-${level}-${variant}`);
    const rng = Rng.seeded(`${level}${variant}`);
    const kinds = new Set<string>();
    for (let ply = 0; ply < 150 && symbolix.toMove(s) !== null; ply++) {
      const seat = symbolix.toMove(s) as number;
      const legal = legalOf(s);
      const table = tableOf(s, seat);
      // Permutation and removal targets run to thousands: a fixed stride keeps the test quick and still varied.
      const stride = Math.ceil(legal.length / 40);
      for (let k = ply % stride; k < legal.length; k += stride) {
        const m = legal[k] as string;
        expect(enter(m, legal, table)).toBe(m);
        kinds.add(parseIntent(m)?.kind ?? '?');
      }
      expect(hintFor((k) => k, null, table, legal)).not.toBe('');
      symbolix.play(s, symbolix.randomMove(s, rng));
    }
    expect([...kinds].sort().join(' ')).toBe(expected);
  });
});

describe('the piece a jump went over', () => {
  it('is the piece the jumper captured, read from the table before (SX-10)', () => {
    const s = start(2, 'basic', 'standard', 'jumps');
    const rng = Rng.seeded('jumps');
    let checked = 0;
    for (let k = 0; k < 400 && symbolix.toMove(s) !== null && checked < 3; k++) {
      const seat = symbolix.toMove(s) as number;
      const jump = legalOf(s).find((m) => {
        const i = parseIntent(m);
        return i?.kind === 'jump' && jumpedPiece(tableOf(s, seat), i.from, i.to) !== null;
      });
      if (!jump) {
        symbolix.play(s, symbolix.randomMove(s, rng));
        continue;
      }
      const i = parseIntent(jump);
      const before = tableOf(s, seat);
      const over = i?.kind === 'jump' ? jumpedPiece(before, i.from, i.to) : null;
      symbolix.play(s, unwrap(symbolix.parseMove(s, jump)));
      const after = tableOf(s, seat).collections[seat] ?? [];
      // A Scientifix stays on the board; anything else is the newest piece of the jumper's collection.
      if (over?.type === 'sci') expect(after).toHaveLength(before.collections[seat]?.length ?? 0);
      else expect(after[after.length - 1]?.piece).toEqual(over);
      checked++;
    }
    expect(checked).toBe(3);
  });
});

describe('uncover animation', () => {
  it('turns over exactly the cells uncovered since the last position', () => {
    const s = start(2, 'basic', 'standard', 'flip');
    const before = tableOf(s, 0);
    const flip = legalOf(s).find((m) => m.startsWith('flip')) as string;
    symbolix.play(s, unwrap(symbolix.parseMove(s, flip)));
    expect([...newlyUncovered(before, tableOf(s, 0))]).toEqual([flip.slice(5)]);
    expect(newlyUncovered(null, tableOf(s, 0)).size).toBe(0);
  });
});
