import type { LocalSeat } from './types.js';

/**
 * A local game in the URL, so a reload replays the same deal and tests can fix everything:
 * `#/local/linx?seats=h:Ana,b:mcts:easy&seed=abc&delay=0&teams=1&rounds=2`. A seat is `h:<name>` (a person here) or
 * `b:<spec>` (a bot by its `createAgent` spec).
 */
export interface LocalParams {
  readonly seats: LocalSeat[];
  readonly seed: string;
  readonly delay: number;
  readonly teams: boolean;
  readonly roundsToWin: number | null;
}

export function parseLocalParams(params: URLSearchParams, botName: (spec: string) => string): LocalParams | null {
  const seats: LocalSeat[] = [];
  for (const item of (params.get('seats') ?? 'h:,b:mcts:easy').split(',')) {
    const colon = item.indexOf(':');
    const kind = colon < 0 ? item : item.slice(0, colon);
    const rest = colon < 0 ? '' : decodeURIComponent(item.slice(colon + 1));
    if (kind === 'h') seats.push({ kind: 'human', name: rest });
    else if (kind === 'b' && rest) seats.push({ kind: 'bot', name: botName(rest), spec: rest });
    else return null;
  }
  if (seats.length < 1 || seats.length > 8) return null;
  const delay = Number(params.get('delay') ?? '600');
  const rounds = params.get('rounds');
  return {
    seats,
    seed: params.get('seed') ?? '',
    delay: Number.isFinite(delay) && delay >= 0 ? Math.min(delay, 5000) : 600,
    teams: params.get('teams') === '1',
    roundsToWin: rounds && /^[1-9]$/.test(rounds) ? Number(rounds) : null,
  };
}

export function formatLocalHash(game: string, p: LocalParams): string {
  const seats = p.seats
    .map((s) => (s.kind === 'human' ? `h:${encodeURIComponent(s.name)}` : `b:${encodeURIComponent(s.spec)}`))
    .join(',');
  const q = new URLSearchParams({ seats, seed: p.seed, delay: String(p.delay) });
  if (p.teams) q.set('teams', '1');
  if (p.roundsToWin !== null) q.set('rounds', String(p.roundsToWin));
  return `#/local/${game}?${q.toString().replaceAll('%3A', ':').replaceAll('%2C', ',')}`;
}

/** A fresh seed from the browser's cryptographic source (never the rules' PRNG). */
export function freshSeed(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}
