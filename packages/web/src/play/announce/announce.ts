/**
 * What the live region says after a change at the table, pure so it is tested without a browser: the moves played
 * since the last announcement, each as its sentence, then whose turn it is. The sentence of a move comes from one
 * function (`MoveSentence`), so the log's own text can be swapped for the games' sentences in one place
 * (`source.ts`).
 */
import type { LogEntry, TableSnapshot } from '../types.js';

/** The words this module needs: i18next's `t` narrowed to what is used here. */
export type Say = (key: string, values?: Record<string, unknown>) => string;

export interface MoveContext {
  readonly game: string;
  readonly entry: LogEntry;
  /** The move's place in the log, from 0. */
  readonly index: number;
  readonly log: readonly LogEntry[];
  readonly names: readonly string[];
  readonly lang: string;
  readonly t: Say;
}

/** A move told as a person reads it. */
export type MoveSentence = (m: MoveContext) => string;

/** The mover's name and the move as the table's log tells it (until each game's sentences are plugged in). */
export const logSentence: MoveSentence = ({ entry, names, t }) =>
  t('announce.moved', { name: names[entry.seat] ?? '?', move: entry.text });

/** At most this many moves are read after one change (bots playing at once would otherwise read a paragraph). */
export const MAX_TOLD = 3;

/** Whose turn it is, from the seats of the person at this screen (`mySeats`): several means a hot-seat table. */
export function turnLine(snap: TableSnapshot, mySeats: readonly number[], names: readonly string[], t: Say): string {
  if (snap.result) return t('announce.over');
  const seat = snap.toMove;
  if (seat === null) return '';
  const name = names[seat] ?? '?';
  if (!mySeats.includes(seat)) return t('announce.toPlay', { name });
  return mySeats.length > 1 ? t('announce.yourTurnNamed', { name }) : t('announce.yourTurn');
}

const stop = (s: string): string => (/[.!?…]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);

export interface Announcement {
  readonly text: string;
  /** The log length told so far: the next call's `told`. */
  readonly told: number;
}

/**
 * The announcement after a change. `told` is the log length already told (null on the first look: the page just
 * opened, so only the turn is said, never the whole game so far). A log shorter than `told` (a takeback, a rematch)
 * tells only the turn.
 */
export function announcement(input: {
  readonly game: string;
  readonly snap: TableSnapshot;
  readonly mySeats: readonly number[];
  readonly names: readonly string[];
  readonly told: number | null;
  readonly sentence: MoveSentence;
  readonly lang: string;
  readonly t: Say;
}): Announcement {
  const { game, snap, mySeats, names, told, sentence, lang, t } = input;
  const log = snap.log;
  const from = told === null || told > log.length ? log.length : Math.max(told, log.length - MAX_TOLD);
  const moves = log
    .slice(from)
    .map((entry, k) => sentence({ game, entry, index: from + k, log, names, lang, t }))
    .filter((s) => s.trim() !== '')
    .map(stop);
  const turn = turnLine(snap, mySeats, names, t);
  return { text: [...moves, turn].filter(Boolean).join(' '), told: log.length };
}
