import { type AnyGame, type Json, Rng } from '@ludotheque/engine';
import { linx } from '@ludotheque/linx';
import { superpion } from '@ludotheque/superpion';
import { symbolix } from '@ludotheque/symbolix';
import { describe, expect, it } from 'vitest';
import { LocalTable } from '../localTable.js';
import type { LocalSeat } from '../types.js';
import { hintFor } from './hint.js';
import { rematchHash, rotateSeats } from './rematch.js';

const game = linx as unknown as AnyGame;
const ana: LocalSeat = { kind: 'human', name: 'Ana' };
const bea: LocalSeat = { kind: 'human', name: 'Béa' };
const bot: LocalSeat = { kind: 'bot', name: 'bot', spec: 'random' };

/**
 * Linx with the no-reveal rule lifted (`reveals` says no move shows anything): which entries a takeback undoes, with a
 * game whose turns alternate one move at a time. The rule itself is tested below on the real games.
 */
const linxMechanics = { ...linx, reveals: () => false } as unknown as AnyGame;

function table(seats: readonly LocalSeat[], seed = 'controls', g: AnyGame = game): LocalTable {
  const r = LocalTable.create(g, {}, seed, seats);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Plays the first legal move for the person to move (a bot's turn is the bot's). */
function step(t: LocalTable): void {
  if (t.botToPlay()) {
    expect(t.playBot().ok).toBe(true);
    return;
  }
  const snap = t.snapshot();
  expect(t.play(snap.toMove ?? 0, snap.legal[0] as string).ok).toBe(true);
}

const rebuilt = (t: LocalTable): LocalTable => {
  const r = t.takeback();
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** Lets the bots play until a person is to move (who moves first depends on the deal). */
function untilPerson(t: LocalTable): void {
  for (let i = 0; i < 50 && t.botToPlay(); i++) expect(t.playBot().ok).toBe(true);
  expect(t.botToPlay()).toBe(false);
}

describe('takeback at a local table', () => {
  it('has nothing to undo before any person has moved', () => {
    const t = table([ana, bot], 'controls', linxMechanics);
    untilPerson(t); // the bot may have opened: its moves are not the person's to undo
    expect(t.takebackTarget()).toBeNull();
    expect(t.snapshot().canTakeback).toBe(false);
    expect(t.takeback().ok).toBe(false);
  });

  it('against a bot, undoes the person’s last move and the bot’s reply: back to the person’s decision', () => {
    const t = table([ana, bot], 'controls', linxMechanics);
    untilPerson(t);
    step(t);
    untilPerson(t);
    const before = t.snapshot(); // Ana to move: this is the decision to take back
    step(t);
    untilPerson(t);
    expect(t.snapshot().entries).toHaveLength((before.entries?.length ?? 0) + 2);
    expect(t.snapshot().canTakeback).toBe(true);
    const back = rebuilt(t);
    const snap = back.snapshot();
    expect(snap.entries).toEqual(before.entries);
    expect(snap.toMove).toBe(0);
    expect(snap.views[0]).toEqual(before.views[0]);
    expect(snap.log).toEqual(before.log);
    expect(back.botToPlay()).toBe(false);
  });

  it('undoes the person’s move even before the bot has answered it', () => {
    const t = table([ana, bot], 'controls', linxMechanics);
    untilPerson(t);
    const before = t.snapshot().entries;
    step(t);
    expect(t.botToPlay()).toBe(true);
    expect(rebuilt(t).snapshot().entries).toEqual(before);
  });

  it('in hot-seat, undoes the last move only', () => {
    const t = table([ana, bea], 'controls', linxMechanics);
    step(t);
    const mid = t.snapshot();
    step(t);
    const back = rebuilt(t).snapshot();
    expect(back.entries).toEqual(mid.entries);
    expect(back.entries).toHaveLength(1);
    expect(back.toMove).toBe(mid.toMove); // the second person decides again
  });

  it('at a mixed table (two people, one bot), undoes the last person’s move and the bot’s moves after it', () => {
    const t = table([ana, bea, bot], 'controls', linxMechanics);
    let beforePerson = t.snapshot();
    let botMoved = false;
    for (let i = 0; i < 6 && !(i >= 3 && botMoved); i++) {
      botMoved = t.botToPlay();
      if (!botMoved) beforePerson = t.snapshot();
      step(t);
    }
    expect(botMoved).toBe(true); // the last move was the bot's, after a person's
    const now = t.snapshot().entries?.length ?? 0;
    const back = rebuilt(t).snapshot();
    expect(back.entries).toEqual(beforePerson.entries);
    expect(back.entries?.length).toBeLessThanOrEqual(now - 2);
    expect(back.toMove).toBe(beforePerson.toMove);
  });

  it('replays the bots exactly: after a takeback the same move brings the same bot reply', () => {
    const t = table([ana, bot], 'exact', linxMechanics);
    untilPerson(t);
    step(t);
    untilPerson(t);
    const entries = t.snapshot().entries;
    const back = rebuilt(t);
    step(back);
    untilPerson(back);
    expect(back.snapshot().entries).toEqual(entries);
  });

  it('is refused once the game has ended (here by a resignation)', () => {
    const t = table([ana, bot], 'controls', linxMechanics);
    untilPerson(t);
    step(t);
    untilPerson(t);
    expect(t.takebackTarget()).not.toBeNull();
    expect(t.resign(0).ok).toBe(true);
    expect(t.takebackTarget()).toBeNull();
    expect(t.takeback().ok).toBe(false);
  });
});

describe('takebacks never reveal at a local table (engine takeback.ts)', () => {
  /** The person's first move of a kind, after the bots' opening moves. */
  function played(g: AnyGame, pick: (legal: readonly string[]) => string | undefined): LocalTable {
    const t = table([ana, bot], 'reveals', g);
    untilPerson(t);
    const text = pick(t.snapshot().legal);
    expect(text).toBeDefined();
    expect(t.play(0, text as string).ok).toBe(true);
    return t;
  }

  it('LX-11 a face-up tile drew from the pile: its takeback is refused with why, the table unchanged', () => {
    const t = played(game, (legal) => legal.find((m) => m.includes('@')));
    untilPerson(t);
    const before = JSON.stringify(t.snapshot());
    expect(t.snapshot().canTakeback).toBe(true); // the button is there, and says why when pressed
    expect(t.takeback()).toMatchObject({ ok: false, error: { kind: 'takebackReveals' } });
    expect(JSON.stringify(t.snapshot())).toBe(before);
  });

  it('SX-8 a flipped piece cannot be covered again by a takeback', () => {
    const t = played(symbolix as unknown as AnyGame, (legal) => legal.find((m) => m.startsWith('flip')));
    expect(t.takeback()).toMatchObject({ ok: false, error: { kind: 'takebackReveals' } });
  });

  it('SP Information: a move that showed nothing is taken back against a bot, at once', () => {
    const sp = superpion as unknown as AnyGame;
    const t = played(sp, (legal) => legal[0]);
    const r = t.takeback();
    expect(r.ok).toBe(true);
  });
});

describe('resign at a local table', () => {
  it('ends a 3-player Linx match with the resigning seat last and the others by rounds won (README Decision)', () => {
    const t = table([ana, bea, bot]);
    untilPerson(t);
    expect(t.resign(1).ok).toBe(true);
    const snap = t.snapshot();
    expect(snap.toMove).toBeNull();
    // Nobody has won a round: Ana and the bot share first place, Béa is third.
    expect(snap.result?.ranks).toEqual([1, 3, 1]);
    expect(snap.entries?.at(-1)).toEqual({ event: { type: 'resign', seat: 1 } });
  });

  it('never gives up a bot’s seat, and changes nothing then', () => {
    const t = table([ana, bot]);
    const before = JSON.stringify(t.snapshot());
    expect(t.resign(1)).toMatchObject({ ok: false, error: { kind: 'notYourTurn' } });
    expect(t.resign(7).ok).toBe(false);
    expect(JSON.stringify(t.snapshot())).toBe(before);
  });

  it('replays a resigned game from its record', () => {
    const t = table([ana, bot]);
    untilPerson(t);
    step(t);
    t.resign(0);
    const again = LocalTable.create(game, {}, 'controls', [ana, bot], t.snapshot().entries);
    expect(again.ok && again.value.snapshot().result).toEqual(t.snapshot().result);
  });
});

describe('rematch', () => {
  it('rotates the seats by one: seat 1 takes seat 0, seat 0 the last seat', () => {
    expect(rotateSeats([ana, bea, bot])).toEqual([bea, bot, ana]);
    expect(rotateSeats([ana, bot])).toEqual([bot, ana]);
  });

  it('keeps the options in the rematch link, with a new seed', () => {
    const hash = rematchHash('linx', { seats: [ana, bot], seed: 'old', delay: 0, teams: false, roundsToWin: 3 }, 'new');
    expect(hash).toBe('#/local/linx?seats=b:random,h:Ana&seed=new&delay=0&rounds=3');
  });
});

describe('hint', () => {
  it('is the same whatever the opponent’s hidden hand, for the same seeds (LX information: seat 0’s view only)', () => {
    const options = linx.parseOptions({ players: 2 });
    if (!options.ok) throw new Error(options.error.message);
    const setup = linx.toSetup(linx.setup(options.value, Rng.seeded('hint-deal'))) as {
      hands: string[][];
      piles: string[][];
    };
    // Swap the opponent's whole hand with the top of its pile: same sizes, other tiles.
    const hand = setup.hands[1] as string[];
    const pile = setup.piles[1] as string[];
    const other = {
      ...setup,
      hands: [setup.hands[0], pile.slice(0, hand.length)],
      piles: [setup.piles[0], [...hand, ...pile.slice(hand.length)]],
    };
    const a = linx.fromSetup(setup);
    const b = linx.fromSetup(other);
    if (!a.ok || !b.ok) throw new Error('bad setup');
    expect(linx.view(a.value, 1)).not.toEqual(linx.view(b.value, 1)); // the hidden parts do differ
    expect(linx.view(a.value, 0)).toEqual(linx.view(b.value, 0));
    const ha = hintFor(game, a.value, 0, 'same-seed');
    const hb = hintFor(game, b.value, 0, 'same-seed');
    expect(ha.ok).toBe(true);
    expect(ha).toEqual(hb);
    if (!ha.ok) return;
    expect(linx.legalMoves(a.value).map((m) => linx.formatMove(a.value, m))).toContain(ha.value.move);
    expect(ha.value.winChance).toBeGreaterThanOrEqual(0);
    expect(ha.value.winChance).toBeLessThanOrEqual(1);
  });

  it('is only for a person to move, and changes nothing', () => {
    const t = table([ana, bot]);
    untilPerson(t);
    const before = JSON.stringify(t.snapshot());
    const h = t.hint(0);
    expect(h.ok && h.value.seat).toBe(0);
    expect(t.hint(1).ok).toBe(false); // the bot's seat
    expect(JSON.stringify(t.snapshot())).toBe(before);
    step(t);
    expect(t.botToPlay()).toBe(true); // now the bot is to move
    expect(t.hint(0)).toMatchObject({ ok: false, error: { kind: 'notYourTurn' } });
  });
});

describe('the controls in an open game (Superpion)', () => {
  const sp = superpion as unknown as AnyGame;
  const seats: LocalSeat[] = [ana, { kind: 'bot', name: 'bot', spec: 'random' }];
  const make = (options: Json) => {
    const r = LocalTable.create(sp, options, 'sp-controls', seats);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  it('hints a legal action for the person to move (SP-N1)', () => {
    const t = make({ mode: 'two' });
    untilPerson(t);
    const h = t.hint(0);
    expect(h.ok && t.snapshot().legal).toContain(h.ok ? h.value.move : '?');
  });

  it('never takes back across a platform event: the clock’s time up (SP-18c) stays', () => {
    const t = make({ mode: 'two', clockMinutes: 5 });
    untilPerson(t);
    step(t);
    untilPerson(t);
    expect(t.takebackTarget()).not.toBeNull();
    expect(t.event({ type: 'timeUp', seat: 0 }).ok).toBe(true);
    expect(t.toMove()).not.toBeNull(); // the round is finished untimed: moves remain
    expect(t.takebackTarget()).toBeNull();
  });
});
