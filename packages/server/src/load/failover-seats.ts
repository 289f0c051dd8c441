import { Agent, request } from 'node:http';
import type { Rng } from '@ludotheque/engine';
import type { ClockSetting, CreateGameResponse, PresenceMessage, ServerMessage } from '@ludotheque/protocol';
import { type LoadSocket, openSocket } from './socket.js';

/**
 * Human-paced players spread over several nodes, who come back when their node goes (load/failover.ts). Each seat
 * has a home node and, when its socket closes or cannot open, tries the next node, as a load balancer that health
 * checks its nodes would send it, and re-joins with `since` = the last version it saw. On `staleVersion` it re-joins
 * (as the web app does); on `internal` (the database away) it thinks again and retries. Every acknowledged move is
 * kept (game, version, move text) so the run can look for each one in the database afterwards.
 */
export interface AckedMove {
  readonly gameId: string;
  readonly version: number;
  readonly move: string;
}

export interface SeatLoadOptions {
  readonly nodes: readonly string[];
  readonly games: number;
  readonly thinkMs: number;
  readonly rampMs: number;
  readonly rng: Rng;
  /** The tables' clock (issue 24's runs: a time-out against a connected player is a wrong outcome); untimed if absent. */
  readonly clock?: ClockSetting;
  /** Claim the win whenever a presence frame offers it (an eager opponent: issue 24's wrong claims). */
  readonly claim?: boolean;
}

/** One game's progress as its seats see it. */
interface GameCourse {
  readonly id: string;
  version: number;
  over: boolean;
  readonly seats: SeatClient[];
}

/** What a seat knows, for the checks of load/faults.ts. */
export interface SeatView {
  readonly gameId: string;
  readonly seat: number;
  /** The last version it saw. */
  readonly version: number;
  readonly connected: boolean;
  /** Left for good (`leave`): it never comes back. */
  readonly gone: boolean;
  /** It has moves to play (its turn, as far as it knows). */
  readonly toMove: boolean;
}

export class SeatLoad {
  readonly acked: AckedMove[] = [];
  /** When each ack arrived (ms, performance.now()). */
  readonly ackTimes: number[] = [];
  readonly codes: Record<string, number> = {};
  /** Per lost connection: how long until the seat had a sync again (ms). */
  readonly resyncMs: number[] = [];
  creationErrors = 0;
  finished = 0;
  /** Events whose version was more than one above the seat's, with no sync between (a skipped version). */
  gaps = 0;
  /** `awayChoice claim` frames sent (with `claim`). */
  claimsSent = 0;
  /** When false nobody thinks: the seats only answer `probe`. */
  thinking = true;
  stopping = false;
  readonly courses = new Map<string, GameCourse>();
  /** With LUDO_FAILOVER_TRACE set: every frame each seat sent and got, by game (to explain a lost move). */
  readonly trace = new Map<string, string[]>();
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 16 });
  private nextHome = 0;

  constructor(readonly options: SeatLoadOptions) {}

  /** Opens the games over the ramp; a finished game is replaced by a new one until `stop`. */
  start(): void {
    for (let i = 0; i < this.options.games; i++)
      setTimeout(() => void this.startGame(), this.options.rng.float() * this.options.rampMs);
  }

  think(): number {
    return -this.options.thinkMs * Math.log(1 - this.options.rng.float());
  }

  count(code: string): void {
    this.codes[code] = (this.codes[code] ?? 0) + 1;
  }

  /**
   * Nobody thinks any more; every seat to move moves at once. Resolves with the unfinished games that did not reach
   * a newer version within `ms`: the stuck ones.
   */
  async probe(ms: number): Promise<string[]> {
    this.thinking = false;
    const open = [...this.courses.values()].filter((c) => !c.over);
    const from = new Map(open.map((c) => [c.id, c.version]));
    for (const c of open) for (const s of c.seats) s.moveNow();
    const deadline = performance.now() + ms;
    const stuck = () => open.filter((c) => !c.over && c.version <= (from.get(c.id) ?? 0));
    while (stuck().length > 0 && performance.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    return stuck().map((c) => c.id);
  }

  /** Once true no seat sends anything more (faults.ts: the frames in flight arrive, then every view is read). */
  hold = false;
  /** Sockets that could not open (refused, or no upgrade). */
  connectFailures = 0;

  /** Every seat's view, of the games not over. */
  views(): SeatView[] {
    return [...this.courses.values()].flatMap((c) => (c.over ? [] : c.seats.map((s) => s.view())));
  }

  /** Every seat's view, finished games included. */
  allSeats(): SeatView[] {
    return [...this.courses.values()].flatMap((c) => c.seats.map((s) => s.view()));
  }

  /**
   * The node about to die with moves in flight (issue 24 (a)): a seat whose socket to it closes while its move is
   * unanswered leaves for good (the mover never comes back); the node's other seats reconnect elsewhere.
   */
  leavingNode: string | null = null;
  /** Seats that left so. */
  left = 0;

  stop(): void {
    this.stopping = true;
    for (const c of this.courses.values()) for (const s of c.seats) s.close();
    this.agent.destroy();
  }

  private async startGame(): Promise<void> {
    if (this.stopping) return;
    const home = this.nextHome++;
    let created: CreateGameResponse | null = null;
    for (let i = 0; i < this.options.nodes.length && created === null; i++)
      created = await this.create(this.options.nodes[(home + i) % this.options.nodes.length] as string);
    if (created === null) {
      this.creationErrors++;
      setTimeout(() => void this.startGame(), 1000);
      return;
    }
    const course: GameCourse = { id: created.id, version: 0, over: false, seats: [] };
    this.courses.set(course.id, course);
    // The two seats of a game on different nodes: every move crosses the fan-out.
    for (const invite of created.invites)
      course.seats.push(
        new SeatClient(this, course, invite.token, invite.seat, home + invite.seat, () => this.gameOver(course)),
      );
  }

  private gameOver(course: GameCourse): void {
    if (course.over) return;
    course.over = true;
    this.finished++;
    for (const s of course.seats) s.close();
    if (this.thinking) void this.startGame();
  }

  private create(node: string): Promise<CreateGameResponse | null> {
    const clock = this.options.clock === undefined ? {} : { clock: this.options.clock };
    const body = JSON.stringify({
      game: 'linx',
      options: {},
      seats: [{ kind: 'human' }, { kind: 'human' }],
      ...clock,
    });
    return new Promise((resolve) => {
      const req = request(
        `${node}/api/games`,
        { method: 'POST', agent: this.agent, headers: { 'content-type': 'application/json' }, timeout: 5000 },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => {
            text += d;
          });
          res.on('end', () => resolve(res.statusCode === 201 ? (JSON.parse(text) as CreateGameResponse) : null));
        },
      );
      req.on('error', () => resolve(null));
      req.on('timeout', () => req.destroy());
      req.end(body);
    });
  }
}

/** One seat: its socket to some node, its last frame, its move in flight. */
class SeatClient {
  private socket: LoadSocket | null = null;
  private legal: readonly string[] = [];
  private timer: NodeJS.Timeout | undefined;
  private pending: { version: number; move: string } | null = null;
  private lostAt: number | null = null;
  private attempt = 0;
  private closed = false;
  private gone = false;
  /** The node of the current socket. */
  private node = '';
  /** The version of the last claim sent (one per version). */
  private claimedAt = -1;
  /** Set when the seat closed its own socket to join again (`staleVersion`): no connection was lost. */
  private rejoin = false;

  constructor(
    private readonly load: SeatLoad,
    private readonly course: GameCourse,
    private readonly token: string,
    private readonly seat: number,
    private readonly home: number,
    private readonly onOver: () => void,
  ) {
    void this.connect();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.socket?.close();
  }

  view(): SeatView {
    return {
      gameId: this.course.id,
      seat: this.seat,
      version: this.mine,
      connected: this.socket !== null,
      gone: this.gone,
      toMove: this.legal.length > 0,
    };
  }

  /** The probe: move now if this seat is to move. */
  moveNow(): void {
    clearTimeout(this.timer);
    this.send();
  }

  private async connect(): Promise<void> {
    const nodes = this.load.options.nodes;
    while (!this.closed && !this.load.stopping) {
      const url = nodes[(this.home + this.attempt) % nodes.length] as string;
      // A socket that never opened reports its close too: only the open one's close means a lost connection.
      let opened: LoadSocket | null = null;
      try {
        opened = await openSocket(
          `${url.replace(/^http/, 'ws')}/ws`,
          (t) => this.onText(t),
          () => {
            if (opened !== null && opened === this.socket) this.onClose();
          },
        );
        this.socket = opened;
        this.node = url;
        this.join();
        return;
      } catch {
        // That node does not answer: the next one, after a short pause (a balancer's retry).
        this.load.connectFailures++;
        this.attempt++;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }

  private join(): void {
    const since = this.course.version > 0 ? { since: this.mine } : {};
    this.socket?.send(JSON.stringify({ type: 'join', game: this.course.id, token: this.token, ...since }));
  }

  /** The last version this seat saw (the course's may be ahead: the other seat's frames). */
  private mine = 0;

  private log(line: string): void {
    if (process.env.LUDO_FAILOVER_TRACE === undefined) return;
    const lines = this.load.trace.get(this.course.id) ?? [];
    lines.push(`${performance.now().toFixed(0)} seat ${this.home % 2} ${line}`);
    this.load.trace.set(this.course.id, lines);
  }

  private onText(text: string): void {
    this.log(`<- ${text.slice(0, 160)}`);
    const m = JSON.parse(text) as ServerMessage | PresenceMessage;
    if (m.type === 'presence') {
      // An eager opponent: claims the win as soon as it is offered (once per version it saw).
      if (this.load.options.claim && m.claimable && m.away !== null && m.away !== this.seat) {
        if (this.claimedAt === this.mine || this.load.hold) return;
        this.claimedAt = this.mine;
        this.load.claimsSent++;
        this.log('-> claim');
        this.socket?.send(JSON.stringify({ type: 'awayChoice', choice: 'claim' }));
      }
      return;
    }
    if (m.type === 'ack') {
      if (this.pending !== null && m.version === this.pending.version) {
        this.load.acked.push({ gameId: this.course.id, version: m.version, move: this.pending.move });
        this.load.ackTimes.push(performance.now());
      }
      this.pending = null;
      return;
    }
    if (m.type === 'error') {
      this.load.count(m.code);
      this.pending = null;
      // A connection joins once: the seat joins again on a new one, with `since` (as the web app does).
      if (m.code === 'staleVersion') {
        this.rejoin = true;
        this.socket?.close();
      } else if (m.code === 'internal') this.schedule(500);
      return;
    }
    if (m.type !== 'sync' && m.type !== 'event') return;
    // A frame of a version this seat already has (a catch-up sync that crossed the event) changes nothing: above
    // all it must not start a second think while a move is in flight at that version.
    if (m.version <= this.mine && this.pending !== null) return;
    if (m.type === 'event' && m.version > this.mine + 1 && this.mine > 0) this.load.gaps++;
    if (this.lostAt !== null && m.type === 'sync') {
      this.load.resyncMs.push(performance.now() - this.lostAt);
      this.lostAt = null;
    }
    this.mine = m.version;
    if (m.version > this.course.version) this.course.version = m.version;
    clearTimeout(this.timer);
    this.legal = m.legalMoves;
    if (m.result !== null) {
      this.onOver();
      return;
    }
    if (this.legal.length > 0) this.schedule(this.load.thinking ? this.load.think() : 0);
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.send(), ms);
  }

  private send(): void {
    if (this.closed || this.load.hold || this.legal.length === 0 || this.socket === null || this.pending !== null)
      return;
    const move = this.load.options.rng.pick(this.legal);
    this.pending = { version: this.mine + 1, move };
    this.log(`-> move ${this.mine} ${move}`);
    this.socket.send(JSON.stringify({ type: 'move', version: this.mine, move }));
  }

  private onClose(): void {
    this.log('closed');
    clearTimeout(this.timer);
    if (this.load.leavingNode === this.node && this.pending !== null && !this.closed) {
      this.gone = true;
      this.closed = true;
      this.load.left++;
      this.socket = null;
      return;
    }
    this.socket = null;
    this.pending = null;
    if (this.closed || this.load.stopping) return;
    if (this.rejoin) this.rejoin = false;
    else {
      this.lostAt ??= performance.now();
      this.attempt++;
    }
    setTimeout(() => void this.connect(), 50 + this.load.options.rng.float() * 200);
  }
}
