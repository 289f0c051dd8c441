import { randomBytes } from 'node:crypto';
import type { ClockTime } from '../clocks/time.js';
import type { Claimed, TimerStore } from './storage.js';

export interface PollerOptions {
  /** How often this node looks for due timers nobody fired (200 ms). */
  readonly pollMs?: number;
  /**
   * How long past due a timer must be before this node takes it from the node holding the game, which fires it on
   * its own timer at the due time (150 ms): with `pollMs`, a dead node's flag falls within ~0.35 s plus a load.
   * (Both firing is harmless: the time-up is version-checked, the loser's copy reloads.) Measured at 250 + 250 ms
   * under load average 20: flags of a killed node 381–638 ms late, of a drained one 679–756 ms (load/flags.ts).
   */
  readonly slackMs?: number;
  /** How long a claim holds before another node may take the timer again (10 s: a node that died claiming it). */
  readonly leaseMs?: number;
}

/**
 * Fires the timers no live node fired (timers/README.md): every `pollMs`, claims the flags due more than `slackMs`
 * ago (an atomic UPDATE … RETURNING, storage.ts), and hands each to `fire` (the authority loads the game if it must
 * and appends its time-up, version-checked). A node that dies holding a game leaves its rows; this picks them up.
 */
export class TimerPoller {
  readonly node = randomBytes(8).toString('hex');
  private timer: unknown = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly store: TimerStore,
    private readonly time: ClockTime,
    private readonly fire: (claimed: Claimed) => Promise<void>,
    private readonly options: PollerOptions = {},
  ) {}

  start(): void {
    this.stopped = false;
    this.next();
  }

  private next(): void {
    if (this.stopped) return;
    this.timer = this.time.setTimer(() => {
      this.timer = null;
      this.running = this.poll()
        .then(() => undefined)
        .finally(() => {
          this.running = null;
          this.next();
        });
    }, this.options.pollMs ?? 200);
  }

  /** One pass: claims what is due and fires each (tests call it directly). */
  async poll(): Promise<number> {
    const now = this.time.now();
    let claimed: Claimed[];
    try {
      claimed = await this.store.claim(
        this.node,
        now,
        now - (this.options.slackMs ?? 150),
        this.options.leaseMs ?? 10_000,
      );
    } catch {
      return 0; // the store is away: the next pass tries again, the rows wait
    }
    await Promise.all(claimed.map((c) => this.fire(c).catch(() => undefined)));
    return claimed.length;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== null) this.time.clearTimer(this.timer);
    this.timer = null;
    await this.running;
  }
}
