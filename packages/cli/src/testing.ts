import { Readable, Writable } from 'node:stream';
import type { Io } from './io.js';
import { main } from './program.js';

/** What a `ludo` run printed and returned. */
export interface Run {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

/** Collects everything written to a stream, as text, synchronously (so nothing is pending when a run returns). */
export function capture(): { stream: Writable; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      chunks.push(typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

/** Runs `ludo` in-process, exactly as the binary does, with `stdin` as the piped input. */
export async function ludo(argv: readonly string[], stdin = ''): Promise<Run> {
  const out = capture();
  const err = capture();
  const io: Io = { stdin: Readable.from([stdin]), stdout: out.stream, stderr: err.stream };
  const code = await main(argv, io);
  return { code, out: out.text(), err: err.text() };
}

/** A fixture's path, for `--setup FILE`. */
export function fixture(name: string): string {
  return new URL(`./fixtures/${name}`, import.meta.url).pathname;
}
