import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

/**
 * Ends a load or benchmark process once everything it printed has left, to a pipe (`| tail`) as much as to a file.
 * Node writes to a pipe asynchronously, so `process.exit` right after `console.log` can drop the figures; a write's
 * callback runs only once the writes queued before it are flushed. `process.exitCode` is set first so that, should
 * the process end on its own before the callbacks, it still ends with `code`.
 */
export function exitFlushed(code = 0): void {
  process.exitCode = code;
  let left = 2;
  const done = (): void => {
    left--;
    if (left === 0) process.exit(code);
  };
  process.stdout.write('', done);
  process.stderr.write('', done);
}

/** The machine's 1-, 5- and 15-minute load averages, printed beside every figure (a shared machine's noise). */
export const loadText = (): string =>
  `load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`;

/**
 * The entry of a load process forked beside this one, and the Node flags it needs: the build's `.js`, or under
 * Vitest (sources) the `.ts` through tsx.
 */
export function childEntry(name: string, base: string): { entry: string; execArgv: string[] } {
  const fromSources = base.endsWith('.ts');
  const entry = new URL(`./${name}.${fromSources ? 'ts' : 'js'}`, base);
  return {
    entry: fileURLToPath(entry),
    execArgv: fromSources ? ['--import', 'tsx', ...process.execArgv.filter((a) => a.startsWith('--max'))] : [],
  };
}
