/**
 * Superpion's choices on the new-game page (issue 5, "Web"): the mode fixes the number of seats (SP-7), and each
 * seat is labelled with the camps it plays, so people know who is blue before the game starts.
 */
import { COLOURS, MODE_PLAYERS, MODES, type Mode, parseOptions, seatingOf } from '@ludotheque/superpion';

export const SUPERPION_MODES: readonly Mode[] = MODES;

export const isSuperpionMode = (m: string): m is Mode => (MODES as readonly string[]).includes(m);

/** Seats of a mode: four and teams 4, three 3, two and twoSuper 2 (SP-7). */
export const seatsOfMode = (mode: Mode): number => MODE_PLAYERS[mode];

/** The colour names (`blue`, `red`…) each seat plays in a mode, idle camp left out (SP-7: mode three idles `idle`, black by default). */
export function campsOfSeats(mode: Mode, idle: string | null = null): string[][] {
  const options = parseOptions(mode === 'three' && idle !== null ? { mode, idle } : { mode });
  if (!options.ok) return [];
  return seatingOf(options.value).coloursOf.map((cs) => cs.map((c) => COLOURS[c] ?? ''));
}

/** Clock choices offered, in minutes per seat (SP-18c); null is an untimed game; 25 is the championship's clock. */
export const CLOCK_CHOICES: readonly (number | null)[] = [null, 5, 10, 20, 25, 30];
export const CHAMPIONSHIP_MINUTES = 25;

/** The camps that may be idle in mode three (SP-7, option `idle`, default black). */
export const IDLE_CHOICES: readonly string[] = COLOURS;
