import { Rng, unwrap } from '@ludotheque/engine';
import { superpion } from '@ludotheque/superpion';
import { describe, expect, it } from 'vitest';
import { between, fromScreen, toScreen } from './geometry.js';
import {
  activate,
  actors,
  back,
  choosePromotion,
  initialUi,
  keyAction,
  moveCursor,
  mustCapture,
  parseMoveText,
  promoChoices,
  type SpUi,
  takenAlong,
  targets,
} from './model.js';

/** Clicks cells in turn; returns the final ui and every move sent. */
function clicks(legal: readonly string[], cells: readonly string[], start: SpUi = initialUi()) {
  let ui = start;
  const sent: string[] = [];
  for (const cell of cells) {
    const r = activate(ui, cell, legal);
    ui = r.ui;
    if (r.move) sent.push(r.move);
  }
  return { ui, sent };
}

/** Legal moves of a real position, in notation, from the rules package. */
function legalOf(setup: Record<string, unknown>): string[] {
  const s = unwrap(superpion.fromSetup(setup as never));
  return superpion.legalMoves(s).map((m) => superpion.formatMove(s, m));
}

const base = {
  game: 'superpion',
  mode: 'four',
  idle: null,
  clockMinutes: null,
  timeUp: false,
  captured: [[], [], [], []],
  toMove: 'blue',
  actionsLeft: 2,
  used: [],
  turnCaptured: false,
  quiet: 0,
  passes: 0,
};

describe('SP-N1 notation as the board reads it', () => {
  it('splits simple moves, captures and promotion suffixes', () => {
    expect(parseMoveText('d3-d5')).toEqual({
      text: 'd3-d5',
      from: 'd3',
      landings: ['d5'],
      capture: false,
      promo: null,
    });
    expect(parseMoveText('d3xf5xh7=r')).toMatchObject({ landings: ['f5', 'h7'], capture: true, promo: 'r' });
  });
  it('refuses pass, corners (SP-1) and mixed separators', () => {
    expect(parseMoveText('pass')).toBeNull();
    expect(parseMoveText('a1-a3')).toBeNull();
    expect(parseMoveText('d3-d5xf7')).toBeNull();
  });
});

describe('picking and landing (SP-9, SP-10)', () => {
  const legal = ['d3xf5xh7', 'd3xf5xd7', 'h3xj5xl7'];
  it('offers only the pieces that start a legal move', () => {
    expect([...actors(legal)].sort()).toEqual(['d3', 'h3']);
    expect(mustCapture(legal)).toBe(true);
    expect(mustCapture(['d3-d5', 'e2-e4'])).toBe(false);
    expect(mustCapture([])).toBe(false);
  });
  it('enters a multi-jump one landing at a time and sends it once complete', () => {
    const picked = clicks(legal, ['d3']);
    expect(picked.ui.selected).toBe('d3');
    expect([...targets(picked.ui, legal)]).toEqual(['f5']);
    const mid = clicks(legal, ['d3', 'f5']);
    expect(mid.sent).toEqual([]);
    expect(mid.ui.steps).toEqual(['f5']);
    expect([...targets(mid.ui, legal)].sort()).toEqual(['d7', 'h7']);
    const done = clicks(legal, ['d3', 'f5', 'd7']);
    expect(done.sent).toEqual(['d3xf5xd7']);
    expect(done.ui.selected).toBeNull();
  });
  it('ignores cells that are not targets and pieces that may not act', () => {
    expect(clicks(legal, ['e2']).ui.selected).toBeNull();
    const r = clicks(legal, ['d3', 'h7']);
    expect(r.ui.steps).toEqual([]);
    expect(r.ui.cursor).toBe('h7');
    expect(r.sent).toEqual([]);
  });
  it('switches piece, puts it back, and steps back', () => {
    expect(clicks(legal, ['d3', 'h3']).ui.selected).toBe('h3');
    expect(clicks(legal, ['d3', 'd3']).ui.selected).toBeNull();
    const mid = clicks(legal, ['d3', 'f5']).ui;
    expect(back(mid)).toMatchObject({ selected: 'd3', steps: [] });
    expect(back(back(mid)).selected).toBeNull();
  });
  it('offers nothing when the person here is not to move', () => {
    expect(actors([]).size).toBe(0);
    expect(clicks([], ['d3']).ui.selected).toBeNull();
  });
});

describe('promotion asks for the under pawn (SP-16)', () => {
  const legal = ['i12-i14=b', 'i12-i14=r', 'i12-i14=g'];
  it('asks when several colours fit, then sends the chosen one', () => {
    const r = clicks(legal, ['i12', 'i14']);
    expect(r.sent).toEqual([]);
    expect(promoChoices(r.ui)).toEqual([0, 1, 4]);
    expect(targets(r.ui, legal).size).toBe(0);
    expect(choosePromotion(r.ui, 'k').move).toBeNull();
    expect(choosePromotion(r.ui, 'r').move).toBe('i12-i14=r');
    expect(back(r.ui)).toMatchObject({ promo: null, steps: [], selected: 'i12' });
  });
  it('sends at once when a single colour fits', () => {
    expect(clicks(['i12-i14=g', 'd3-d5'], ['i12', 'i14']).sent).toEqual(['i12-i14=g']);
  });
});

describe('with the real rules package', () => {
  it('the four-player opening offers the 8 blue pawns that can step forward (SP-5, SP-11)', () => {
    // By hand: front row d3 f3 h3 j3 and middle row e2 g2 i2 k2 step north; sideways cells are occupied or missing
    // corners (b3, l3, c2, m2), and the back row is blocked by the middle row.
    const s = superpion.setup(unwrap(superpion.parseOptions({ mode: 'four' })), Rng.seeded('t'));
    const legal = superpion.legalMoves(s).map((m) => superpion.formatMove(s, m));
    expect([...actors(legal)].sort()).toEqual(['d3', 'e2', 'f3', 'g2', 'h3', 'i2', 'j3', 'k2']);
    expect(clicks(legal, ['e2', 'e4']).sent).toEqual(['e2-e4']);
  });
  it('a forced double jump is entered landing by landing (SP-10, SP-12)', () => {
    // Blue d3 jumps red e4 to f5, then red g6 to h7; nothing else can capture, and captures are compulsory.
    const legal = legalOf({
      ...base,
      pieces: {
        d3: { colour: 'blue', badge: 'red' },
        d1: { colour: 'blue', badge: 'red' },
        e4: { colour: 'red', badge: 'blue' },
        g6: { colour: 'red', badge: 'blue' },
        b9: { colour: 'red', badge: 'blue' },
      },
    });
    expect(legal).toEqual(['d3xf5xh7']);
    expect([...actors(legal)]).toEqual(['d3']);
    const mid = clicks(legal, ['d3', 'f5']);
    expect(mid.sent).toEqual([]);
    expect(clicks(legal, ['f5', 'h7'], mid.ui).sent).toEqual(['d3xf5xh7']);
  });
});

describe('geometry and keyboard', () => {
  it('turns the board so a camp sits at the bottom (SP-3)', () => {
    expect(toScreen(3, 0, 0)).toEqual({ x: 3, y: 13 }); // d1, blue's back line, at the bottom
    expect(toScreen(0, 5, 1).y).toBe(13); // a6, red's back line, at the bottom
    expect(toScreen(6, 13, 2).y).toBe(13); // g14, yellow's
    expect(toScreen(13, 6, 3).y).toBe(13); // n7, black's
    for (let q = 0; q < 4; q++)
      expect(fromScreen(toScreen(4, 9, q).x, toScreen(4, 9, q).y, q)).toEqual({ file: 4, rank: 9 });
  });
  it('arrows follow the screen, and stay on the cross', () => {
    expect(moveCursor(initialUi(), 0, -1, 0).cursor).toBe('g9');
    expect(moveCursor(initialUi(), 0, -1, 1).cursor).toBe('h8'); // red at the bottom: up is east
    expect(moveCursor({ ...initialUi(), cursor: 'd1' }, -1, 0, 0).cursor).toBe('d1'); // c1 is a missing corner
    expect(keyAction('Escape')).toEqual({ kind: 'back' });
    expect(keyAction('q')).toBeNull();
  });
  it('finds the pieces a path takes, pawn jumps and flying captures (SP-12, SP-14)', () => {
    const occupied = new Set(['e4', 'g6', 'f7']);
    expect(takenAlong(['d3', 'f5', 'h7'], (c) => occupied.has(c))).toEqual(['e4', 'g6']);
    expect(takenAlong(['c4', 'h9'], (c) => occupied.has(c))).toEqual(['f7']);
    expect(between('d3', 'd7')).toEqual([]);
  });
});

/** Enters a move by clicks only: its start, each landing, then the under pawn if asked. */
function enterByClicks(legal: readonly string[], text: string): string[] {
  const m = parseMoveText(text);
  if (!m) return [];
  let { ui, sent } = clicks(legal, [m.from, ...m.landings]);
  if (ui.promo && m.promo) {
    const r = choosePromotion(ui, m.promo);
    ui = r.ui;
    if (r.move) sent = [...sent, r.move];
  }
  return sent;
}

describe('every legal move of real games can be entered by clicks', () => {
  it.each(['four', 'teams', 'three', 'two', 'twoSuper'])('mode %s, seeded random game', (mode) => {
    const rng = Rng.seeded(`enter-${mode}`);
    const s = superpion.setup(unwrap(superpion.parseOptions({ mode })), rng);
    const seen = { moves: 0, multi: 0, promo: 0 };
    for (let ply = 0; ply < 400 && superpion.toMove(s) !== null; ply++) {
      const legal = superpion.legalMoves(s).map((m) => superpion.formatMove(s, m));
      // Every legal move, not only the one played: each must come out of its clicks exactly.
      for (const text of legal) {
        if (text === 'pass') continue;
        expect(enterByClicks(legal, text)).toEqual([text]);
        const m = parseMoveText(text);
        seen.moves++;
        if ((m?.landings.length ?? 0) > 1) seen.multi++;
        if (m?.promo) seen.promo++;
      }
      const pick = legal[rng.below(legal.length)] as string;
      superpion.play(s, unwrap(superpion.parseMove(s, pick)));
    }
    // The seeded games do reach multi-jumps and promotions, so those entries were exercised.
    expect(seen.moves).toBeGreaterThan(500);
    expect(seen.multi).toBeGreaterThan(0);
    expect(seen.promo).toBeGreaterThan(0);
  });
});
