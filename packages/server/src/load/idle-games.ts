import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Authority } from '../authority.js';
import { InProcessFanout } from '../fanout.js';
import { GAMES } from '../registry.js';
import { openSqliteStore } from '../sqlite.js';

/**
 * `npm run load -- --idle-games N` (issue 23: "100,000 correspondence games cost disk, not heap"): creates N
 * correspondence games (14 days a move) on a fresh SQLite file, one move played in each, then lets them leave memory
 * as the server's sweep does (their deadlines stay rows: timers/). Prints the heap in use (after a full GC) before,
 * with every game in memory, and once they left; and checks one deadline still wakes its game.
 */
export async function runIdleGames(count: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'ludo-idle-'));
  const store = await openSqliteStore(join(dir, 'idle.sqlite'));
  const authority = new Authority(GAMES, store, new InProcessFanout(), null, { timerPoll: false });
  const gc = (globalThis as { gc?: () => void }).gc;
  const heap = () => {
    gc?.();
    gc?.();
    return process.memoryUsage().heapUsed / 2 ** 20;
  };
  try {
    const before = heap();
    const started = performance.now();
    const seats = [{ kind: 'human' as const }, { kind: 'human' as const }];
    for (let i = 0; i < count; i += 200) {
      await Promise.all(
        Array.from({ length: Math.min(200, count - i) }, async () => {
          const r = await authority.create({
            game: 'linx',
            options: {},
            seats,
            clock: { kind: 'correspondence', days: 14 },
          });
          if (!r.ok) throw new Error(r.error.message);
          const live = await authority.open(r.value.id);
          if (live === null) throw new Error('no game');
          const state = live.state as never;
          const seat = live.game.toMove(state) as number;
          const text = live.game.formatMove(state, live.game.legalMoves(state)[0] as never);
          const moved = await authority.move(r.value.id, seat, live.version, text);
          if (!moved.ok) throw new Error(moved.error.message);
        }),
      );
    }
    const createdS = (performance.now() - started) / 1000;
    const held = heap();
    const inMemory = authority.liveCount;
    const left = authority.sweep(0);
    const after = heap();
    const rows = await store.db
      .selectFrom('game_timers' as never)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    console.log(
      `idle games: ${count} correspondence games created and moved in ${createdS.toFixed(1)} s; heap ${before.toFixed(1)} MiB ` +
        `before, ${held.toFixed(1)} MiB with ${inMemory} in memory (${(((held - before) * 1024) / Math.max(1, inMemory)).toFixed(1)} KiB each), ` +
        `${after.toFixed(1)} MiB once ${left} left memory (${authority.liveCount} still in memory); ` +
        `${Number((rows as { n: number } | undefined)?.n ?? 0)} timer rows in the store${gc === undefined ? ' (no --expose-gc: heap figures are rough)' : ''}`,
    );
  } finally {
    await authority.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
