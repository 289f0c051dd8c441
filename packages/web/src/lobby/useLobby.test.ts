import type { OpenTable } from '@ludotheque/protocol';
import { describe, expect, it } from 'vitest';
import { applyLobby, EMPTY_LOBBY } from './useLobby.js';

const table = (id: string, free = 1): OpenTable => ({
  id,
  game: 'linx',
  options: { players: 2 },
  seats: [
    { kind: 'human', player: 'p1', name: 'Ana' },
    ...Array.from({ length: free }, () => ({ kind: 'free' as const })),
  ],
  clock: null,
  rated: false,
  creator: { player: 'p1', name: 'Ana' },
  created: '2026-12-01T12:00:00.000Z',
});

describe('the lobby page’s state from its frames', () => {
  it('a batch (the server’s news of one window) is applied change by change, in order', () => {
    const s = applyLobby(EMPTY_LOBBY, {
      type: 'lobbyBatch',
      changes: [
        { type: 'lobbyTable', table: table('aaaaaaaa') },
        { type: 'lobbyTable', table: table('bbbbbbbb') },
        { type: 'lobbyTableGone', id: 'aaaaaaaa' },
        { type: 'lobbyQueue', queue: [] },
      ],
    });
    expect(s.tables.map((t) => t.id)).toEqual(['bbbbbbbb']);
  });

  it('a snapshot, then a new table first, a changed table in place, a gone table removed', () => {
    let s = applyLobby(EMPTY_LOBBY, {
      type: 'lobby',
      tables: [table('aaaaaaaa'), table('bbbbbbbb')],
      watch: [],
      queue: [],
      queued: null,
    });
    expect(s.connection).toBe('live');
    s = applyLobby(s, { type: 'lobbyTable', table: table('cccccccc') });
    expect(s.tables.map((t) => t.id)).toEqual(['cccccccc', 'aaaaaaaa', 'bbbbbbbb']);
    s = applyLobby(s, { type: 'lobbyTable', table: table('bbbbbbbb', 2) });
    expect(s.tables.map((t) => [t.id, t.seats.length])).toEqual([
      ['cccccccc', 2],
      ['aaaaaaaa', 2],
      ['bbbbbbbb', 3],
    ]);
    s = applyLobby(s, { type: 'lobbyTableGone', id: 'aaaaaaaa', game: 'gggggggg' });
    expect(s.tables.map((t) => t.id)).toEqual(['cccccccc', 'bbbbbbbb']);
  });

  it('a seat granted ends the wait and is kept for the page to follow', () => {
    let s = applyLobby(EMPTY_LOBBY, { type: 'lobbyQueued', queued: { game: 'superpion', players: 2, speed: 'rapid' } });
    expect(s.queued).not.toBeNull();
    const seat = {
      game: 'gggggggg',
      seat: 1,
      token: 't'.repeat(32),
      url: `/play/gggggggg#token=${'t'.repeat(32)}`,
      table: null,
    };
    s = applyLobby(s, { type: 'lobbySeat', ...seat });
    expect(s.queued).toBeNull();
    expect(s.started).toEqual(seat);
  });
});
