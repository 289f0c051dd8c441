import { randomBytes } from 'node:crypto';
import type { Result, Seat } from '@ludotheque/engine';
import { ok, Rng, standInSeats } from '@ludotheque/engine';
import { type BotRunner, botOwner } from '../bot-move.js';
import type { Clocks } from '../clocks/service.js';
import type { LiveGame } from '../live.js';

/** The level of the bot that plays a seat whose table clock ran out (3 or more sides: README Decisions). */
const TIMED_OUT_BOT_LEVEL = 'easy';

/** How a bot's answer is played: like a seat's move, under the game's lock, at the version it was asked at. */
export type SubmitMove = (
  live: LiveGame,
  seat: Seat,
  version: number,
  parse: (state: unknown) => Result<unknown, unknown>,
) => Promise<Result<unknown, { readonly code: string }>>;

/**
 * The seats a bot plays: bot seats, a person's seat while its player is away (presence/, engine seat-events.ts),
 * and a seat whose time ran out with three or more sides (clocks/). When one is to move, the bot runner is asked
 * with that seat's view only, and its answer is played like a move.
 */
export class BotSeats {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly bots: BotRunner | null,
    private readonly clocks: Clocks,
    private readonly standInLevel: string,
    private readonly closed: () => boolean,
    private readonly submit: SubmitMove,
  ) {}

  /** The level of the bot playing `seat` now, or null when its person plays it. */
  private levelOf(live: LiveGame, seat: Seat): string | null {
    const stored = live.stored.seats[seat];
    if (stored?.kind === 'bot') return stored.level;
    if (this.clocks.botPlays(live, seat)) return TIMED_OUT_BOT_LEVEL;
    return standInSeats(live.entries).has(seat) ? this.standInLevel : null;
  }

  /** When a bot plays the seat to move, asks the bot runner (with that seat's view only) and plays its answer. */
  schedule(live: LiveGame): void {
    const seat = live.game.toMove(live.state);
    if (this.bots === null || this.closed() || seat === null || live.botPending || live.status === 'aborted') return;
    const level = this.levelOf(live, seat);
    if (level === null) return;
    live.botPending = true;
    const version = live.version;
    const job = {
      gameId: live.stored.id,
      // Whom the move serves: bot threads are shared fairly between players (limits/fair-queue.ts). A game nobody
      // has joined yet (its creator is not bound to a seat before joining, bots-only games) serves nobody waiting:
      // all such moves are one owner, so a player starting many games does not get a fresh share with each.
      owner: ownerOfMove(live),
      gameType: live.stored.game,
      view: live.game.view(live.state, seat),
      seat,
      level,
      seed: randomBytes(8).toString('hex'),
    };
    const done: Promise<void> = this.bots
      .choose(job)
      .catch(() => fallbackMove(live))
      .then(async (move) => {
        if (this.closed() || live.version !== version) return;
        const r = await this.submit(live, seat, version, (state) =>
          live.game.isLegal(state, move) ? ok(move) : ok(fallbackMove(live)),
        );
        if (!r.ok && r.error.code === 'internal') console.error(`bot move failed in ${live.stored.id}`);
      })
      .finally(() => {
        live.botPending = false;
        this.pending.delete(done);
        if (live.version !== version) this.schedule(live);
      });
    this.pending.add(done);
  }

  /** Waits for bot moves in flight to settle (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}

const ownerOfMove = (live: LiveGame): string => {
  const owner = botOwner(live.stored);
  return owner.startsWith('player:') ? owner : 'unclaimed';
};

/** A bot that fails or answers an illegal move plays a random legal move instead: a game never stalls on it. */
function fallbackMove(live: LiveGame): unknown {
  return live.game.randomMove(live.state, Rng.seeded(randomBytes(16).toString('hex')));
}
