/**
 * Where the clocks read the time and set their timers: the real clock on a server, a hand-driven one in tests (so
 * a test plays a 5-minute game or a 3-day deadline in milliseconds, with no real waiting).
 */
export interface ClockTime {
  now(): number;
  /** Calls `run` after `ms`; must not keep the process alive on its own. */
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
}

export const realTime: ClockTime = {
  now: () => Date.now(),
  setTimer: (run, ms) => setTimeout(run, ms).unref(),
  clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

/** A clock moved by hand: `advance` runs, in time order, the timers due meanwhile. */
export class ManualTime implements ClockTime {
  private t: number;
  private readonly timers = new Map<number, { at: number; run: () => void }>();
  private nextId = 1;

  constructor(start = Date.UTC(2026, 11, 1, 12)) {
    this.t = start;
  }

  now(): number {
    return this.t;
  }

  setTimer(run: () => void, ms: number): number {
    const id = this.nextId++;
    this.timers.set(id, { at: this.t + Math.max(0, ms), run });
    return id;
  }

  clearTimer(timer: unknown): void {
    this.timers.delete(timer as number);
  }

  /** Moves the time on by `ms`, firing each timer due at its own time. */
  advance(ms: number): void {
    const end = this.t + ms;
    for (;;) {
      let due: [number, { at: number; run: () => void }] | undefined;
      for (const entry of this.timers)
        if (entry[1].at <= end && (due === undefined || entry[1].at < due[1].at)) due = entry;
      if (due === undefined) break;
      this.timers.delete(due[0]);
      this.t = Math.max(this.t, due[1].at);
      due[1].run();
    }
    this.t = end;
  }
}
