export type { Agent } from './agent.js';
export type {
  AnyGame,
  BaseOptions,
  BotKnowledge,
  BotLevel,
  BySeat,
  Game,
  Json,
  Outcome,
  PlatformEvent,
  Seat,
  Viewer,
} from './game.js';
export type {
  AgentFactory,
  AgentTally,
  MoveInfo,
  PlayedGame,
  PlayOptions,
  SeriesConfig,
  SeriesResult,
} from './match.js';
export { agentMove, playGame, runSeries, seatAgents } from './match.js';
export { parseTimedOut, rankedLast, ranksFromScores, returnsOf } from './outcome.js';
export { perft, perftTable } from './perft.js';
export type { GameRecord, RecordEntry, ReplayOptions } from './record.js';
export { applyEntry, isJson, makeRecord, recordFromJson, replay, sameOutcome } from './record.js';
export type { ErrorKind, GameError, Result } from './result.js';
export { ERROR_KINDS, err, fail, gameError, ok, unwrap } from './result.js';
export { Rng } from './rng.js';
export type { SeatEvent } from './seat-events.js';
export { absentLast, finalOutcome, isSeatEvent, SEAT_EVENT_TYPES, standInSeats } from './seat-events.js';
export { wilson } from './stats.js';
export type { BerserkEvent, EntryEvent, Played, TakebackEvent } from './takeback.js';
export {
  entriesBeforeMove,
  firstReveal,
  isBerserk,
  isTakeback,
  lineAfterTakeback,
  plainLine,
  positionAfterTakeback,
  positionOf,
  takebackTarget,
} from './takeback.js';
export type { Expectation, Tutorial, TutorialStep, Verdict, WrongMove } from './tutorial.js';
export { judgeMove } from './tutorial.js';
