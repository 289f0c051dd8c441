import type { Notification, NotificationFrame, NotificationKind } from '@ludotheque/protocol';
import type { Kysely } from 'kysely';
import type { Fanout } from '../fanout.js';
import type { LiveGame } from '../live.js';
import { SqlTemplates } from '../sql-templates.js';
import { friendsOf } from './friends.js';
import type { Push } from './push.js';
import type { NotificationExtra, NotificationStore } from './store.js';

/** A game's start is told to at most this many friends of each of its people. */
export const FRIENDS_TOLD = 100;

/** The fan-out key of one player's notification sockets (any node: Redis carries it like the lobby's). */
export const notifyChannel = (player: string): string => `~notify:${player}`;

type SeatTables = {
  game_seats: { game_id: string; seat: number; player_id: string };
  follows: { follower: string; followed: string; created: string };
  players: { id: string; name: string };
};

/** What one committed entry changed, read when it was committed. */
interface Entry {
  readonly first: boolean;
  readonly over: boolean;
  readonly turns: boolean;
  readonly next: number | null;
  readonly before: number | null;
}

/** The kinds pushed to a player who opted in to them (per-kind settings, push.ts). */
const PUSHED = new Set<NotificationKind>(['yourTurn', 'gameOver', 'challenge']);

/**
 * Makes the notifications as games change: told by the authority of each entry this node committed (so each
 * entry is seen once, by one node). Stored first, then a frame on the player's channel (a hint: a page that was away
 * reads the list), then Web Push for the kinds the player opted in to.
 */
export class Notifier {
  constructor(
    private readonly db: Kysely<SeatTables>,
    readonly store: NotificationStore,
    private readonly fanout: Fanout,
    readonly push: Push | null,
    private readonly onError: (e: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The authority's hook, after an entry is committed and published; never throws, never delays the move. What the
   * entry changed is read here, before any wait: the live copy moves on with the next entry while the store is
   * read, and a turn computed later from it would be the next entry's (one person told twice, the other never).
   */
  committed = (live: LiveGame): void => {
    const next = live.result === null ? live.game.toMove(live.state) : null;
    const entry: Entry = {
      first: live.version === 1,
      over: live.result !== null,
      // Real-time games are played with both people at the board: a "your turn" would only be noise.
      turns: live.clock === undefined || live.clock.kind === 'correspondence',
      next,
      before: live.line.at(-1)?.mover ?? null,
    };
    void this.after(live, entry).catch(this.onError);
  };

  private async after(live: LiveGame, entry: Entry): Promise<void> {
    const id = live.stored.id;
    const game = live.stored.game;
    // The first entry of a game: the friends of its people are told it started (issue 26).
    if (entry.first) await this.friendsStarted(id, game);
    if (entry.over) {
      const first = new Map<string, number>();
      for (const s of await this.seats(id))
        if (!first.has(s.player_id) || s.seat < (first.get(s.player_id) ?? 0)) first.set(s.player_id, s.seat);
      for (const [p, seat] of first) await this.tell(p, 'gameOver', id, game, seat);
      return;
    }
    const { next, before } = entry;
    // Once per turn: an entry that leaves the same seat to move (a seat event, a wait) is no new turn.
    if (!entry.turns || next === null || next === before || live.stored.seats[next]?.kind !== 'human') return;
    // A bot's seat is never bound to a player: only a person's previous seat may be the same player (a hot seat).
    const moverSeat = before !== null && live.stored.seats[before]?.kind === 'human' ? before : null;
    const bound = await this.bound(live, next, moverSeat);
    const holder = bound.get(next);
    const mover = moverSeat === null ? undefined : bound.get(moverSeat);
    // One person playing both seats (a hot seat) is at the board already.
    if (holder === undefined || holder === mover) return;
    await this.tell(holder, 'yourTurn', id, game, next);
  }

  /**
   * The seats of a live game known bound, read from the store only while a seat asked about is not known bound yet:
   * a `game_seats` row is never changed nor deleted once written (players/seats.ts inserts with "do nothing" on
   * conflict), so a binding seen once holds for the game's life. Kept with the live copy (a WeakMap: it goes when
   * the copy leaves memory), not per move: the per-turn query was one SQLite round trip per move (issue 28).
   */
  private async bound(live: LiveGame, next: number, before: number | null): Promise<ReadonlyMap<number, string>> {
    let known = this.boundSeats.get(live);
    if (known?.has(next) && (before === null || known.has(before))) return known;
    const rows = await this.seats(live.stored.id);
    known ??= new Map();
    for (const s of rows) known.set(s.seat, s.player_id);
    this.boundSeats.set(live, known);
    return known;
  }
  private readonly boundSeats = new WeakMap<LiveGame, Map<number, string>>();

  /** Read on every turn of an untimed game: compiled once (sql-templates.ts, issue 28). */
  private async seats(gameId: string) {
    const q = this.templates.compile('seats', [gameId], ([id]) =>
      this.db
        .selectFrom('game_seats')
        .selectAll()
        .where('game_id', '=', id as string)
        .compile(),
    );
    return (await this.db.executeQuery(q)).rows as { game_id: string; seat: number; player_id: string }[];
  }
  private readonly templates = new SqlTemplates();

  /**
   * Each player's friends (mutual follows, at most `FRIENDS_TOLD` each) who are not in the game are told that the
   * player's game started, with a link to watch it. One notification per friend, however many of theirs sit there.
   */
  private async friendsStarted(id: string, game: string): Promise<void> {
    const seats = await this.seats(id);
    const inGame = new Set(seats.map((s) => s.player_id));
    const told = new Set<string>();
    for (const p of inGame) {
      const friends = await friendsOf(this.db, p, FRIENDS_TOLD);
      const name = friends.name;
      for (const f of friends.ids) {
        if (inGame.has(f) || told.has(f)) continue;
        told.add(f);
        await this.tell(f, 'friendGameStarted', id, game, null, { from: { id: p, name } });
      }
    }
  }

  /** Stores a notification, sends it live to every page of the player, and pushes it when they opted in. */
  async tell(
    player: string,
    kind: NotificationKind,
    gameId: string,
    game: string,
    seat: number | null,
    more?: NotificationExtra,
    url?: string,
  ): Promise<void> {
    const n = await this.store.add(player, kind, { gameId, game, seat }, this.now(), more);
    await this.frame(player, { type: 'notification', notification: n, unread: await this.store.unread(player) });
    if (PUSHED.has(kind) && this.push !== null)
      await this.push.notify(
        player,
        kind,
        gameId || (more?.challenge ?? ''),
        game,
        url ?? gameUrl(n),
        more?.from?.name,
      );
  }

  /** To every notification socket of `player`, on every node. */
  async frame(player: string, frame: NotificationFrame): Promise<void> {
    this.fanout.publish({
      gameId: notifyChannel(player),
      audience: 'spectator',
      version: 0,
      frame: JSON.stringify(frame),
      side: true,
    });
  }
}

/** The web app's page of the game, at the player's seat (bound: joined without a token, web route.ts). */
export const gameUrl = (n: Pick<Notification, 'gameId' | 'seat'>): string =>
  `/play/${n.gameId}${n.seat === null ? '' : `#seat=${n.seat}`}`;
