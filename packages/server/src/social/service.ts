import type { SocialFriend, SocialResponse } from '@ludotheque/protocol';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { PlayersTables } from '../players/tables.js';
import type { GameStatusTable, SocialTables } from './tables.js';

/** At most this many follows, and this many blocks, per player (a list is read whole by its owner). */
export const MAX_FOLLOWS = 1000;
export const MAX_BLOCKS = 1000;

type Db = Kysely<SocialTables & PlayersTables & GameStatusTable>;

export type SocialResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly error: 'unknownPlayer' | 'self' | 'tooMany' };

/** Who is connected to which seat of a game now, on every node (presence/ PresenceHub). */
export type Connected = (gameId: string) => ReadonlySet<number>;

const now = () => new Date().toISOString();

/**
 * Takes the row lock of `me`'s player in this transaction (a write that changes nothing), so two follows or blocks
 * of one player, on any node, count and insert one after the other: the cap is checked inside the insert's
 * transaction, and two at once cannot pass it together (issue 23). SQLite writes one transaction at a time anyway.
 */
async function lockPlayer(tx: Transaction<SocialTables & PlayersTables & GameStatusTable>, me: string): Promise<void> {
  await sql`update players set name = name where id = ${me}`.execute(tx);
}

/** Follows and blocks (README): the writes, and the owner's lists with the friends' presence. */
export class Social {
  /** Told after `blocker` blocked someone (server.ts: the chat tells the blocker's sockets on this node again). */
  onBlock: ((blocker: string) => void) | null = null;

  /** Whether a player has a page of the site open on some node (notifications/ `OnlineAnnouncer`); none: games only. */
  online: ((player: string) => boolean) | null = null;

  constructor(
    private readonly db: Db,
    private readonly connected: Connected,
  ) {}

  private async exists(id: string): Promise<boolean> {
    return (await this.db.selectFrom('players').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  private async check(me: string, target: string): Promise<SocialResult> {
    if (me === target) return { ok: false, error: 'self' };
    if (!(await this.exists(target))) return { ok: false, error: 'unknownPlayer' };
    return { ok: true };
  }

  private async count(
    db: Db | Transaction<SocialTables & PlayersTables & GameStatusTable>,
    table: 'follows' | 'blocks',
    column: 'follower' | 'blocker',
    me: string,
  ): Promise<number> {
    const row = await db
      .selectFrom(table)
      .select((e) => e.fn.countAll<number | string>().as('n'))
      .where(column, '=', me)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /**
   * `me` follows `target`. Silent when either blocks the other (like lichess): the answer is a success and nothing
   * is stored, so the blocked player cannot tell a block from an ordinary follow.
   */
  async follow(me: string, target: string): Promise<SocialResult> {
    const checked = await this.check(me, target);
    if (!checked.ok) return checked;
    const blocked = await this.db
      .selectFrom('blocks')
      .select('blocker')
      .where((e) =>
        e.or([
          e.and([e('blocker', '=', me), e('blocked', '=', target)]),
          e.and([e('blocker', '=', target), e('blocked', '=', me)]),
        ]),
      )
      .executeTakeFirst();
    if (blocked !== undefined) return { ok: true };
    const stored = await this.db.transaction().execute(async (tx) => {
      await lockPlayer(tx, me);
      if ((await this.count(tx, 'follows', 'follower', me)) >= MAX_FOLLOWS) return false;
      await tx
        .insertInto('follows')
        .values({ follower: me, followed: target, created: now() })
        .onConflict((c) => c.columns(['follower', 'followed']).doNothing())
        .execute();
      return true;
    });
    return stored ? { ok: true } : { ok: false, error: 'tooMany' };
  }

  async unfollow(me: string, target: string): Promise<void> {
    await this.db.deleteFrom('follows').where('follower', '=', me).where('followed', '=', target).execute();
  }

  /** `me` blocks `target`: the follows both ways go with it, in one transaction. */
  async block(me: string, target: string): Promise<SocialResult> {
    const checked = await this.check(me, target);
    if (!checked.ok) return checked;
    const stored = await this.db.transaction().execute(async (tx) => {
      await lockPlayer(tx, me);
      if ((await this.count(tx, 'blocks', 'blocker', me)) >= MAX_BLOCKS) return false;
      await tx
        .insertInto('blocks')
        .values({ blocker: me, blocked: target, created: now() })
        .onConflict((c) => c.columns(['blocker', 'blocked']).doNothing())
        .execute();
      await tx
        .deleteFrom('follows')
        .where((e) =>
          e.or([
            e.and([e('follower', '=', me), e('followed', '=', target)]),
            e.and([e('follower', '=', target), e('followed', '=', me)]),
          ]),
        )
        .execute();
      return true;
    });
    if (!stored) return { ok: false, error: 'tooMany' };
    this.onBlock?.(me);
    return { ok: true };
  }

  async unblock(me: string, target: string): Promise<void> {
    await this.db.deleteFrom('blocks').where('blocker', '=', me).where('blocked', '=', target).execute();
  }

  /** The owner's lists: whom they follow, how many follow them, their friends with presence, whom they block. */
  async lists(me: string): Promise<SocialResponse> {
    const following = await this.db
      .selectFrom('follows as f')
      .innerJoin('players as p', 'p.id', 'f.followed')
      .select(['p.id', 'p.name'])
      .where('f.follower', '=', me)
      .orderBy('p.name')
      .limit(MAX_FOLLOWS)
      .execute();
    const back = await this.db
      .selectFrom('follows')
      .select('follower')
      .where('followed', '=', me)
      .where('follower', 'in', following.length === 0 ? [''] : following.map((f) => f.id))
      .execute();
    const mutual = new Set(back.map((r) => r.follower));
    const counted = await this.db
      .selectFrom('follows')
      .select((e) => e.fn.countAll<number | string>().as('n'))
      .where('followed', '=', me)
      .executeTakeFirst();
    const followers = Number(counted?.n ?? 0);
    const blocks = await this.db
      .selectFrom('blocks as b')
      .innerJoin('players as p', 'p.id', 'b.blocked')
      .select(['p.id', 'p.name'])
      .where('b.blocker', '=', me)
      .orderBy('p.name')
      .limit(MAX_BLOCKS)
      .execute();
    const friends = await this.presence(following.filter((f) => mutual.has(f.id)));
    return { following, followers, friends, blocks };
  }

  /**
   * Each friend's presence: online when a connection holds one of their seats of a game in progress, on any node
   * (presence/ hub); `playing` is that game (the newest when several). A player only on the lobby page shows offline.
   */
  private async presence(friends: readonly { id: string; name: string }[]): Promise<SocialFriend[]> {
    if (friends.length === 0) return [];
    const seats = await this.db
      .selectFrom('game_seats as s')
      .innerJoin('games as g', 'g.id', 's.game_id')
      .select(['s.player_id', 's.game_id', 's.seat'])
      .where(
        's.player_id',
        'in',
        friends.map((f) => f.id),
      )
      .where('g.status', '=', 'active')
      .orderBy('g.created', 'desc')
      .limit(5000)
      .execute();
    const playing = new Map<string, string>();
    for (const s of seats)
      if (!playing.has(s.player_id) && this.connected(s.game_id).has(s.seat)) playing.set(s.player_id, s.game_id);
    return friends.map((f) => ({
      ...f,
      online: playing.has(f.id) || this.online?.(f.id) === true,
      playing: playing.get(f.id) ?? null,
    }));
  }
}
