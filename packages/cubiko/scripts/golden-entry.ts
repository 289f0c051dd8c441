// Bundled for the browser by chromium-golden.ts: computes the golden world and leaves it on globalThis.
import { loadPhysics } from '../src/physics.js';
import { worldHash } from '../src/replay.js';

loadPhysics().then(() => {
  (globalThis as { golden?: unknown }).golden = worldHash();
});
