import { describe, expect, it } from 'vitest';
import { parseLocalParams } from '../play/localSpec.js';
import { computerHash, friendRequest } from './starts.js';

describe('one-click starts', () => {
  it('play the computer: the player, then an easy MCTS bot, on the given deal', () => {
    const hash = computerHash('linx', 'abc123');
    const [path, query] = hash.split('?');
    expect(path).toBe('#/local/linx');
    const p = parseLocalParams(new URLSearchParams(query), () => 'Bot');
    expect(p?.seats).toEqual([
      { kind: 'human', name: '' },
      { kind: 'bot', name: 'Bot', spec: 'mcts:easy' },
    ]);
    expect(p?.seed).toBe('abc123');
  });

  it('Superpion against the computer is its two-player mode (SP-7)', () => {
    const query = computerHash('superpion', 's').split('?')[1];
    expect(parseLocalParams(new URLSearchParams(query), () => 'Bot')?.mode).toBe('two');
  });

  it('play a friend: two people online, each game told it has two seats', () => {
    expect(friendRequest('symbolix', ['Ana', 'Player 2'])).toEqual({
      game: 'symbolix',
      options: { players: 2 },
      seats: [
        { kind: 'human', name: 'Ana' },
        { kind: 'human', name: 'Player 2' },
      ],
    });
    expect(friendRequest('superpion', ['A', 'B']).options).toEqual({ mode: 'two' });
  });
});
