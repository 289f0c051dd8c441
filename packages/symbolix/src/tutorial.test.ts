import type { AnyGame } from '@ludotheque/engine';
import { type StepClaim, tutorialChecks } from '@ludotheque/engine/kit';
import { describe, expect, it } from 'vitest';
import { symbolix } from './game.js';
import type { SymbolixState } from './state.js';
import { symbolixTutorial } from './tutorial.js';

const game = symbolix as unknown as AnyGame;
interface Setup {
  board: string[];
  cards: { colour: string; revealed: boolean }[];
  collections: { piece: string }[][];
  front: (string | null)[];
  turn: { phase: string; winner: number | null };
}
const json = (s: unknown): Setup => symbolix.toSetup(s as SymbolixState) as unknown as Setup;
const at = (s: unknown, cell: string): string => {
  const file = cell.charCodeAt(0) - 97;
  const rank = Number(cell.slice(1)) - 1;
  return json(s).board[rank * 7 + file] ?? '';
};
const mine = (s: unknown) => (json(s).collections[0] ?? []).map((c) => c.piece);

// What each step's sentence says, read off the engine's state (SX rules), never off the tutorial.
const claims: Record<string, StepClaim> = {
  // SX-8: the piece is face up now.
  flip: (after, _, move) => !at(after, move.slice(5)).startsWith('*') && at(after, move.slice(5)) !== '',
  step: (after) =>
    at(after, 'c3') === '' &&
    (at(after, 'c4') === 'blue/bug' ||
      at(after, 'c2') === 'blue/bug' ||
      at(after, 'b3') === 'blue/bug' ||
      at(after, 'd3') === 'blue/bug'),
  // SX-10, SX-11: blue/bug captured, and the capture revealed the red card.
  jump: (after) =>
    mine(after).includes('blue/bug') && json(after).cards[0]?.revealed === true && at(after, 'c5') === 'red/virus',
  chain: (after) => mine(after).join() === 'blue/bug,green/lock',
  // SX-10 (1): the covered piece is uncovered and captured.
  covered: (after) => mine(after).includes('green/worm') && at(after, 'c4') === '',
  scientifix: (after) => mine(after).includes('blue/bug') && at(after, 'c5') === 'sci/red',
  // SX-16: six colours in the collection win at once.
  win: (after) => json(after).turn.winner === 0,
  // SX-19: anyone may capture with Zorg.
  zorg: (after) => mine(after).includes('blue/bug') && at(after, 'c5') === 'zorg',
  // SX-18: the colour change leaves the board and a swap is to be chosen.
  change: (after) => at(after, 'c3') === '' && json(after).turn.phase === 'swap',
  // SX-18: the two cards are exchanged.
  swap: (after) => json(after).cards[0]?.colour === 'blue' && json(after).cards[1]?.colour === 'red',
  // SX-15: a new card from the reserve, hidden again.
  recolour: (after) => json(after).cards[0]?.colour !== 'red' && json(after).cards[0]?.revealed === false,
  // SX-21: the ban lies in front of its player.
  card: (after) => json(after).front[0] === 'noEating',
};

describe('Symbolix tutorial, every step through the engine', () => {
  it('has 8 to 15 steps', () => {
    expect(symbolixTutorial.steps.length).toBeGreaterThanOrEqual(8);
    expect(symbolixTutorial.steps.length).toBeLessThanOrEqual(15);
  });
  for (const c of tutorialChecks(game, symbolixTutorial, claims)) it(c.name, () => c.run());
});
