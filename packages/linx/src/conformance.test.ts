/// <reference types="node" />
// Tests run in Node (vitest) and read their fixtures from disk; the rules code itself uses no Node API.
import { readdirSync, readFileSync } from 'node:fs';
import type { Json, Rng, Viewer } from '@ludotheque/engine';
import { conformanceChecks } from '@ludotheque/engine/kit';
import { describe, it } from 'vitest';
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
    optionalSetupKeys: ['rng'], // LX-N2: "a fixed default when absent"
  });
  for (const c of checks) it(c.name, () => c.run());
});
