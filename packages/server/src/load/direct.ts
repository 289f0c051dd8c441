import { Rng } from '@ludotheque/engine';
import { Authority } from '../authority.js';
import { InProcessFanout } from '../fanout.js';
import { GAMES } from '../registry.js';
import type { SqlStore } from '../sql-store.js';

/**
 * The authority and its storage alone, without sockets: N games each played by a loop that picks a random legal
 * move and awaits its commit, each seat's frames built and handed to a listener that only counts their bytes (as
 * sockets would be given them). Measures what the server core can accept, apart from WebSocket and client costs.
 */
export async function directLoad(
  store: SqlStore,
  games: number,
  seconds: number,
): Promise<{ accepted: number; latencies: number[]; seconds: number; frameBytes: number }> {
  const fanout = new InProcessFanout();
  const authority = new Authority(GAMES, store, fanout, null);
  const rng = Rng.seeded('direct load');
  const latencies: number[] = [];
  let stop = false;
  let accepted = 0;
  let frameBytes = 0;
  const linx = GAMES.linx;
  if (linx === undefined) throw new Error('no linx');
  const play = async (): Promise<void> => {
    while (!stop) {
      const created = await authority.create({
        game: 'linx',
        options: {},
        seats: [{ kind: 'human' }, { kind: 'human' }],
      });
      if (!created.ok) throw new Error(created.error.message);
      const live = await authority.open(created.value.id);
      if (live === null) throw new Error('open');
      const seats = [0, 1].map((seat) =>
        fanout.subscribe(
          live.stored.id,
          (f) => {
            frameBytes += f.frame.length;
          },
          seat,
        ),
      );
      for (let seat = linx.toMove(live.state); seat !== null && !stop; seat = linx.toMove(live.state)) {
        const move = linx.formatMove(live.state, linx.randomMove(live.state, rng));
        const t = performance.now();
        const r = await authority.move(live.stored.id, seat, live.version, move);
        if (!r.ok) throw new Error(r.error.message);
        latencies.push(performance.now() - t);
        accepted++;
      }
      for (const unsubscribe of seats) unsubscribe();
    }
  };
  const t0 = performance.now();
  const loops = Array.from({ length: games }, play);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  stop = true;
  const elapsed = (performance.now() - t0) / 1000;
  await Promise.all(loops);
  return { accepted, latencies, seconds: elapsed, frameBytes };
}
