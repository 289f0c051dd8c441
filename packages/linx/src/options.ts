import { fail, ok, type Result } from '@ludotheque/engine';
import { type LinxOptions, PER_COLOUR } from './types.js';

/** LX-8: the default starting hands, cut to the player count. */
export const DEFAULT_HANDS = [2, 3, 4, 5] as const;
const KEYS = ['players', 'teams', 'roundsToWin', 'startingHands'] as const;
/** Scores are small integers; a cap keeps them so without changing any sensible match. */
export const MAX_ROUNDS_TO_WIN = 99;

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Parses LX Options (a partial object), filling defaults; every error names the bad key. */
export function parseOptions(input: unknown): Result<LinxOptions> {
  const raw = input ?? {};
  if (!isRecord(raw)) return fail('options', 'options must be an object');
  for (const k of Object.keys(raw)) {
    if (!(KEYS as readonly string[]).includes(k)) return fail('options', `unknown option "${k}"`);
  }
  const players = raw.players ?? 2;
  if (!isInt(players) || players < 2 || players > 4) return fail('options', '"players" must be 2, 3 or 4 (LX-4)');
  const teams = raw.teams ?? false;
  if (typeof teams !== 'boolean') return fail('options', '"teams" must be true or false');
  if (teams && players !== 4) return fail('options', '"teams" needs 4 players (LX-4)');
  const roundsToWin = raw.roundsToWin ?? 2;
  if (!isInt(roundsToWin) || roundsToWin < 1 || roundsToWin > MAX_ROUNDS_TO_WIN) {
    return fail('options', `"roundsToWin" must be an integer from 1 to ${MAX_ROUNDS_TO_WIN} (LX-18)`);
  }
  const hands = raw.startingHands ?? DEFAULT_HANDS.slice(0, players);
  if (!Array.isArray(hands) || hands.length < players || hands.length > 4) {
    return fail('options', '"startingHands" must be an array with one entry per player (LX-8)');
  }
  for (const h of hands) {
    if (!isInt(h) || h < 0 || h > PER_COLOUR) return fail('options', '"startingHands" entries must be 0..15 (LX-8)');
  }
  return ok({ players, teams, roundsToWin, startingHands: hands.slice() as number[] });
}
