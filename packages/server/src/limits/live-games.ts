import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';

/** The owner rows of games created on the public API, and what the count reads beside them (players/, games). */
export type LiveGamesTables = {
  game_owners: {
    /** The game's id, or `pending:<random>` while its creation is under way (a reservation). */
    game_id: string;
    /** `player:<id>` or `address:<ip>` (no player known). */
    owner: string;
    /** The creator's address, whoever the player: the per-address bound counts it. */
    address: string;
    /** Milliseconds since the epoch: a reservation older than `pendingMs` is a creation that died, not counted. */
    at: number;
  };
  games: { id: string; status: string };
  game_seats: { game_id: string; seat: number; player_id: string };
};

/** Migration `0011-game-owners`. */
export async function liveGamesTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('game_owners')
    .addColumn('game_id', 'text', (c) => c.primaryKey())
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('game_owners_owner').on('game_owners').column('owner').execute();
  await db.schema.createIndex('game_owners_address').on('game_owners').column('address').execute();
}

export interface LiveGamesBounds {
  /** Unfinished games one player may have created or sit in at once. */
  readonly perPlayer: number;
  /** Unfinished games created from one address, whichever players made them (guests cost nothing to make). */
  readonly perAddress: number;
}

/** Who creates: a player when the request has one, else its address. */
export interface Creator {
  readonly player: string | null;
  readonly address: string;
}

export type Reserved =
  | { readonly ok: true; readonly reservation: string }
  | { readonly ok: false; readonly message: string; readonly bound: 'player' | 'address' };

/** A creation in flight counts this long at most (a node that died between the reservation and the game). */
const PENDING_MS = 60_000;

const ownerKey = (c: Creator): string => (c.player === null ? `address:${c.address}` : `player:${c.player}`);

/**
 * Live games per player (issue 23): a player's unfinished games — those it created on the public API (rows of
 * `game_owners`) and those whose seat it holds (`game_seats`: lobby tables, quick matches, invite links) — are
 * counted in the store, so the bound holds on every node. A creation first writes a reservation, then counts with
 * it: two creations at the same moment on two nodes both see each other and cannot both pass the last place (at
 * worst both are refused, and the player tries again). The reservation becomes the game's row once it is created.
 */
export class LiveGames {
  constructor(
    private readonly db: Kysely<LiveGamesTables>,
    readonly bounds: LiveGamesBounds,
    private readonly now: () => number = Date.now,
  ) {}

  /** The player's unfinished games (created or seated), reservations in flight included. */
  async count(player: string | null, address: string): Promise<number> {
    const owner = ownerKey({ player, address });
    const fresh = this.now() - PENDING_MS;
    const owned = this.db
      .selectFrom('game_owners as o')
      .leftJoin('games as g', 'g.id', 'o.game_id')
      .select('o.game_id as id')
      .where('o.owner', '=', owner)
      .where((w) => w.or([w('g.status', '=', 'active'), w.and([w('g.id', 'is', null), w('o.at', '>', fresh)])]));
    const query =
      player === null
        ? owned
        : owned.union(
            this.db
              .selectFrom('game_seats as s')
              .innerJoin('games as g', 'g.id', 's.game_id')
              .select('s.game_id as id')
              .where('s.player_id', '=', player)
              .where('g.status', '=', 'active'),
          );
    const row = await this.db.selectFrom(query.as('live')).select(sql<number>`count(*)`.as('n')).executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Unfinished games created from `address` (every player's), reservations in flight included. */
  private async fromAddress(address: string): Promise<number> {
    const fresh = this.now() - PENDING_MS;
    const row = await this.db
      .selectFrom('game_owners as o')
      .leftJoin('games as g', 'g.id', 'o.game_id')
      .select(sql<number>`count(*)`.as('n'))
      .where('o.address', '=', address)
      .where((w) => w.or([w('g.status', '=', 'active'), w.and([w('g.id', 'is', null), w('o.at', '>', fresh)])]))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Whether this player may sit in one more game (a lobby table, a quick match): under its bound now. */
  async maySit(player: string, address: string): Promise<boolean> {
    return (await this.count(player, address)) < this.bounds.perPlayer;
  }

  /** Takes a place for one creation, or says which bound is reached (nothing is left behind then). */
  async reserve(c: Creator): Promise<Reserved> {
    const reservation = `pending:${randomBytes(12).toString('base64url')}`;
    await this.db
      .insertInto('game_owners')
      .values({ game_id: reservation, owner: ownerKey(c), address: c.address, at: this.now() })
      .execute();
    // Counted with the reservation: the new game is one of them.
    // Without a player (an API caller with no session: scripts, the CLI) only the address's bound applies, so the
    // people behind one address share its larger bound rather than one player's.
    const [mine, address] = await Promise.all([
      c.player === null ? 0 : this.count(c.player, c.address),
      this.fromAddress(c.address),
    ]);
    if (mine <= this.bounds.perPlayer && address <= this.bounds.perAddress) return { ok: true, reservation };
    await this.release(reservation);
    return mine > this.bounds.perPlayer
      ? { ok: false, bound: 'player', message: `at most ${this.bounds.perPlayer} unfinished games per player` }
      : { ok: false, bound: 'address', message: `at most ${this.bounds.perAddress} unfinished games per address` };
  }

  /** The reservation becomes the created game's row. */
  async confirm(reservation: string, gameId: string): Promise<void> {
    await this.db.updateTable('game_owners').set({ game_id: gameId }).where('game_id', '=', reservation).execute();
  }

  /** A creation that failed gives its place back. */
  async release(reservation: string): Promise<void> {
    await this.db.deleteFrom('game_owners').where('game_id', '=', reservation).execute();
  }
}
