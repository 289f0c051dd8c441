import type { Viewer } from '@ludotheque/engine';
import type { ChatOlderMessage, ChatSendMessage, ErrorCode, MuteMessage } from '@ludotheque/protocol';
import type { LiveGame } from '../live.js';
import type { Chat, ChatConnection } from './chat.js';

/** How ws.ts answers a connection. */
export interface Reply {
  send(frame: string): void;
  error(code: ErrorCode, message: string, retryAfterMs?: number): void;
}

/**
 * One chat frame of a joined connection: a message, a mute (answered with the chat again, filtered), or a request
 * for the page before a line (`chatOlder`, answered `chatPage`: at most CHAT_PAGE_LINES lines, within the lines
 * kept, at the connection's frame rate).
 */
export async function onChatFrame(
  chat: Chat,
  live: LiveGame,
  viewer: Viewer,
  c: ChatConnection,
  m: ChatSendMessage | MuteMessage | ChatOlderMessage,
  reply: Reply,
): Promise<void> {
  try {
    if (m.type === 'chatOlder') return reply.send(await chat.older(live, viewer, c, m.before));
    const r =
      m.type === 'chat'
        ? await chat.post(live, viewer, m.text, c, performance.now())
        : await chat.mute(live, viewer, m.seat, m.muted);
    if (!r.ok) return reply.error(r.code, r.message, r.retryAfterMs);
    if (m.type === 'mute') reply.send(await chat.history(live, viewer, c));
  } catch {
    reply.error('internal', 'the chat could not be stored; try again');
  }
}
