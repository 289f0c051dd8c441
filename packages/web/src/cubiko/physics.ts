/**
 * The rules package and its physics WASM, loaded on demand: only a Cubiko page calls `loadCubiko`, so Rapier never
 * reaches another page's bundle (a dynamic `import()` is its own chunk).
 */
import type { Frame } from '@ludotheque/cubiko';
import { useEffect, useState } from 'react';
import type { ThrowValues } from './model.js';

export type CubikoModule = typeof import('@ludotheque/cubiko');

let loading: Promise<CubikoModule> | null = null;
let physics: Promise<void> | null = null;
let physicsLoaded = false;

/**
 * The rules module, without waiting for its physics: the table is drawn (three.js) and aimed from the module alone;
 * only a replayed throw needs Rapier, whose WASM loads meanwhile (`whenPhysics`).
 */
export function loadCubiko(): Promise<CubikoModule> {
  loading ??= import('@ludotheque/cubiko').then((m) => {
    // Started at the page's first idle moment: compiling 3 MB of WASM must not delay the table's first drawing.
    idle(() => startPhysics(m));
    return m;
  });
  return loading;
}

function startPhysics(m: CubikoModule): Promise<void> {
  physics ??= Promise.resolve(m.cubiko.load?.()).then(() => {
    physicsLoaded = true;
  });
  return physics;
}

function idle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 0);
}

/** Rapier's WASM loaded on this page (a throw can be replayed). */
export function physicsReady(): boolean {
  return physicsLoaded;
}

/** Resolves when the physics is loaded; rejects with its failure. */
export function whenPhysics(): Promise<void> {
  return loadCubiko().then(startPhysics);
}

export type Loaded = { readonly mod: CubikoModule } | { readonly error: string } | null;

/** The loaded module for a component, or the failure's message; null while loading. */
export function useCubikoModule(): Loaded {
  const [loaded, setLoaded] = useState<Loaded>(null);
  useEffect(() => {
    let live = true;
    loadCubiko().then(
      (mod) => live && setLoaded({ mod }),
      (e: unknown) => live && setLoaded({ error: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, []);
  return loaded;
}

/**
 * The trajectory of a told throw (the effective one from `publicMove`), re-simulated from the view the throw started
 * from (the package's own `replayThrow`, 30 frames per second). Null when the view cannot be rebuilt: the board
 * then just shows the new position.
 */
export function trajectory(
  mod: CubikoModule,
  before: Readonly<Record<string, unknown>>,
  t: ThrowValues,
): Frame[] | null {
  const { cells: _cells, ...setup } = before;
  // The PRNG is not in a view and a told throw needs none: the noise is already in it (CB-6).
  const state = mod.fromSetup({ ...setup, rng: 'replay' });
  if (!state.ok) return null;
  return mod.replayThrow(state.value, { type: 'throw', offset: t.offset, v: t.v, w: t.w }, 8);
}
