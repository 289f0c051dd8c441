import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Rapier's deterministic build ships only as a "compat" package, whose module carries its 3.1 MB WASM inlined as
 * base64 (4.4 MB of JavaScript to download and parse, once for the page and once more for the bot worker). The same
 * bytes are in the package as a real `.wasm` file, so the web build swaps the inlined copy for a fetch of that file:
 * one hashed asset, compiled by `WebAssembly.instantiateStreaming` (wasm-bindgen's init takes a `Response`), fetched
 * once per visit and shared by the page and the worker through the HTTP cache. The physics is the same binary, so
 * throws stay bit-identical with the server's and the CLI's (Node keeps the inlined copy). The build fails rather
 * than ship the inlined copy if the package's layout ever changes.
 */
export function rapierWasmFile(): Plugin {
  const module = /[\\/]@dimforge[\\/]rapier3d-deterministic-compat[\\/]dist[\\/]rapier\.mjs$/;
  const inlined = /([A-Za-z_$][\w$]*)\.toByteArray\("[A-Za-z0-9+/=]{1000,}"\)\.buffer/g;
  return {
    name: 'ludotheque:rapier-wasm-file',
    apply: 'build',
    transform(code, id) {
      if (!module.test(id)) return null;
      const wasm = join(dirname(id), 'rapier_wasm3d_bg.wasm');
      readFileSync(wasm); // present, or the build stops here
      const found = code.match(inlined)?.length ?? 0;
      if (found !== 1) this.error(`rapier.mjs: expected one inlined WASM, found ${found}`);
      const swapped = code.replace(inlined, () => 'fetch(__rapierWasmUrl)');
      return { code: `import __rapierWasmUrl from ${JSON.stringify(`${wasm}?url`)};\n${swapped}`, map: null };
    },
  };
}
