import type {
  AnyGame,
  BerserkEvent,
  Outcome,
  PlatformEvent,
  Played,
  RecordEntry,
  Seat,
  SeatEvent,
  Viewer,
} from '@ludotheque/engine';
import { finalOutcome, isBerserk, isSeatEvent, isTakeback, positionAfterTakeback, Rng } from '@ludotheque/engine';
import { type EventMessage, readAt, type SyncMessage, type TableClock } from '@ludotheque/protocol';
import type { Fanout } from './fanout.js';
import type { StoredGame, StoredSeat } from './store.js';
import { newTable, type TableState } from './table/state.js';

/** How many past events per audience a game keeps for reconnecting clients; older gaps get a full sync. */
export const HISTORY = 16;

interface PastFrame {
  readonly version: number;
  readonly frame: string;
}

/**
 * A game in memory: the stored row, the state at `version` (a cache: it is always rebuildable from the store), and
 * the last events per audience. `state` is only ever replaced by a committed state, so readers outside the game's
 * lock never see a half-applied move.
 */
export interface LiveGame {
  readonly stored: StoredGame;
  readonly game: AnyGame;
  state: unknown;
  version: number;
  readonly entries: RecordEntry[];
  readonly history: Map<Viewer, PastFrame[]>;
  status: 'active' | 'over' | 'aborted';
  result: Outcome | null;
  /** Moves of one game are applied one at a time, in arrival order. */
  lock: Promise<unknown>;
  botPending: boolean;
  /** Timed games: the game clock (clocks/: a table's, or SP-18c's), sent with every frame. */
  clock?: TableClock;
  /** The clock's time source (clocks/time.ts): frames measure the clock by it. */
  clockTime?: () => number;
  /** Every move so far as each audience was told of it, for the history of a sync (platform events are not moves). */
  readonly moves: ToldMove[];
  /** The entries in effect, with who was to move before each (a takeback drops the last ones: engine takeback.ts). */
  line: Played[];
  /** Offers, abort and rematch at this table (table/): in memory, except the aborted status which is stored. */
  readonly table: TableState;
}

/** One move as told to each audience: `texts[i]` to `audiences(live)[i]` (`publicMove` on the state before it). */
export interface ToldMove {
  readonly seat: Seat;
  readonly texts: readonly string[];
}

/** Every audience of a game: each seat, then spectators. */
export const audiences = (live: LiveGame): Viewer[] => audiencesOf(live.stored);
const audiencesOf = (stored: StoredGame): Viewer[] => [...stored.seats.map((_, i) => i), 'spectator'];

/**
 * Plays one stored entry on `state` and says how each audience of `viewers` was told of it (null for a platform
 * event, which is no move), or returns an error message when it does not apply there.
 */
export function playEntry(
  game: AnyGame,
  state: unknown,
  entry: string | { readonly event: PlatformEvent | SeatEvent | BerserkEvent },
  viewers: readonly Viewer[],
): { move: ToldMove | null } | string {
  if (typeof entry !== 'string') {
    const e = entry.event;
    // Who plays a seat (presence/): no change to the position.
    if (isSeatEvent(e) || isBerserk(e)) return game.toMove(state) === null ? `${e.type} after the end` : { move: null };
    const r = game.event(state, e);
    return r.ok ? { move: null } : r.error.message;
  }
  const move = game.parseMove(state, entry);
  if (!move.ok || !game.isLegal(state, move.value)) return entry;
  const seat = game.toMove(state) as Seat;
  const texts = viewers.map((a) => game.publicMove(state, move.value, a));
  game.play(state, move.value);
  return { move: { seat, texts } };
}

/** Rebuilds a state from its options, seed and entries (event sourcing); an error names the entry that fails. */
export function rebuild(
  game: AnyGame,
  stored: StoredGame,
  entries: readonly RecordEntry[],
):
  | { ok: true; state: unknown; moves: ToldMove[]; movers: (Seat | null)[]; line: Played[] }
  | { ok: false; message: string } {
  const options = game.parseOptions(stored.options);
  if (!options.ok) return { ok: false, message: options.error.message };
  const fresh = () => game.setup(options.value, Rng.seeded(stored.seed));
  const viewers = audiencesOf(stored);
  const pos: Position = { state: fresh(), line: [], moves: [] };
  const movers: (Seat | null)[] = [];
  for (const i of entries.keys()) {
    movers.push(game.toMove(pos.state));
    const r = stepEntry(game, fresh, entries, i, pos, viewers);
    if (r !== null) return { ok: false, message: `entry ${i + 1}: ${r}` };
  }
  return { ok: true, state: pos.state, moves: pos.moves, movers, line: pos.line };
}

/** A position being rebuilt: its state (played on in place), the entries in effect and the moves told. */
export interface Position {
  state: unknown;
  line: Played[];
  moves: ToldMove[];
}

/** The setup of a stored game, as many times as a takeback needs it (same options, same seed). */
export function freshOf(game: AnyGame, stored: StoredGame): () => unknown {
  const options = game.parseOptions(stored.options);
  return () => {
    if (!options.ok) throw new Error(options.error.message);
    return game.setup(options.value, Rng.seeded(stored.seed));
  };
}

/**
 * Plays `entries[at]` on `pos`: a move or a platform event in place, a takeback by rebuilding the position of the
 * line it leaves (engine takeback.ts) and forgetting the moves told after it. Returns why it does not apply, or null.
 */
export function stepEntry(
  game: AnyGame,
  fresh: () => unknown,
  entries: readonly RecordEntry[],
  at: number,
  pos: Position,
  viewers: readonly Viewer[],
): string | null {
  const entry = entries[at] as RecordEntry;
  if (typeof entry !== 'string' && isTakeback(entry.event)) {
    if (game.toMove(pos.state) === null) return 'a takeback after the end';
    // Never across a move that showed the asker something hidden (engine takeback.ts).
    const after = positionAfterTakeback(game, fresh, entries, pos.line, entry.event);
    if (!after.ok) return after.error.message;
    pos.state = after.value.state;
    pos.line = after.value.line;
    pos.moves.length = after.value.line.filter((p) => p.move).length;
    return null;
  }
  const mover = game.toMove(pos.state);
  const r = playEntry(
    game,
    pos.state,
    entry as string | { readonly event: PlatformEvent | SeatEvent | BerserkEvent },
    viewers,
  );
  if (typeof r === 'string') return r;
  if (r.move !== null) pos.moves.push(r.move);
  pos.line.push({ at, mover, move: typeof entry === 'string' });
  return null;
}

export function makeLive(
  game: AnyGame,
  stored: StoredGame,
  state: unknown,
  entries: RecordEntry[],
  moves: ToldMove[] = [],
  line: Played[] = [],
): LiveGame {
  return {
    line,
    table: newTable(stored),
    stored,
    game,
    state,
    version: entries.length,
    entries,
    moves,
    history: new Map(),
    status: stored.status === 'aborted' ? 'aborted' : game.outcome(state) === null ? 'active' : 'over',
    result: finalOutcome(game, state, entries),
    lock: Promise.resolve(),
    botPending: false,
  };
}

/** What one audience may know now: the one place where a game is filtered for a seat (syncs and events alike). */
function audienceState(live: LiveGame, viewer: Viewer) {
  const { game, state } = live;
  const toMove = game.toMove(state);
  const seat: Seat | null = viewer === 'spectator' ? null : viewer;
  const legalMoves =
    seat !== null && toMove === seat ? game.legalMoves(state).map((m) => game.formatMove(state, m)) : [];
  return {
    version: live.version,
    seat,
    toMove,
    view: game.view(state, viewer) as SyncMessage['view'],
    legalMoves,
    result: live.result === null ? null : { scores: [...live.result.scores], ranks: [...live.result.ranks] },
    // Measured now (a sync may come long after the last move), so a client counts down from the frame's arrival.
    ...(live.clock === undefined ? {} : { clock: clockNow(live.clock, live.clockTime?.() ?? Date.now()) }),
  };
}

function clockNow(clock: TableClock, time: number) {
  const now = readAt(clock, time);
  const at = Math.max(now.at, time);
  // A running clock measured in the future (a Cubiko replay's grace) is sent as of now with that grace unspent.
  const base = { remainingMs: [...now.remainingMs], running: now.running, at, kind: clock.kind };
  const berserk = clock.berserk ?? [];
  return {
    ...base,
    ...(clock.timedOut.length === 0 ? {} : { timedOut: [...clock.timedOut] }),
    ...(berserk.length === 0 ? {} : { berserk: [...berserk] }),
  };
}

/** The seats as every audience sees them: name, kind, and the player of a bound seat (its public profile). */
export function seatInfos(seats: readonly StoredSeat[]): SyncMessage['seats'] {
  return seats.map((s) =>
    s.kind === 'human' && s.player !== undefined
      ? { name: s.name, kind: s.kind, player: s.player }
      : { name: s.name, kind: s.kind },
  );
}

export function syncFrame(live: LiveGame, viewer: Viewer): string {
  const at = audiences(live).indexOf(viewer);
  const message: SyncMessage = {
    type: 'sync',
    game: live.stored.id,
    gameType: live.stored.game,
    options: live.stored.options as SyncMessage['options'],
    seats: seatInfos(live.stored.seats),
    ...audienceState(live, viewer),
    history: live.moves.map((m) => ({ seat: m.seat, text: m.texts[at] as string })),
  };
  return JSON.stringify(message);
}

/**
 * An event frame, written as text around the one `JSON.stringify` of the view: byte for byte what
 * `JSON.stringify` of the `EventMessage` object gives (same keys, same order; `frames.test.ts` checks it), without
 * building and spreading that object for every audience of every move (the hottest allocation under load).
 */
export function eventFrame(
  live: LiveGame,
  viewer: Viewer,
  lastMove: EventMessage['lastMove'],
  platformEvent?: PlatformEvent | BerserkEvent,
): string {
  const { game, state } = live;
  const toMove = game.toMove(state);
  const seat: Seat | null = viewer === 'spectator' ? null : viewer;
  const legal = seat !== null && toMove === seat ? legalMovesJson(game, state) : '[]';
  const { result } = live;
  let frame =
    `{"type":"event","version":${live.version},"seat":${seat},"toMove":${toMove},` +
    `"view":${JSON.stringify(game.view(state, viewer))},"legalMoves":${legal},"result":` +
    (result === null ? 'null' : JSON.stringify({ scores: result.scores, ranks: result.ranks }));
  if (live.clock !== undefined)
    frame += `,"clock":${JSON.stringify(clockNow(live.clock, live.clockTime?.() ?? Date.now()))}`;
  frame += `,"lastMove":${JSON.stringify({ seat: lastMove.seat, text: lastMove.text })}`;
  if (platformEvent !== undefined) {
    frame += `,"platformEvent":${JSON.stringify({ type: platformEvent.type, seat: platformEvent.seat })}`;
  }
  return `${frame}}`;
}

const legalMovesJson = (game: AnyGame, state: unknown): string =>
  JSON.stringify(game.legalMoves(state).map((m) => game.formatMove(state, m)));

export function remember(live: LiveGame, viewer: Viewer, frame: string): void {
  let past = live.history.get(viewer);
  if (past === undefined) {
    past = [];
    live.history.set(viewer, past);
  }
  past.push({ version: live.version, frame });
  if (past.length > HISTORY) past.shift();
}

/**
 * Tells a committed version to each audience (`told`: the move as told to it): its frame is built, kept and
 * published only when someone can receive it, decided now, after the commit (a client that joined while the append
 * ran synced at the version before and needs this frame). An audience nobody listens to gets no frame, and its
 * kept frames are forgotten (they must be consecutive, `missedFrames` relies on it): a client of that audience
 * coming back with `since` gets a sync.
 */
export function publishEvent(
  live: LiveGame,
  fanout: Fanout,
  told: readonly (readonly [Viewer, string])[],
  seat: Seat,
  platformEvent: PlatformEvent | BerserkEvent | undefined,
): void {
  for (const [audience, text] of told) {
    if (fanout.listening?.(live.stored.id, audience) === false) {
      live.history.get(audience)?.splice(0);
      continue;
    }
    const frame = eventFrame(live, audience, { seat, text }, platformEvent);
    remember(live, audience, frame);
    fanout.publish({ gameId: live.stored.id, audience, version: live.version, frame });
  }
}

/** The frames a client that saw `since` missed, or null when they are no longer kept (the client gets a sync). */
export function missedFrames(live: LiveGame, viewer: Viewer, since: number): string[] | null {
  if (since > live.version) return null;
  if (since === live.version) return [];
  const past = live.history.get(viewer) ?? [];
  const first = past.findIndex((p) => p.version === since + 1);
  // Several nodes: the kept frames may stop short of the version (another node's frame for this audience still on
  // its way); giving them would leave the client behind with no event to come for the versions in between.
  if (first < 0 || past[past.length - 1]?.version !== live.version) return null;
  return past.slice(first).map((p) => p.frame);
}

/**
 * Runs `run` under the game's lock, after everything queued on it before: the entries of one game are applied one
 * at a time, in arrival order, while other games never wait. A failure does not block what comes after it.
 */
export function locked<T>(live: LiveGame, run: () => Promise<T>): Promise<T> {
  const r = live.lock.then(run);
  live.lock = r.catch(() => undefined);
  return r;
}
