import { randomBytes } from 'node:crypto';
import {
  type AcceptChallengeResponse,
  type Challenge,
  type ChallengeErrorCode,
  CreateChallengeRequest,
  type DeclineReason,
  type NotificationKind,
  type Player,
} from '@ludotheque/protocol';
import type { Authority } from '../authority.js';
import { drawnOrder, newGameId } from '../games/new-game.js';
import type { LobbyBlocks, LobbyRatings } from '../lobby/lobby.js';
import type { GameRegistry } from '../registry.js';
import type { ChallengeStore, Invitee, StoredChallenge } from './store.js';

/** Open challenges a player may have sent at once. */
export const MAX_OPEN_OUTGOING = 10;
/** Open challenges a player may have received at once: past it, nobody may challenge them until some are answered. */
export const MAX_OPEN_INCOMING = 50;
/** How long a challenge stays open unanswered. */
export const CHALLENGE_TTL_MS = 24 * 3600_000;
/**
 * How long the node that won the last acceptance holds the start (`starting`): past it, that node is taken for
 * dead and whichever node reads the challenge next finishes the start (`settle`).
 */
export const STARTING_LEASE_MS = 15_000;
/** How many times an answer is retried when another writer changed the row first. */
const RETRIES = 8;

type Person = { readonly id: string; readonly name: string };
/** A seat a person is told of: with its token when this node made the game, else joined by seat. */
type SeatInvite = { readonly seat: number; readonly token?: string; readonly url?: string };

export interface ChallengeFailure {
  readonly status: number;
  readonly error: ChallengeErrorCode;
  readonly message: string;
}
export type ChallengeResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: ChallengeFailure };
const ok = <T>(value: T): ChallengeResult<T> => ({ ok: true, value });
const fail = <T>(status: number, error: ChallengeFailure['error'], message: string): ChallengeResult<T> => ({
  ok: false,
  error: { status, error, message },
});

/** How challenges tell people (notifications/ `Notifier.tell`: stored, live on every node, pushed if opted in). */
export type Tell = (
  player: string,
  kind: NotificationKind,
  gameId: string,
  game: string,
  seat: number | null,
  more: { challenge: string; from: { id: string; name: string }; reason?: DeclineReason },
  url?: string,
) => Promise<void>;

export interface ChallengesOptions {
  readonly blocks?: LobbyBlocks;
  readonly ratings?: LobbyRatings;
  readonly tell?: Tell;
  /** The clock challenges expire by (tests move it). */
  readonly now?: () => number;
  readonly ttlMs?: number;
  readonly maxOpenOutgoing?: number;
  readonly maxOpenIncoming?: number;
  readonly startingLeaseMs?: number;
  readonly canCreate?: () => boolean;
  readonly onError?: (e: unknown) => void;
}

/**
 * Challenges (README): made with the lobby's validation of options and clocks, answered by compare-and-set on the
 * row, so two accepts on two nodes make one game; the game starts as a lobby table's, each seat bound to its player.
 */
export class Challenges {
  private readonly now: () => number;

  constructor(
    readonly store: ChallengeStore,
    private readonly authority: Authority,
    private readonly games: GameRegistry,
    private readonly options: ChallengesOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  async create(me: Player, body: unknown): Promise<ChallengeResult<Challenge>> {
    const parsed = CreateChallengeRequest.safeParse(body);
    if (!parsed.success) return fail(400, 'badRequest', parsed.error.message.slice(0, 300));
    const request = parsed.data;
    const game = Object.hasOwn(this.games, request.game) ? this.games[request.game] : undefined;
    if (game === undefined) return fail(404, 'unknownGame', `no game "${request.game}"`);
    const to = [...new Set(request.to)];
    if (to.length !== request.to.length) return fail(400, 'badRequest', 'each player is invited once');
    if (to.includes(me.id)) return fail(400, 'self', 'you cannot challenge yourself');
    const players = to.length + 1;
    if (players > game.players.max)
      return fail(400, 'groupNotAllowed', `${game.id} is played by ${game.players.min} to ${game.players.max}`);
    // The lobby's validation: the game's own options, then the clocks' conflict (SP-18c), as a table's.
    const options = game.parseOptions({ ...request.options, players });
    if (!options.ok) return fail(400, 'options', options.error.message);
    const clash = this.authority.conflict(options.value, request.clock ?? undefined);
    if (clash !== null) return fail(400, 'clockConflict', clash);
    const known = await this.store.players(to);
    if (to.some((id) => !known.has(id))) return fail(404, 'unknownPlayer', 'no player has this id');
    if (request.rated && (!me.registered || to.some((id) => known.get(id)?.registered !== true)))
      return fail(403, 'notRegistered', 'a rated challenge is between registered players only');
    if ((await this.options.blocks?.anyBetween([me.id, ...to])) === true)
      return fail(403, 'blocked', 'you cannot challenge this player');
    if (request.rated && (await this.options.ratings?.allowed(game.id, [me.id, ...to])) === false)
      return fail(409, 'ratedLimit', 'you have played enough rated games together today; play casual');
    const now = this.now();
    const cap = this.options.maxOpenOutgoing ?? MAX_OPEN_OUTGOING;
    if ((await this.store.openFrom(me.id, now)) >= cap)
      return fail(429, 'tooManyChallenges', `at most ${cap} open challenges at once`);
    // The invitee's bound too: many challengers together cannot flood one player's list and bell.
    const inbox = this.options.maxOpenIncoming ?? MAX_OPEN_INCOMING;
    for (const id of to)
      if ((await this.store.openTo(id, now)) >= inbox)
        return fail(429, 'tooManyReceived', `this player has ${inbox} challenges waiting already; try later`);
    const challenge: Challenge = {
      id: randomBytes(12).toString('base64url'),
      from: { id: me.id, name: me.name },
      to: to.map((id) => ({ id, name: known.get(id)?.name ?? '', accepted: false })),
      game: game.id,
      options: options.value as unknown as Challenge['options'],
      clock: request.clock,
      rated: request.rated,
      status: 'open',
      declined: null,
      gameId: null,
      created: new Date(now).toISOString(),
      expires: new Date(now + (this.options.ttlMs ?? CHALLENGE_TTL_MS)).toISOString(),
    };
    // A player's answered or expired challenges are kept two lifetimes (their list shows them), then forgotten.
    await this.store.forget(me.id, now - 3 * (this.options.ttlMs ?? CHALLENGE_TTL_MS));
    await this.store.insert(challenge);
    for (const t of challenge.to)
      await this.notify(t.id, 'challenge', challenge, '', null, { from: challenge.from }, '/#/challenges');
    return ok(challenge);
  }

  /** A participant's view of one challenge (anyone else: 404, as an unknown id). */
  async get(me: string, id: string): Promise<ChallengeResult<Challenge>> {
    const found = await this.read(id);
    if (found === null || !involved(found.challenge, me)) return fail(404, 'unknownChallenge', 'no such challenge');
    const [c] = await this.store.withSeats(me, [found.challenge]);
    return ok(c ?? found.challenge);
  }

  async list(me: string): Promise<{ incoming: Challenge[]; outgoing: Challenge[] }> {
    for (const id of await this.store.overdue(me, this.now())) await this.read(id);
    const now = this.now();
    // Sent ones stay listed a lifetime past their expiry, so the challenger reads the answer or the expiry.
    const { incoming, outgoing } = await this.store.listFor(
      me,
      now,
      now - 2 * (this.options.ttlMs ?? CHALLENGE_TTL_MS),
    );
    return { incoming, outgoing: await this.store.withSeats(me, outgoing) };
  }

  /** Reads the row and refuses what an invitee may not answer (the shared checks of accept and decline). */
  private async answerable(me: string, id: string): Promise<ChallengeResult<StoredChallenge>> {
    const found = await this.read(id);
    if (found === null || !involved(found.challenge, me)) return fail(404, 'unknownChallenge', 'no such challenge');
    const c = found.challenge;
    const mine = c.to.find((t) => t.id === me);
    if (mine === undefined) return fail(403, 'notInvited', 'this challenge is not addressed to you');
    if (c.status === 'expired') return fail(410, 'expired', 'this challenge has expired');
    if (c.status !== 'open' || found.stored !== 'open') return fail(409, 'closed', 'this challenge is closed');
    if (mine.accepted) return fail(409, 'alreadyAnswered', 'you have already accepted this challenge');
    return ok(found);
  }

  async accept(me: Player, id: string): Promise<ChallengeResult<AcceptChallengeResponse>> {
    for (let attempt = 0; attempt < RETRIES; attempt++) {
      const found = await this.answerable(me.id, id);
      if (!found.ok) return found;
      const { challenge: c, revision } = found.value;
      // A block made after the challenge holds too.
      if ((await this.options.blocks?.anyBetween([c.from.id, ...c.to.map((t) => t.id)])) === true)
        return fail(403, 'blocked', 'you cannot play with this player');
      const invitees = c.to.map((t) => (t.id === me.id ? { ...t, accepted: true } : t));
      const all = invitees.every((t) => t.accepted);
      if (all && this.options.canCreate?.() === false)
        return fail(503, 'busy', 'the server holds all the games it can; try later');
      const now = this.now();
      // The game's id is written with the claim, before the game is made (`start`).
      const planned = newGameId();
      const starting = all ? { due: now + this.leaseMs, planned } : {};
      if (
        !(await this.store.change(
          id,
          revision,
          'open',
          { status: all ? 'starting' : 'open', invitees, ...starting },
          now,
        ))
      )
        continue;
      const answered = { ...c, to: invitees };
      if (!all) {
        await this.notify(c.from.id, 'challengeAccepted', answered, '', null, { from: { id: me.id, name: me.name } });
        return ok({ challenge: answered, started: null });
      }
      return this.start(answered, revision + 1, c.to, me, planned);
    }
    return fail(409, 'closed', 'the challenge changed too often; try again');
  }

  /**
   * Every invitee accepted: the game is made with each seat bound to its player (issue 22, as a lobby table's
   * start), in an order drawn at random, under the id the claim wrote (`planned`); each gets their seat (the
   * accepter in the answer, the others live). A start taken over from a dead node first looks for the game that
   * node may have made before dying: that game is the challenge's, and no second one is made.
   */
  private async start(
    c: Challenge,
    revision: number,
    before: readonly Invitee[],
    me: Player | null,
    planned: string,
  ): Promise<ChallengeResult<AcceptChallengeResponse>> {
    const made = await this.madeOrCreate(c, planned);
    if (!made.ok) {
      // Nothing was made: the acceptance is undone, the challenge stays open.
      await this.store.change(c.id, revision, 'starting', { status: 'open', invitees: before }, 0);
      return fail(400, made.error.clockConflict ? 'clockConflict' : 'options', made.error.message);
    }
    const { game, people, invites } = made.value;
    if (!(await this.store.started(c.id, revision, game))) {
      this.options.onError?.(new Error(`challenge ${c.id}: start lost its claim`));
      return fail(409, 'closed', 'this challenge is closed');
    }
    if (c.rated)
      await this.options.ratings?.started(
        game,
        c.game,
        people.flatMap((p) => (p === undefined ? [] : [p.id])),
      );
    const done: Challenge = { ...c, status: 'accepted', gameId: game };
    let mine: AcceptChallengeResponse['started'] = null;
    for (const invite of invites) {
      const p = people[invite.seat];
      if (p === undefined) continue;
      if (p.id === me?.id && invite.token !== undefined && invite.url !== undefined)
        mine = { game, seat: invite.seat, token: invite.token, url: invite.url };
      // The others join by their bound seat (`#seat=N`, no token needed: the seat is theirs).
      else
        await this.notify(p.id, 'challengeAccepted', done, game, invite.seat, {
          from: me === null ? c.from : { id: me.id, name: me.name },
        });
    }
    return ok({ challenge: done, started: mine });
  }

  /**
   * The game of the challenge under `planned`: the one a dead node made (its seats bound to the people, its tokens
   * unknown here: each joins by seat), else a new one. Two makers of one id at once (a node taken for dead that was
   * only slow): the store's primary key lets one through, and the other finds its game.
   */
  private async madeOrCreate(
    c: Challenge,
    planned: string,
  ): Promise<
    | { ok: true; value: { game: string; people: readonly (Person | undefined)[]; invites: readonly SeatInvite[] } }
    | { ok: false; error: { message: string; clockConflict?: true } }
  > {
    const everyone = new Map([c.from, ...c.to].map((p) => [p.id, { id: p.id, name: p.name }]));
    const found = async () => {
      const live = await this.authority.open(planned);
      if (live === null) return null;
      const people = live.stored.seats.map((s) =>
        s.kind === 'human' && s.player ? everyone.get(s.player) : undefined,
      );
      const invites = people.flatMap((p, seat) => (p === undefined ? [] : [{ seat }]));
      return { ok: true as const, value: { game: planned, people, invites } };
    };
    const earlier = await found();
    if (earlier !== null) return earlier;
    const people = drawnOrder([...everyone.values()]);
    const request = {
      game: c.game,
      options: c.options,
      ...(c.clock === null ? {} : { clock: c.clock }),
      rated: c.rated,
      seats: people.map((p) => ({ kind: 'human' as const, name: p.name })),
    };
    let created: Awaited<ReturnType<Authority['create']>>;
    try {
      created = await this.authority.create(
        request,
        people.map((p) => p.id),
        planned,
      );
    } catch (e) {
      const other = await found();
      if (other !== null) return other;
      throw e;
    }
    if (!created.ok) return { ok: false, error: created.error };
    return { ok: true, value: { game: planned, people, invites: created.value.invites } };
  }

  async decline(me: Player, id: string, reason: DeclineReason): Promise<ChallengeResult<Challenge>> {
    for (let attempt = 0; attempt < RETRIES; attempt++) {
      const found = await this.answerable(me.id, id);
      if (!found.ok) return found;
      const { challenge: c, revision } = found.value;
      const declined = { by: me.id, reason };
      if (!(await this.store.change(id, revision, 'open', { status: 'declined', declined }, this.now()))) continue;
      const done: Challenge = { ...c, status: 'declined', declined };
      // One decline cancels a group challenge: the challenger and every other invitee are told.
      for (const p of [c.from.id, ...c.to.map((t) => t.id)])
        if (p !== me.id)
          await this.notify(p, 'challengeDeclined', done, '', null, { from: { id: me.id, name: me.name }, reason });
      return ok(done);
    }
    return fail(409, 'closed', 'the challenge changed too often; try again');
  }

  /** The challenger takes an open challenge back. */
  async cancel(me: Player, id: string): Promise<ChallengeResult<Challenge>> {
    for (let attempt = 0; attempt < RETRIES; attempt++) {
      const found = await this.read(id);
      if (found === null || !involved(found.challenge, me.id))
        return fail(404, 'unknownChallenge', 'no such challenge');
      const c = found.challenge;
      if (c.from.id !== me.id) return fail(403, 'notChallenger', 'only the challenger takes a challenge back');
      if (c.status === 'expired') return fail(410, 'expired', 'this challenge has expired');
      if (c.status !== 'open' || found.stored !== 'open') return fail(409, 'closed', 'this challenge is closed');
      if (!(await this.store.change(id, found.revision, 'open', { status: 'cancelled' }, this.now()))) continue;
      return ok({ ...c, status: 'cancelled' });
    }
    return fail(409, 'closed', 'the challenge changed too often; try again');
  }

  private get leaseMs(): number {
    return this.options.startingLeaseMs ?? STARTING_LEASE_MS;
  }

  /** The stored challenge, its start finished first when the node that claimed it let the lease pass (`settle`). */
  private async read(id: string): Promise<StoredChallenge | null> {
    const found = await this.store.get(id, this.now());
    if (found?.due == null || found.due > this.now()) return found;
    await this.settle(found);
    return this.store.get(id, this.now());
  }

  /**
   * A `starting` challenge past its lease: the node that won the last acceptance died between the claim and the
   * game. One reader takes the lease over (compare-and-set on the revision: two nodes at once, one wins) and makes
   * the game; every player is told of their seat. If the game cannot be made, the challenge is open again with no
   * acceptance kept (the lost accepter is unknown), so the invitees answer afresh.
   */
  private async settle(found: StoredChallenge): Promise<void> {
    const now = this.now();
    const c = found.challenge;
    if (
      !(await this.store.change(c.id, found.revision, 'starting', { status: 'starting', due: now + this.leaseMs }, now))
    )
      return;
    const fresh = c.to.map((t) => ({ ...t, accepted: false }));
    // A row claimed before planned ids were written (migration 0027) has none: its start makes a new game.
    await this.start(c, found.revision + 1, fresh, null, found.planned ?? newGameId()).catch((e: unknown) =>
      this.options.onError?.(e),
    );
  }

  private async notify(
    player: string,
    kind: NotificationKind,
    c: Challenge,
    gameId: string,
    seat: number | null,
    more: { from: { id: string; name: string }; reason?: DeclineReason },
    url?: string,
  ): Promise<void> {
    await this.options
      .tell?.(player, kind, gameId, c.game, seat, { challenge: c.id, ...more }, url)
      .catch((e) => this.options.onError?.(e));
  }
}

const involved = (c: Challenge, me: string) => c.from.id === me || c.to.some((t) => t.id === me);
