import type { ErrorCode, MoveMessage } from './messages.js';
import { ClientMessage, MAX_CLIENT_FRAME_BYTES, ServerMessage } from './messages.js';

/** A parse result; `code` is what the server answers with. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; code: ErrorCode; message: string };

/** Byte length of a UTF-8 text without Node's Buffer (the protocol runs in browsers too). */
function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/** Parses one client frame: size, then JSON, then the closed union. Never throws. */
export function parseClientMessage(text: string): Parsed<ClientMessage> {
  // A string can never be longer in bytes than 3x its UTF-16 length: skip the count for short frames.
  if (text.length * 3 > MAX_CLIENT_FRAME_BYTES && utf8Length(text) > MAX_CLIENT_FRAME_BYTES) {
    return { ok: false, code: 'tooLarge', message: `frame above ${MAX_CLIENT_FRAME_BYTES} bytes` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, code: 'malformed', message: 'not JSON' };
  }
  const move = plainMove(json);
  if (move !== null) return { ok: true, value: move };
  return check(ClientMessage, json);
}

/**
 * The hot path: a well-formed `move` (one per move played, thousands per second on a busy server) checked by hand
 * with exactly MoveMessage's rules. It only ever accepts what the schema accepts, and gives the same value; anything
 * else, valid or not, goes through the schema, so errors are the schema's. `protocol.test.ts` checks both agree.
 */
function plainMove(json: unknown): MoveMessage | null {
  if (typeof json !== 'object' || json === null) return null;
  const o = json as { readonly type?: unknown; readonly version?: unknown; readonly move?: unknown };
  if (o.type !== 'move' || Object.keys(o).length !== 3 || !Object.hasOwn(o, 'version') || !Object.hasOwn(o, 'move')) {
    return null;
  }
  const { version, move } = o;
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0) return null;
  if (typeof move !== 'string' || move.length < 1 || move.length > 200) return null;
  return { type: 'move', version, move };
}

/** Parses one server frame (for clients). Never throws. */
export function parseServerMessage(text: string): Parsed<ServerMessage> {
  return parseWith(ServerMessage, text);
}

function parseWith<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { message: string } } },
  text: string,
): Parsed<T> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, code: 'malformed', message: 'not JSON' };
  }
  return check(schema, json);
}

function check<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { message: string } } },
  json: unknown,
): Parsed<T> {
  const r = schema.safeParse(json);
  if (!r.success) return { ok: false, code: 'malformed', message: r.error.message.slice(0, 300) };
  return { ok: true, value: r.data };
}
