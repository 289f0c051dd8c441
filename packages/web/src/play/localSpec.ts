import type { ClockSetting } from '@ludotheque/protocol/clock-model';
import { formatClockParam, parseClockParam } from '../clocks/view.js';
import type { LocalSeat } from './types.js';

/**
 * A local game in the URL, so a reload replays the same deal and tests can fix everything:
 * `#/local/linx?seats=h:Ana,b:mcts:easy&seed=abc&delay=0&teams=1&rounds=2`. A seat is `h:<name>` (a person here) or
 * `b:<spec>` (a bot by its `createAgent` spec). Superpion adds `mode=two` and `clock=10` (minutes per seat);
 * Symbolix adds `level=advanced` and `variant=grandSecret` (the players are the seats); Cubiko adds
 * `precision=exact`, `scoring=points` and `target=12` (or `configs=3`); Linx `hands=2,3`; Superpion `idle=red`.
 */
export interface LocalParams {
  readonly seats: LocalSeat[];
  readonly seed: string;
  readonly delay: number;
  readonly teams: boolean;
  readonly roundsToWin: number | null;
  /** Superpion's mode (`four`, `teams`, `three`, `two`, `twoSuper`), when the link names one (`mode=`). */
  readonly mode?: string;
  /** A timed game's minutes per seat (`clock=`, SP-18c); absent for an untimed game. */
  readonly clockMinutes?: number;
  /** Symbolix's level (`basic`, `normal`, `advanced`), when the link names one (`level=`). */
  readonly level?: string;
  /** Symbolix's variant (`standard`, `grandSecret`, `strategy`), when the link names one (`variant=`). */
  readonly variant?: string;
  /** Cubiko's precision (`exact`, `steady`, `shaky`, CB-6), when the link names one (`precision=`). */
  readonly precision?: string;
  /** Cubiko's scoring (`basic`, `points`, CB-17), when the link names one (`scoring=`). */
  readonly scoring?: string;
  /** Cubiko's points to reach under points scoring (`target=`, CB-17). */
  readonly target?: number;
  /** Cubiko: the number of configurations that ends a points game instead of a target (`configs=`, CB-17). */
  readonly configurations?: number;
  /** Linx's starting hands in turn order (`hands=2,3`, LX-8). */
  readonly startingHands?: readonly number[];
  /** Superpion's idle camp in mode three (`idle=black`, SP-7). */
  readonly idle?: string;
  /** A table clock (`tc=r300+3`, `tc=d3`: clocks/view.ts), any game. */
  readonly tableClock?: ClockSetting;
}

export function parseLocalParams(params: URLSearchParams, botName: (spec: string) => string): LocalParams | null {
  const seats: LocalSeat[] = [];
  for (const item of (params.get('seats') ?? 'h:,b:mcts:easy').split(',')) {
    const colon = item.indexOf(':');
    const kind = colon < 0 ? item : item.slice(0, colon);
    const rest = colon < 0 ? '' : unescapeSeat(item.slice(colon + 1));
    if (rest === null) return null;
    if (kind === 'h') seats.push({ kind: 'human', name: rest });
    else if (kind === 'b' && rest) seats.push({ kind: 'bot', name: botName(rest), spec: rest });
    else return null;
  }
  if (seats.length < 1 || seats.length > 8) return null;
  const delay = Number(params.get('delay') ?? '600');
  const rounds = params.get('rounds');
  const mode = params.get('mode');
  const clock = params.get('clock');
  // Only the shape is checked here; the game's own parseOptions judges the value and the page shows its error.
  if (mode !== null && !/^[A-Za-z]{1,20}$/.test(mode)) return null;
  if (clock !== null && !/^[1-9]\d{0,3}$/.test(clock)) return null;
  const level = params.get('level');
  const variant = params.get('variant');
  if (level !== null && !/^[A-Za-z]{1,20}$/.test(level)) return null;
  if (variant !== null && !/^[A-Za-z]{1,20}$/.test(variant)) return null;
  const cubiko = cubikoParams(params);
  const more = moreParams(params);
  if (!cubiko || !more) return null;
  const tc = params.get('tc');
  const tableClock = tc === null ? null : parseClockParam(tc);
  if (tc !== null && tableClock === null) return null;
  return {
    seats,
    seed: params.get('seed') ?? '',
    delay: Number.isFinite(delay) && delay >= 0 ? Math.min(delay, 5000) : 600,
    teams: params.get('teams') === '1',
    roundsToWin: rounds && /^[1-9]$/.test(rounds) ? Number(rounds) : null,
    ...(mode !== null ? { mode } : {}),
    ...(clock !== null ? { clockMinutes: Number(clock) } : {}),
    ...(level !== null ? { level } : {}),
    ...(variant !== null ? { variant } : {}),
    ...cubiko,
    ...more,
    ...(tableClock === null ? {} : { tableClock }),
  };
}

/** Issue 12's options (Linx's starting hands, Superpion's idle camp, Cubiko's configurations), shape-checked only. */
function moreParams(params: URLSearchParams): Pick<LocalParams, 'startingHands' | 'idle' | 'configurations'> | null {
  const hands = params.get('hands');
  const idle = params.get('idle');
  const configs = params.get('configs');
  if (hands !== null && !/^\d{1,2}(,\d{1,2}){0,3}$/.test(hands)) return null;
  if (idle !== null && !/^[A-Za-z]{1,20}$/.test(idle)) return null;
  if (configs !== null && !/^[1-9]\d{0,2}$/.test(configs)) return null;
  return {
    ...(hands !== null ? { startingHands: hands.split(',').map(Number) } : {}),
    ...(idle !== null ? { idle } : {}),
    ...(configs !== null ? { configurations: Number(configs) } : {}),
  };
}

/** Cubiko's link options, shape-checked only (the rules' parseOptions judges the values); null if malformed. */
function cubikoParams(params: URLSearchParams): Pick<LocalParams, 'precision' | 'scoring' | 'target'> | null {
  const precision = params.get('precision');
  const scoring = params.get('scoring');
  const target = params.get('target');
  if (precision !== null && !/^[A-Za-z]{1,20}$/.test(precision)) return null;
  if (scoring !== null && !/^[A-Za-z]{1,20}$/.test(scoring)) return null;
  if (target !== null && !/^[1-9]\d{0,2}$/.test(target)) return null;
  return {
    ...(precision !== null ? { precision } : {}),
    ...(scoring !== null ? { scoring } : {}),
    ...(target !== null ? { target: Number(target) } : {}),
  };
}

/**
 * A seat's text inside the `seats` list. The list itself is URL-encoded once (URLSearchParams), so only the two
 * characters the list gives a meaning to are escaped here: `,` (between seats) and `%` (the escape itself). Encoding
 * the whole text here as well double-encoded every bot spec (`mcts%253Ahard`).
 */
const escapeSeat = (text: string): string => text.replaceAll('%', '%25').replaceAll(',', '%2C');

/** Undoes `escapeSeat` (and reads older links whose seats were fully encoded); null for a malformed escape. */
function unescapeSeat(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null; // a lone `%` typed into a link: the page says the options are wrong instead of crashing
  }
}

export function formatLocalHash(game: string, p: LocalParams): string {
  const seats = p.seats
    .map((s) => (s.kind === 'human' ? `h:${escapeSeat(s.name)}` : `b:${escapeSeat(s.spec)}`))
    .join(',');
  const q = new URLSearchParams({ seats, seed: p.seed, delay: String(p.delay) });
  if (p.teams) q.set('teams', '1');
  if (p.roundsToWin !== null) q.set('rounds', String(p.roundsToWin));
  if (p.mode !== undefined) q.set('mode', p.mode);
  if (p.clockMinutes !== undefined) q.set('clock', String(p.clockMinutes));
  if (p.level !== undefined) q.set('level', p.level);
  if (p.variant !== undefined) q.set('variant', p.variant);
  if (p.precision !== undefined) q.set('precision', p.precision);
  if (p.scoring !== undefined) q.set('scoring', p.scoring);
  if (p.target !== undefined) q.set('target', String(p.target));
  if (p.configurations !== undefined) q.set('configs', String(p.configurations));
  if (p.startingHands !== undefined) q.set('hands', p.startingHands.join(','));
  if (p.idle !== undefined) q.set('idle', p.idle);
  const tc = p.tableClock === undefined ? null : formatClockParam(p.tableClock);
  if (tc !== null) q.set('tc', tc);
  return `#/local/${game}?${q.toString().replaceAll('%3A', ':').replaceAll('%2C', ',')}`;
}

/** A fresh seed from the browser's cryptographic source (never the rules' PRNG). */
export function freshSeed(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The game options a local link asks for (Linx: `teams`, `roundsToWin`; Superpion: `mode`, `clockMinutes`;
 * Symbolix: `level`, `variant`; Cubiko: `precision`, `scoring`, `target`).
 */
export function localOptions(p: LocalParams | null): Record<string, string | number | boolean | number[]> {
  if (!p) return {};
  return {
    ...(p.teams ? { teams: true } : {}),
    ...(p.roundsToWin ? { roundsToWin: p.roundsToWin } : {}),
    ...(p.mode !== undefined ? { mode: p.mode } : {}),
    ...(p.clockMinutes !== undefined ? { clockMinutes: p.clockMinutes } : {}),
    ...(p.level !== undefined ? { level: p.level } : {}),
    ...(p.variant !== undefined ? { variant: p.variant } : {}),
    ...(p.precision !== undefined ? { precision: p.precision } : {}),
    ...(p.scoring !== undefined ? { scoring: p.scoring } : {}),
    ...(p.target !== undefined ? { target: p.target } : {}),
    ...(p.configurations !== undefined ? { configurations: p.configurations } : {}),
    ...(p.startingHands !== undefined ? { startingHands: [...p.startingHands] } : {}),
    ...(p.idle !== undefined ? { idle: p.idle } : {}),
  };
}
