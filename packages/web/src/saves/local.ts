import { type GameClock, switchClock } from '../play/clock.js';
import type { LocalGameSpec } from '../play/session.js';
import type { TableSnapshot } from '../play/types.js';
import { type LocalSave, SAVE_FORMAT } from './format.js';

/** What a local game page knows of its save before the first move: its id, its link, when it began. */
export interface LocalSaveTarget {
  readonly id: string;
  readonly link: string;
  readonly createdAt: number;
}

/**
 * A local game's save after a change: the spec it was started with, the table's record entries and result, and a
 * timed game's remaining time as of `now` (the running seat charged up to now), so a resumed game loses no time and
 * gains none.
 */
export function localSaveOf(
  target: LocalSaveTarget,
  spec: LocalGameSpec,
  snapshot: TableSnapshot,
  clock: GameClock | null | undefined,
  now: number,
): LocalSave {
  return {
    format: SAVE_FORMAT,
    kind: 'local',
    id: target.id,
    link: target.link,
    record: {
      game: spec.game,
      options: spec.options,
      seed: spec.seed,
      seats: spec.seats.map((s) => ({ name: s.name })),
      moves: [...(snapshot.entries ?? [])],
      result: snapshot.result,
    },
    seats: spec.seats,
    botDelayMs: spec.botDelayMs,
    clockMs: clock ? switchClock(clock, clock.running, now).remainingMs : null,
    createdAt: target.createdAt,
    updatedAt: now,
  };
}

/** The spec that resumes a save: its options, seed, seats and delay, its entries replayed, its clock's times. */
export function resumeSpec(save: LocalSave, botName: (spec: string) => string): LocalGameSpec {
  return {
    game: save.record.game,
    options: save.record.options,
    seed: save.record.seed,
    // Bots are named again in the page's language (the save may come from a page in another one).
    seats: save.seats.map((s) => (s.kind === 'bot' ? { ...s, name: botName(s.spec) } : s)),
    botDelayMs: save.botDelayMs,
    entries: save.record.moves,
    clockMs: save.clockMs,
  };
}

/** A local link with its save id (and a seed, drawn fresh when the link has none), the rest kept as written. */
export function withSave(game: string, params: URLSearchParams, id: string, seed: string): string {
  const q = new URLSearchParams(params);
  if (!q.get('seed')) q.set('seed', seed);
  q.set('save', id);
  // As formatLocalHash writes links: `:` and the seats' `,` readable (a `,` inside a name is `%252C`).
  return `#/local/${game}?${q.toString().replaceAll('%3A', ':').replaceAll('%2C', ',')}`;
}
