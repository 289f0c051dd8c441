import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ClientMessage,
  CreateGameRequest,
  ERROR_CODES,
  MAX_CLIENT_FRAME_BYTES,
  parseClientMessage,
  parseServerMessage,
  ServerMessage,
} from './index.js';

describe('client messages: one closed union, parsed once', () => {
  it('accepts the three client messages', () => {
    const join = parseClientMessage(
      '{"type":"join","game":"abcdefgh1234","token":"AAAAAAAAAAAAAAAAAAAAAAAA","since":3}',
    );
    expect(join).toEqual({
      ok: true,
      value: { type: 'join', game: 'abcdefgh1234', token: 'AAAAAAAAAAAAAAAAAAAAAAAA', since: 3 },
    });
    expect(parseClientMessage('{"type":"move","version":0,"move":"R@d4"}').ok).toBe(true);
    expect(parseClientMessage('{"type":"ping"}').ok).toBe(true);
  });

  it.each([
    ['not JSON', '{"type":', 'malformed'],
    ['an unknown type', '{"type":"teleport"}', 'malformed'],
    ['an extra key', '{"type":"ping","x":1}', 'malformed'],
    ['a negative version', '{"type":"move","version":-1,"move":"R@d4"}', 'malformed'],
    ['a fractional version', '{"type":"move","version":1.5,"move":"R@d4"}', 'malformed'],
    ['an empty move', '{"type":"move","version":1,"move":""}', 'malformed'],
    ['a game id with a slash', '{"type":"join","game":"../../etc/passwd"}', 'malformed'],
    ['a short token', '{"type":"join","game":"abcdefgh1234","token":"x"}', 'malformed'],
    ['an array', '[1,2]', 'malformed'],
  ])('refuses %s', (_name, text, code) => {
    const r = parseClientMessage(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.code).toBe(code);
  });

  it('refuses frames above the byte limit, counting UTF-8 bytes', () => {
    const fits = `{"type":"move","version":1,"move":"${'a'.repeat(150)}"}`;
    expect(parseClientMessage(fits).ok).toBe(true);
    const ascii = `{"type":"ping","pad":"${'a'.repeat(MAX_CLIENT_FRAME_BYTES)}"}`;
    expect(parseClientMessage(ascii)).toMatchObject({ ok: false, code: 'tooLarge' });
    // 1400 euro signs are 1400 UTF-16 units but 4200 bytes: above the limit although short in characters.
    const wide = `{"type":"ping","pad":"${'€'.repeat(1400)}"}`;
    expect(wide.length).toBeLessThan(MAX_CLIENT_FRAME_BYTES);
    expect(parseClientMessage(wide)).toMatchObject({ ok: false, code: 'tooLarge' });
  });
});

describe('the fast path for moves agrees with the schema', () => {
  // The reference: the schema alone, as the server parsed every frame before the fast path.
  const bySchema = (text: string) => {
    const r = ClientMessage.safeParse(JSON.parse(text));
    return r.success ? { ok: true, value: r.data } : { ok: false, code: 'malformed' };
  };
  const same = (text: string): void => {
    const r = parseClientMessage(text);
    const reference = bySchema(text);
    expect(r.ok).toBe(reference.ok);
    if (r.ok) expect(r.value).toEqual(reference.value);
    else expect(r.code).toBe(reference.code);
  };

  it.each([
    '{"type":"move","version":3,"move":"R@d4"}',
    '{"move":"R@d4","version":0,"type":"move"}',
    '{"type":"move","version":-0,"move":"x"}',
    '{"type":"move","version":1e3,"move":"x"}',
    '{"type":"move","version":9007199254740993,"move":"x"}',
    '{"type":"move","version":"3","move":"R@d4"}',
    '{"type":"move","version":3,"move":3}',
    '{"type":"move","version":3}',
    '{"type":"move","version":3,"move":"a","x":1}',
    '{"type":"move","version":3,"__proto__":"a"}',
    '{"type":"move","version":3,"version":4,"move":"b"}',
    `{"type":"move","version":3,"move":"${'m'.repeat(200)}"}`,
    `{"type":"move","version":3,"move":"${'m'.repeat(201)}"}`,
    '{"type":"Move","version":3,"move":"x"}',
    'null',
    '"move"',
  ])('%s', same);

  it('on random move-like frames', () => {
    const value = fc.oneof(
      fc.integer({ min: -3, max: 1e6 }),
      fc.double(),
      fc.string({ maxLength: 210 }),
      fc.constant(null),
      fc.boolean(),
      fc.constant(Number.MAX_SAFE_INTEGER + 2),
    );
    const frame = fc.record(
      {
        type: fc.constantFrom('move', 'ping', 'join', 'mov'),
        version: value,
        move: fc.oneof(fc.string({ maxLength: 210 }), value),
        extra: value,
      },
      { requiredKeys: ['type'] },
    );
    fc.assert(
      fc.property(frame, (f) => same(JSON.stringify(f))),
      { numRuns: 1000, seed: 42 },
    );
  });
});

describe('server messages', () => {
  it('parse a sync, an event, an ack and every error code', () => {
    const sync = {
      type: 'sync',
      game: 'abcdefgh1234',
      gameType: 'linx',
      options: { players: 2 },
      seats: [{ name: 'Ada', kind: 'human' }],
      version: 0,
      seat: null,
      toMove: 0,
      view: { board: {} },
      legalMoves: [],
      result: null,
      history: [{ seat: 1, text: 'pass P,R' }],
    };
    expect(ServerMessage.parse(sync)).toEqual(sync);
    expect(ServerMessage.safeParse({ ...sync, history: [{ seat: -1, text: 'R@d4' }] }).success).toBe(false);
    const event = { ...sync, type: 'event', lastMove: { seat: 0, text: 'R@d4' } };
    for (const k of ['game', 'gameType', 'options', 'seats', 'history'] as const) {
      delete (event as Record<string, unknown>)[k];
    }
    expect(parseServerMessage(JSON.stringify(event)).ok).toBe(true);
    expect(parseServerMessage('{"type":"ack","version":4}').ok).toBe(true);
    for (const code of ERROR_CODES) {
      expect(parseServerMessage(JSON.stringify({ type: 'error', code, message: 'm' })).ok).toBe(true);
    }
    expect(parseServerMessage('{"type":"error","code":"oops","message":"m"}').ok).toBe(false);
  });

  it('a game creation names seats as humans or bots of a level', () => {
    const ok = CreateGameRequest.safeParse({
      game: 'linx',
      seats: [
        { kind: 'human', name: 'Ada' },
        { kind: 'bot', level: 'easy' },
      ],
    });
    expect(ok.success && ok.data.options).toEqual({});
    expect(CreateGameRequest.safeParse({ game: 'linx', seats: [{ kind: 'bot', level: 'godlike' }] }).success).toBe(
      false,
    );
    expect(CreateGameRequest.safeParse({ game: 'linx', seats: [] }).success).toBe(false);
  });
});
