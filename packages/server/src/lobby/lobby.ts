import { randomBytes } from 'node:crypto';
import {
  type BotLevel,
  CreateTableRequest,
  type LobbyErrorCode,
  type LobbyMessage,
  type LobbySnapshot,
  type OpenTable,
  type QueueWait,
  type QuickMatchRequest,
  SPEED_CLOCKS,
  type StartedSeat,
  spectateUrl,
  type TableResponse,
  type TableSeat,
  type WatchEntry,
} from '@ludotheque/protocol';
import type { Authority } from '../authority.js';
import type { Fanout } from '../fanout.js';
import { drawnOrder } from '../games/new-game.js';
import type { GameRegistry } from '../registry.js';
import type { Player } from './player.js';
import { LobbyStore, type QueueEntry, type StoredTable } from './store.js';

/** The fan-out key of the lobby's news to every watcher (no game id can look like it: GameId has no `~`). */
export const LOBBY_CHANNEL = '~lobby';
/** The fan-out key of one player's private lobby news (their seat tokens). */
export const playerChannel = (player: string): string => `~lobby:${player}`;

/** A refusal: the HTTP status and the body's code. */
export interface LobbyFailure {
  readonly status: number;
  readonly error: LobbyErrorCode | 'badRequest' | 'unknownGame' | 'options' | 'clockConflict' | 'busy' | 'rateLimited';
  readonly message: string;
}
export type LobbyResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: LobbyFailure };

const ok = <T>(value: T): LobbyResult<T> => ({ ok: true, value });
const fail = <T>(status: number, error: LobbyFailure['error'], message: string): LobbyResult<T> => ({
  ok: false,
  error: { status, error, message },
});

/** A player's rating in a game, or null when they have none (any pairing then). The ratings module supplies it. */
export type RatingOf = (player: string, game: string) => number | null | Promise<number | null>;

/**
 * What the ratings module tells the lobby (ratings/service.ts): whether these people may meet in a rated game now
 * (the per-pair limit, so a rated quick match never pairs a pair past it), and a started game's verdict (a rated one
 * past the limit becomes casual before its first move).
 */
export interface LobbyRatings {
  allowed(game: string, people: readonly string[]): Promise<boolean>;
  started(id: string, game: string, people: readonly string[]): Promise<{ rated: boolean; reason: string | null }>;
}

/** Whether some of these players block another of them (social/ `Blocks.anyBetween`, issue 26). */
export interface LobbyBlocks {
  anyBetween(players: readonly string[]): Promise<boolean>;
}

export interface LobbyOptions {
  readonly maxOpenTablesPerPlayer: number;
  /** Blocks keep players apart: no seat at each other's tables, no quick match together. */
  readonly blocks?: LobbyBlocks;
  readonly ratingOf?: RatingOf;
  readonly ratings?: LobbyRatings;
  /** Whether the node may hold one more game now (the authority's `makeRoom`). */
  readonly canCreate?: () => boolean;
  /**
   * How long a node's claim of queue entries or of a starting table holds (a lease): past it, the node is taken
   * for dead and another pairs those players again or starts that table (tests shorten it). 15 s.
   */
  readonly leaseMs?: number;
  /** How long after a lobby game starts its players are told of their seat again from the store (snapshots). */
  readonly seatNoticeMs?: number;
  /** Told of a failure the lobby recovered from (a pairing rolled back, an orphan game called off). */
  readonly onError?: (e: unknown) => void;
  /**
   * How long a table outlives its creator's last lobby socket (a reload keeps it), or the last beat of the node
   * that saw them (a node that died). 4 s.
   */
  readonly creatorGraceMs?: number;
  /** The watch list shows games with an entry (or a start) this recent. 5 minutes. */
  readonly watchRecentMs?: number;
  /**
   * Who is at a game now, on every node (presence/ PresenceHub): the watch list shows only games with a connected
   * player, with their spectator count. Absent: every recent game, no count.
   */
  readonly liveness?: (game: string) => { readonly players: number; readonly spectators: number };
}

export const DEFAULT_LEASE_MS = 15_000;
export const DEFAULT_CREATOR_GRACE_MS = 4_000;
export const DEFAULT_WATCH_RECENT_MS = 5 * 60_000;
export const DEFAULT_SEAT_NOTICE_MS = 60_000;

/** The rating window of a quick match: this wide at once, wider by `RATING_WIDEN_PER_S` every second of waiting. */
export const RATING_WINDOW = 100;
export const RATING_WIDEN_PER_S = 50;
/** How many times a table change is retried when another writer changed the table first. */
const RETRIES = 8;

const humans = (seats: readonly TableSeat[]) => seats.filter((s) => s.kind === 'human');
const seated = (seats: readonly TableSeat[], player: string) =>
  seats.some((s) => s.kind === 'human' && s.player === player);

/**
 * Open tables, the quick-match queue and the watch list, kept in the shared store so any node serves any player;
 * every change is published on the fan-out (`LOBBY_CHANNEL`), which carries it to the watchers of every node.
 */
export class Lobby {
  readonly store: LobbyStore;
  private readonly leaseMs: number;
  readonly creatorGraceMs: number;

  constructor(
    store: LobbyStore,
    private readonly authority: Authority,
    private readonly games: GameRegistry,
    private readonly fanout: Fanout,
    private readonly options: LobbyOptions,
  ) {
    this.store = store;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.creatorGraceMs = options.creatorGraceMs ?? DEFAULT_CREATOR_GRACE_MS;
  }

  /**
   * The lobby as it is now for a watcher subscribed at `subscribedAt` (`performance.now()`). Many watchers arriving
   * at once share one read of the store, but only a read begun after they subscribed: an older one could miss a
   * change whose frame reached nobody subscribed yet.
   */
  async snapshot(player: Player | null, subscribedAt = performance.now()): Promise<LobbySnapshot> {
    let shared = this.reading;
    if (shared === null || shared.started < subscribedAt) {
      const started = performance.now();
      const read = Promise.all([this.store.openTables(), this.watchList(), this.store.waiting(), this.store.waits()]);
      shared = { started, read };
      this.reading = shared;
      const mine = shared;
      void read
        .finally(() => {
          if (this.reading === mine) this.reading = null;
        })
        .catch(() => undefined);
    }
    const [[tables, watch, waiting, waits], queued, started, mine] = await Promise.all([
      shared.read,
      player === null ? null : this.store.queued(player.id),
      player === null ? null : this.seatOf(player.id),
      player === null ? [] : this.store.privateTablesOf(player.id),
    ]);
    // The player's own private tables are listed to them alone (issue 25).
    const listed = mine.length === 0 ? tables : [...mine, ...tables];
    return { type: 'lobby', tables: listed, watch, queue: LobbyStore.pools(waiting), waits, queued, started };
  }

  /**
   * The player's seat in a lobby game started lately, from the store (no token: it is stored hashed; the seat is
   * bound to the player, who joins it by seat): whoever missed its `lobbySeat` finds its game on any node.
   */
  async seatOf(player: string): Promise<StartedSeat | null> {
    const since = Date.now() - (this.options.seatNoticeMs ?? DEFAULT_SEAT_NOTICE_MS);
    const found = await this.store.recentSeat(player, since);
    if (found === null) return null;
    return { ...found, url: `${spectateUrl(found.game)}#seat=${found.seat}` };
  }
  private reading: {
    readonly started: number;
    readonly read: Promise<[OpenTable[], WatchEntry[], QueueEntry[], QueueWait[]]>;
  } | null = null;

  /** Rated games need every person to hold an account (issue 17): refused here rather than when the game starts. */
  async createTable(player: Player, body: unknown): Promise<LobbyResult<OpenTable>> {
    const parsed = CreateTableRequest.safeParse(body);
    if (!parsed.success) return fail(400, 'badRequest', parsed.error.message.slice(0, 300));
    const request = parsed.data;
    const game = Object.hasOwn(this.games, request.game) ? this.games[request.game] : undefined;
    if (game === undefined) return fail(404, 'unknownGame', `no game "${request.game}"`);
    const options = game.parseOptions({ ...request.options, players: request.players });
    if (!options.ok) return fail(400, 'options', options.error.message);
    // A table that could never start (SP-18c's championship clock and a table clock) is refused now, by a code the
    // page words in its language, not at every join.
    const clash = this.authority.conflict(options.value, request.clock ?? undefined);
    if (clash !== null) return fail(400, 'clockConflict', clash);
    if (request.rated && !player.registered) return fail(403, 'notRegistered', RATED_NEEDS_ACCOUNT);
    if ((await this.store.openTablesOf(player.id)) >= this.options.maxOpenTablesPerPlayer)
      return fail(429, 'tooManyTables', `at most ${this.options.maxOpenTablesPerPlayer} open tables per player`);
    const seats: TableSeat[] = Array.from({ length: request.players }, () => ({ kind: 'free' }));
    seats[0] = { kind: 'human', player: player.id, name: player.name };
    const table: OpenTable = {
      id: randomBytes(12).toString('base64url'),
      game: game.id,
      options: options.value as unknown as OpenTable['options'],
      seats,
      clock: request.clock,
      rated: request.rated,
      creator: { player: player.id, name: player.name },
      created: new Date().toISOString(),
      private: request.private,
      creatorRating: (await this.options.ratingOf?.(player.id, game.id)) ?? null,
      ratingRange: request.ratingRange,
    };
    await this.store.insertTable(table);
    this.announce(table, { type: 'lobbyTable', table });
    return ok(table);
  }

  /** One open table by its id (a private table's link: the id is its secret, 12 random bytes). */
  async tableById(id: string): Promise<LobbyResult<OpenTable>> {
    const stored = await this.store.table(id);
    if (stored === null || stored.status !== 'open' || this.creatorAway(stored))
      return fail(404, 'unknownTable', 'no open table with that id');
    return ok(stored.table);
  }

  /**
   * Whether the table's creator has left the lobby (issue 25): their last lobby socket closed (a reload reconnects
   * within the grace and clears it), or no node has seen them for the grace (their node died).
   */
  creatorAway(stored: StoredTable, now = Date.now()): boolean {
    if (stored.creatorLeft !== null) return true;
    return stored.creatorSeen !== null && stored.creatorSeen < now - this.creatorGraceMs;
  }

  /** Removes the tables whose creator left more than the grace ago, or whose node died (every node, every beat). */
  async sweepGhosts(now = Date.now()): Promise<void> {
    for (const ghost of await this.store.ghostTables(now - this.creatorGraceMs))
      if (await this.store.deleteTable(ghost.table.id, ghost.revision))
        this.announce(ghost.table, { type: 'lobbyTableGone', id: ghost.table.id });
  }

  /** The lobby's players on this node's sockets are here: their tables are seen (each node, every beat). */
  async beat(players: readonly string[], now = Date.now()): Promise<void> {
    if (players.length > 0) await this.store.creatorsSeen(players, now);
  }

  /** The live games worth watching: recent, with a player connected somewhere, and how many watch each. */
  async watchList(now = Date.now()): Promise<WatchEntry[]> {
    const recent = await this.store.watchList(now, this.options.watchRecentMs ?? DEFAULT_WATCH_RECENT_MS);
    const liveness = this.options.liveness;
    if (liveness === undefined) return recent;
    return recent.flatMap((w) => {
      const here = liveness(w.game);
      return here.players === 0 ? [] : [{ ...w, spectators: here.spectators }];
    });
  }

  async join(player: Player, id: string): Promise<LobbyResult<TableResponse>> {
    const before = await this.store.table(id);
    const range = before?.table.ratingRange ?? null;
    const rating =
      range === null ? null : ((await this.options.ratingOf?.(player.id, before?.table.game ?? '')) ?? null);
    // Checked against the people seated when the join was asked (issue 26): neither side of a block sits with the other.
    const people = before === undefined || before === null ? [] : humans(before.table.seats).map((s) => s.player);
    if (people.length > 0 && (await this.options.blocks?.anyBetween([player.id, ...people])) === true)
      return fail(403, 'blocked', 'you cannot sit at this table');
    return this.change(
      id,
      (t) => {
        if (t.ratingRange != null && t.creator.player !== player.id) {
          const { min, max } = t.ratingRange;
          if (rating === null || rating < min || rating > max)
            return fail(403, 'ratingOutOfRange', `this table seats players rated ${min} to ${max} in this game`);
        }
        if (seated(t.seats, player.id)) return fail(409, 'alreadySeated', 'you already sit at this table');
        if (t.rated && !player.registered) return fail(403, 'notRegistered', RATED_NEEDS_ACCOUNT);
        const free = t.seats.findIndex((s) => s.kind === 'free');
        if (free < 0) return fail(409, 'tableFull', 'no free seat at this table');
        return ok(t.seats.map((s, i) => (i === free ? { kind: 'human', player: player.id, name: player.name } : s)));
      },
      player,
      true,
    );
  }

  leave(player: Player, id: string): Promise<LobbyResult<TableResponse>> {
    return this.change(
      id,
      (t) => {
        if (!seated(t.seats, player.id)) return fail(409, 'notSeated', 'you have no seat at this table');
        // The creator leaving closes the table (nobody is left to fill it or start it).
        if (t.creator.player === player.id) return ok(null);
        return ok(t.seats.map((s) => (s.kind === 'human' && s.player === player.id ? { kind: 'free' } : s)));
      },
      player,
    );
  }

  fillBots(player: Player, id: string, level: BotLevel): Promise<LobbyResult<TableResponse>> {
    return this.change(
      id,
      (t) => {
        if (t.creator.player !== player.id) return fail(403, 'notCreator', 'only the table’s creator adds bots');
        if (!t.seats.some((s) => s.kind === 'free')) return fail(409, 'tableFull', 'no free seat at this table');
        return ok(t.seats.map((s) => (s.kind === 'free' ? { kind: 'bot', level } : s)));
      },
      player,
    );
  }

  /**
   * One change of a table, as a compare-and-set on its revision (retried when another writer won): `decide` gives
   * the new seats (null: the table is closed) or a refusal. A table whose every seat is taken starts.
   */
  private async change(
    id: string,
    decide: (t: OpenTable) => LobbyResult<TableSeat[] | null>,
    actor: Player,
    joining = false,
  ): Promise<LobbyResult<TableResponse>> {
    for (let attempt = 0; attempt < RETRIES; attempt++) {
      const stored = await this.store.table(id);
      if (stored === null) return fail(404, 'unknownTable', 'no open table with that id');
      if (stored.status !== 'open') return fail(409, 'tableStarted', 'this table has already started');
      // Issue 25: never a game against an absent player. The ghost goes at once (the sweep would, a beat later).
      if (joining && this.creatorAway(stored)) {
        if (await this.store.deleteTable(id, stored.revision))
          this.announce(stored.table, { type: 'lobbyTableGone', id });
        return fail(409, 'creatorGone', 'the table’s creator has left the lobby');
      }
      const decided = decide(stored.table);
      if (!decided.ok) return decided;
      const seats = decided.value;
      if (seats === null || humans(seats).length === 0) {
        if (!(await this.store.deleteTable(id, stored.revision))) continue;
        this.announce(stored.table, { type: 'lobbyTableGone', id });
        return ok({ table: null });
      }
      const full = seats.every((s) => s.kind !== 'free');
      if (full && this.options.canCreate?.() === false)
        return fail(503, 'busy', 'the server holds all the games it can; try later');
      if (!(await this.store.updateTable(id, stored.revision, seats, full ? 'starting' : 'open'))) continue;
      const table = { ...stored.table, seats };
      if (!full) {
        // A private table's news goes to who sat there before and after (someone who left is told too).
        this.announce({ ...table, seats: [...stored.table.seats, ...seats] }, { type: 'lobbyTable', table });
        return ok({ table });
      }
      return this.start(table, stored.revision + 1, stored.table.seats, actor.id);
    }
    return fail(409, 'tableStarted', 'the table changed too often; try again');
  }

  /**
   * Tables claimed to start by a node that died (`starting` past its lease): this node takes each over and starts
   * it, so no table stays `starting` for ever. The dead node's claim can no longer start it (`markStarted`).
   */
  async recover(now = Date.now()): Promise<void> {
    for (const stale of await this.store.staleStarting(now, this.leaseMs)) {
      if (!(await this.store.reclaimStarting(stale.table.id, stale.revision, now))) continue;
      await this.start(stale.table, stale.revision + 1, null, null);
    }
  }

  /**
   * A full table becomes a game: each person's seat is bound to them with the game's creation (the store writes
   * `game_seats` in the game's own transaction: issue 22), and each gets their own seat token, privately. `revision`: the `starting` row
   * this node claimed; `before`: the seats to give back when the game cannot be made (null: the table closes).
   */
  private async start(
    table: OpenTable,
    revision: number,
    before: readonly TableSeat[] | null,
    actor: string | null,
  ): Promise<LobbyResult<TableResponse>> {
    const created = await this.authority.create(
      {
        game: table.game,
        options: table.options,
        ...(table.clock === null ? {} : { clock: table.clock }),
        rated: table.rated,
        seats: table.seats.map((s) =>
          s.kind === 'bot'
            ? { kind: 'bot', level: s.level }
            : { kind: 'human', name: s.kind === 'human' ? s.name : '' },
        ),
      },
      table.seats.map((s) => (s.kind === 'human' ? s.player : null)),
    );
    if (!created.ok) {
      // Nothing was created: the table goes back to the lobby as it was before this change.
      if (before !== null) await this.store.updateTable(table.id, revision, before, 'open');
      else if (await this.store.deleteTable(table.id, revision))
        this.announce(table, { type: 'lobbyTableGone', id: table.id });
      return fail(400, created.error.clockConflict ? 'clockConflict' : 'options', created.error.message);
    }
    const { id: game, invites } = created.value;
    const players = table.seats.map((s) => (s.kind === 'human' ? s.player : null));
    // The table's start and its seats' bindings in one transaction, only while this node's claim holds.
    if (!(await this.store.markStarted(table.id, revision, game, players).catch((e) => this.failed(e, false)))) {
      await this.store.abortOrphan(game).catch((e) => this.failed(e, false));
      return fail(409, 'tableStarted', 'this table has already started');
    }
    const people = players.flatMap((p) => (p === null ? [] : [p]));
    const verdict = await this.verdict(game, table.game, table.rated, people);
    this.announce(table, { type: 'lobbyTableGone', id: table.id, game });
    let mine: StartedSeat | undefined;
    for (const invite of invites) {
      const seat = table.seats[invite.seat];
      if (seat?.kind !== 'human') continue;
      const granted: StartedSeat = {
        game,
        seat: invite.seat,
        token: invite.token,
        url: invite.url,
        table: table.id,
        ...verdict,
      };
      if (seat.player === actor) mine = granted;
      this.tell(seat.player, { type: 'lobbySeat', ...granted });
    }
    await this.publishWatch();
    return ok({ table: null, ...(mine === undefined ? {} : { started: mine }) });
  }

  // Quick match.

  async enqueue(
    player: Player,
    request: QuickMatchRequest,
  ): Promise<LobbyResult<{ queued: QuickMatchRequest | null; started?: StartedSeat }>> {
    const game = Object.hasOwn(this.games, request.game) ? this.games[request.game] : undefined;
    if (game === undefined) return fail(404, 'unknownGame', `no game "${request.game}"`);
    const options = game.parseOptions({ players: request.players, ...(request.teams === true ? { teams: true } : {}) });
    if (!options.ok) return fail(400, 'options', options.error.message);
    // Rated by default for an account, casual for a guest (who may not ask for rated: ratings/README).
    const rated = request.rated ?? player.registered;
    if (rated && !player.registered) return fail(403, 'notRegistered', RATED_NEEDS_ACCOUNT);
    const rating = (await this.options.ratingOf?.(player.id, game.id)) ?? null;
    const { teams, ...rest } = request;
    const entry: QueueEntry = {
      ...rest,
      ...(teams === true ? { teams: true } : {}),
      rated,
      game: game.id,
      player: player.id,
      name: player.name,
      rating,
      since: Date.now(),
    };
    if (!(await this.store.enqueue(entry))) return fail(409, 'alreadyQueued', 'you already wait for a quick match');
    const started = await this.pair(player.id);
    if (started !== undefined) return ok({ queued: null, started });
    await this.publishQueue();
    // The answer says which the wait is: rated or casual (chosen, or the default for this player).
    const queued = { ...request, rated };
    this.tell(player.id, { type: 'lobbyQueued', queued });
    return ok({ queued });
  }

  async cancel(player: Player): Promise<boolean> {
    if (!(await this.store.dequeue(player.id))) return false;
    await this.publishQueue();
    this.tell(player.id, { type: 'lobbyQueued', queued: null });
    return true;
  }

  /**
   * One pairing pass over the waiting players: each pool (game, players, speed) from its longest waiter, who takes
   * the next ones within the rating window (wider the longer they all waited; an unrated player fits any window).
   * Entries are claimed all or none, so two nodes pairing at once never put one player in two games. Returns the
   * seat of `actor` when a game started with them in it.
   */
  async pair(actor?: string): Promise<StartedSeat | undefined> {
    const now = Date.now();
    const waiting = await this.store.waiting(now, this.leaseMs);
    const used = new Set<string>();
    let mine: StartedSeat | undefined;
    let changed = false;
    for (const anchor of waiting) {
      if (used.has(anchor.player)) continue;
      const group = [anchor];
      for (const e of waiting) {
        if (group.length === anchor.players) break;
        if (e === anchor || used.has(e.player)) continue;
        if (e.game !== anchor.game || e.players !== anchor.players || e.speed !== anchor.speed) continue;
        if ((e.teams === true) !== (anchor.teams === true)) continue;
        // Like with like: a rated wait meets only rated ones, and never a person it has met too often today.
        if (e.rated !== anchor.rated || !group.every((g) => fits(g, e, now))) continue;
        if (anchor.rated && this.options.ratings !== undefined) {
          const people = [...group, e].map((g) => g.player);
          if (!(await this.options.ratings.allowed(anchor.game, people))) continue;
        }
        // Never a quick match between a blocker and the blocked (issue 26).
        if ((await this.options.blocks?.anyBetween([...group, e].map((g) => g.player))) === true) continue;
        group.push(e);
      }
      if (group.length < anchor.players) continue;
      const claim = randomBytes(12).toString('base64url');
      if (
        !(await this.store.claim(
          group.map((g) => g.player),
          claim,
          now,
          this.leaseMs,
        ))
      )
        continue;
      for (const g of group) used.add(g.player);
      changed = true;
      const seat = await this.startMatch(group, claim, actor);
      if (seat !== undefined) mine = seat;
    }
    if (changed) await this.publishQueue();
    return mine;
  }

  private async startMatch(group: QueueEntry[], claim: string, actor?: string): Promise<StartedSeat | undefined> {
    // Seat order drawn at random (who moves first is not who queued first).
    const order = drawnOrder(group);
    const first = order[0] as QueueEntry;
    const clock = SPEED_CLOCKS[first.speed];
    // Each seat bound to its player with the game (issue 22).
    const created = await this.authority.create(
      {
        game: first.game,
        options: first.teams === true ? { teams: true } : {},
        ...(clock === null ? {} : { clock }),
        rated: first.rated,
        seats: order.map((e) => ({ kind: 'human', name: e.name })),
      },
      order.map((e) => e.player),
    );
    if (!created.ok) {
      await this.store.release(claim);
      return undefined;
    }
    const { id: game, invites } = created.value;
    // The entries leave the queue, the seats are bound and the match is recorded in one transaction, while the
    // claim holds. A failure rolls it all back: the entries wait again (released now, or by their lease if this
    // node cannot), and the game nobody was told of is called off.
    const paired = await this.store
      .paired(claim, game, order, randomBytes(12).toString('base64url'))
      .catch((e) => this.failed(e, false));
    if (!paired) {
      await this.store.release(claim).catch((e) => this.failed(e, undefined));
      await this.store.abortOrphan(game).catch((e) => this.failed(e, undefined));
      return undefined;
    }
    const verdict = await this.verdict(
      game,
      first.game,
      first.rated,
      order.map((e) => e.player),
    );
    let mine: StartedSeat | undefined;
    for (const invite of invites) {
      const e = order[invite.seat] as QueueEntry;
      const granted: StartedSeat = {
        game,
        seat: invite.seat,
        token: invite.token,
        url: invite.url,
        table: null,
        ...verdict,
      };
      if (e.player === actor) mine = granted;
      this.tell(e.player, { type: 'lobbySeat', ...granted });
      this.tell(e.player, { type: 'lobbyQueued', queued: null });
    }
    await this.publishWatch();
    return mine;
  }

  private failed<T>(e: unknown, value: T): T {
    this.options.onError?.(e);
    return value;
  }

  /** A started game's rating verdict (ratings/: the per-pair limit may make a rated game casual before it starts). */
  private async verdict(
    id: string,
    game: string,
    rated: boolean,
    people: readonly string[],
  ): Promise<{ rated: boolean; unratedReason: string | null }> {
    if (!rated) return { rated: false, unratedReason: null };
    const v = (await this.options.ratings?.started(id, game, people)) ?? { rated: true, reason: null };
    return { rated: v.rated, unratedReason: v.reason };
  }

  // News.

  async publishWatch(): Promise<void> {
    this.publish({ type: 'lobbyWatch', watch: await this.watchList() });
  }

  private async publishQueue(): Promise<void> {
    const [waiting, waits] = await Promise.all([this.store.waiting(), this.store.waits()]);
    this.publish({ type: 'lobbyQueue', queue: LobbyStore.pools(waiting), waits });
  }

  /** A table's news: to every watcher, or for a private table only to the people seated at it (issue 25). */
  private announce(table: OpenTable, message: LobbyMessage): void {
    if (table.private !== true) {
      this.publish(message);
      return;
    }
    const people = new Set(table.seats.flatMap((s) => (s.kind === 'human' ? [s.player] : [])));
    people.add(table.creator.player);
    for (const p of people) this.tell(p, message);
  }

  private publish(message: LobbyMessage): void {
    this.fanout.publish({
      gameId: LOBBY_CHANNEL,
      audience: 'spectator',
      version: 0,
      frame: JSON.stringify(message),
      side: true,
    });
  }

  /** To one player's lobby sockets on every node (their seat token: on the fan-out between our nodes only). */
  private tell(player: string, message: LobbyMessage): void {
    this.fanout.publish({
      gameId: playerChannel(player),
      audience: 'spectator',
      version: 0,
      frame: JSON.stringify(message),
      side: true,
    });
  }
}

const RATED_NEEDS_ACCOUNT = 'a rated table is for registered players only';

/** Whether two waiting players may meet: either unrated, or within the window both have waited for. */
function fits(a: QueueEntry, b: QueueEntry, now: number): boolean {
  if (a.rating === null || b.rating === null) return true;
  const waited = (now - Math.max(a.since, b.since)) / 1000;
  return Math.abs(a.rating - b.rating) <= RATING_WINDOW + RATING_WIDEN_PER_S * Math.max(0, waited);
}
