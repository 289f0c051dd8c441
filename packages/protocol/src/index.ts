export * from './analysis.js';
export * from './bots.js';
export * from './challenges.js';
export * from './chat.js';
// The clock model is also imported alone by the pages (`@ludotheque/protocol/clock-model`, no zod); its copy of the
// setting's type is left to clocks.ts here.
export type { ClockRules, LagQuota, TableClock, Turn } from './clock-model.js';
export {
  beginClock,
  berserkSeats,
  botPlaysTimedOut,
  CORRESPONDENCE_DAYS,
  championshipRules,
  clockLabel,
  creditLag,
  DAY_MS,
  lagQuotaFor,
  msUntilFlag,
  newClock,
  REALTIME_PRESETS,
  readAt,
  rulesOf,
  stepClock,
  timedOutSeats,
  UNTIMED,
} from './clock-model.js';
export * from './clocks.js';
export * from './http.js';
export * from './lobby.js';
export * from './messages.js';
export * from './moderation.js';
export * from './notifications.js';
export { parseClientMessage, parseServerMessage } from './parse.js';
export * from './players.js';
export * from './presence.js';
export * from './ratings.js';
export * from './social.js';
export * from './tournaments.js';
