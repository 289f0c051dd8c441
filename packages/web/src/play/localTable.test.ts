import type { AnyGame, RecordEntry } from '@ludotheque/engine';
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

  it('resumes from its record entries exactly: same position, same log, and the same bot moves afterwards', () => {
    const mcts = [seats[0]!, { kind: 'bot' as const, name: 'bot', spec: 'mcts:20' }];
    const create = (entries: readonly RecordEntry[] = []) => {
      const r = LocalTable.create(game, {}, 'resume', mcts, entries);
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    };
    const step = (t: LocalTable) => (t.botToPlay() ? t.playBot() : t.play(0, t.snapshot().legal[0] as string));
    const a = create();
    for (let i = 0; i < 9; i++) expect(step(a).ok).toBe(true);
    const b = create(a.recordEntries());
    expect(b.snapshot()).toEqual(a.snapshot());
    // The bots after the resume choose as they would have: each decision is seeded by the table's seed and version.
    for (let i = 0; i < 12 && !a.snapshot().result; i++) {
      step(a);
      step(b);
    }
    expect(b.snapshot().log).toEqual(a.snapshot().log);
    expect(a.snapshot().entries).toHaveLength(a.snapshot().version);
  });

  it('refuses a damaged record with a record error naming the entry', () => {
    const t = table('damaged');
    const r = LocalTable.create(game, {}, 'damaged', seats, ['R@zz']);
    expect(t.snapshot().version).toBe(0);
    expect(r).toMatchObject({ ok: false, error: { kind: 'record' } });
    expect(r.ok ? '' : r.error.message).toMatch(/^entry 0: /);
  });

  it('refuses an unknown bot spec and bad options at creation', () => {
    expect(LocalTable.create(game, {}, 's', [seats[0]!, { kind: 'bot', name: 'x', spec: 'genius' }]).ok).toBe(false);
    expect(LocalTable.create(game, {}, 's', [seats[0]!]).ok).toBe(false); // 1 player: LX-4
  });
});
