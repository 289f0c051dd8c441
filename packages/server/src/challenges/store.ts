import type { Challenge, ChallengeStatus, DeclineReason } from '@ludotheque/protocol';
import type { Kysely } from 'kysely';
import type { ChallengesTables } from './tables.js';

type Row = ChallengesTables['challenges'];
type Db = Kysely<
  ChallengesTables & {
    players: { id: string; name: string; username: string | null };
    game_seats: { game_id: string; seat: number; player_id: string };
  }
>;

export interface Invitee {
  readonly id: string;
  readonly name: string;
  readonly accepted: boolean;
}

/** A challenge as stored, with its revision (the compare-and-set's witness) and its status as of `now`. */
export interface StoredChallenge {
  readonly challenge: Challenge;
  readonly revision: number;
  /** The stored status (`starting` is not shown to clients: they see `open`). */
  readonly stored: string;
  /** A `starting` row's lease (ms), null otherwise. */
  readonly due: number | null;
  /** The id a `starting` row's game is made with (written by the claim), null otherwise. */
  readonly planned: string | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

function toChallenge(r: Row, now: number): Challenge {
  const expired = (r.status === 'open' || r.status === 'starting') && r.expires <= iso(now) && r.game_id === null;
  const status: ChallengeStatus = expired
    ? 'expired'
    : r.status === 'starting'
      ? 'open'
      : (r.status as ChallengeStatus);
  return {
    id: r.id,
    from: { id: r.from_player, name: r.from_name },
    to: JSON.parse(r.invitees) as Invitee[],
    game: r.game,
    options: JSON.parse(r.options) as Challenge['options'],
    clock: r.clock === null ? null : (JSON.parse(r.clock) as Challenge['clock']),
    rated: r.rated === 1,
    status,
    declined: r.declined === null ? null : (JSON.parse(r.declined) as { by: string; reason: DeclineReason }),
    gameId: r.game_id,
    created: r.created,
    expires: r.expires,
  };
}

/** The challenges in the shared store (SQLite or PostgreSQL): every change a compare-and-set on the row's revision. */
export class ChallengeStore {
  constructor(private readonly db: Db) {}

  async insert(c: Challenge): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('challenges')
        .values({
          id: c.id,
          from_player: c.from.id,
          from_name: c.from.name,
          game: c.game,
          options: JSON.stringify(c.options),
          clock: c.clock === null ? null : JSON.stringify(c.clock),
          rated: c.rated ? 1 : 0,
          invitees: JSON.stringify(c.to),
          status: 'open',
          declined: null,
          game_id: null,
          created: c.created,
          expires: c.expires,
          revision: 0,
          starting_due: null,
          planned_game: null,
        })
        .execute();
      await tx
        .insertInto('challenge_invites')
        .values(c.to.map((t) => ({ challenge_id: c.id, player_id: t.id })))
        .execute();
    });
  }

  async get(id: string, now: number): Promise<StoredChallenge | null> {
    const r = await this.db.selectFrom('challenges').selectAll().where('id', '=', id).executeTakeFirst();
    if (r === undefined) return null;
    const due = r.status === 'starting' && r.starting_due !== null ? Date.parse(r.starting_due) : null;
    const planned = r.status === 'starting' ? r.planned_game : null;
    return { challenge: toChallenge(r, now), revision: r.revision, stored: r.status, due, planned };
  }

  /**
   * The change of one challenge from `revision`, only while it is still open and not expired (`open` or, when the
   * last acceptance of a game start is undone, `starting`): false when another writer or the time came first.
   */
  async change(
    id: string,
    revision: number,
    from: 'open' | 'starting',
    set: {
      status: string;
      invitees?: readonly Invitee[];
      declined?: { by: string; reason: DeclineReason };
      /** The lease of a `starting` row (ms); any other status clears it. */
      due?: number;
      /** The id of a `starting` row's game; kept when absent. */
      planned?: string;
    },
    now: number,
  ): Promise<boolean> {
    const r = await this.db
      .updateTable('challenges')
      .set({
        status: set.status,
        revision: revision + 1,
        starting_due: set.due === undefined ? null : iso(set.due),
        ...(set.invitees === undefined ? {} : { invitees: JSON.stringify(set.invitees) }),
        ...(set.declined === undefined ? {} : { declined: JSON.stringify(set.declined) }),
        ...(set.planned === undefined ? {} : { planned_game: set.planned }),
      })
      .where('id', '=', id)
      .where('revision', '=', revision)
      .where('status', '=', from)
      .where('expires', '>', iso(now))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** The claimed start became a game (`starting` at `revision` → `accepted`). */
  async started(id: string, revision: number, gameId: string): Promise<boolean> {
    const r = await this.db
      .updateTable('challenges')
      .set({ status: 'accepted', game_id: gameId, revision: revision + 1, starting_due: null })
      .where('id', '=', id)
      .where('revision', '=', revision)
      .where('status', '=', 'starting')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Forgets `player`'s sent challenges made before `before` (asked at each new one: no timer, bounded rows). */
  async forget(player: string, before: number): Promise<void> {
    const old = this.db
      .selectFrom('challenges')
      .select('id')
      .where('from_player', '=', player)
      .where('created', '<', iso(before));
    await this.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('challenge_invites').where('challenge_id', 'in', old).execute();
      await tx.deleteFrom('challenges').where('from_player', '=', player).where('created', '<', iso(before)).execute();
    });
  }

  /** Open, unexpired challenges sent by `player` (the per-player cap). */
  async openFrom(player: string, now: number): Promise<number> {
    const r = await this.db
      .selectFrom('challenges')
      .select((e) => e.fn.countAll<number | string>().as('n'))
      .where('from_player', '=', player)
      .where('status', 'in', ['open', 'starting'])
      .where('expires', '>', iso(now))
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  }

  /** Open, unexpired challenges `player` was sent (the invitee's cap). */
  async openTo(player: string, now: number): Promise<number> {
    const r = await this.db
      .selectFrom('challenge_invites as i')
      .innerJoin('challenges as c', 'c.id', 'i.challenge_id')
      .select((e) => e.fn.countAll<number | string>().as('n'))
      .where('i.player_id', '=', player)
      .where('c.status', 'in', ['open', 'starting'])
      .where('c.expires', '>', iso(now))
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  }

  /** The player's challenges (sent or received) left `starting` past their lease (`settle` finishes them). */
  async overdue(player: string, now: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('challenges as c')
      .leftJoin('challenge_invites as i', 'i.challenge_id', 'c.id')
      .select('c.id')
      .distinct()
      .where('c.status', '=', 'starting')
      .where('c.starting_due', '<=', iso(now))
      .where((e) => e.or([e('c.from_player', '=', player), e('i.player_id', '=', player)]))
      .execute();
    return rows.map((r) => r.id);
  }

  /** The player's open incoming challenges, and their sent ones made since `since` (answered ones included). */
  async listFor(player: string, now: number, since: number): Promise<{ incoming: Challenge[]; outgoing: Challenge[] }> {
    const incoming = await this.db
      .selectFrom('challenge_invites as i')
      .innerJoin('challenges as c', 'c.id', 'i.challenge_id')
      .selectAll('c')
      .where('i.player_id', '=', player)
      .where('c.status', 'in', ['open', 'starting'])
      .where('c.expires', '>', iso(now))
      .orderBy('c.created', 'desc')
      .limit(50)
      .execute();
    const outgoing = await this.db
      .selectFrom('challenges')
      .selectAll()
      .where('from_player', '=', player)
      .where('created', '>', iso(since))
      .orderBy('created', 'desc')
      .limit(50)
      .execute();
    return { incoming: incoming.map((r) => toChallenge(r, now)), outgoing: outgoing.map((r) => toChallenge(r, now)) };
  }

  /** The challenges' games with `player`'s seat in each (the seat is bound: the page joins it by `#seat=N`). */
  async withSeats(player: string, list: readonly Challenge[]): Promise<Challenge[]> {
    const games = list.flatMap((c) => (c.gameId === null ? [] : [c.gameId]));
    if (games.length === 0) return [...list];
    const rows = await this.db
      .selectFrom('game_seats')
      .select(['game_id', 'seat'])
      .where('player_id', '=', player)
      .where('game_id', 'in', games)
      .execute();
    const seat = new Map(rows.map((r) => [r.game_id, r.seat]));
    return list.map((c) => {
      const s = c.gameId === null ? undefined : seat.get(c.gameId);
      return s === undefined ? c : { ...c, seat: s };
    });
  }

  /** Players by id, with whether they hold an account (rated challenges are for accounts only). */
  async players(ids: readonly string[]): Promise<Map<string, { name: string; registered: boolean }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('players')
      .select(['id', 'name', 'username'])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [r.id, { name: r.name, registered: r.username !== null }]));
  }
}
