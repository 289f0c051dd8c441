import type { BerserkEvent, PlatformEvent, Result, Seat, TakebackEvent, Viewer } from '@ludotheque/engine';
import { err, ok, positionAfterTakeback, takebackTarget } from '@ludotheque/engine';
import type { CreateGameRequest, CreateGameResponse, ErrorCode } from '@ludotheque/protocol';
import { berserkSeats } from '@ludotheque/protocol';
import type { AudienceFrame, Fanout } from '../fanout.js';
import type { SharedLimiter } from '../limits/shared.js';
import { audiences, freshOf, type LiveGame } from '../live.js';
import { applyOffers, type OffersStore, offersOf } from './offers-store.js';
import { answerRematch, offerRematch, settleRematch, tellSettled } from './rematch.js';
import { abortedFrame, hasOffers, offersFrame, rematchFrame } from './state.js';

export type TableCommandType =
  | 'resign'
  | 'takeback'
  | 'answerTakeback'
  | 'abort'
  | 'rematch'
  | 'answerRematch'
  | 'berserk';
export interface TableCommand {
  readonly type: TableCommandType;
  /** The answer, for `answerTakeback` and `answerRematch`. */
  readonly accept?: boolean;
}

export interface TableError {
  readonly code: ErrorCode;
  readonly message: string;
}
const refuse = (code: ErrorCode, message: string): Result<never, TableError> => err({ code, message });
const done: Result<void, TableError> = ok(undefined);

/** What the table needs of the authority: entries written like moves (version-checked, committed, told). */
export interface TableHost {
  readonly fanout: Fanout;
  /** Runs `run` under the game's lock, after the moves before it. */
  locked<T>(live: LiveGame, run: () => Promise<T>): Promise<T>;
  /** Appends a platform event at the current version and tells it (false: not written, nothing changed). */
  appendEvent(live: LiveGame, event: PlatformEvent | BerserkEvent): Promise<Result<void, TableError>>;
  /** Appends an agreed takeback and gives every audience a fresh sync of the position it restores. */
  appendTakeback(live: LiveGame, takeback: TakebackEvent): Promise<Result<void, TableError>>;
  /** Whether the game counts for ratings (ratings/): there a bot never accepts a takeback. */
  isRated(live: LiveGame): Promise<boolean>;
  /** Whether the game is one of a berserkable arena (tournaments/README "Berserk"); absent: never. */
  readonly berserkable?: (live: LiveGame) => Promise<boolean>;
  /** Stores the game as aborted by `seat`, only if no entry came after the current version. */
  abort(live: LiveGame, seat: Seat): Promise<boolean>;
  /** Each player's aborts of the last 24 hours, counted across nodes (`ABORTS_PER_DAY`); absent: not counted. */
  readonly aborts?: SharedLimiter;
  /** The offers' rows (several nodes, or one: any SQL store); absent: offers live in this node's memory only. */
  readonly offers?: OffersStore;
  /**
   * Several nodes: brings this copy up to the store before a command (games/catch-up.ts `fromStore`); false when it
   * cannot. Absent: a sole writer, whose copy is the store's.
   */
  readonly catchUp?: (live: LiveGame) => Promise<boolean>;
  /**
   * A new game; `from`: the game it is the rematch of (a rated table stays rated: ratings/); `players`: who each
   * human seat belongs to, bound with the game (games/new-game.ts).
   */
  create(
    request: CreateGameRequest,
    from?: LiveGame,
    players?: readonly (string | null)[],
    id?: string,
  ): Promise<Result<CreateGameResponse, { readonly message: string }>>;
  /** Whether game `id` is in the store (a rematch another node made: rematch.ts). */
  exists(id: string): Promise<boolean>;
  /** Calls off game `id`, made for a rematch another node refused meanwhile (nobody was told of it). */
  callOff(id: string): Promise<void>;
}

/**
 * The table commands of one seat (issue 12), each checked against the game as it is when its turn under the game's
 * lock comes: a command in the wrong state is a typed error and changes nothing. Spectators never get here
 * (ws.ts answers `spectator`).
 */
export async function runCommand(
  host: TableHost,
  live: LiveGame,
  seat: Seat,
  c: TableCommand,
): Promise<Result<void, TableError>> {
  return host.locked(live, async () => {
    if (live.status === 'aborted') return refuse('aborted', 'the game was aborted');
    // The offers are rows (issue 24): read before the command (another node may have asked or answered), written
    // after it when it changed them (the policy checks below see the store's offers, not a stale copy).
    if (host.offers === undefined) return dispatch(host, live, seat, c);
    // A copy behind the store (a frame lost, or its node died between commit and publish) would drop a takeback
    // asked at the store's version as "asked at another version" (`noOffer`): it catches up first (issue 24).
    // (Not an abort or a resign: the store checks those against its own version, and they should not wait.)
    const reads = c.type !== 'abort' && c.type !== 'resign';
    if (reads && host.catchUp !== undefined && !(await host.catchUp(live)))
      return refuse('internal', 'the game could not be brought up to date');
    if ((live.status as string) === 'aborted') return refuse('aborted', 'the game was aborted');
    await loadOffers(host.offers, live);
    // A rematch left half made by a node that died: made known, or refused (rematch.ts), before the command.
    if (await settleRematch(host, live)) {
      tellSettled(host, live);
      // Asked again because nothing came: the game made is the answer (its frames just went out).
      if (live.table.started !== null && (c.type === 'rematch' || c.type === 'answerRematch')) return done;
    }
    const before = JSON.stringify(offersOf(live.table));
    // Its side frames (offers, rematch) wait until the row is written: another node answering on their notice
    // must find the offer in the store.
    const held: AudienceFrame[] = [];
    const fanout: Fanout = Object.create(host.fanout, {
      publish: { value: (f: AudienceFrame) => held.push(f) },
    });
    try {
      const r = await dispatch({ ...host, fanout }, live, seat, c);
      if (JSON.stringify(offersOf(live.table)) !== before) await saveOffers(host, live);
      return r;
    } finally {
      for (const f of held) host.fanout.publish(f);
    }
  });
}

/** Reads a table's offers into this copy (a takeback asked at another version no longer fits: dropped). */
export async function loadOffers(store: OffersStore, live: LiveGame): Promise<void> {
  const { offers, revision } = await store.load(live.stored.id);
  applyOffers(live.table, offers);
  live.table.offersRevision = revision;
  if (live.table.takeback !== null && live.table.takeback.version !== live.version) live.table.takeback = null;
}

/**
 * Writes this copy's offers over the revision it read; when another node wrote first, the store's offers win:
 * read again and told (its command's own frames already went out).
 */
export async function saveOffers(host: TableHost, live: LiveGame): Promise<void> {
  const store = host.offers as OffersStore;
  if (await store.save(live.stored.id, offersOf(live.table), live.table.offersRevision)) {
    live.table.offersRevision = Math.max(1, live.table.offersRevision + 1);
    return;
  }
  await loadOffers(store, live);
  tellOffers(host, live);
}

function dispatch(host: TableHost, live: LiveGame, seat: Seat, c: TableCommand): Promise<Result<void, TableError>> {
  switch (c.type) {
    case 'resign':
      return resign(host, live, seat);
    case 'takeback':
      return askTakeback(host, live, seat);
    case 'answerTakeback':
      return answerTakeback(host, live, seat, c.accept === true);
    case 'abort':
      return abort(host, live, seat);
    case 'rematch':
      return offerRematch(host, live, seat);
    case 'answerRematch':
      return answerRematch(host, live, seat, c.accept === true);
    case 'berserk':
      return berserk(host, live, seat);
  }
}

const over = (live: LiveGame) => live.game.toMove(live.state) === null;
const isHuman = (live: LiveGame, seat: Seat | null) => seat !== null && live.stored.seats[seat]?.kind === 'human';

async function resign(host: TableHost, live: LiveGame, seat: Seat): Promise<Result<void, TableError>> {
  if (over(live)) return refuse('gameOver', 'the game is over');
  return host.appendEvent(live, { type: 'resign', seat });
}

/**
 * Takebacks: 2-player games only, not after the end, back to this seat's previous decision (engine takeback.ts), and
 * never past a move that showed this seat something hidden (`takebackReveals`: a flipped piece, a drawn tile, a
 * throw's noise). A person answers; a bot accepts at once in a casual game and never in a rated one.
 */
async function askTakeback(host: TableHost, live: LiveGame, seat: Seat): Promise<Result<void, TableError>> {
  if (live.stored.seats.length !== 2) return refuse('takebackPlayers', 'takebacks are for 2-player games only');
  if (over(live)) return refuse('gameOver', 'the game is over');
  if (live.table.takeback !== null) return refuse('offerPending', 'a takeback is already asked');
  const to = takebackTarget(live.line, seat);
  if (to === null) return refuse('nothingToTakeBack', 'no move of this seat to take back');
  const t: TakebackEvent = { type: 'takeback', seat, to };
  const why = takebackRefusal(live, t);
  if (why !== null) return err(why);
  const opponent = 1 - seat;
  if (!isHuman(live, opponent)) {
    // A rated game counts: the bot's consent would be the asker's alone, so it is never given.
    if (await host.isRated(live)) return refuse('takebackRated', 'a bot does not accept takebacks in a rated game');
    return host.appendTakeback(live, t);
  }
  live.table.takeback = { from: seat, version: live.version };
  tellOffers(host, live);
  return done;
}

/** Why the engine would refuse takeback `t` here (a move it undoes revealed something to the asker), or null. */
function takebackRefusal(live: LiveGame, t: TakebackEvent): TableError | null {
  const r = positionAfterTakeback(live.game, freshOf(live.game, live.stored), live.entries, live.line, t);
  if (r.ok) return null;
  if (r.error.kind === 'takebackReveals') return { code: 'takebackReveals', message: r.error.message };
  return { code: 'nothingToTakeBack', message: r.error.message };
}

async function answerTakeback(
  host: TableHost,
  live: LiveGame,
  seat: Seat,
  accept: boolean,
): Promise<Result<void, TableError>> {
  const asked = live.table.takeback;
  if (asked === null || asked.from === seat) return refuse('noOffer', 'no takeback asked by the other seat');
  live.table.takeback = null;
  // Asked at another version: a move came in between (commits clear the offer, so this is a safeguard).
  const to = asked.version === live.version && !over(live) ? takebackTarget(live.line, asked.from) : null;
  if (!accept || to === null) {
    tellOffers(host, live);
    return accept ? refuse('noOffer', 'the position changed since the takeback was asked') : done;
  }
  const t: TakebackEvent = { type: 'takeback', seat: asked.from, to };
  const why = takebackRefusal(live, t); // checked when asked, at this very version: a safeguard
  if (why !== null) {
    tellOffers(host, live);
    return err(why);
  }
  const r = await host.appendTakeback(live, t);
  // The offer is gone either way (the sync of an accepted takeback went out first).
  tellOffers(host, live);
  return r;
}

/**
 * A seat of a berserkable arena's game (real-time clock) halves its clock and drops its increment for an extra point
 * (tournaments/README "Berserk", as lila's): only before its own first move, once. The `berserk` entry is written
 * like a platform event, so the clock on every node (rebuilt from the record) and a replay show it.
 */
async function berserk(host: TableHost, live: LiveGame, seat: Seat): Promise<Result<void, TableError>> {
  if (over(live)) return refuse('gameOver', 'the game is over');
  if (live.clock?.kind !== 'realtime' || host.berserkable === undefined || !(await host.berserkable(live)))
    return refuse('berserkNotTournament', 'berserk is for games of a berserkable arena with a real-time clock');
  if (berserkSeats(live.entries).includes(seat)) return refuse('berserkTwice', 'this seat went berserk already');
  if (live.line.some((p) => p.move && p.mover === seat))
    return refuse('berserkMoved', 'berserk is allowed only before your first move');
  return host.appendEvent(live, { type: 'berserk', seat });
}

/**
 * How many games a player may call off in 24 hours (README "Abort limit"): past it an abort is refused and the
 * game is theirs to play or resign, so an opponent cannot be dodged game after game at no cost.
 */
export const ABORTS_PER_DAY = 10;
/** The window of `ABORTS_PER_DAY`, for `SharedLimits.limiter` (server.ts). */
export const ABORT_RATE = { points: ABORTS_PER_DAY, durationSec: 24 * 3600 } as const;

/** The player bound to a seat (players/seats.ts), or null for a bot or a seat nobody has taken with an account. */
function playerAt(live: LiveGame, seat: Seat): string | null {
  const s = live.stored.seats[seat];
  return s?.kind === 'human' ? (s.player ?? null) : null;
}

/** Any seat, only while no person has moved (bots may have: a game where a bot starts can still be called off). */
async function abort(host: TableHost, live: LiveGame, seat: Seat): Promise<Result<void, TableError>> {
  if (over(live)) return refuse('gameOver', 'the game is over');
  // A berserk is no move: the game can still be aborted after one.
  const berserkAt = (at: number) => {
    const e = live.entries[at];
    return e !== undefined && typeof e !== 'string' && e.event.type === 'berserk';
  };
  const personMoved =
    live.entries.length !== live.line.length ||
    live.line.some((p) => (p.move ? isHuman(live, p.mover) : !berserkAt(p.at)));
  if (personMoved) return refuse('notAbortable', 'a seat has moved: the game can no longer be aborted');
  const player = playerAt(live, seat);
  const quota = player === null ? undefined : host.aborts;
  if (quota !== undefined && player !== null && (await quota.used(player)) >= ABORTS_PER_DAY)
    return refuse('tooManyAborts', `you called off ${ABORTS_PER_DAY} games in the last 24 hours: play or resign`);
  if (!(await host.abort(live, seat))) return refuse('notAbortable', 'a move came first');
  // Counted once the abort is stored (two at once may let one more through: a bound, not a ledger).
  if (quota !== undefined && player !== null) await quota.consume(player).catch(() => undefined);
  live.status = 'aborted';
  live.table.abortedBy = seat;
  live.table.takeback = null;
  tell(host, live, () => abortedFrame(live.table));
  return done;
}

export function tellOffers(host: TableHost, live: LiveGame): void {
  const frame = offersFrame(live.table);
  tell(host, live, () => frame);
}

/** Publishes a frame outside the version sequence (`side`) to every audience someone listens to. */
export function tell(host: Pick<TableHost, 'fanout'>, live: LiveGame, frameOf: (v: Viewer) => string | null): void {
  for (const audience of audiences(live)) {
    if (host.fanout.listening?.(live.stored.id, audience) === false) continue;
    const frame = frameOf(audience);
    if (frame !== null)
      host.fanout.publish({ gameId: live.stored.id, audience, version: live.version, frame, side: true });
  }
}

/** After every committed entry: a pending takeback no longer fits the position, so it is dropped (and told). */
export function afterCommit(host: Pick<TableHost, 'fanout' | 'offers'>, live: LiveGame): void {
  if (live.table.takeback === null) return;
  live.table.takeback = null;
  tellOffers(host as TableHost, live);
  // The row too (not waited for: a takeback read back at an older version is dropped by `loadOffers` anyway).
  const store = host.offers;
  if (store !== undefined)
    void store.save(live.stored.id, offersOf(live.table), live.table.offersRevision).then(
      (saved) => {
        if (saved) live.table.offersRevision = Math.max(1, live.table.offersRevision + 1);
      },
      () => undefined,
    );
}

/** What a joining connection is told after its sync: the offers pending, an abort, its rematch. */
export function joinFrames(live: LiveGame, viewer: Viewer): string[] {
  const frames: string[] = [];
  if (hasOffers(live.table)) frames.push(offersFrame(live.table));
  if (live.status === 'aborted') frames.push(abortedFrame(live.table));
  const rematch = rematchFrame(live.table, viewer);
  if (rematch !== null) frames.push(rematch);
  return frames;
}
