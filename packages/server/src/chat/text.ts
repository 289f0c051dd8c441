import { MAX_CHAT_CHARS } from '@ludotheque/protocol';

/** Control characters (C0, DEL, C1), and the invisible bidi controls that could reorder a message on screen. */
const REFUSED = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;

/**
 * A message as stored and sent: trimmed, 1 to MAX_CHAT_CHARS characters (code points), no control character; or
 * why not. The text is never interpreted: it is shown as text (React escapes it).
 */
export function chatText(
  raw: string,
  max: number = MAX_CHAT_CHARS,
): { ok: true; text: string } | { ok: false; message: string } {
  const text = raw.trim();
  if (text.length === 0) return { ok: false, message: 'an empty message' };
  // `max`: the chat's own, or another short text under the same policy (a report's, moderation/).
  if ([...text].length > max) return { ok: false, message: `longer than ${max} characters` };
  if (REFUSED.test(text)) return { ok: false, message: 'control characters are not allowed' };
  return { ok: true, text };
}
