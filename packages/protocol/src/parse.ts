import type { ErrorCode } from './messages.js';
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
  return parseWith(ClientMessage, text);
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
  const r = schema.safeParse(json);
  if (!r.success) return { ok: false, code: 'malformed', message: r.error.message.slice(0, 300) };
  return { ok: true, value: r.data };
}
