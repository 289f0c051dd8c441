import { type GameRecord, isJson, type Outcome, recordFromJson } from '@ludotheque/engine';
import type { LocalSeat } from '../play/types.js';

/**
 * The saved games of this browser, as stored in IndexedDB (store.ts), and the pure checks that read them back.
 * A stored value may come from an older version of the app or be damaged: `readSave` never throws, it says what is
 * wrong so the home page reports that one line and the others still open.
 */

/** Bumped when the stored shape changes; a save of another format is reported, never guessed at. */
export const SAVE_FORMAT = 1;

/** A game played on this device (bots, hot-seat, both): enough to resume it exactly. */
export interface LocalSave {
  readonly format: typeof SAVE_FORMAT;
  readonly kind: 'local';
  /** The save's id, also in the game's link (`&save=<id>`). */
  readonly id: string;
  /** The page's link to this game (`#/local/<game>?…&save=<id>`). */
  readonly link: string;
  /** The engine's record: game, options, seed, seats' names, moves and events (`entries`), result. */
  readonly record: GameRecord;
  /** Who sits at each seat: people by name, bots by their `createAgent` spec (seeded from the record's seed). */
  readonly seats: readonly LocalSeat[];
  readonly botDelayMs: number;
  /** A timed game's remaining milliseconds per seat when saved (no clock runs while no page shows the game). */
  readonly clockMs: readonly number[] | null;
  readonly createdAt: number;
  readonly updatedAt: number;
  /** Set when the saved moves no longer replay (the rules refused one): the reason, shown on the home page. */
  readonly broken?: string;
}

/** An online game this browser joined as a seat: its token, kept so the game can be reopened from the home page. */
export interface OnlineSave {
  readonly format: typeof SAVE_FORMAT;
  readonly kind: 'online';
  /** `online:<gameId>`, so a local save's id never collides with it. */
  readonly id: string;
  readonly gameId: string;
  readonly token: string;
  readonly game: string;
  readonly seat: number;
  readonly seats: readonly { readonly name: string; readonly kind: 'human' | 'bot' }[];
  /** Moves seen so far (the move list's length). */
  readonly moves: number;
  readonly result: Outcome | null;
  readonly createdAt: number;
  readonly updatedAt: number;
}

export type Save = LocalSave | OnlineSave;

/** One stored value read back: a save, or why it cannot be used (with whatever could still be read). */
export type SaveLine =
  | { readonly ok: true; readonly save: Save }
  | {
      readonly ok: false;
      readonly id: string;
      readonly reason: 'format' | 'damaged' | 'broken';
      readonly message: string;
      readonly game: string | null;
      readonly updatedAt: number | null;
    };

const LOCAL_ID = /^[0-9a-f]{16}$/;
export const isLocalSaveId = (id: string): boolean => LOCAL_ID.test(id);
export const onlineSaveId = (gameId: string): string => `online:${gameId}`;

/** A fresh local save id from the browser's cryptographic source. */
export function newSaveId(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

type Fields = Record<string, unknown>;
const isObject = (x: unknown): x is Fields => typeof x === 'object' && x !== null && !Array.isArray(x);
const isTime = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x) && x >= 0;
const isSeatIndex = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

/** Checks a stored value (`key` is its IndexedDB key); never throws. */
export function readSave(key: string, value: unknown): SaveLine {
  const bad = (reason: 'format' | 'damaged', message: string): SaveLine => ({
    ok: false,
    id: key,
    reason,
    message,
    game: isObject(value) ? gameOf(value) : null,
    updatedAt: isObject(value) && isTime(value.updatedAt) ? value.updatedAt : null,
  });
  if (!isObject(value)) return bad('damaged', 'the saved data is not a game');
  if (value.format !== SAVE_FORMAT) {
    return bad('format', `saved in format ${JSON.stringify(value.format ?? null)}, this app reads ${SAVE_FORMAT}`);
  }
  if (value.id !== key) return bad('damaged', 'the saved id does not match its key');
  if (!isTime(value.createdAt) || !isTime(value.updatedAt)) return bad('damaged', 'the save times are missing');
  const checked = value.kind === 'local' ? checkLocal(value) : value.kind === 'online' ? checkOnline(value) : null;
  if (checked === null) return bad('damaged', 'the saved game is neither local nor online');
  if (typeof checked === 'string') return bad('damaged', checked);
  if (checked.kind === 'local' && checked.broken !== undefined) {
    return {
      ok: false,
      id: key,
      reason: 'broken',
      message: checked.broken,
      game: checked.record.game,
      updatedAt: checked.updatedAt,
    };
  }
  return { ok: true, save: checked };
}

function gameOf(value: Fields): string | null {
  if (typeof value.game === 'string') return value.game;
  return isObject(value.record) && typeof value.record.game === 'string' ? value.record.game : null;
}

function checkLocal(v: Fields): LocalSave | string {
  if (typeof v.id !== 'string' || !isLocalSaveId(v.id)) return 'the save id is malformed';
  if (typeof v.link !== 'string' || !v.link.startsWith('#/local/')) return 'the game link is missing';
  const record = recordFromJson(v.record);
  if (!record.ok) return record.error.message;
  if (!Array.isArray(v.seats) || v.seats.length !== record.value.seats.length)
    return 'the seats do not match the record';
  const seats: LocalSeat[] = [];
  for (const s of v.seats) {
    const seat = seatOf(s);
    if (seat === null) return 'a seat is neither a person nor a bot';
    seats.push(seat);
  }
  if (!isTime(v.botDelayMs)) return 'the bot delay is missing';
  const clock = v.clockMs;
  const clockOk =
    clock === null || (Array.isArray(clock) && clock.length === seats.length && clock.every((ms) => isTime(ms)));
  if (!clockOk) return 'the clock is malformed';
  if (v.broken !== undefined && typeof v.broken !== 'string') return 'the failure note is malformed';
  return {
    format: SAVE_FORMAT,
    kind: 'local',
    id: v.id,
    link: v.link,
    record: record.value,
    seats,
    botDelayMs: v.botDelayMs as number,
    clockMs: clock === null ? null : [...(clock as number[])],
    createdAt: v.createdAt as number,
    updatedAt: v.updatedAt as number,
    ...(typeof v.broken === 'string' ? { broken: v.broken } : {}),
  };
}

function seatOf(s: unknown): LocalSeat | null {
  if (!isObject(s) || typeof s.name !== 'string') return null;
  if (s.kind === 'human') return { kind: 'human', name: s.name };
  if (s.kind === 'bot' && typeof s.spec === 'string' && s.spec !== '')
    return { kind: 'bot', name: s.name, spec: s.spec };
  return null;
}

function checkOnline(v: Fields): OnlineSave | string {
  const { gameId, token, game, seat, seats, moves, result } = v;
  if (typeof gameId !== 'string' || v.id !== onlineSaveId(gameId)) return 'the online game id is malformed';
  if (typeof token !== 'string' || token === '') return 'the seat token is missing';
  if (typeof game !== 'string' || game === '') return 'the game is missing';
  if (!Array.isArray(seats)) return 'the seats are missing';
  const named: { name: string; kind: 'human' | 'bot' }[] = [];
  for (const s of seats) {
    if (!isObject(s) || typeof s.name !== 'string' || (s.kind !== 'human' && s.kind !== 'bot')) {
      return 'a seat is malformed';
    }
    named.push({ name: s.name, kind: s.kind });
  }
  if (!isSeatIndex(seat) || seat >= named.length) return 'the seat is malformed';
  if (!isSeatIndex(moves)) return 'the move count is malformed';
  const outcome = outcomeOf(result, named.length);
  if (outcome === undefined) return 'the result is malformed';
  return {
    format: SAVE_FORMAT,
    kind: 'online',
    id: v.id as string,
    gameId,
    token,
    game,
    seat,
    seats: named,
    moves,
    result: outcome,
    createdAt: v.createdAt as number,
    updatedAt: v.updatedAt as number,
  };
}

function outcomeOf(r: unknown, seats: number): Outcome | null | undefined {
  if (r === null) return null;
  if (!isJson(r) || !isObject(r)) return undefined;
  const nums = (x: unknown): x is number[] =>
    Array.isArray(x) && x.length === seats && x.every((n) => typeof n === 'number' && Number.isFinite(n));
  return nums(r.scores) && nums(r.ranks) ? { scores: [...r.scores], ranks: [...r.ranks] } : undefined;
}

/** The number of moves in a record's entries (platform events such as `timeUp` are not moves). */
export const movesIn = (entries: GameRecord['moves']): number => entries.filter((e) => typeof e === 'string').length;

/** The seats ranked first, or null when every seat shares first place (a drawn game). */
export function winnersOf(result: Outcome): number[] | null {
  const first = result.ranks.flatMap((r, i) => (r === 1 ? [i] : []));
  return first.length === result.ranks.length && first.length > 1 ? null : first;
}

/**
 * Newest first; a damaged line keeps the time it could still read, and one with none goes last. Finished games are
 * split off, the most recent `finishedKept` of them kept for the home page.
 */
export function arrangeSaves(lines: readonly SaveLine[], finishedKept = 10): { current: SaveLine[]; finished: Save[] } {
  const time = (l: SaveLine) => (l.ok ? l.save.updatedAt : (l.updatedAt ?? -1));
  const sorted = [...lines].sort((a, b) => time(b) - time(a));
  const finished = sorted.flatMap((l) => (l.ok && resultOf(l.save) !== null ? [l.save] : []));
  const current = sorted.filter((l) => !l.ok || resultOf(l.save) === null);
  return { current, finished: finished.slice(0, finishedKept) };
}

export const resultOf = (save: Save): Outcome | null => (save.kind === 'local' ? save.record.result : save.result);
