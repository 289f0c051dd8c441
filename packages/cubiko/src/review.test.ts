import { Rng, unwrap } from '@ludotheque/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { aimFor } from './bot.js';
import { cubiko, parseOptions } from './index.js';
import { loadPhysics } from './physics.js';
import { throwNote } from './review.js';
import type { Throw } from './types.js';

beforeAll(() => loadPhysics());

const opening = (precision: string) => cubiko.setup(unwrap(parseOptions({ precision })), Rng.seeded('review'));

describe('a throw as the analysis notes it (issue 18)', () => {
  it('at exact precision the table throw toward the centre lands there every time (CB-6: no noise)', () => {
    const s = opening('exact');
    const centre = aimFor(s, 4) as Throw;
    const note = throwNote(s, centre, centre, Rng.seeded(1));
    expect(note).toEqual({ aimed: 4, chance: 1, bestAim: 4, bestChance: 1, samples: 1 });
  });

  it('at shaky precision the chance is a share of 8 noised runs, seeded, and a pass has no aim', () => {
    const s = opening('shaky');
    const corner = aimFor(s, 0) as Throw;
    const a = throwNote(s, corner, { type: 'pass' }, Rng.seeded(2));
    expect(a?.aimed).toBe(0);
    expect(a?.samples).toBe(4);
    expect(Number.isInteger((a?.chance ?? -1) * 4)).toBe(true);
    expect(a).toMatchObject({ bestAim: null, bestChance: null });
    expect(throwNote(s, corner, { type: 'pass' }, Rng.seeded(2))).toEqual(a);
    expect(throwNote(s, { type: 'pass' }, corner, Rng.seeded(2))).toBeUndefined();
  });
});
