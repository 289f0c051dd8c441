import type { Json, RecordEntry } from '@ludotheque/engine';
import type { ChatLine, ClientMessage, PresenceMessage } from '@ludotheque/protocol';
import type { ClockSetting } from '@ludotheque/protocol/clock-model';
import { workerAnalyses } from '../analysis/localRun.js';
import type { AnalysisProgress, AnalysisRun } from '../analysis/types.js';
import { localTableClock } from '../clocks/local.js';
import { clockMinutesOf, type GameClock, startClock, switchClock, untilTimeUp } from './clock.js';
import type { Hint, TableCommand, TableOffers } from './commands.js';
import type { PastAnswer } from './moves/types.js';
import type { FromWorker, LocalSeat, TableSnapshot, ToWorker } from './types.js';

export type Connection = 'local' | 'connecting' | 'open' | 'lost';

export interface SessionState {
  readonly snapshot: TableSnapshot | null;
  /** The last refused move or failure, by engine/protocol kind, for the page to translate. */
  readonly error: { readonly kind: string; readonly message: string } | null;
  readonly connection: Connection;
  /** Seats whose person sits at this screen (all people's seats locally; one seat online; none for spectators). */
  readonly mySeats: readonly number[];
  readonly game: string;
  readonly options: Json;
  /** Timed games: remaining time per seat and whose clock runs (the page's clock locally, the server's online). */
  readonly clock?: GameClock | null;
  /** Online: the takeback and rematch offers pending at this table. */
  readonly offers?: TableOffers;
  /** Local: the last hint asked for, until the position changes. */
  readonly hint?: Hint | null;
  /** Online: where a rematch that was agreed is played (its page, with this seat's token). */
  readonly rematchUrl?: string | null;
  /** Online: this connection's chat (players' or spectators') and the seats it mutes (chat/). */
  readonly chat?: {
    readonly lines: readonly ChatLine[];
    readonly muted: readonly number[];
    /** Older lines can be asked for (`chatOlder`): the server sends the chat paged (issue 23). */
    readonly more?: boolean;
    /** The server's last refusal of this connection's message, shown in the chat (not as a refused move). */
    readonly notice?: { readonly code: string; readonly retryAfterMs?: number };
  };
  /** Online: who is connected, which seats a bot plays, the seat gone on its turn (play/presence/). */
  readonly presence?: Omit<PresenceMessage, 'type'> | null;
}

/** A running game as the page sees it, whatever runs it (the local worker or the server). */
export interface Session {
  readonly initial: SessionState;
  subscribe(listener: (state: SessionState) => void): () => void;
  play(seat: number, move: string): void;
  /** Resign, takeback, abort, rematch, hint (`commands.ts`); one a table cannot do answers with `error`. */
  command(c: TableCommand): void;
  /**
   * Step-through: the position after the first `moves` moves as `seat` saw it (null: the public view). A seat this
   * screen may not see gets the public view (locally) or this connection's own view (online).
   */
  viewAt?(moves: number, seat: number | null): Promise<PastAnswer>;
  /** Review of a finished game (analysis/): locally in the worker, online by the server. */
  analyse?(progress: AnalysisProgress, iterations?: number): AnalysisRun;
  /** Online: a frame of the chat or of presence (chat, mute, awayChoice, reclaim); false when not connected. */
  send?(message: ClientMessage): boolean;
  close(): void;
}

/** A tiny observable holder shared by both sessions. */
export class Store {
  private listeners = new Set<(s: SessionState) => void>();
  constructor(public state: SessionState) {}
  set(patch: Partial<SessionState>): void {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l(this.state);
  }
  subscribe(listener: (s: SessionState) => void): () => void {
    this.listeners.add(listener);
    listener(this.state);
    return () => this.listeners.delete(listener);
  }
}

export interface LocalGameSpec {
  readonly game: string;
  readonly options: Json;
  readonly seed: string;
  readonly seats: readonly LocalSeat[];
  readonly botDelayMs: number;
  /** A resumed game (saves/): its record entries, replayed by the worker before play goes on. */
  readonly entries?: readonly RecordEntry[];
  /** A resumed timed game: each seat's remaining milliseconds when it was saved. */
  readonly clockMs?: readonly number[] | null;
  /** A table clock (clocks/, issue 17): real time or a deadline per move, kept by the page. */
  readonly clock?: ClockSetting;
}

/**
 * The worker for a local game of `game`, named after it (it then loads the game as it boots). The app starts one
 * as soon as it knows the route (`prestartWorker`, main.tsx), before React renders; the session takes it.
 */
let early: { game: string; worker: Worker } | null = null;

function createWorker(game: string): Worker {
  return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: game });
}

export function prestartWorker(game: string): void {
  early ??= { game, worker: createWorker(game) };
}

function takeWorker(game: string): Worker {
  const taken = early;
  early = null;
  if (taken?.game === game) return taken.worker;
  taken?.worker.terminate();
  return createWorker(game);
}

/** Starts a game in a Web Worker: hot-seat, against bots, or both at once. */
export function startLocalSession(spec: LocalGameSpec): Session {
  const worker = takeWorker(spec.game);
  const mySeats = spec.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  const store = new Store({
    snapshot: null,
    error: null,
    connection: 'local',
    mySeats,
    game: spec.game,
    options: spec.options,
  });
  const send = (m: ToWorker) => worker.postMessage(m);
  const clock =
    localClock(spec, store, send) ??
    (spec.clock === undefined
      ? null
      : localTableClock(
          spec.clock,
          spec.seats.length,
          (c) => store.set({ clock: c }),
          (seat) => send({ type: 'event', event: { type: 'timeUp', seat } }),
        ));
  const pastViews = new Map<number, (a: PastAnswer) => void>();
  let asked = 0;
  const analyses = workerAnalyses(send);
  worker.onmessage = (e: MessageEvent<FromWorker>) => {
    const msg = e.data;
    if (analyses.handle(msg)) return;
    if (msg.type === 'pastView') {
      pastViews.get(msg.id)?.(msg.answer);
      pastViews.delete(msg.id);
    } else if (msg.type === 'state') {
      // A hint belongs to the position it was asked in: any new position clears it.
      store.set({ snapshot: msg.snapshot, error: null, hint: null });
      clock?.onSnapshot(msg.snapshot);
    } else if (msg.type === 'hint') {
      if (msg.version === store.state.snapshot?.version) store.set({ hint: msg.hint, error: null });
    } else if (msg.type === 'error') store.set({ error: { kind: msg.kind, message: msg.message } });
  };
  worker.onerror = (e) => store.set({ error: { kind: 'internal', message: e.message } });
  const { clockMs: _clock, clock: _table, ...start } = spec;
  send({ type: 'start', ...start });
  return {
    initial: store.state,
    subscribe: (l) => store.subscribe(l),
    play: (seat, move) => send({ type: 'move', seat, move }),
    command: (c) => {
      // A local rematch is a new link (the page's `onRematch`); offers and aborts are for online tables only.
      if (c.type === 'resign' || c.type === 'takeback' || c.type === 'hint') send({ type: 'command', command: c });
      else store.set({ error: { kind: 'unsupported', message: `${c.type} is not available at a local table` } });
    },
    viewAt: (moves, seat) =>
      new Promise<PastAnswer>((resolve) => {
        const id = ++asked;
        pastViews.set(id, resolve);
        send({ type: 'viewAt', id, moves, seat });
      }),
    analyse: analyses.analyse,
    close: () => {
      clock?.stop();
      worker.terminate();
    },
  };
}

/**
 * The clock of a timed local game (SP-18c): each new position charges the time spent to the seat that was to move
 * and runs the next mover's; when the running seat's time is out, the page tells the worker `timeUp` once and the
 * clocks stop (the round is then finished by the rules, untimed). Null for an untimed game. A resumed game starts
 * from its saved times, and no clock runs while the page is hidden (another tab, a minimised window): the game is
 * paused while nobody can see it.
 */
function localClock(spec: LocalGameSpec, store: Store, send: (m: ToWorker) => void) {
  const minutes = clockMinutesOf(spec.options);
  if (minutes === null) return null;
  let clock = startClock(spec.seats.length, minutes, Date.now());
  if (spec.clockMs?.length === spec.seats.length) clock = { ...clock, remainingMs: [...spec.clockMs] };
  let timer: ReturnType<typeof setTimeout> | null = null;
  let timeUpSent = spec.entries?.some((e) => typeof e !== 'string' && e.event.type === 'timeUp') ?? false;
  /** The seat whose time would run if the page were shown. */
  let mover: number | null = null;
  const visible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';
  const arm = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const left = untilTimeUp(clock, Date.now());
    if (left === null || clock.running === null) return;
    const seat = clock.running;
    timer = setTimeout(() => {
      timeUpSent = true;
      mover = null;
      clock = switchClock(clock, null, Date.now());
      store.set({ clock });
      send({ type: 'event', event: { type: 'timeUp', seat } });
    }, left);
  };
  const run = () => {
    clock = switchClock(clock, visible() ? mover : null, Date.now());
    store.set({ clock });
    arm();
  };
  const onVisibility = () => run();
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibility);
  store.set({ clock });
  return {
    onSnapshot(snapshot: TableSnapshot) {
      mover = timeUpSent || snapshot.result !== null ? null : snapshot.toMove;
      run();
    },
    stop() {
      if (timer !== null) clearTimeout(timer);
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
