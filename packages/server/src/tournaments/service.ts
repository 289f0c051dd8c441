import type {
  Player,
  PlayerTournaments,
  TournamentDetail,
  TournamentList,
  TournamentSummary,
} from '@ludotheque/protocol';
import type { Authority } from '../authority.js';
import type { LiveGame } from '../live.js';
import type { RatingsTables } from '../ratings/tables.js';
import type { GameRegistry } from '../registry.js';
import type { SqlStore } from '../sql-store.js';
import type { TournamentContext, TournamentResult, TournamentsOptions } from './context.js';
import { Entries } from './entries.js';
import { listTournaments, playerTournaments, tournamentDetail } from './reads.js';
import { checkRecurring } from './recurring.js';
import { Scheduler } from './scheduler.js';
import { Scorer } from './scorer.js';
import type { TournamentDb } from './store.js';
import type { TournamentTables } from './tables.js';

export type { TournamentFailure, TournamentResult, TournamentsOptions } from './context.js';

/**
 * Tournaments (README): created and joined over HTTP (entries.ts), paired by a scheduler that runs on every node
 * (scheduler.ts) and scored exactly once (scorer.ts) — every change is a compare-and-set on the tournament's
 * revision, or on the game row's `scored` flag, so two nodes never both pair a round or both score a game — and read
 * from the store by whoever asks (reads.ts). This class only wires the parts together and owns the background work.
 */
export class Tournaments {
  readonly db: TournamentDb;
  private readonly now: () => number;
  private readonly running = new Set<Promise<unknown>>();
  private timer: NodeJS.Timeout | null = null;
  private readonly entries: Entries;
  private readonly scheduler: Scheduler;
  private readonly scorer: Scorer;

  constructor(
    store: SqlStore,
    authority: Authority,
    games: GameRegistry,
    ratingOf: ((player: string, game: string) => Promise<number>) | null,
    private readonly options: TournamentsOptions = {},
  ) {
    this.db = store.db.withTables<TournamentTables & RatingsTables>() as unknown as TournamentDb;
    this.now = options.now ?? Date.now;
    const ctx: TournamentContext = {
      db: this.db,
      store,
      authority,
      games,
      now: this.now,
      options,
      background: (p) => this.background(p),
    };
    this.scorer = new Scorer(ctx);
    this.scheduler = new Scheduler(ctx, this.scorer);
    this.entries = new Entries(ctx, ratingOf, (id) => this.scheduler.kick(id));
    checkRecurring(options.recurring ?? []);
    const every = options.tickMs ?? 1000;
    if (every > 0) {
      this.timer = setInterval(() => void this.tick().catch((e) => this.options.onError?.(e)), every);
      this.timer.unref();
    }
  }

  /** The authority's `onCommitted`: a game that just ended here is scored at once (the scan catches the rest). */
  readonly committed = (live: LiveGame): void => {
    if (this.options.hear === false || live.status === 'active') return;
    this.background(
      this.score(live.stored.id).then(async (scored) => {
        if (scored) await this.scheduler.kick(live.stored.id);
      }),
    );
  };

  private background(p: Promise<unknown>): void {
    const run = p.catch((e) => this.options.onError?.(e));
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
  }

  /** Resolves once the background work started so far is done (tests, close). */
  async idle(): Promise<void> {
    while (this.running.size > 0 || this.scheduler.ticking !== null)
      await Promise.all([...this.running, this.scheduler.ticking]);
  }

  async close(): Promise<void> {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    await this.idle();
  }

  // Creation and entries (entries.ts).

  create(player: Player, body: unknown): Promise<TournamentResult<TournamentSummary>> {
    return this.entries.create(player, body);
  }

  join(player: Player, id: string, body: unknown): Promise<TournamentResult<TournamentDetail>> {
    return this.entries.join(player, id, body);
  }

  /** Pause (no new game until `resume`), come back, or withdraw for good; the game in play goes on. */
  setEntry(
    player: Player,
    id: string,
    action: 'pause' | 'resume' | 'withdraw',
  ): Promise<TournamentResult<TournamentDetail>> {
    return this.entries.setEntry(player, id, action);
  }

  // The scheduler (scheduler.ts).

  /** One pass of the scheduler over every unfinished tournament, then the scan (README "Scheduler"). */
  tick(): Promise<void> {
    return this.scheduler.tick();
  }

  // Scoring, exactly once (scorer.ts).

  /** Scores every tournament game that is over in the store and not yet scored (one a node missed). */
  scan(): Promise<number> {
    return this.scorer.scan();
  }

  /** Scores one finished game once across every node; true when this call scored it. */
  score(gameId: string): Promise<boolean> {
    return this.scorer.score(gameId);
  }

  /** Whether game `id` is one of an arena with berserk (README "Berserk"): the table's berserk command asks. */
  async berserkable(gameId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('tournament_games as tg')
      .innerJoin('tournaments as t', 't.id', 'tg.tournament_id')
      .select(['t.berserkable', 't.format'])
      .where('tg.game_id', '=', gameId)
      .executeTakeFirst();
    return row !== undefined && row.format === 'arena' && Number(row.berserkable ?? 0) === 1;
  }

  // Reading, from the store on every node (reads.ts).

  list(): Promise<TournamentList> {
    return listTournaments(this.db);
  }

  detail(id: string, viewer: Player | null): Promise<TournamentDetail | null> {
    return tournamentDetail(this.db, id, viewer, this.now());
  }

  ofPlayer(player: string): Promise<PlayerTournaments> {
    return playerTournaments(this.db, player);
  }
}
