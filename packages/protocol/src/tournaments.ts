import { z } from 'zod';
import { ClockSetting } from './clocks.js';
import { JsonValue } from './messages.js';

/** A tournament's id: opaque base64url. */
export const TournamentId = z.string().regex(/^[A-Za-z0-9_-]{6,40}$/);

/** `POST /api/tournaments` (server tournaments/README.md). */
export const CreateTournamentRequest = z.strictObject({
  name: z.string().trim().min(1).max(60),
  game: z.string().min(1).max(40),
  options: z.record(z.string(), JsonValue).default({}),
  clock: ClockSetting.optional(),
  rated: z.boolean().default(false),
  format: z.enum(['arena', 'swiss']),
  /** Seats at each table: 2 to 6, as the game allows. */
  tableSize: z.number().int().min(2).max(6).default(2),
  /** Milliseconds since the epoch; absent: now. */
  startsAt: z.number().int().nonnegative().optional(),
  /** Arena: its length in minutes. */
  minutes: z.number().int().min(1).max(720).optional(),
  /** Swiss: the number of rounds. */
  rounds: z.number().int().min(1).max(20).optional(),
  /**
   * Swiss: seconds between the end of a round's last game and the next round (lichess's `roundInterval`); absent: 0,
   * at once. At most a week.
   */
  roundInterval: z.number().int().min(0).max(604_800).optional(),
  /** Swiss: fixed start times (ms) of rounds 2, 3, …: a round starts no earlier than its time (and its interval). */
  roundStarts: z.array(z.number().int().nonnegative()).max(19).optional(),
  /**
   * Swiss with a correspondence clock: days each round lasts; at its deadline the games still going are settled
   * (server tournaments/README "Round deadline"). Absent: twice the days per move, at least 7.
   */
  roundDays: z.number().int().min(1).max(60).optional(),
  minRatedGames: z.number().int().min(0).max(1000).default(0),
  ratingMin: z.number().int().min(0).max(4000).optional(),
  ratingMax: z.number().int().min(0).max(4000).optional(),
  password: z.string().min(4).max(64).optional(),
  maxPlayers: z.number().int().min(2).max(1000).default(500),
  /** Arena with a real-time clock only: a seat may halve its clock for an extra point (server README "Berserk"). */
  berserkable: z.boolean().default(false),
});
export type CreateTournamentRequest = z.infer<typeof CreateTournamentRequest>;

export const JoinTournamentRequest = z.strictObject({ password: z.string().max(64).optional() }).default({});

export const TournamentState = z.enum(['created', 'running', 'finished']);

export const TournamentSummary = z.strictObject({
  id: z.string(),
  name: z.string(),
  game: z.string(),
  format: z.enum(['arena', 'swiss']),
  tableSize: z.number(),
  rated: z.boolean(),
  clock: z.unknown().nullable(),
  state: TournamentState,
  startsAt: z.number(),
  endsAt: z.number().nullable(),
  rounds: z.number().nullable(),
  round: z.number(),
  /** Swiss: when the next round is paired (its interval or fixed time after the last game), null when not waiting. */
  nextRoundAt: z.number().nullable(),
  /** Swiss with a correspondence clock: the deadline of the round in play (ms), else null. */
  roundDeadline: z.number().nullable(),
  players: z.number(),
  private: z.boolean(),
  creator: z.string(),
  berserkable: z.boolean().optional(),
});
export type TournamentSummary = z.infer<typeof TournamentSummary>;

export const Standing = z.strictObject({
  rank: z.number(),
  player: z.string(),
  name: z.string(),
  score: z.number(),
  games: z.number(),
  wins: z.number(),
  streak: z.number(),
  paused: z.boolean(),
  withdrawn: z.boolean(),
  buchholz: z.number(),
  sonnebornBerger: z.number(),
  /** Games the player went berserk in (the standings' mark). */
  berserks: z.number().optional(),
});
export type Standing = z.infer<typeof Standing>;

export const TournamentGame = z.strictObject({
  game: z.string(),
  round: z.number(),
  players: z.array(z.strictObject({ id: z.string(), name: z.string() })),
});
export type TournamentGame = z.infer<typeof TournamentGame>;

/** `GET /api/tournaments/:id`: read from the store on every node. */
export const TournamentDetail = z.strictObject({
  tournament: TournamentSummary,
  now: z.number(),
  standings: z.array(Standing),
  playing: z.array(TournamentGame),
  /** The asking player's entry and current game (the page's "your game is ready"). */
  me: z
    .strictObject({
      paused: z.boolean(),
      withdrawn: z.boolean(),
      game: z.strictObject({ id: z.string(), seat: z.number() }).nullable(),
    })
    .nullable(),
});
export type TournamentDetail = z.infer<typeof TournamentDetail>;

export const TournamentList = z.strictObject({
  now: z.array(TournamentSummary),
  soon: z.array(TournamentSummary),
  finished: z.array(TournamentSummary),
});
export type TournamentList = z.infer<typeof TournamentList>;

/** `GET /api/players/:id/tournaments`: the player's last tournaments, each with their place and points. */
export const PlayerTournaments = z.array(
  z.strictObject({
    tournament: TournamentSummary,
    rank: z.number(),
    score: z.number(),
    games: z.number(),
    berserks: z.number().optional(),
  }),
);
export type PlayerTournaments = z.infer<typeof PlayerTournaments>;
