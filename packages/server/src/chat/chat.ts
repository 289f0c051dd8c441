import { randomBytes } from 'node:crypto';
import type { Seat, Viewer } from '@ludotheque/engine';
import {
  CHAT_PAGE_LINES,
  type ChatChannel,
  type ChatHistoryMessage,
  type ChatLine,
  type ChatLineMessage,
  type ChatPageMessage,
  type ErrorCode,
} from '@ludotheque/protocol';
import type { Kysely } from 'kysely';
import type { Fanout } from '../fanout.js';
import { type Bucket, take } from '../limits/buckets.js';
import { DEFAULT_LIMITS, type Rate } from '../limits/limits.js';
import type { SharedLimiter, SharedLimits, SharedRate } from '../limits/shared.js';
import type { LiveGame } from '../live.js';
import type { StoredGame } from '../store.js';
import type { ChatTables } from './tables.js';
import { chatText } from './text.js';

/** Messages per connection: a few at once, then one every two seconds. */
export const DEFAULT_CHAT_RATE: Rate = { burst: 5, perSecond: 0.5 };

export type ChatResult = { ok: true } | { ok: false; code: ErrorCode; message: string; retryAfterMs?: number };

/** The chat's bounds beyond one connection's (issue 23), counted across nodes by `SharedLimits`. */
export interface ChatBounds {
  readonly perPlayer: SharedRate;
  readonly perRoom: SharedRate;
  /** Lines kept per chat room (a game's channel); older ones are deleted. */
  readonly maxLines: number;
}

export const DEFAULT_CHAT_BOUNDS: ChatBounds = {
  perPlayer: DEFAULT_LIMITS.chatPerPlayer,
  perRoom: DEFAULT_LIMITS.chatPerRoom,
  maxLines: DEFAULT_LIMITS.maxChatLines,
};

/** What one connection keeps for the chat: its message budget, its player's name and the seats its player mutes. */
export interface ChatConnection {
  readonly bucket: Bucket;
  /** The connection's player's display name (players/), shown as the author; null without a player. */
  readonly name: string | null;
  /** Whose messages these are for the per-player limit: the player, else the seat, else the address. */
  readonly writer: string;
  muted: ReadonlySet<Seat>;
}

/**
 * Whom a connection's messages count against: its player (all its connections, seats and games together), else
 * the seat it plays (every connection holding that token), else its address (a spectator without a session).
 */
export function chatWriter(gameId: string, viewer: Viewer, player: string | null, address: string): string {
  if (player !== null) return `player:${player}`;
  return viewer === 'spectator' ? `address:${address}` : `seat:${gameId}:${viewer}`;
}

export const channelOf = (viewer: Viewer): ChatChannel => (viewer === 'spectator' ? 'spectators' : 'players');

/**
 * The player behind a seat, for mutes: its player id once seats are bound to players (players/, `seat.player`),
 * else the seat itself (a mute then holds for this game only).
 */
export function playerKey(stored: StoredGame, seat: Seat): string {
  const s = stored.seats[seat] as { readonly player?: string } | undefined;
  return s?.player ?? `seat:${stored.id}:${seat}`;
}

interface Attached {
  readonly live: LiveGame;
  readonly viewer: Viewer;
  readonly c: ChatConnection;
  readonly send: (frame: string) => void;
  readonly fail: () => void;
}

const refuse = (code: ErrorCode, message: string): ChatResult => ({ ok: false, code, message });
const tooFast = (message: string, retryAfterMs: number): ChatResult => ({
  ok: false,
  code: 'chatRateLimited',
  message,
  retryAfterMs: Math.ceil(retryAfterMs),
});

const toLine = (r: {
  channel: ChatChannel;
  seat: number | null;
  name: string | null;
  text: string;
  at: number | string;
}): ChatLine => ({ channel: r.channel, seat: r.seat, name: r.name, text: r.text, at: Number(r.at) });

/**
 * A game's two chats (README): messages stored with the game, then published as side frames to the audiences of
 * their channel only (every seat for the players' chat, the spectators for theirs), so another node's sockets get
 * them through the fan-out too. Mutes are stored per muting player and applied by each connection (ws.ts drops a
 * muted seat's lines before they are sent).
 */
export class Chat {
  /** Messages are stored one after the other, so they reach every socket in the order they were sent. */
  private tail: Promise<unknown> = Promise.resolve();
  /** The last time given to a message: strictly increasing on this node, so stored order is sending order. */
  private lastAt = 0;
  /** This node's joined connections, told their chat again from the store after the fan-out was away. */
  private readonly attached = new Set<Attached>();

  private readonly perPlayer: SharedLimiter | null;
  private readonly perRoom: SharedLimiter | null;
  /**
   * The players a player blocks (social/, issue 26): their lines are left out like a muted seat's, from the next
   * join or history on. Unset: no blocks (unit tests, a store with no social tables).
   */
  blockedBy: ((player: string) => Promise<ReadonlySet<string>>) | null = null;
  /**
   * How long a moderator's mute of this player's chat still runs, in ms (moderation/: a store row, so it holds on every
   * node), null when not muted; set by server.ts.
   */
  muteLeft: ((player: string) => Promise<number | null>) | null = null;

  constructor(
    private readonly db: Kysely<ChatTables>,
    private readonly fanout: Fanout,
    readonly rate: Rate = DEFAULT_CHAT_RATE,
    /** Limits counted across nodes (limits/shared.ts); none: one connection's budget only (unit tests). */
    shared: SharedLimits | null = null,
    private readonly bounds: ChatBounds = DEFAULT_CHAT_BOUNDS,
  ) {
    this.perPlayer = shared?.limiter('chatPerPlayer', bounds.perPlayer) ?? null;
    this.perRoom = shared?.limiter('chatPerRoom', bounds.perRoom) ?? null;
    // Issue 24: lines other nodes published while this node could not hear them are lost with the fan-out; once it
    // hears again, every connection gets its channel again from the stored lines (a history replaces what the page
    // holds: nothing is shown twice).
    fanout.onReconnect?.(() => void this.catchUp());
  }

  /**
   * A joined connection's chat: its history now (read after it subscribed: a line stored meanwhile comes live and
   * is in the history too), and again after a fan-out outage. Returns the function that forgets it.
   */
  attach(live: LiveGame, viewer: Viewer, c: ChatConnection, send: (frame: string) => void, fail: () => void) {
    const a: Attached = { live, viewer, c, send, fail };
    this.attached.add(a);
    this.tellHistory(a);
    return () => {
      this.attached.delete(a);
    };
  }

  private tellHistory(a: Attached): Promise<void> {
    return this.history(a.live, a.viewer, a.c).then(
      (f) => (this.attached.has(a) ? a.send(f) : undefined),
      () => a.fail(),
    );
  }

  /**
   * The connections of this node whose seat is `player`'s get their chat again (a block just made, social/): the
   * blocked player's lines leave the page at once, and later ones are dropped.
   */
  async retell(player: string): Promise<void> {
    const mine = [...this.attached].filter(
      (a) =>
        a.viewer !== 'spectator' &&
        (a.live.stored.seats[a.viewer] as { readonly player?: string } | undefined)?.player === player,
    );
    await Promise.all(mine.map((a) => this.tellHistory(a)));
  }

  /** Every connection of this node gets its chat again from the store (after the fan-out reconnected). */
  async catchUp(): Promise<void> {
    await Promise.all([...this.attached].map((a) => this.tellHistory(a)));
  }

  connection(now: number, name: string | null = null, writer = 'anonymous'): ChatConnection {
    return { bucket: { tokens: this.rate.burst, at: now, refs: 1 }, name, writer, muted: new Set() };
  }

  /**
   * Stores and tells a message from `viewer` (its seat's name, or a spectator), or refuses it unchanged. Three
   * budgets, cheapest first: the connection's, then (across nodes) the writer's over all its connections and the
   * chat room's over all its writers; a refusal says how long to wait.
   */
  async post(live: LiveGame, viewer: Viewer, raw: string, c: ChatConnection, now: number): Promise<ChatResult> {
    if (!take(c.bucket, this.rate, now))
      return tooFast('too many chat messages on this connection', ((1 - c.bucket.tokens) / this.rate.perSecond) * 1000);
    const checked = chatText(raw);
    if (!checked.ok) return refuse('chatText', checked.message);
    if (this.muteLeft !== null && c.writer.startsWith('player:')) {
      const left = await this.muteLeft(c.writer.slice('player:'.length));
      if (left !== null)
        return { ok: false, code: 'chatMuted', message: 'a moderator muted your chat', retryAfterMs: Math.ceil(left) };
    }
    const player = await this.perPlayer?.consume(c.writer);
    if (player !== undefined && !player.ok)
      return tooFast('too many chat messages from this player', player.retryAfterMs);
    const room = await this.perRoom?.consume(`${live.stored.id}:${channelOf(viewer)}`);
    if (room !== undefined && !room.ok) return tooFast('too many messages in this chat', room.retryAfterMs);
    const run = this.tail.then(() => this.store(live, viewer, raw, c.name));
    this.tail = run.catch(() => undefined);
    return run;
  }

  private async store(live: LiveGame, viewer: Viewer, raw: string, player: string | null): Promise<ChatResult> {
    const checked = chatText(raw);
    if (!checked.ok) return refuse('chatText', checked.message);
    const seat = viewer === 'spectator' ? null : viewer;
    const line: ChatLine = {
      channel: channelOf(viewer),
      seat,
      // The player's name when the connection has one, else the seat's.
      name: player ?? (seat === null ? null : (live.stored.seats[seat]?.name ?? null)),
      text: checked.text,
      at: Math.max(Date.now(), this.lastAt + 1),
    };
    this.lastAt = line.at;
    await this.db
      .insertInto('chat_messages')
      .values({ id: randomBytes(9).toString('base64url'), game_id: live.stored.id, ...line })
      .execute();
    await this.prune(live.stored.id, line.channel);
    const message: ChatLineMessage = { type: 'chatLine', line };
    const frame = JSON.stringify(message);
    const audiences: Viewer[] = seat === null ? ['spectator'] : live.stored.seats.map((_, i) => i);
    for (const audience of audiences)
      this.fanout.publish({ gameId: live.stored.id, audience, version: live.version, frame, side: true });
    return { ok: true };
  }

  /**
   * Keeps the newest `maxLines` lines of a chat room (issue 23: a history without a cap made every join of a
   * flooded game heavier, until the victim's joins were closed as slow readers). Lines are at most `perRoom`'s rate,
   * so this delete runs at that rate too.
   */
  private async prune(gameId: string, channel: ChatChannel): Promise<void> {
    const keep = this.db
      .selectFrom('chat_messages')
      .select('id')
      .where('game_id', '=', gameId)
      .where('channel', '=', channel)
      .orderBy('at', 'desc')
      .limit(this.bounds.maxLines);
    await this.db
      .deleteFrom('chat_messages')
      .where('game_id', '=', gameId)
      .where('channel', '=', channel)
      .where('id', 'not in', keep)
      .execute();
  }

  /** The lines kept of one channel (or both), oldest first (at most `maxLines` each: the record's chat). */
  async lines(gameId: string, channel?: ChatChannel): Promise<ChatLine[]> {
    let q = this.db.selectFrom('chat_messages').selectAll().where('game_id', '=', gameId);
    if (channel !== undefined) q = q.where('channel', '=', channel);
    const rows = await q.orderBy('at').orderBy('id').execute();
    return rows.map(toLine);
  }

  /** One page of a channel, oldest first: the newest lines (before `before`, when given), and whether older exist. */
  async page(gameId: string, channel: ChatChannel, before?: number): Promise<{ lines: ChatLine[]; more: boolean }> {
    let q = this.db
      .selectFrom('chat_messages')
      .selectAll()
      .where('game_id', '=', gameId)
      .where('channel', '=', channel);
    if (before !== undefined) q = q.where('at', '<', before);
    const rows = await q
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(CHAT_PAGE_LINES + 1)
      .execute();
    return { lines: rows.slice(0, CHAT_PAGE_LINES).reverse().map(toLine), more: rows.length > CHAT_PAGE_LINES };
  }

  /** The `chatOlder` answer: the page before `before`, without the muted seats' lines. */
  async older(live: LiveGame, viewer: Viewer, c: ChatConnection, before: number): Promise<string> {
    const { lines, more } = await this.page(live.stored.id, channelOf(viewer), before);
    const message: ChatPageMessage = {
      type: 'chatPage',
      lines: lines.filter((l) => l.seat === null || !c.muted.has(l.seat)),
      more,
    };
    return JSON.stringify(message);
  }

  /** The seats of this game whose players `viewer`'s player mutes (a spectator mutes nobody). */
  async mutedSeats(live: LiveGame, viewer: Viewer): Promise<Set<Seat>> {
    if (viewer === 'spectator') return new Set();
    const rows = await this.db
      .selectFrom('chat_mutes')
      .select('muted')
      .where('muter', '=', playerKey(live.stored, viewer))
      .execute();
    const keys = new Set(rows.map((r) => r.muted));
    const me = (live.stored.seats[viewer] as { readonly player?: string } | undefined)?.player;
    if (me !== undefined && this.blockedBy !== null) for (const p of await this.blockedBy(me)) keys.add(p);
    return new Set(
      live.stored.seats.flatMap((_, i) => (i !== viewer && keys.has(playerKey(live.stored, i)) ? [i] : [])),
    );
  }

  /** A join's (or a mute's) chat frame: the newest page of this connection's channel without its muted seats' lines. */
  async history(live: LiveGame, viewer: Viewer, c: ChatConnection): Promise<string> {
    c.muted = await this.mutedSeats(live, viewer);
    const { lines, more } = await this.page(live.stored.id, channelOf(viewer));
    const shown = lines.filter((l) => l.seat === null || !c.muted.has(l.seat));
    const message: ChatHistoryMessage = { type: 'chatHistory', lines: shown, muted: [...c.muted], more };
    return JSON.stringify(message);
  }

  /** `viewer`'s player mutes or unmutes the player of `seat` (stored), then gets its chat again. */
  async mute(live: LiveGame, viewer: Viewer, seat: Seat, muted: boolean): Promise<ChatResult> {
    if (viewer === 'spectator') return refuse('spectator', 'spectators mute nobody');
    if (seat === viewer || seat >= live.stored.seats.length || live.stored.seats[seat]?.kind !== 'human')
      return refuse('malformed', 'no other player at that seat');
    const row = { muter: playerKey(live.stored, viewer), muted: playerKey(live.stored, seat) };
    if (muted)
      await this.db
        .insertInto('chat_mutes')
        .values(row)
        .onConflict((o) => o.doNothing())
        .execute();
    else await this.db.deleteFrom('chat_mutes').where('muter', '=', row.muter).where('muted', '=', row.muted).execute();
    return { ok: true };
  }

  /** True when this side frame is a chat line from a seat `c` mutes (ws.ts drops it). */
  static hides(c: ChatConnection, frame: string): boolean {
    if (c.muted.size === 0 || !frame.startsWith('{"type":"chatLine"')) return false;
    const seat = (JSON.parse(frame) as ChatLineMessage).line.seat;
    return seat !== null && c.muted.has(seat);
  }
}
