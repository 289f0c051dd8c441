/**
 * How every test and script launches Debian's Chromium (DEVELOPERS.md): one definition for the end-to-end harness
 * (`packages/web/e2e/harness.ts`) and the packages' browser scripts (`packages/cubiko/scripts/chromium-golden.ts`).
 * No imports, so any package may use it without depending on another.
 */

/** Debian's Chromium: browser downloads do not work on this machine. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** The network is closed: Chromium must not try to reach it (no QUIC, no background fetches, no updates). */
const CLOSED_NETWORK = [
  '--headless',
  '--no-sandbox',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Software WebGL (SwiftShader through ANGLE), for pages that draw with three.js on a machine without a GPU. */
const SOFTWARE_WEBGL = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-gpu-compositing'];

export interface ChromiumChoice {
  /** Draw WebGL in software; otherwise the GPU is disabled outright (pages without a 3D scene). */
  readonly webgl?: boolean;
}

/** The command-line flags: closed network, plus either software WebGL or no GPU at all. */
export function chromiumArgs(choice: ChromiumChoice = {}): string[] {
  return [...CLOSED_NETWORK, ...(choice.webgl ? SOFTWARE_WEBGL : ['--disable-gpu'])];
}

/** Options for playwright-core's `chromium.launch`. */
export function chromiumLaunch(choice: ChromiumChoice = {}): { executablePath: string; args: string[] } {
  return { executablePath: CHROMIUM_PATH, args: chromiumArgs(choice) };
}
