import { createHash, randomBytes, randomInt } from 'node:crypto';
import { err, ok, type Result } from '@ludotheque/engine';
import type { Player } from '@ludotheque/protocol';
import type { Kysely } from 'kysely';
import type { Database } from '../sql-store.js';
import { guestName, type NameError, nameKey, normalizeName, suffixed } from './names.js';
import type { PlayersTables } from './tables.js';

export type { Player };
export type PlayersDb = Kysely<Database & PlayersTables>;

/** A guest unseen this long gives its name back: another may take it (accounts keep theirs). */
const ACTIVE_MS = 90 * 24 * 3600_000;
/** `seen` is written at most this often per session: a request is a read, not a write. */
const TOUCH_MS = 10 * 60_000;
/** A rotated-away session's row: its hash behind this prefix, so no cookie ever finds it as a session. */
const TOMBSTONE = 'rotated:';
/** How long a rotated-away cookie is answered `sessionRotated` rather than made a new guest: requests in flight. */
const ROTATED_MS = 10 * 60_000;
/** Candidates read at once when a name is taken ("Ada", "Ada 2"… "Ada 50"). */
const SUFFIXES = 50;

/** Session secrets are 256 random bits: SHA-256 is enough to store them (nothing to guess from). */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** A player as the module reads it. */
export interface PlayerRow {
  readonly id: string;
  readonly name: string;
  readonly username: string | null;
}

export const toPlayer = (row: PlayerRow): Player => ({ id: row.id, name: row.name, registered: row.username !== null });

/** The session each player object was read from (`fromSecret`): a connection's player is checked again by it. */
const sessionOf = new WeakMap<Player, string>();

/**
 * Players and their sessions over the store's connection (SQLite or PostgreSQL). A session is a random secret in
 * the browser's cookie and its SHA-256 here; a player has a unique display name (among active players) and, once
 * registered, a username and a password hash (accounts.ts).
 */
export class Players {
  constructor(
    readonly db: PlayersDb,
    private readonly now: () => number = Date.now,
  ) {}

  private iso(): string {
    return new Date(this.now()).toISOString();
  }

  /** The player of a session secret, or null (unknown, or logged out). Marks the session seen, now and then. */
  async fromSecret(secret: string): Promise<Player | null> {
    if (secret.length < 16 || secret.length > 128) return null;
    const hash = hashSecret(secret);
    const row = await this.db
      .selectFrom('sessions as s')
      .innerJoin('players as p', 'p.id', 's.player_id')
      .select(['p.id', 'p.name', 'p.name_key', 'p.username', 's.seen'])
      .where('s.secret_hash', '=', hash)
      .executeTakeFirst();
    if (row === undefined) return null;
    const player = await this.touched(row, hash);
    sessionOf.set(player, hash);
    return player;
  }

  /**
   * Whether the session `player` was read from still exists: a WebSocket keeps the player of its upgrade, and its
   * session may have been rotated away since (a guest taking a seat, registering, logging in elsewhere). A player
   * not read from a session (made by a module itself) is alive.
   */
  async alive(player: Player): Promise<boolean> {
    const hash = sessionOf.get(player);
    if (hash === undefined) return true;
    const row = await this.db
      .selectFrom('sessions')
      .select('player_id')
      .where('secret_hash', '=', hash)
      .executeTakeFirst();
    return row?.player_id === player.id;
  }

  private async touched(
    row: PlayerRow & { readonly name_key: string | null; readonly seen: string },
    hash: string,
  ): Promise<Player> {
    if (this.now() - Date.parse(row.seen) < TOUCH_MS) return toPlayer(row);
    const seen = this.iso();
    await this.db.updateTable('sessions').set({ seen }).where('secret_hash', '=', hash).execute();
    await this.db.updateTable('players').set({ seen }).where('id', '=', row.id).execute();
    // Back after so long that its name was released: it takes it again, or the next free suffix.
    if (row.name_key === null) return toPlayer({ ...row, name: await this.takeName(row.id, row.name) });
    return toPlayer(row);
  }

  /** A new guest player and its first session; the secret goes in the cookie and nowhere else. */
  async createGuest(): Promise<{ readonly player: Player; readonly secret: string }> {
    const id = randomBytes(12).toString('base64url');
    const created = this.iso();
    await this.db
      .insertInto('players')
      .values({ id, name: '', name_key: null, created, seen: created, username: null, password_hash: null })
      .execute();
    const name = await this.takeName(id, guestName(randomInt(1000, 10_000)));
    const secret = await this.openSession(id);
    const player: Player = { id, name, registered: false };
    sessionOf.set(player, hashSecret(secret));
    return { player, secret };
  }

  /** A new session of a player (a login, a new guest): its secret. */
  async openSession(playerId: string): Promise<string> {
    const secret = randomBytes(32).toString('base64url');
    const created = this.iso();
    await this.db
      .insertInto('sessions')
      .values({ secret_hash: hashSecret(secret), player_id: playerId, created, seen: created })
      .execute();
    return secret;
  }

  /**
   * Ends the sessions `secretHashes` of `playerId` by rotation: each leaves a tombstone (`rotated:<hash>`, for
   * `ROTATED_MS`) so a request that was already on its way with the old cookie when the new one was set is told
   * `sessionRotated` (the page asks again, with the new cookie) instead of being made a new guest whose cookie would
   * replace the new one. A tombstone acts for nobody: `fromSecret` and `alive` never find it.
   */
  private async retire(playerId: string, hashes: readonly string[]): Promise<void> {
    if (hashes.length === 0) return;
    const now = this.iso();
    await this.db.deleteFrom('sessions').where('secret_hash', 'in', hashes).execute();
    // Old tombstones of this player go: a guest holds a handful of rows at most, whatever its rotations.
    await this.db
      .deleteFrom('sessions')
      .where('player_id', '=', playerId)
      .where('secret_hash', 'like', `${TOMBSTONE}%`)
      .where('created', '<', new Date(this.now() - ROTATED_MS).toISOString())
      .execute();
    await this.db
      .insertInto('sessions')
      .values(hashes.map((h) => ({ secret_hash: `${TOMBSTONE}${h}`, player_id: playerId, created: now, seen: now })))
      .onConflict((oc) => oc.column('secret_hash').doNothing())
      .execute();
  }

  /** The request's old session, rotated away for `playerId`'s new one (a login, a registration). */
  async rotateSession(playerId: string, old: string): Promise<void> {
    const hash = hashSecret(old);
    const row = await this.db
      .selectFrom('sessions')
      .select('player_id')
      .where('secret_hash', '=', hash)
      .executeTakeFirst();
    if (row === undefined) return;
    await this.retire(row.player_id, [hash]);
    // A login from a guest's session: the tombstone belongs to the account now (the guest's is the same secret).
    if (row.player_id !== playerId)
      await this.db
        .updateTable('sessions')
        .set({ player_id: playerId })
        .where('secret_hash', '=', `${TOMBSTONE}${hash}`)
        .execute();
  }

  /** Every session of a guest but `keep`, rotated away (a seat taken: any other session is a planted copy). */
  async rotateOtherSessions(playerId: string, keep: string): Promise<void> {
    const rows = await this.db
      .selectFrom('sessions')
      .select('secret_hash')
      .where('player_id', '=', playerId)
      .where('secret_hash', '!=', hashSecret(keep))
      .where('secret_hash', 'not like', `${TOMBSTONE}%`)
      .execute();
    await this.retire(
      playerId,
      rows.map((r) => r.secret_hash),
    );
  }

  /** Whether `secret` was rotated away in the last `ROTATED_MS` (its request raced the answer that rotated it). */
  async wasRotated(secret: string): Promise<boolean> {
    if (secret.length < 16 || secret.length > 128) return false;
    const row = await this.db
      .selectFrom('sessions')
      .select('created')
      .where('secret_hash', '=', `${TOMBSTONE}${hashSecret(secret)}`)
      .executeTakeFirst();
    return row !== undefined && this.now() - Date.parse(row.created) < ROTATED_MS;
  }

  /** Ends one session (log out, or the old one of a login). */
  async closeSession(secret: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('secret_hash', '=', hashSecret(secret)).execute();
  }

  /** Ends every session of a player but `keep` (a password change: other devices are signed out). */
  async closeOtherSessions(playerId: string, keep: string): Promise<void> {
    await this.db
      .deleteFrom('sessions')
      .where('player_id', '=', playerId)
      .where('secret_hash', '!=', hashSecret(keep))
      .execute();
  }

  async get(id: string): Promise<PlayerRow | null> {
    const row = await this.db
      .selectFrom('players')
      .select(['id', 'name', 'username'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  }

  /** Changes a player's display name: normalised (names.ts), suffixed when an active player has it. */
  async rename(id: string, raw: string): Promise<Result<Player, NameError>> {
    const row = await this.get(id);
    if (row === null) return err('empty');
    // A guest saving the form with its own "Invité 4821" keeps it (the reserved form is the server's to give).
    if (
      row.name ===
      raw
        .normalize('NFC')
        .replace(/\p{Zs}+/gu, ' ')
        .trim()
    )
      return ok(toPlayer(row));
    const name = normalizeName(raw);
    if (!name.ok) return name;
    return ok(toPlayer({ ...row, name: await this.takeName(id, name.value) }));
  }

  /**
   * Gives a player `wanted`, or its first free suffix ("Ada 2"…). The unique index on `name_key` is the judge: two
   * players taking one name at once (on two nodes) cannot both write it; the loser reads again and suffixes.
   */
  private async takeName(id: string, wanted: string): Promise<string> {
    for (let attempt = 0; ; attempt++) {
      const base = attempt * SUFFIXES;
      const candidates = Array.from({ length: SUFFIXES }, (_, i) => suffixed(wanted, base + i + 1));
      const keys = candidates.map(nameKey);
      // Guests long gone give their names back.
      await this.db
        .updateTable('players')
        .set({ name_key: null })
        .where('name_key', 'in', keys)
        .where('username', 'is', null)
        .where('seen', '<', new Date(this.now() - ACTIVE_MS).toISOString())
        .where('id', '!=', id)
        .execute();
      const held = await this.db
        .selectFrom('players')
        .select(['id', 'name_key'])
        .where('name_key', 'in', keys)
        .execute();
      const taken = new Set(held.filter((h) => h.id !== id).map((h) => h.name_key));
      const free = candidates.find((_, i) => !taken.has(keys[i] ?? ''));
      if (free === undefined) continue;
      try {
        await this.db
          .updateTable('players')
          .set({ name: free, name_key: nameKey(free) })
          .where('id', '=', id)
          .execute();
        return free;
      } catch (e) {
        // Taken in between (the unique index refused it): read again. Anything else fails after a few rounds.
        if (attempt >= 5) throw e;
      }
    }
  }
}
