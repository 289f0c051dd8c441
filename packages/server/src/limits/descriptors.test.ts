import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { descriptorsForConnections, openDescriptors, openFileLimit } from './descriptors.js';

describe('the descriptors a node may spend', () => {
  it('reads the open-file limit a shell started by this process reports, and counts what is open', () => {
    const shell = spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim();
    expect(openFileLimit()).toBe(shell === 'unlimited' ? null : Number(shell));
    const open = openDescriptors() ?? 0;
    expect(open).toBeGreaterThan(2);
    const left = descriptorsForConnections();
    if (left !== null) expect(left).toBeLessThanOrEqual((openFileLimit() ?? 0) - open + 2);
  });
});
