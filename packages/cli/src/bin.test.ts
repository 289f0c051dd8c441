import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const launcher = fileURLToPath(new URL('../bin/ludo.js', import.meta.url));
const example = fileURLToPath(new URL('./fixtures/lx-n2-example.json', import.meta.url));

/** Runs the installed launcher (what `npx ludo` runs) as a separate process. */
function ludo(args: readonly string[], input = '') {
  const r = spawnSync(process.execPath, [launcher, ...args], { cwd: root, input, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('the ludo binary', () => {
  beforeAll(() => {
    // The binary runs built JavaScript; `npm test` has built it already, so this is a quick no-op there.
    try {
      execFileSync(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '-b', 'packages/cli'], { cwd: root });
    } catch {
      // A type error elsewhere in the tree still leaves dist/ emitted; the assertions below tell.
    }
    expect(existsSync(`${root}packages/cli/dist/bin.js`)).toBe(true);
  }, 180_000);

  it('lists moves from a setup on stdin', () => {
    const r = ludo(['moves', 'linx', '--setup', '-'], readFileSync(example, 'utf8'));
    expect(r.code).toBe(0);
    expect(r.out.split('\n')[0]).toBe('P>d4');
  });

  it('exits with status 2 and one line, no stack trace, on bad input', () => {
    for (const args of [
      ['moves', 'chess', '--setup', example],
      ['apply', 'linx', '--setup', example, '--moves', 'R>d4'],
    ]) {
      const r = ludo(args);
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      expect(r.err).toMatch(/^ludo: [^\n]+\n$/);
      expect(r.err).not.toMatch(/\n\s+at /);
    }
  });

  it('plays with piped stdin and quits', () => {
    const r = ludo(['play', 'linx', '--bots', 'random', '--seed', 'bin'], 'help\nquit\n');
    expect(r.code).toBe(0);
    expect(r.out).toContain('bye / au revoir');
  });
});
