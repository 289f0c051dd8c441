import type { AnyGame } from '@ludotheque/engine';
import { linx } from '@ludotheque/linx';
import { describe, expect, it } from 'vitest';
import { LocalTable } from '../play/localTable.js';

// A hot-seat table of three people: when a seat's table clock runs out (the page sends `timeUp`), the bot plays it
// for the rest of the game (linx README Decisions), and its person can no longer move for it.

const game = linx as unknown as AnyGame;
const people = ['Ana', 'Ben', 'Cloé'].map((name) => ({ kind: 'human' as const, name }));

describe('a timed-out seat at a local table', () => {
  it('is played by the bot from then on; its person is refused; the game goes on', () => {
    const made = LocalTable.create(game, {}, 'timed-out', people);
    if (!made.ok) throw new Error(made.error.message);
    const t = made.value;
    const out = t.toMove() as number;
    expect(t.botToPlay()).toBe(false);
    expect(t.event({ type: 'timeUp', seat: out }).ok).toBe(true);
    expect(t.toMove()).toBe(out); // the game goes on, the same seat to move
    expect(t.botToPlay()).toBe(true);
    const text = t.snapshot().legal[0] ?? 'pass';
    const refused = t.play(out, text);
    expect(refused.ok ? null : refused.error.kind).toBe('notYourTurn');
    expect(t.playBot().ok).toBe(true);
    expect(t.toMove()).not.toBe(out);
    expect(t.botToPlay()).toBe(false); // the next seat is a person's
  });
});
