import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixture, ludo } from './testing.js';

const EXAMPLE = fixture('lx-n2-example.json');
const exampleJson = () => JSON.parse(readFileSync(EXAMPLE, 'utf8')) as Record<string, unknown>;

/** Each case: arguments, stdin, and a word the one-line message must contain so the user knows what to fix. */
const BAD_INPUTS: readonly [string, string[], string, RegExp][] = [
  ['unknown game', ['moves', 'chess', '--setup', EXAMPLE], '', /unknown game 'chess'/],
  ['setup that is not JSON', ['moves', 'linx', '--setup', '-'], '{"game": "linx",', /invalid setup JSON/],
  [
    'setup with an unknown key',
    ['moves', 'linx', '--setup', '-'],
    JSON.stringify({ ...exampleJson(), extra: 1 }),
    /invalid setup/,
  ],
  [
    'setup with a sixth rock (LX-2)',
    ['moves', 'linx', '--setup', '-'],
    JSON.stringify({
      ...exampleJson(),
      hands: [
        ['R', 'S'],
        ['P', 'P', 'R', 'S'],
      ],
    }),
    /invalid setup/,
  ],
  ['unreadable setup file', ['moves', 'linx', '--setup', '/nonexistent/setup.json'], '', /cannot read \/nonexistent/],
  ['unparseable move', ['apply', 'linx', '--setup', EXAMPLE, '--moves', 'P>d4 X@z9'], '', /move 2 'X@z9'/],
  ['illegal move', ['apply', 'linx', '--setup', EXAMPLE, '--moves', 'R>d4'], '', /move 1 'R>d4': illegal/],
  ['bad depth', ['perft', 'linx', '--setup', EXAMPLE, '--depth', 'two'], '', /--depth must be a whole number/],
  [
    'options that are not JSON',
    ['match', 'linx', '--options', '{players:3}', '--games', '1'],
    '',
    /invalid options JSON/,
  ],
  ['options out of range', ['match', 'linx', '--players', '7', '--games', '1'], '', /invalid options/],
  ['options not an object', ['match', 'linx', '--options', '[2]', '--games', '1'], '', /must be a JSON object/],
  [
    'bad agent spec',
    ['match', 'linx', '--agents', 'mcts:genius,random', '--games', '1'],
    '',
    /bad agent 'mcts:genius'/,
  ],
  [
    'unwritable record file',
    ['match', 'linx', '--agents', 'random', '--games', '1', '--record', '/nonexistent/r.json'],
    '',
    /cannot write \/nonexistent\/r.json/,
  ],
  ['bad bot spec in play', ['play', 'linx', '--bots', 'mcts:0'], '', /bad agent 'mcts:0'/],
  ['bad seat', ['play', 'linx', '--seat', '3'], '', /--seat must be between 0 and 1/],
  [
    'unknown option',
    ['perft', 'linx', '--setup', EXAMPLE, '--depth', '2', '--dept', '2'],
    '',
    /unknown option '--dept'/,
  ],
  ['missing option', ['moves', 'linx'], '', /required option '--setup <file>' not specified/],
  ['unknown command', ['solve', 'linx'], '', /unknown command 'solve'/],
  ['record that is not JSON', ['replay', '-'], '[', /invalid record JSON/],
  ['record of the wrong shape', ['replay', '-'], '{"game":"linx"}', /invalid record/],
  ['unknown game in --game', ['bench', '--game', 'go', '--seconds', '0.01'], '', /unknown game 'go'/],
];

describe('bad input: one clear line on stderr, status 2, nothing on stdout', () => {
  it.each(BAD_INPUTS)('%s', async (_name, argv, stdin, message) => {
    const r = await ludo(argv, stdin);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(message);
    expect(r.err).toMatch(/^ludo: [^\n]+\n$/);
  });
});
