/// <reference types="node" />
// Tests run in Node (vitest) and read their fixtures from disk; the rules code itself uses no Node API.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { goldenText } from './fixtures/golden.js';

describe('golden playthrough', () => {
  it('a seeded 3-player match replays exactly as frozen in fixtures/golden-3p.txt', () => {
    const frozen = readFileSync(new URL('./fixtures/golden-3p.txt', import.meta.url), 'utf8');
    expect(goldenText()).toBe(frozen);
  });
});
