/** Options and the move notation CB-N1. */
import { fail, ok, type Result } from '@ludotheque/engine';
import type { CubikoMove, CubikoOptions, Throw } from './types.js';

const KEYS = ['players', 'precision', 'scoring', 'target', 'configurations'] as const;
const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
export const MAX_TARGET = 999;

/** Parses the Options section (a partial object), filling defaults; the error names the bad key. */
export function parseOptions(input: unknown): Result<CubikoOptions> {
  const raw = input ?? {};
  if (!isRecord(raw)) return fail('options', 'options must be an object');
  for (const k of Object.keys(raw)) {
    if (!(KEYS as readonly string[]).includes(k)) return fail('options', `unknown option "${k}"`);
  }
  const players = raw.players ?? 2;
  if (!isInt(players) || players < 2 || players > 4) return fail('options', '"players" must be 2, 3 or 4 (CB-4)');
  const precision = raw.precision ?? 'steady';
  if (precision !== 'exact' && precision !== 'steady' && precision !== 'shaky') {
    return fail('options', '"precision" must be "exact", "steady" or "shaky" (CB-6)');
  }
  const scoring = raw.scoring ?? 'basic';
  if (scoring !== 'basic' && scoring !== 'points') return fail('options', '"scoring" must be "basic" or "points"');
  const target = raw.target ?? 9;
  if (!isInt(target) || target < 1 || target > MAX_TARGET) {
    return fail('options', `"target" must be an integer from 1 to ${MAX_TARGET} (CB-17)`);
  }
  const configurations = raw.configurations ?? null;
  if (configurations !== null && (!isInt(configurations) || configurations < 1 || configurations > MAX_TARGET)) {
    return fail('options', `"configurations" must be null or an integer from 1 to ${MAX_TARGET} (CB-17)`);
  }
  return ok({ players, precision, scoring, target, configurations });
}

/** CB-N1. */
export function formatMove(m: CubikoMove): string {
  switch (m.type) {
    case 'throw':
      return `throw o=${m.offset} v=${m.v.join(',')} w=${m.w.join(',')}`;
    case 'move':
      return `move ${m.n}`;
    default:
      return m.type;
  }
}

const INT = /^-?(0|[1-9][0-9]{0,8})$/;

function triple(text: string, what: string): Result<[number, number, number]> {
  const parts = text.split(',');
  if (parts.length !== 3 || !parts.every((p) => INT.test(p))) {
    return fail('notation', `${what} must be three integers separated by commas, got "${text}" (CB-5)`);
  }
  return ok(parts.map(Number) as [number, number, number]);
}

/** CB-N1: parses a move; integers only. Bounds are checked here too so that a bad throw is a clear error. */
export function parseMove(text: unknown): Result<CubikoMove> {
  if (typeof text !== 'string') return fail('notation', 'a move must be text');
  const t = text.trim();
  if (t === 'pass') return ok({ type: 'pass' });
  if (t === 'place') return ok({ type: 'place' });
  const mv = /^move ([1-3])$/.exec(t);
  if (mv) return ok({ type: 'move', n: Number(mv[1]) });
  const th = /^throw o=(\S+) v=(\S+) w=(\S+)$/.exec(t);
  if (!th) return fail('notation', `"${t}" is not a Cubiko move: throw o=… v=…,…,… w=…,…,…, place, move 1..3 or pass`);
  const [, o = '', v = '', w = ''] = th;
  if (!INT.test(o)) return fail('notation', `the offset must be an integer, got "${o}" (CB-5)`);
  const vv = triple(v, 'the velocity');
  if (!vv.ok) return vv;
  const ww = triple(w, 'the spin');
  if (!ww.ok) return ww;
  const m: Throw = { type: 'throw', offset: Number(o), v: vv.value, w: ww.value };
  return ok(m);
}
