import {
  beginClock,
  type ClockSetting,
  msUntilFlag,
  newClock,
  readAt,
  rulesOf,
  stepClock,
  type TableClock,
  timedOutSeats,
} from '@ludotheque/protocol/clock-model';
import type { GameClock } from '../play/clock.js';
import type { TableSnapshot } from '../play/types.js';

/**
 * The table clock of a game played on this device (hot-seat, against bots): the page keeps time with the same
 * arithmetic as the server (protocol `clock-model.ts`: increment once per turn, a deadline per move), and tells the
 * worker `timeUp` when the running seat's time is out. No lag to credit here. While the page is hidden no clock
 * runs: a local game pauses when nobody can see it.
 */
export interface LocalTableClock {
  onSnapshot(snapshot: TableSnapshot): void;
  stop(): void;
}

export function localTableClock(
  setting: ClockSetting,
  seats: number,
  show: (clock: GameClock) => void,
  flag: (seat: number) => void,
  now: () => number = Date.now,
): LocalTableClock | null {
  const rules = rulesOf(setting);
  if (rules === null) return null;
  let clock: TableClock = newClock(rules, seats, now());
  let started = false;
  let version = -1;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let next: number | null = null;
  let timedOut: number[] = [];
  const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';
  const publish = () => {
    const read = readAt(clock, now());
    show({
      remainingMs: read.remainingMs,
      running: read.running,
      at: read.at,
      kind: rules.kind,
      timedOut: read.timedOut,
    });
  };
  const arm = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const left = msUntilFlag(clock, now());
    if (left === null || clock.running === null) return;
    const seat = clock.running;
    timer = setTimeout(() => {
      timer = null;
      clock = { ...readAt(clock, now()), running: null };
      publish();
      flag(seat);
    }, left);
  };
  const run = (mover: number | null) => {
    clock = stepClock(rules, clock, { now: now(), next: mover, measuredLagMs: 0, graceMs: 0, timedOut }).clock;
    publish();
    arm();
  };
  const onVisibility = () => {
    // Hidden: the running seat is charged up to now and nobody's time runs; shown again: the seat's time runs on.
    const seat = hidden() ? null : next;
    clock = { ...readAt(clock, now()), running: seat !== null && !timedOut.includes(seat) ? seat : null };
    publish();
    arm();
  };
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibility);
  return {
    onSnapshot(snapshot) {
      if (snapshot.version === version) return; // the same position again: no entry to charge
      version = snapshot.version;
      timedOut = timedOutSeats(snapshot.entries ?? []);
      next = snapshot.result === null ? snapshot.toMove : null;
      if (!started) {
        // The first position: the first mover's time runs from now.
        started = true;
        clock = beginClock(clock, next !== null && !timedOut.includes(next) && !hidden() ? next : null, now());
        publish();
        arm();
        return;
      }
      run(hidden() ? null : next);
    },
    stop() {
      if (timer !== null) clearTimeout(timer);
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
