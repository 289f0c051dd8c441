import { type AnyGame, type Json, Rng, replay, unwrap } from '@ludotheque/engine';
import { linx } from '@ludotheque/linx';
import { describe, expect, it } from 'vitest';
import { LocalTable } from '../localTable.js';
import type { LocalSeat } from '../types.js';
import { localRecord, localViewer, viewAfterMoves } from './pastView.js';

const game = linx as unknown as AnyGame;
const people: LocalSeat[] = [
  { kind: 'human', name: 'Ana' },
  { kind: 'human', name: 'Bruno' },
];
const againstBot: LocalSeat[] = [
  { kind: 'human', name: 'Ana' },
  { kind: 'bot', name: 'bot', spec: 'random' },
];

/** Plays `n` moves of a two-person table, keeping what each seat was shown after each move (the expected views). */
function played(seed: string, n: number) {
  const table = unwrap(LocalTable.create(game, {}, seed, people));
  const shown: (readonly (Json | null)[])[] = [table.snapshot().views];
  const rng = Rng.seeded(`${seed}/moves`);
  for (let i = 0; i < n; i++) {
    const snap = table.snapshot();
    expect(table.play(snap.toMove ?? 0, rng.pick(snap.legal)).ok).toBe(true);
    shown.push(table.snapshot().views);
  }
  return { table, shown, record: localRecord(game, {}, seed, people, table.recordEntries()) };
}

describe('step-through on this device: past views (what the worker answers)', () => {
  it('gives a Linx seat the view it had after each move: its own hand only, never the opponent’s', () => {
    const { shown, record } = played('steps-1', 8);
    for (let k = 0; k <= 8; k++) {
      for (const seat of [0, 1]) {
        const answer = viewAfterMoves(game, record, k, seat);
        expect(answer.ok).toBe(true);
        if (!answer.ok) continue;
        expect(answer.value.view).toEqual(shown[k]?.[seat]);
        expect(answer.value.moves).toBe(k);
        // LX information: the hand in the view is the seat's own (its hand size), the other seat's is a count only.
        const v = answer.value.view as { hand: string[]; handSizes: number[]; viewer: number };
        expect(v.viewer).toBe(seat);
        expect(v.hand).toHaveLength(v.handSizes[seat] ?? -1);
        expect(JSON.stringify(v)).not.toContain('"hands"');
      }
    }
    expect(viewAfterMoves(game, record, 9, 0)).toMatchObject({ ok: false, kind: 'outOfRange' });
  });

  it('a past view is the same whatever the opponent’s hidden hand holds', () => {
    const { record } = played('steps-2', 6);
    const state = unwrap(replay(game, record, { entries: 4 }));
    const setup = game.toSetup(state) as { hands: string[][]; piles: string[][] };
    // The same position but for seat 1's hidden tiles: its hand swapped with the top of its pile (same colour).
    const hand = setup.hands[1] as string[];
    const pile = setup.piles[1] as string[];
    const other = {
      ...setup,
      hands: [setup.hands[0], pile.slice(0, hand.length)],
      piles: [setup.piles[0], [...hand, ...pile.slice(hand.length)]],
    };
    const twin = unwrap(game.fromSetup(other as unknown as Json));
    expect(game.view(twin, 1)).not.toEqual(game.view(state, 1));
    const past = viewAfterMoves(game, record, 4, 0);
    expect(past.ok && past.value.view).toEqual(game.view(twin, 0));
  });

  it('shows a past position only to the seats a person holds at this screen (hot-seat: the seat to move)', () => {
    expect(localViewer(againstBot, 1, false, 0)).toBe(0);
    expect(localViewer(againstBot, 0, false, 1)).toBe('spectator'); // the bot's seat: never its hand
    expect(localViewer(people, 1, false, 0)).toBe('spectator'); // Bruno holds the device: not Ana's hand
    expect(localViewer(people, 1, false, 1)).toBe(1);
    expect(localViewer(people, null, true, 0)).toBe(0); // over: any seat's side
    expect(localViewer(againstBot, null, true, 1)).toBe(1);
    expect(localViewer(people, 0, false, null)).toBe('spectator');
    expect(localViewer(people, 0, false, 7)).toBe('spectator');
  });
});
