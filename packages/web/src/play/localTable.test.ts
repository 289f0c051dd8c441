import type { AnyGame } from '@ludotheque/engine';
import { linx } from '@ludotheque/linx';
import { describe, expect, it } from 'vitest';
import { LocalTable } from './localTable.js';

const game = linx as unknown as AnyGame;
const seats = [
  { kind: 'human' as const, name: 'Ana' },
  { kind: 'bot' as const, name: 'bot', spec: 'random' },
];

function table(seed: string): LocalTable {
  const r = LocalTable.create(game, {}, seed, seats);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('a local table (what the Web Worker runs)', () => {
  it('plays a whole match between a person and a bot; `next` is left to the person (LX-18, LX-20)', () => {
    const t = table('local-1');
    let rounds = 0;
    for (let i = 0; i < 2000 && !t.snapshot().result; i++) {
      const snap = t.snapshot();
      if (t.botToPlay()) expect(t.playBot().ok).toBe(true);
      else {
        expect(snap.legal.length).toBeGreaterThan(0);
        if (snap.legal[0] === 'next') rounds++;
        expect(t.play(0, snap.legal[0] as string).ok).toBe(true);
      }
    }
    const end = t.snapshot();
    expect(end.result).not.toBeNull();
    expect(Math.max(...(end.result?.scores ?? []))).toBe(2);
    expect(rounds).toBeGreaterThanOrEqual(1);
    expect(end.log).toHaveLength(end.version);
    // The bot's seat never gets a view on the page: its hand stays in the worker.
    expect(end.views[1]).toBeNull();
    expect(end.views[0]).not.toBeNull();
  });

  it('plays a game between bots only to its end, shown through the spectator view', () => {
    const bots = [seats[1]!, { kind: 'bot' as const, name: 'bot 2', spec: 'random' }];
    const r = LocalTable.create(game, {}, 'bots-only', bots);
    if (!r.ok) throw new Error(r.error.message);
    const t = r.value;
    expect(t.snapshot().spectatorView).not.toBeNull();
    for (let i = 0; i < 2000 && t.botToPlay(); i++) expect(t.playBot().ok).toBe(true);
    const end = t.snapshot();
    expect(end.result).not.toBeNull(); // bots dealt `next` themselves (LX-20): nobody else could
    expect(end.log.some((e) => e.text === 'next')).toBe(true);
    expect(end.views).toEqual([null, null]);
    const hands = (end.spectatorView as { hand?: unknown } | null)?.hand;
    expect(hands ?? null).toBeNull(); // a spectator sees no hand
  });

  it('refuses bad moves with typed errors and changes nothing', () => {
    const t = table('local-2');
    while (t.botToPlay()) t.playBot();
    const before = JSON.stringify(t.snapshot());
    expect(t.play(0, 'nonsense')).toMatchObject({ ok: false, error: { kind: 'notation' } });
    expect(t.play(0, 'R@a1')).toMatchObject({ ok: false, error: { kind: 'illegal' } });
    expect(t.play(1, t.snapshot().legal[0] as string)).toMatchObject({ ok: false, error: { kind: 'notYourTurn' } });
    expect(t.playBot()).toMatchObject({ ok: false, error: { kind: 'notYourTurn' } });
    expect(JSON.stringify(t.snapshot())).toBe(before);
  });

  it('reproduces the same deal and bot moves from the same seed', () => {
    const run = (seed: string) => {
      const t = table(seed);
      for (let i = 0; i < 12 && !t.snapshot().result; i++) {
        if (t.botToPlay()) t.playBot();
        else t.play(0, t.snapshot().legal[0] as string);
      }
      return t.snapshot().log;
    };
    expect(run('same')).toEqual(run('same'));
  });

  it('refuses an unknown bot spec and bad options at creation', () => {
    expect(LocalTable.create(game, {}, 's', [seats[0]!, { kind: 'bot', name: 'x', spec: 'genius' }]).ok).toBe(false);
    expect(LocalTable.create(game, {}, 's', [seats[0]!]).ok).toBe(false); // 1 player: LX-4
  });
});
