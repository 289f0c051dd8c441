/// <reference types="node" />
// Tests run in Node (vitest) and read their fixtures from disk; the rules code itself uses no Node API.
import { readdirSync, readFileSync } from 'node:fs';
import { type Json, Rng, unwrap, type Viewer } from '@ludotheque/engine';
import { conformanceChecks, garbageSetups } from '@ludotheque/engine/kit';
import { describe, expect, it } from 'vitest';
import { linx } from './game.js';
import type { LinxState } from './types.js';
import { determinize, view } from './view.js';

const dir = new URL('./fixtures/perft/', import.meta.url);
const setups: Json[] = readdirSync(dir).map((f) => JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as Json);

/**
 * Everything `viewer` cannot know, redrawn: other hands (sizes kept; they hold only their own colour), every pile's
 * order and content among the unseen tiles, and the PRNG. The public state is rebuilt from the viewer's own view.
 */
function perturbHidden(state: LinxState, viewer: Viewer, rng: Rng): LinxState {
  return determinize(view(state, viewer), viewer, rng);
}

describe('conformance (engine kit)', () => {
  const checks = conformanceChecks({
    game: linx,
    options: [{ players: 2 }, { players: 3 }, { players: 4 }, { players: 4, teams: true }],
    setups,
    perturbHidden,
    seed: 'linx-conformance',
  });
  // LX-N2 makes `rng` optional ("a fixed default when absent"), which the kit's garbage check cannot know: that one
  // check is run below with the same garbage minus "rng removed".
  const GARBAGE = 'fromSetup refuses garbage without throwing';
  for (const c of checks) if (c.name !== GARBAGE) it(c.name, () => c.run());

  it(`${GARBAGE} (rng optional, LX-N2)`, () => {
    const rng = Rng.seeded('garbage');
    for (const options of [{ players: 2 }, { players: 3 }, { players: 4, teams: true }]) {
      const s = linx.setup(unwrap(linx.parseOptions(options)), rng);
      for (let i = 0; i < 6 && linx.toMove(s) !== null; i++) linx.play(s, linx.randomMove(s, rng));
      for (const g of garbageSetups(linx.toSetup(s))) {
        if (g.what === 'key "rng" removed') continue;
        expect(linx.fromSetup(g.json).ok, g.what).toBe(false);
      }
    }
  });
});
