import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 28: `npm run load | tail` printed nothing, the process exiting before a pipe had taken its figures. The
 * short form (4 games, 1 s) through a pipe and into a file: the figure line reaches both, with the load average.
 */
const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const short = `node --expose-gc --import tsx ${JSON.stringify(main)} --games 4 --seconds 1 --warmup 0.5`;
const figure = /^ {3}4 games: +\d+ accepted moves\/s, .*; load average \d+\.\d\d \d+\.\d\d \d+\.\d\d$/m;

describe('load figures leave the process', () => {
  it('through a pipe (| tail) and into a file', () => {
    const piped = execFileSync('sh', ['-c', `${short} | tail -n 3`], { encoding: 'utf8', timeout: 60_000 });
    expect(piped).toMatch(figure);
    const dir = mkdtempSync(join(tmpdir(), 'ludo-pipe-'));
    try {
      const file = join(dir, 'out.txt');
      execFileSync('sh', ['-c', `${short} > ${JSON.stringify(file)}`], { timeout: 60_000 });
      expect(readFileSync(file, 'utf8')).toMatch(figure);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
