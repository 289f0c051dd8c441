import { type Json, Rng, type Viewer } from '@ludotheque/engine';
import { conformanceChecks } from '@ludotheque/engine/kit';
import { describe, it } from 'vitest';
import { symbolix } from './game.js';
import { CHANGE, isScientifix } from './pieces.js';
import { type PositionSpec, position } from './position.js';
import type { SymbolixState } from './state.js';
import { load, play } from './test-helpers.js';

/**
 * Changes everything `viewer` may not know, written from the rules' Information section straight on the state (not
 * through the view, so a leak in the view is caught): covered pieces it has not seen (a known Scientifix stays a
 * Scientifix, another seat's face-down capture stays capturable), colour cards it does not know, the reserve's
 * order, other hands and the deck, and the PRNG.
 */
export function perturbHidden(state: SymbolixState, viewer: Viewer, rng: Rng): SymbolixState {
  const s = symbolix.clone(state);
  s.rng = Rng.seeded(rng.u32());
  if (s.variant === 2 || s.phase === 4) return s;
  const me = viewer === 'spectator' ? 0 : 1 << viewer;
  const sciCells: number[] = [];
  const anyCells: number[] = [];
  const downs: [number, number][] = [];
  for (let c = 0; c < 49; c++) {
    if (!s.covered[c] || (s.seen[c] as number) & me) continue;
    (s.sciKnown[c] ? sciCells : anyCells).push(c);
  }
  s.coll.forEach((col, seat) => {
    col.forEach((_, i) => {
      if (s.collDown[seat]?.[i] && !((s.collKnown[seat]?.[i] as number) & me)) downs.push([seat, i]);
    });
  });
  const pool = rng.shuffle([
    ...[...sciCells, ...anyCells].map((c) => s.board[c] as number),
    ...downs.map(([seat, i]) => s.coll[seat]?.[i] as number),
  ]);
  const takeWhere = (ok: (p: number) => boolean): number => pool.splice(pool.findIndex(ok), 1)[0] as number;
  for (const c of sciCells) s.board[c] = takeWhere(isScientifix);
  for (const [seat, i] of downs) (s.coll[seat] as number[])[i] = takeWhere((p) => !isScientifix(p) && p !== CHANGE);
  for (const c of anyCells) s.board[c] = takeWhere(() => true);
  // Colour cards: the unknown held ones and the unknown reserve ones trade places.
  const seats = [...Array(s.players).keys()].filter((i) => !s.revealed[i] && !((s.cardKnown[i] as number) & me));
  const slots = s.reserve.map((c, i) => ((s.reserveKnown[c] as number) & me ? -1 : i)).filter((i) => i >= 0);
  const cards = rng.shuffle([...seats.map((i) => s.card[i] as number), ...slots.map((i) => s.reserve[i] as number)]);
  for (const i of seats) s.card[i] = cards.pop() as number;
  const known = new Uint8Array(6);
  for (const i of slots) s.reserve[i] = cards.pop() as number;
  for (let c = 0; c < 6; c++) known[c] = s.reserve.includes(c) ? (state.reserveKnown[c] as number) : 0;
  s.reserveKnown = known;
  rng.shuffle(s.reserve);
  // Other hands and the deck.
  const others = s.hands.map((_, i) => i).filter((i) => i !== viewer);
  const bottom = s.deck.slice(0, s.deckKnown); // public: seen going under the deck
  const hidden = rng.shuffle([...others.flatMap((i) => s.hands[i] as number[]), ...s.deck.slice(s.deckKnown)]);
  for (const i of others) s.hands[i] = hidden.splice(0, (s.hands[i] as number[]).length);
  s.deck = bottom.concat(hidden);
  return s;
}

const OPTIONS: Json[] = [];
for (const level of ['basic', 'normal', 'advanced'])
  for (const variant of ['standard', 'grandSecret', 'strategy'])
    for (const players of [2, 4]) OPTIONS.push({ players, level, variant });
OPTIONS.push(
  { players: 3, level: 'advanced', variant: 'grandSecret' },
  { players: 6, level: 'normal', variant: 'standard' },
);
OPTIONS.push({ players: 5, level: 'basic', variant: 'grandSecret' });

/** Mid-turn positions the random playouts rarely reach: a failed Grand Secret capture, a swap, a card's target. */
function midTurn(spec: PositionSpec, moves: string[]): Json {
  const s = load(spec);
  play(s, ...moves);
  return symbolix.toSetup(s);
}
const SETUPS: Json[] = [
  midTurn(
    {
      players: 3,
      variant: 'grandSecret',
      level: 'advanced',
      cards: ['red', 'blue', 'green'],
      hands: [['noEating'], ['pieceExchange'], []],
      pieces: { a1: 'red/virus', a2: '*sci/green', b3: '*blue/key', c4: '*zorg' },
    },
    ['card noEating', 'jump a1xa3'],
  ),
  midTurn(
    {
      players: 4,
      level: 'normal',
      cards: ['red', 'blue', 'green', 'purple'],
      pieces: { a1: 'red/virus', a2: '*change', c4: 'blue/bug' },
    },
    ['jump a1xa3'],
  ),
  midTurn(
    {
      players: 2,
      level: 'advanced',
      cards: ['red', 'blue'],
      hands: [['pieceRemoval', 'permutation'], []],
      pieces: { a1: 'red/virus' },
      collections: [['green/bug'], ['blue/key']],
    },
    ['card pieceRemoval', 'step a1-a2'],
  ),
  midTurn(
    {
      players: 3,
      variant: 'grandSecret',
      cards: ['red', 'blue', 'green'],
      pieces: { a1: 'red/virus', a2: '*green/bug', a4: '*sci/red' },
    },
    ['jump a1xa3'],
  ),
  position({
    players: 5,
    level: 'advanced',
    cards: ['red', 'blue', 'green', 'purple', 'orange'],
    front: ['noMoving', null, 'noEating', null, null],
    seat: 1,
    pieces: { d4: 'zorga' },
  }),
];

describe('symbolix conformance (engine kit)', () => {
  for (const c of conformanceChecks({
    game: symbolix,
    options: OPTIONS,
    setups: SETUPS,
    perturbHidden,
    playouts: 4,
    // Every step of 2 random and 2 policy games per option set is read back (the policy's end in wins, SX-16).
    stepGames: 2,
    seed: 'symbolix',
    viewRuns: 300,
  }))
    it(c.name, () => c.run());
});
