import { type CubikoState, cubiko, effectiveThrow } from '@ludotheque/cubiko';
import { Rng, unwrap } from '@ludotheque/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { aimWords, DEFAULT_AIM, throwOf, throwText, UNAIMED } from './model.js';

beforeAll(async () => {
  await cubiko.load?.();
});

const start = (precision: string, seed: string): CubikoState =>
  cubiko.setup(unwrap(cubiko.parseOptions({ players: 2, precision })), Rng.seeded(seed));

/** Plays the text as a person at the page would send it, and says whether the ball is then in the frame (CB-9, CB-11). */
function lands(s: CubikoState, text: string): boolean {
  cubiko.play(s, unwrap(cubiko.parseMove(s, text)));
  return s.phase.kind !== 'throw';
}

describe('Cubiko throw as a skill (CB-5, CB-6, CB-9)', () => {
  it('a new throw starts un-aimed: no strength, straight ahead', () => {
    expect(throwText(throwOf(UNAIMED))).toBe('throw o=0 v=0,0,0 w=0,0,0');
    expect(aimWords(UNAIMED).speed).toEqual({ key: 'percent', n: 0 });
    expect(aimWords(UNAIMED).yaw).toEqual({ key: 'straight' });
  });

  it('pressing Throw with untouched controls never lands in the frame, at every precision', () => {
    for (const precision of ['exact', 'steady', 'shaky']) {
      for (const seed of ['a', 'b', 'c']) {
        const s = start(precision, seed);
        expect(lands(s, throwText(throwOf(UNAIMED))), `${precision}/${seed}`).toBe(false);
        // CB-12: a miss ends the turn; the other seat throws.
        expect(s.toMove).toBe(1);
      }
    }
    // The check can fail: the old default aim (a gentle bounce) does land at `exact`.
    expect(lands(start('exact', 'a'), throwText(throwOf(DEFAULT_AIM)))).toBe(true);
  });

  it('the chosen precision’s hand noise applies to a person’s throw, from the seeded PRNG (CB-6)', () => {
    const sent = unwrap(cubiko.parseMove(start('shaky', 'n'), throwText(throwOf(DEFAULT_AIM))));
    if (sent.type !== 'throw') throw new Error('not a throw');
    const a = effectiveThrow(start('shaky', 'n'), sent);
    const b = effectiveThrow(start('shaky', 'n'), sent);
    // The same seed gives the same noise (records replay); the noise moved the velocity, never offset or spin.
    expect(a).toEqual(b);
    expect(a.v).not.toEqual(sent.v);
    expect(a.offset).toBe(sent.offset);
    expect(a.w).toEqual(sent.w);
    // CB-6: at most 3 × 1000 × S × p / 10⁶ per component, S = |v| (998, -752: S = 1249), p = 50.
    const bound = Math.trunc((1249 * 50 * 3000) / 1e6);
    a.v.forEach((c, i) => {
      expect(Math.abs(c - (sent.v[i] ?? 0))).toBeLessThanOrEqual(bound);
    });
    // `exact` adds nothing.
    expect(effectiveThrow(start('exact', 'n'), sent)).toEqual(sent);
    // The move told to everyone is the noised throw (Information), so every client replays the same trajectory.
    const s = start('shaky', 'n');
    expect(cubiko.publicMove(s, sent, 'spectator')).toBe(`throw o=${a.offset} v=${a.v.join(',')} w=${a.w.join(',')}`);
  });
});
