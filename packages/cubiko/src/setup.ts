/** The setup JSON of CB-N2: the whole state, cube poses as shortest round-trip float32 decimals. */
import { fail, type Json, type Outcome, ok, parseTimedOut, type Result, Rng } from '@ludotheque/engine';
import { CELL_NAMES, cellAt, PLAY_HALF } from './geometry.js';
import { parseOptions } from './notation.js';
import type { Pose } from './physics.js';
import { restProblem } from './rest.js';
import type { CubikoOptions, CubikoState, Phase } from './types.js';

/** The shortest decimal that reads back as the same float32 (CB-7: poses are written so). */
export function f32(x: number): number {
  const v = Math.fround(x);
  for (let digits = 1; digits <= 9; digits++) {
    const d = Number(v.toPrecision(digits));
    if (Math.fround(d) === v) return d;
  }
  return v;
}

export function poseJson(p: Pose): Json {
  return { p: p.p.map(f32), q: p.q.map(f32) };
}

/** The setup JSON of a state. */
export function toSetup(s: CubikoState): Json {
  const cubes: Json[] = [];
  const reserves: Json[] = [];
  s.cubes.forEach((row, owner) => {
    const reserve: number[] = [];
    row.forEach((pose, k) => {
      if (pose === null) reserve.push(k + 1);
      else cubes.push({ owner, n: k + 1, ...(poseJson(pose) as { p: Json; q: Json }) });
    });
    reserves.push(reserve);
  });
  const o = s.options;
  return {
    game: 'cubiko',
    options: {
      players: o.players,
      precision: o.precision,
      scoring: o.scoring,
      target: o.target,
      configurations: o.configurations,
    },
    cubes,
    reserves,
    scores: [...s.scores],
    configurations: [...s.configs],
    quiet: s.quiet,
    toMove: s.toMove,
    phase: s.phase.kind === 'throw' ? 'throw' : { placement: CELL_NAMES[s.phase.cell] as string },
    outcome: s.outcome === null ? null : { scores: [...s.outcome.scores], ranks: [...s.outcome.ranks] },
    rng: s.rng.save(),
    // This engine's addition (README Decisions), written only once a seat's table clock ran out.
    ...(s.timedOut.length === 0 ? {} : { timedOut: [...s.timedOut] }),
  };
}

const KEYS = [
  'game',
  'options',
  'cubes',
  'reserves',
  'scores',
  'configurations',
  'quiet',
  'toMove',
  'phase',
  'outcome',
  'rng',
];
const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isNat = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;
const finite = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

function readNums(x: unknown, n: number, name: string, players: number): Result<number[]> {
  if (!Array.isArray(x) || x.length !== players || !x.every(isNat)) {
    return fail('setup', `"${name}" must be ${n === 0 ? '' : ''}${players} non-negative integers, one per seat`);
  }
  return ok(x as number[]);
}

/** One cube entry `{owner, n, p, q}`: centre over the playing square, a unit quaternion. */
function readCube(x: unknown, players: number): Result<{ owner: number; k: number; pose: Pose }> {
  if (!isRecord(x) || Object.keys(x).length !== 4) return fail('setup', 'a cube must be {owner, n, p, q}');
  const { owner, n, p, q } = x;
  if (!isNat(owner) || owner >= players) return fail('setup', `a cube's owner must be a seat 0..${players - 1}`);
  if (!isNat(n) || n < 1 || n > 3) return fail('setup', "a cube's n must be 1, 2 or 3 (CB-13)");
  if (!Array.isArray(p) || p.length !== 3 || !p.every(finite))
    return fail('setup', "a cube's p must be [x, y, z] in mm");
  if (!Array.isArray(q) || q.length !== 4 || !q.every(finite)) return fail('setup', "a cube's q must be [x, y, z, w]");
  const fp = p.map(Math.fround) as [number, number, number];
  const fq = q.map(Math.fround) as [number, number, number, number];
  if (cellAt(fp[0], fp[1]) === null || !(fp[2] >= 70 && fp[2] <= 400)) {
    return fail(
      'setup',
      `cube ${owner}/${n} must have its centre over the ${2 * PLAY_HALF} mm square, above the fabric (CB-10)`,
    );
  }
  const norm = Math.hypot(...fq);
  if (Math.abs(norm - 1) > 1e-3) return fail('setup', `cube ${owner}/${n}'s rotation must be a unit quaternion`);
  return ok({ owner, k: n - 1, pose: { p: fp, q: fq } });
}

function readCubes(json: Record<string, unknown>, players: number): Result<(Pose | null)[][]> {
  const cubes: (Pose | null)[][] = Array.from({ length: players }, () => [null, null, null]);
  const seen = new Set<string>();
  if (!Array.isArray(json.cubes)) return fail('setup', '"cubes" must be an array');
  for (const c of json.cubes) {
    const r = readCube(c, players);
    if (!r.ok) return r;
    const key = `${r.value.owner}/${r.value.k}`;
    if (seen.has(key)) return fail('setup', `cube ${key} is listed twice`);
    seen.add(key);
    (cubes[r.value.owner] as (Pose | null)[])[r.value.k] = r.value.pose;
  }
  const placed = cubes.flatMap((row, owner) =>
    row.flatMap((pose, k) => (pose === null ? [] : [{ name: `${owner}/${k + 1}`, pose }])),
  );
  const why = restProblem(placed);
  if (why !== null) return fail('setup', why);
  const res = json.reserves;
  if (!Array.isArray(res) || res.length !== players) return fail('setup', '"reserves" must hold one list per seat');
  for (let seat = 0; seat < players; seat++) {
    const list = res[seat];
    if (!Array.isArray(list) || !list.every(isNat)) return fail('setup', '"reserves" lists hold cube numbers 1..3');
    const expected = (cubes[seat] as (Pose | null)[]).flatMap((p, k) => (p === null ? [k + 1] : []));
    if (list.length !== expected.length || list.some((n, i) => n !== expected[i])) {
      return fail(
        'setup',
        `seat ${seat}'s reserve must be [${expected.join(', ')}]: every cube on the board or in reserve once (CB-13)`,
      );
    }
  }
  return ok(cubes);
}

function readPhase(x: unknown): Result<Phase> {
  if (x === 'throw') return ok({ kind: 'throw' });
  if (isRecord(x) && Object.keys(x).length === 1 && typeof x.placement === 'string') {
    const cell = (CELL_NAMES as readonly string[]).indexOf(x.placement);
    if (cell >= 0) return ok({ kind: 'placement', cell });
  }
  return fail('setup', '"phase" must be "throw" or {"placement": "a1".."c3"}');
}

function readOutcome(x: unknown, players: number): Result<Outcome | null> {
  if (x === null) return ok(null);
  if (!isRecord(x) || Object.keys(x).length !== 2) return fail('setup', '"outcome" must be null or {scores, ranks}');
  const scores = readNums(x.scores, 0, 'outcome.scores', players);
  if (!scores.ok) return scores;
  const ranks = readNums(x.ranks, 0, 'outcome.ranks', players);
  if (!ranks.ok) return ranks;
  if (!ranks.value.every((r) => r >= 1 && r <= players)) return fail('setup', 'outcome ranks must be 1..players');
  return ok({ scores: scores.value, ranks: ranks.value });
}

/** Validates a setup JSON into a state (CB-N2). */
export function fromSetup(json: unknown): Result<CubikoState> {
  if (!isRecord(json)) return fail('setup', 'a Cubiko setup must be an object');
  for (const k of Object.keys(json)) {
    if (!KEYS.includes(k) && k !== 'timedOut') return fail('setup', `unknown setup key "${k}"`);
  }
  for (const k of KEYS) if (!(k in json)) return fail('setup', `the setup lacks "${k}"`);
  if (json.game !== 'cubiko') return fail('setup', '"game" must be "cubiko"');
  if (!isRecord(json.options)) return fail('setup', '"options" must be an object');
  const opts = parseOptions(json.options);
  if (!opts.ok) return fail('setup', `options: ${opts.error.message}`);
  const options: CubikoOptions = opts.value;
  const n = options.players;
  const cubes = readCubes(json, n);
  if (!cubes.ok) return cubes;
  const scores = readNums(json.scores, 0, 'scores', n);
  if (!scores.ok) return scores;
  const configs = readNums(json.configurations, 0, 'configurations', n);
  if (!configs.ok) return configs;
  if (!isNat(json.quiet) || json.quiet > 30 * n)
    return fail('setup', `"quiet" must be an integer 0..${30 * n} (CB-18)`);
  if (!isNat(json.toMove) || json.toMove >= n) return fail('setup', `"toMove" must be a seat 0..${n - 1}`);
  const phase = readPhase(json.phase);
  if (!phase.ok) return phase;
  const outcome = readOutcome(json.outcome, n);
  if (!outcome.ok) return outcome;
  if (typeof json.rng !== 'string' || json.rng.length === 0) return fail('setup', '"rng" must be a non-empty string');
  const timedOut = parseTimedOut(json.timedOut, n);
  if (timedOut === null || (timedOut.length > 0 && n === 2)) {
    return fail('setup', '"timedOut" must be distinct seats, with 3 or more players only');
  }
  return ok({
    timedOut,
    options,
    rng: Rng.restore(json.rng),
    cubes: cubes.value,
    scores: scores.value,
    configs: configs.value,
    quiet: json.quiet,
    toMove: json.toMove,
    phase: phase.value,
    outcome: outcome.value,
  });
}
