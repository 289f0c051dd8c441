import { fail, ok, type Result } from '@ludotheque/engine';
import { COLOURS, type Colour, MODE_PLAYERS, MODES, type Mode, type Seating, type SuperpionOptions } from './types.js';

const KEYS = ['players', 'mode', 'idle', 'clockMinutes'];

function pickMode(o: Record<string, unknown>): Result<Mode> {
  if (o.mode === undefined) {
    // A bare player count picks the plain mode for it (4 -> four, 3 -> three, 2 -> two).
    if (o.players === undefined) return ok('four');
    const byCount: Record<number, Mode> = { 4: 'four', 3: 'three', 2: 'two' };
    const m = typeof o.players === 'number' ? byCount[o.players] : undefined;
    return m ? ok(m) : fail('options', 'players: Superpion is played by 2, 3 or 4 players');
  }
  if (typeof o.mode !== 'string' || !(MODES as readonly string[]).includes(o.mode))
    return fail('options', `mode: expected one of ${MODES.join(', ')}`);
  return ok(o.mode as Mode);
}

/** Options of the rules file, defaults filled; the error names the bad key. */
export function parseOptions(input: unknown): Result<SuperpionOptions> {
  const o = (input ?? {}) as Record<string, unknown>;
  if (typeof o !== 'object' || Array.isArray(o)) return fail('options', 'options: expected an object');
  for (const k of Object.keys(o)) if (!KEYS.includes(k)) return fail('options', `${k}: unknown option`);
  const mode = pickMode(o);
  if (!mode.ok) return mode;
  const players = MODE_PLAYERS[mode.value];
  if (o.players !== undefined && o.players !== players)
    return fail('options', `players: mode ${mode.value} is for ${players} players`);
  let idle: Colour | null = null;
  if (o.idle !== undefined && o.idle !== null) {
    if (mode.value !== 'three') return fail('options', 'idle: only in mode three');
    if (typeof o.idle !== 'string' || !(COLOURS as readonly string[]).includes(o.idle))
      return fail('options', `idle: expected one of ${COLOURS.join(', ')}`);
    idle = o.idle as Colour;
  } else if (mode.value === 'three') idle = 'black';
  const clock = o.clockMinutes ?? null;
  if (clock !== null && (typeof clock !== 'number' || !Number.isInteger(clock) || clock < 1 || clock > 1440))
    return fail('options', 'clockMinutes: expected null or whole minutes from 1 to 1440');
  return ok({ players, mode: mode.value, idle, clockMinutes: clock as number | null });
}

/** SP-7 / SP-8: who controls which colour and who is friend with whom, per mode. */
export function seatingOf(options: SuperpionOptions): Seating {
  const idle = options.idle === null ? -1 : COLOURS.indexOf(options.idle);
  let seatOf: number[];
  let teamOf: number[];
  switch (options.mode) {
    case 'teams':
      seatOf = [0, 1, 2, 3];
      teamOf = [0, 1, 0, 1];
      break;
    case 'two':
      seatOf = [0, 0, 1, 1];
      teamOf = [0, 0, 1, 1];
      break;
    case 'twoSuper':
      seatOf = [0, 1, 0, 1];
      teamOf = [0, 1, 0, 1];
      break;
    case 'three': {
      let next = 0;
      seatOf = [0, 1, 2, 3].map((c) => (c === idle ? -1 : next++));
      teamOf = [0, 1, 2, 3];
      break;
    }
    default:
      seatOf = [0, 1, 2, 3];
      teamOf = [0, 1, 2, 3];
  }
  const seats = options.players;
  const enemyMask = teamOf.map((t) => teamOf.reduce((m, u, c) => (u !== t ? m | (1 << c) : m), 0));
  const acting = [0, 1, 2, 3].filter((c) => c !== idle);
  const coloursOf = Array.from({ length: seats }, (_, s) => acting.filter((c) => seatOf[c] === s));
  const teamSeats = Array.from({ length: seats }, (_, s) => {
    const team = teamOf[coloursOf[s]?.[0] ?? 0];
    return Array.from({ length: seats }, (_, t) => t).filter((t) => teamOf[coloursOf[t]?.[0] ?? 0] === team);
  });
  return { seats, seatOf, teamOf, enemyMask, acting, coloursOf, teamSeats };
}
