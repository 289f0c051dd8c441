/**
 * The Cubiko board of the web app (issue 7, "Web"). `CubikoGame` takes the same props as `LinxGame` and is lazy:
 * three.js and Rapier's WASM load only when a Cubiko table is shown, never in another page's bundle.
 */
import { createElement, lazy, Suspense } from 'react';
import type { CubikoGameProps } from './CubikoGame.js';

export type { CubikoGameProps } from './CubikoGame.js';
export { cubikoTexts, en, fr } from './i18n.js';

const Lazy = lazy(() => import('./CubikoGame.js').then((m) => ({ default: m.CubikoGame })));

/** The Cubiko table, loaded on first use (its chunk holds three.js; the rules and physics load from there). */
export function CubikoGame(props: CubikoGameProps) {
  return createElement(
    Suspense,
    { fallback: createElement('p', { className: 'loading' }, '…') },
    createElement(Lazy, props),
  );
}
