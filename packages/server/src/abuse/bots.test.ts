import type { CreateGameResponse, ServerMessage } from '@ludotheque/protocol';
import { describe, expect, it } from 'vitest';
import type { BotJob, BotRunner } from '../bot-move.js';
import { WorkerBots } from '../bot-pool.js';
import { createGame, TestClient } from '../fixtures/client.js';
import { until, withServer } from '../fixtures/scratch.js';

/** The real worker pool, with the order jobs were queued and answered written down. */
class Recorded implements BotRunner {
  readonly log: { game: string; at: 'queued' | 'done' }[] = [];
  constructor(private readonly inner: WorkerBots) {}
  choose(job: BotJob): Promise<unknown> {
    const game = job.gameId ?? '?';
    this.log.push({ game, at: 'queued' });
    return this.inner.choose(job).finally(() => this.log.push({ game, at: 'done' }));
  }
  queued(): number {
    return this.inner.queued();
  }
  close(): Promise<void> {
    return this.inner.close();
  }
}

/** A person who plays the first legal move whenever it is their turn. */
async function autoplay(url: string, id: string, token: string): Promise<TestClient> {
  const c = await TestClient.connect(url);
  c.socket.on('message', (data) => {
    const m = JSON.parse(data.toString()) as ServerMessage;
    if ((m.type === 'sync' || m.type === 'event') && m.toMove === m.seat && m.legalMoves.length > 0)
      c.send({ type: 'move', version: m.version, move: m.legalMoves[0] });
  });
  c.send({ type: 'join', game: id, token });
  return c;
}

describe('bot work', () => {
  it('is queued fairly across games: one job per game at a time, answered in the order queued', async () => {
    const bots = new Recorded(new WorkerBots(1));
    await withServer({ bots }, async (server) => {
      const people = [];
      for (let i = 0; i < 4; i++) {
        const res = await createGame(server.url, {
          game: 'linx',
          options: {},
          seats: [{ kind: 'human' }, ...Array.from({ length: 3 }, () => ({ kind: 'bot', level: 'random' }))],
        });
        const created = (await res.json()) as CreateGameResponse;
        people.push(await autoplay(server.url, created.id, created.invites[0]?.token as string));
      }
      await until(() => bots.log.filter((e) => e.at === 'done').length >= 40, 30_000);
      await Promise.all(people.map((p) => p.close()));
      await server.authority.idle();
      const log = bots.log.slice();
      // Never two jobs of one game waiting at once: a game that just got its answer queues behind every other.
      const waiting = new Set<string>();
      let crowded = 0;
      for (const e of log) {
        if (e.at === 'queued') {
          expect(waiting.has(e.game)).toBe(false);
          waiting.add(e.game);
          if (waiting.size >= 2) crowded++;
        } else waiting.delete(e.game);
      }
      // One thread shared fairly (limits/fair-queue.ts; these games have no bound player, so each game is its own
      // owner): while a game waits, no other game gets more than two answers (round-robin among equal use).
      const ahead = new Map<string, Map<string, number>>();
      let most = 0;
      for (const e of log) {
        if (e.at === 'queued') ahead.set(e.game, new Map());
        else {
          most = Math.max(most, ...(ahead.get(e.game)?.values() ?? []));
          ahead.delete(e.game);
          for (const others of ahead.values()) others.set(e.game, (others.get(e.game) ?? 0) + 1);
        }
      }
      expect(most).toBeLessThanOrEqual(2);
      // The games did compete for the thread.
      expect(crowded).toBeGreaterThan(5);
    });
  });
});
