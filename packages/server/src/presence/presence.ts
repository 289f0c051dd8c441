import type { Seat, Viewer } from '@ludotheque/engine';
import { standInSeats } from '@ludotheque/engine';
import type { AwayChoiceMessage, ErrorCode, PresenceMessage } from '@ludotheque/protocol';
import type { Authority } from '../authority.js';
import type { Fanout } from '../fanout.js';
import { audiences, type LiveGame } from '../live.js';
import type { Grace, GraceStore } from './graces.js';
import type { PresenceHub } from './hub.js';

/** Untimed and real-time games: how long the seat to move may be gone before the others may choose (issue 16). */
export const DEFAULT_GRACE_MS = 60_000;

export interface PresenceOptions {
  /** The grace period of every game (tests use milliseconds). */
  readonly graceMs?: number;
  /**
   * The hook for correspondence games (the clocks module): the grace of one game, e.g. the time left to its move
   * deadline. Absent, or null for a game: `graceMs`.
   */
  readonly graceOf?: (live: LiveGame) => number | null;
  /**
   * An untimed game's move deadline, as the store keeps it (timers/: the authority's `moveDeadline`): past it the
   * seat to move is away, connected or not (README "Nobody can stall").
   */
  readonly deadlineOf?: (live: LiveGame) => number | null;
  /**
   * The graces' rows (graces.ts, several nodes: issue 24): a grace is counted from the first node that saw the seat
   * gone, survives that node, and a choice resting on presence is checked against it. Absent: each node counts
   * its own (one node, or a store without SQL).
   */
  readonly graces?: GraceStore;
}

export type PresenceResult = { ok: true } | { ok: false; code: ErrorCode; message: string };
const refuse = (code: ErrorCode, message: string): PresenceResult => ({ ok: false, code, message });

/** What this node tracks of one game it has connections to. */
interface Watch {
  live: LiveGame;
  /** Connections of this node to the game (seats and spectators). */
  connections: number;
  /** Per seat, since when it has had no connection anywhere (absent while connected). */
  readonly goneSince: Map<Seat, number>;
  /** When this node last saw the game change version (a move, an event, a wait). */
  versionAt: number;
  version: number;
  timer: NodeJS.Timeout | null;
  /** When `timer` fires (it may fire before the away time it was armed for: it then recomputes). */
  timerAt: number;
  /** The last presence frame sent, so only changes go out. */
  last: string;
  /** The stored grace of the seat to move (graces.ts) as last read, and whether a read or write is in flight. */
  grace: Grace | null;
  arming: boolean;
}

/**
 * Presence and abandonment of the games this node has connections to (README). A seat whose player has no
 * connection anywhere (PresenceHub) while it is to move becomes `away` once the grace period has passed since it
 * left or since the game last changed, whichever is later; another seat may then `wait` (the grace starts again),
 * let a bot `standIn` (it plays the seat until its player `reclaim`s it) or, with two players, claim the win (the
 * game's `abandon` event). Each choice is an entry of the record. Every node computes the same from the same
 * shared presence and tells its own sockets.
 */
export class Presence {
  private readonly games = new Map<string, Watch>();
  private readonly graceMs: number;

  constructor(
    private readonly hub: PresenceHub,
    private readonly authority: Authority,
    private readonly fanout: Fanout,
    private readonly options: PresenceOptions = {},
  ) {
    this.graceMs = options.graceMs ?? DEFAULT_GRACE_MS;
    hub.onChange((gameId) => {
      const w = this.games.get(gameId);
      if (w !== undefined) this.update(w);
    });
    // Deaf, or hearing again: every game's presence is computed anew (no seat gone because of it).
    hub.onDeafness(() => {
      for (const w of this.games.values()) this.update(w);
    });
  }

  /** A connection joined `live` as `viewer` on this node; returns its leave (call it once the socket closes). */
  attach(live: LiveGame, viewer: Viewer): () => void {
    const id = live.stored.id;
    let w = this.games.get(id);
    if (w === undefined) {
      const now = Date.now();
      w = {
        live,
        connections: 0,
        goneSince: new Map(),
        versionAt: now,
        version: live.version,
        timer: null,
        timerAt: 0,
        last: '',
        grace: null,
        arming: false,
      };
      // Seats nobody has joined yet count as gone from now.
      for (const [i, s] of live.stored.seats.entries()) if (s.kind === 'human') w.goneSince.set(i, now);
      this.games.set(id, w);
    }
    w.live = live;
    w.connections += 1;
    const leaveSeat = viewer === 'spectator' ? this.hub.addSpectator(id) : this.hub.add(id, viewer);
    // The player is back, here: its grace ends in the store, whichever node armed it (even while this node is deaf).
    if (viewer !== 'spectator') void this.options.graces?.cancel(id, viewer).catch(() => undefined);
    // The joiner gets the current presence even when nothing changed.
    w.last = '';
    this.update(w);
    const watch = w;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      leaveSeat?.();
      watch.connections -= 1;
      if (watch.connections > 0) return;
      if (watch.timer !== null) clearTimeout(watch.timer);
      this.games.delete(id);
    };
  }

  /** A connection of this node was sent version `version` of the game (ws.ts): the grace restarts on a change. */
  versionSeen(gameId: string, version: number, live?: LiveGame): void {
    const w = this.games.get(gameId);
    if (w === undefined || version <= w.version) return;
    if (live !== undefined) w.live = live;
    w.version = version;
    w.versionAt = Date.now();
    this.update(w);
  }

  /** Another seat's choice about the away seat, checked against the game as this node sees it now. */
  async choose(live: LiveGame, seat: Seat, choice: AwayChoiceMessage['choice']): Promise<PresenceResult> {
    const w = this.games.get(live.stored.id);
    if (w === undefined) return refuse('notAway', 'no seat is away');
    w.live = live;
    const { away, claimable } = this.state(w, Date.now());
    // Checked now, not from the last frame: a node that cannot hear the others accepts no choice resting on
    // presence (only a move deadline past, which the store keeps, still counts).
    if (away === null && this.hub.unsure())
      return refuse('notAway', 'this server cannot hear the others now: nobody is shown gone');
    if (away === null || away === seat) return refuse('notAway', 'no other seat is away on its turn');
    if (choice === 'claim' && !claimable) return refuse('claimPlayers', 'the win is claimed in 2-player games only');
    if (!(await this.graceEnded(w, away))) return refuse('notAway', 'the seat’s grace has not ended');
    const event =
      choice === 'claim'
        ? ({ type: 'abandon', seat: away } as const)
        : ({ type: choice === 'bot' ? 'standIn' : 'wait', seat: away, by: seat } as const);
    const r = await this.authority.seatEvent(live, live.version, event);
    // The entry's sync went out before the move deadline restarted (timers/): the presence is told again.
    if (r.ok) this.update(w);
    return r.ok ? { ok: true } : refuse(r.error.code === 'staleVersion' ? 'notAway' : 'internal', r.error.message);
  }

  /**
   * Away by presence, checked in the store when a choice is made (issue 24): the stored grace of that seat at this
   * version has passed, and, after reading it, the seat is still gone by the shared presence and this node hears
   * the others. Away past a move deadline (a row of the store too) needs no grace.
   */
  private async graceEnded(w: Watch, away: Seat): Promise<boolean> {
    const { live } = w;
    const graces = this.options.graces;
    const deadline = this.options.deadlineOf?.(live) ?? null;
    if (graces === undefined || (deadline !== null && Date.now() >= deadline)) return true;
    const g = await graces.get(live.stored.id).catch(() => null);
    const now = Date.now();
    const ended = g !== null && g.seat === away && g.version === live.version && g.dueMs <= now;
    if (!ended) {
      w.grace = g;
      this.update(w);
      return false;
    }
    w.grace = g;
    return this.state(w, now).away === away;
  }

  /** The seat's own player takes it back from its stand-in bot. */
  async reclaim(live: LiveGame, seat: Seat): Promise<PresenceResult> {
    if (!standInSeats(live.entries).has(seat)) return refuse('notStoodIn', 'no bot plays this seat');
    if (live.status !== 'active') return refuse('gameOver', 'the game is over');
    // A bot move may commit first: the reclaim is then made at the version after it.
    for (let tries = 0; tries < 3; tries++) {
      const r = await this.authority.seatEvent(live, live.version, { type: 'reclaim', seat });
      if (r.ok) return { ok: true };
      if (r.error.code !== 'staleVersion')
        return refuse(r.error.code === 'gameOver' ? 'gameOver' : 'internal', r.error.message);
      if (!standInSeats(live.entries).has(seat)) return refuse('notStoodIn', 'no bot plays this seat');
    }
    return refuse('internal', 'the game kept moving; try again');
  }

  /** The presence of a game now, and when its away seat (if it is still in grace) becomes away. */
  private state(w: Watch, now: number): Omit<PresenceMessage, 'type'> & { awayAt: number | null } {
    const { live } = w;
    const here = this.hub.connected(live.stored.id);
    const standIn = standInSeats(live.entries);
    const connected = live.stored.seats.map((s, i) => s.kind === 'bot' || here.has(i));
    for (const [i] of live.stored.seats.entries()) {
      if (connected[i]) w.goneSince.delete(i);
      else if (!w.goneSince.has(i)) w.goneSince.set(i, now);
    }
    const toMove = live.status === 'active' ? live.game.toMove(live.state) : null;
    let away: Seat | null = null;
    let awayAt: number | null = null;
    const deadline = toMove === null ? null : (this.options.deadlineOf?.(live) ?? null);
    if (toMove !== null && !standIn.has(toMove)) {
      if (deadline !== null && now >= deadline) away = toMove;
      else if (deadline !== null) awayAt = deadline;
      // Gone by presence: never while this node cannot hear the others, and the grace counted from when it hears
      // them again at the earliest (README "Presence knows when it cannot know").
      if (away === null && !connected[toMove] && !this.hub.unsure(now)) {
        const grace = this.options.graceOf?.(live) ?? this.graceMs;
        const local = Math.max(w.goneSince.get(toMove) ?? now, w.versionAt, this.hub.hearsSince()) + grace;
        // Several nodes: counted from the stored grace (the first node's), once it is read or written here.
        const at = this.options.graces === undefined ? local : this.storedDue(w, toMove, local, grace);
        if (at !== null && now >= at) away = toMove;
        else if (at !== null) awayAt = awayAt === null ? at : Math.min(awayAt, at);
      }
    }
    // A seat whose player is back (on any node, by the shared presence) has no grace running any more.
    const g = w.grace;
    if (g !== null && connected[g.seat] && !this.hub.unsure(now)) {
      w.grace = null;
      void this.options.graces?.cancel(live.stored.id, g.seat).catch(() => undefined);
    }
    return {
      connected,
      standIn: [...standIn].sort(),
      away,
      claimable: away !== null && live.stored.seats.length === 2,
      moveDeadline: deadline,
      // Names as bound now: a friend who opened an invite link after the others synced is named at once (issue 25).
      seats: live.stored.seats.map((s) =>
        s.kind === 'human' && s.player !== undefined ? { name: s.name, player: s.player } : { name: s.name },
      ),
      awayAt,
    };
  }

  /**
   * When the gone seat to move becomes away by the stored grace: its due time (never before this node hears the
   * others for a grace: `hearsSince`), or null while the row is read or written (`local`: the due time this node
   * writes when it is the first to see the seat gone); the presence is computed again once it is.
   */
  private storedDue(w: Watch, seat: Seat, local: number, grace: number): number | null {
    const g = w.grace;
    if (g !== null && g.seat === seat && g.version === w.live.version)
      return Math.max(g.dueMs, this.hub.hearsSince() + grace);
    const graces = this.options.graces;
    if (graces === undefined || w.arming) return null;
    w.arming = true;
    void graces.arm(w.live.stored.id, seat, w.live.version, local).then(
      (stored) => {
        w.arming = false;
        w.grace = stored;
        // Recomputed with it (a row of a newer version than this copy's does not fit: it waits for the copy).
        const fits = stored.seat === seat && stored.version === w.live.version;
        if (fits && this.games.get(w.live.stored.id) === w) this.update(w);
      },
      () => {
        w.arming = false;
      },
    );
    return null;
  }

  /** Recomputes a game's presence, tells this node's sockets when it changed, and arms the grace timer. */
  private update(w: Watch): void {
    const { awayAt, ...presence } = this.state(w, Date.now());
    // Issue 28: every move pushes the deadline later, and re-arming a timer per move per game was a cost of what
    // exists, not of what changes. A timer due no later than the new time is kept: firing early only recomputes
    // (and arms the next one); a later one is replaced.
    if (w.timer !== null && (awayAt === null || w.timerAt > awayAt)) {
      clearTimeout(w.timer);
      w.timer = null;
    }
    if (awayAt !== null && w.timer === null) {
      // A move deadline is days ahead: setTimeout holds at most ~24.8 days, and a re-check costs nothing.
      w.timerAt = awayAt;
      w.timer = setTimeout(
        () => {
          w.timer = null;
          this.update(w);
        },
        Math.max(0, Math.min(awayAt - Date.now(), 2 ** 31 - 1)),
      );
      w.timer.unref();
    }
    const message: PresenceMessage = { type: 'presence', ...presence };
    const frame = JSON.stringify(message);
    if (frame === w.last) return;
    w.last = frame;
    const publish = this.fanout.publishLocal ?? this.fanout.publish;
    for (const audience of audiences(w.live))
      publish.call(this.fanout, { gameId: w.live.stored.id, audience, version: w.live.version, frame, side: true });
  }

  close(): void {
    for (const w of this.games.values()) if (w.timer !== null) clearTimeout(w.timer);
    this.games.clear();
  }
}
