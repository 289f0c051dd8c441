import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU seconds per thread of this process, from Linux's `/proc/self/task/<tid>/stat` (empty elsewhere). The load
 * script tells the server's main thread (tid = pid) from its SQLite thread (the threads that appear when the store
 * opens): `process.cpuUsage()` sums every thread, and a wall-clock profile counts a thread blocked in fsync as busy.
 */
export function threadCpu(): Map<number, number> {
  const times = new Map<number, number>();
  let tids: string[];
  try {
    tids = readdirSync('/proc/self/task');
  } catch {
    return times;
  }
  for (const tid of tids) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state is field 3, utime 14 and stime 15.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      times.set(Number(tid), (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return times;
}

/** Linux's USER_HZ, 100 on every common build (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

/** CPU seconds each thread used between two readings (threads born in between count from zero). */
export function cpuSince(before: Map<number, number>, after: Map<number, number>): Map<number, number> {
  const used = new Map<number, number>();
  for (const [tid, t] of after) used.set(tid, t - (before.get(tid) ?? 0));
  return used;
}
