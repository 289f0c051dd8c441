import { readFile } from 'node:fs/promises';
import type { Readable, Writable } from 'node:stream';
import type { GameError, Result } from '@ludotheque/engine';

/**
 * The streams a command talks through. Commands never touch `process` directly, so tests run them in-process with
 * captured output and a scripted stdin, exactly as the `ludo` binary runs them.
 */
export interface Io {
  readonly stdin: Readable & { readonly isTTY?: boolean };
  readonly stdout: Writable & { readonly isTTY?: boolean };
  readonly stderr: Writable & { readonly isTTY?: boolean };
}

/** The process's own streams, for `bin.ts`. */
export function processIo(): Io {
  return { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr };
}

/**
 * Bad input from the user (unknown game, bad JSON, illegal move...). `main` prints its message as one line on
 * stderr and exits with status 2; it never carries a stack trace to the user.
 */
export class CliError extends Error {
  override readonly name = 'CliError';
}

/** Writes one line (a newline is added). */
export function println(stream: Writable, line = ''): void {
  stream.write(`${line}\n`);
}

/** The value of an engine result, or a CliError naming what failed (`what: message`). */
export function check<T>(result: Result<T, GameError>, what: string): T {
  if (!result.ok) throw new CliError(`${what}: ${result.error.message}`);
  return result.value;
}

/** Everything on stdin as text (for `--setup -`). */
export async function readAll(stream: Readable): Promise<string> {
  const chunks: string[] = [];
  stream.setEncoding('utf8');
  for await (const chunk of stream) chunks.push(String(chunk));
  return chunks.join('');
}

/** A file's text, or stdin's when `path` is `-`; an unreadable file is a CliError. */
export async function readInput(path: string, io: Io): Promise<string> {
  if (path === '-') return readAll(io.stdin);
  try {
    return await readFile(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? 'error';
    throw new CliError(`cannot read ${path} (${code})`);
  }
}

/** Parses JSON text; `what` names the input in the error (`invalid setup JSON: Unexpected token…`). */
export function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    throw new CliError(`invalid ${what} JSON: ${message.split('\n')[0]}`);
  }
}

/** A whole number in [min, max] from a command-line value, else a CliError naming the option. */
export function parseInteger(text: string, option: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!/^-?\d+$/.test(text.trim())) throw new CliError(`${option} must be a whole number, got '${text}'`);
  const n = Number(text);
  if (n < min || n > max) throw new CliError(`${option} must be between ${min} and ${max}, got ${n}`);
  return n;
}
