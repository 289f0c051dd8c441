import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * The process's open-file limit (its soft `RLIMIT_NOFILE`; Node raises it to the hard limit at start). Every socket
 * is a descriptor: a node that accepts sockets up to this limit can no longer accept anything, its health checks
 * included (issue 23: 20,000 lobby sockets reached it before the lobby's own cap). Read from `/proc/self/limits` on
 * Linux, from a shell's `ulimit -n` elsewhere (a child inherits the limit); null when neither says.
 */
export function openFileLimit(): number | null {
  try {
    const m = /^Max open files\s+(\S+)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    if (m !== null) return m[1] === 'unlimited' ? null : Number(m[1]);
  } catch {
    // Not Linux: ask a shell.
  }
  try {
    const out = spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8', timeout: 2_000 }).stdout.trim();
    return /^\d+$/.test(out) ? Number(out) : null;
  } catch {
    return null;
  }
}

/** How many descriptors this process holds now (files, the database, Redis, pipes, worker threads' handles). */
export function openDescriptors(): number | null {
  try {
    return readdirSync('/proc/self/fd').length;
  } catch {
    return null;
  }
}

/** What the process opens besides connections when `/proc` cannot say (SQLite, Redis, pipes, stdio, workers). */
const ASSUMED_OPEN = 64;

/**
 * The descriptors left for connections: the open-file limit less what is open at start. Null: no known limit
 * (no descriptor-based cap then; `maxSockets` still holds).
 */
export function descriptorsForConnections(): number | null {
  const limit = openFileLimit();
  if (limit === null || !Number.isFinite(limit)) return null;
  return Math.max(0, limit - (openDescriptors() ?? ASSUMED_OPEN));
}
