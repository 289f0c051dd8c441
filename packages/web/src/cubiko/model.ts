/**
 * The Cubiko board's interaction state, pure (no DOM, no three.js, no rules): the aim of a throw and how a drag or
 * a key changes it, the throw it becomes in CB-N1 notation, and what a click on a cube or a cell means given the
 * legal moves. The board knows no rules: legality always comes from the legal moves it is given.
 */

/** CB-5's bounds, the same numbers as `@ludotheque/cubiko`'s geometry (the tests check they agree). */
export const OFFSET_MAX = 300;
export const SPEED_MAX = 6000;
export const SPIN_MAX = 200_000;
/** CB-4: the release point is this far from the frame's centre, toward the thrower. */
export const SEAT_DISTANCE = 450;

/** The aim limits the board offers; all inside CB-5 (a wilder throw can still be typed in notation elsewhere). */
export const YAW_MAX = 60; // degrees either side of straight at the frame
export const LIFT_MIN = -80; // degrees: the ball is released 250 mm up and must bounce on the table first (CB-9)
export const LIFT_MAX = 45;
export const SPIN_STEP = 2000; // mrad/s per key press
export const AIM_SPIN_MAX = 40_000; // the board's range of top/back spin, well inside CB-5's bound
/** Millimetres of drag on the table plane per mm/s of speed: a 250 mm drag throws at 1250 mm/s. */
export const DRAG_GAIN = 5;

/** A throw being aimed, in the thrower's frame (CB-5): where along the edge, which way, how hard, how steep. */
export interface Aim {
  readonly offset: number; // mm, + to the thrower's right
  readonly yaw: number; // degrees, + to the right
  readonly speed: number; // mm/s
  readonly lift: number; // degrees above the horizontal (negative: downward)
  readonly spin: number; // mrad/s about the thrower's x axis (+ is backspin for a ball flying toward +y)
}

/** A gentle throw that bounces once on the table in front of the frame and drops in (like the golden throw 1). */
export const DEFAULT_AIM: Aim = { offset: 0, yaw: 0, speed: 1250, lift: -37, spin: 0 };

/**
 * A new throw's controls: no strength yet, straight ahead, the usual downward lift. Thrown as it is, the ball only
 * drops onto the table in front of the thrower's edge, 450 mm from the frame's centre (CB-4), outside the playing
 * square: a miss (CB-9). Aiming is the player's skill.
 */
export const UNAIMED: Aim = { ...DEFAULT_AIM, speed: 0 };

/** The aim's values in a player's words (keys under `cubiko.aim.words`), for the sliders' readouts. */
export function aimWords(aim: Aim): Record<keyof Aim, { key: string; n?: number }> {
  const cm = Math.round(Math.abs(aim.offset) / 10);
  const yaw = Math.round(Math.abs(aim.yaw));
  const lift = Math.round(Math.abs(aim.lift));
  const spin = Math.round((Math.abs(aim.spin) * 100) / AIM_SPIN_SLIDER);
  return {
    offset: cm === 0 ? { key: 'centre' } : { key: aim.offset > 0 ? 'right' : 'left', n: cm },
    yaw: yaw === 0 ? { key: 'straight' } : { key: aim.yaw > 0 ? 'yawRight' : 'yawLeft', n: yaw },
    speed: { key: 'percent', n: Math.round((aim.speed * 100) / SPEED_SLIDER) },
    lift: lift === 0 ? { key: 'flat' } : { key: aim.lift > 0 ? 'up' : 'down', n: lift },
    spin: spin === 0 ? { key: 'noSpin' } : { key: aim.spin > 0 ? 'back' : 'top', n: spin },
  };
}

/** The sliders' ranges of strength (mm/s) and spin (mrad/s): 100 % each. */
export const SPEED_SLIDER = 4000;
export const AIM_SPIN_SLIDER = 40_000;

export interface ThrowValues {
  readonly offset: number;
  readonly v: readonly [number, number, number];
  readonly w: readonly [number, number, number];
}

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));
const rad = (deg: number): number => (deg * Math.PI) / 180;

/** Keeps an aim inside the board's limits (themselves inside CB-5). */
export function clampAim(a: Aim): Aim {
  return {
    offset: Math.round(clamp(a.offset, -OFFSET_MAX, OFFSET_MAX)),
    yaw: clamp(a.yaw, -YAW_MAX, YAW_MAX),
    speed: Math.round(clamp(a.speed, 0, SPEED_MAX)),
    lift: clamp(a.lift, LIFT_MIN, LIFT_MAX),
    spin: Math.round(clamp(a.spin, -AIM_SPIN_MAX, AIM_SPIN_MAX)),
  };
}

/**
 * The integer throw of an aim (CB-5): components rounded, then shrunk toward zero while rounding pushed the speed
 * past 6000 mm/s, so the result is always legal (CB-5 refuses rather than clamps, so the board must never overshoot).
 */
export function throwOf(aim: Aim): ThrowValues {
  const a = clampAim(aim);
  const horizontal = a.speed * Math.cos(rad(a.lift));
  const v: [number, number, number] = [
    Math.round(horizontal * Math.sin(rad(a.yaw))),
    Math.round(horizontal * Math.cos(rad(a.yaw))),
    Math.round(a.speed * Math.sin(rad(a.lift))),
  ];
  while (v[0] * v[0] + v[1] * v[1] + v[2] * v[2] > SPEED_MAX * SPEED_MAX) {
    for (let i = 0; i < 3; i++) v[i] = Math.trunc(((v[i] ?? 0) * 999) / 1000);
  }
  return { offset: a.offset, v, w: [a.spin, 0, 0] };
}

/** CB-N1: `throw o=<offset> v=<vx>,<vy>,<vz> w=<wx>,<wy>,<wz>`. */
export function throwText(t: ThrowValues): string {
  return `throw o=${t.offset} v=${t.v.join(',')} w=${t.w.join(',')}`;
}

/** True when a throw is within CB-5 (integers, offset, speed and spin bounds). */
export function withinBounds(t: ThrowValues): boolean {
  const ints = [t.offset, ...t.v, ...t.w].every(Number.isInteger);
  const [x, y, z] = t.v;
  return (
    ints &&
    Math.abs(t.offset) <= OFFSET_MAX &&
    x * x + y * y + z * z <= SPEED_MAX * SPEED_MAX &&
    t.w.every((c) => Math.abs(c) <= SPIN_MAX)
  );
}

/** A point in the thrower's frame on the table plane, mm: x to the right, y toward the frame (frame centre = 0). */
export type Point = readonly [number, number];

/** Where a drag may start: on the thrower's side, outside the frame, within the edge's reach (CB-4). */
export function canStartDrag(p: Point): boolean {
  return p[1] <= -150 && p[1] >= -SEAT_DISTANCE - 150 && Math.abs(p[0]) <= OFFSET_MAX + 100;
}

/**
 * A drag from the seat's edge: the start fixes the offset along the edge, the drag's direction the yaw and its
 * length the speed; lift and spin are kept (keys or sliders set them). A drag backward or of no length throws
 * nothing (null): a release there is a cancelled aim, not a feeble throw.
 */
export function dragAim(start: Point, end: Point, previous: Aim): Aim | null {
  const dx = end[0] - start[0];
  const dy = end[1] - start[1];
  if (dy <= 0 || Math.hypot(dx, dy) < 10) return null;
  return clampAim({
    ...previous,
    offset: start[0],
    yaw: (Math.atan2(dx, dy) * 180) / Math.PI,
    speed: Math.hypot(dx, dy) * DRAG_GAIN,
  });
}

export type AimKey =
  | 'left'
  | 'right'
  | 'up'
  | 'down'
  | 'liftUp'
  | 'liftDown'
  | 'offLeft'
  | 'offRight'
  | 'spinUp'
  | 'spinDown';

/** Keyboard aiming, small steps (Shift for big ones); the board maps keys to these. */
export function nudge(aim: Aim, key: AimKey, big = false): Aim {
  const k = big ? 5 : 1;
  const a = { ...aim };
  if (key === 'left') a.yaw -= k;
  else if (key === 'right') a.yaw += k;
  else if (key === 'up') a.speed += 25 * k;
  else if (key === 'down') a.speed -= 25 * k;
  else if (key === 'liftUp') a.lift += k;
  else if (key === 'liftDown') a.lift -= k;
  else if (key === 'offLeft') a.offset -= 5 * k;
  else if (key === 'offRight') a.offset += 5 * k;
  else if (key === 'spinUp') a.spin += SPIN_STEP * k;
  else a.spin -= SPIN_STEP * k;
  return clampAim(a);
}

/** The keys the board understands while aiming; null for any other key. */
export function aimKey(key: string): AimKey | null {
  const map: Record<string, AimKey> = {
    ArrowLeft: 'left',
    ArrowRight: 'right',
    ArrowUp: 'up',
    ArrowDown: 'down',
    PageUp: 'liftUp',
    PageDown: 'liftDown',
    '[': 'offLeft',
    ']': 'offRight',
    '+': 'spinUp',
    '-': 'spinDown',
  };
  return map[key] ?? null;
}

/** The aim line: release point and a point along the initial direction, in the thrower's frame (mm, z up). */
export function aimLine(aim: Aim, length = 200): [[number, number, number], [number, number, number]] {
  const t = throwOf(aim);
  const s = Math.hypot(...t.v) || 1;
  const start: [number, number, number] = [t.offset, -SEAT_DISTANCE, 250];
  const f = (length * Math.max(0.25, Math.min(1, s / 2000))) / s;
  return [start, [start[0] + t.v[0] * f, start[1] + t.v[1] * f, start[2] + t.v[2] * f]];
}

/** The placement-phase choices of CB-11 offered as buttons, from the legal moves only (sorted as given). */
export interface Choice {
  readonly move: string;
  readonly kind: 'place' | 'move' | 'pass';
  readonly n: number | null;
}

export function choices(legal: readonly string[]): Choice[] {
  const out: Choice[] = [];
  for (const move of legal) {
    const m = /^move ([1-3])$/.exec(move);
    if (m) out.push({ move, kind: 'move', n: Number(m[1]) });
    else if (move === 'place' || move === 'pass') out.push({ move, kind: move, n: null });
  }
  return out;
}

/** Whether a throw may be aimed now: the legal moves hold `pass` and no placement choice (the throw phase, CB-8). */
export function canThrow(legal: readonly string[], throwPhase: boolean): boolean {
  return throwPhase && legal.includes('pass');
}

/** A click on a cube: `move n` when that is the viewer's cube n and moving it is legal (CB-11), else nothing. */
export function cubeClick(legal: readonly string[], viewer: number | null, owner: number, n: number): string | null {
  if (viewer === null || owner !== viewer) return null;
  const move = `move ${n}`;
  return legal.includes(move) ? move : null;
}

/** A click on a cell: `place` when it is the ball's cell and placing is legal (CB-11), else nothing. */
export function cellClick(legal: readonly string[], ballCell: string | null, cell: string): string | null {
  return ballCell !== null && cell === ballCell && legal.includes('place') ? 'place' : null;
}

/** A log entry read back: a throw with its numbers, or a placement-phase word. */
export type LoggedMove =
  | { readonly kind: 'throw'; readonly t: ThrowValues }
  | { readonly kind: 'place' | 'pass' }
  | { readonly kind: 'move'; readonly n: number }
  | { readonly kind: 'other'; readonly text: string };

const INT = '(-?\\d+)';
const THROW = new RegExp(`^throw o=${INT} v=${INT},${INT},${INT} w=${INT},${INT},${INT}$`);

/** Reads a move of the log (CB-N1); anything unexpected is kept as text, never an exception. */
export function readLogged(text: string): LoggedMove {
  const t = THROW.exec(text.trim());
  if (t) {
    const n = t.slice(1).map(Number);
    return {
      kind: 'throw',
      t: { offset: n[0] ?? 0, v: [n[1] ?? 0, n[2] ?? 0, n[3] ?? 0], w: [n[4] ?? 0, n[5] ?? 0, n[6] ?? 0] },
    };
  }
  const m = /^move ([1-3])$/.exec(text.trim());
  if (m) return { kind: 'move', n: Number(m[1]) };
  if (text === 'place' || text === 'pass') return { kind: text };
  return { kind: 'other', text };
}

/**
 * Which new log entry, if any, is a throw to replay: the first entry added since the last snapshot drawn, when it
 * is a throw (the snapshot drawn then is exactly the world the throw started from).
 */
export function throwToReplay(previousLength: number, log: readonly { readonly text: string }[]): number | null {
  if (log.length <= previousLength) return null;
  const entry = log[previousLength];
  return entry && readLogged(entry.text).kind === 'throw' ? previousLength : null;
}

/** What a logged throw did (CB-9): the ball's cell when it counted (if known), or a miss (CB-12). */
export type ThrowResult = { readonly counted: false } | { readonly counted: true; readonly cell: string | null };

/**
 * The result of log entry `i` when it is a throw, else null. `cellAfter` is the ball's cell in the view seen right
 * after it (null: that view was back in the throw phase; undefined: no such view was seen). Without that view the
 * log alone tells: a counted throw is followed by its thrower's own CB-11 answer, a missed one by the next seat.
 */
export function throwResult(
  log: readonly { readonly seat: number; readonly text: string }[],
  i: number,
  cellAfter: string | null | undefined,
): ThrowResult | null {
  const entry = log[i];
  if (!entry || readLogged(entry.text).kind !== 'throw') return null;
  if (typeof cellAfter === 'string') return { counted: true, cell: cellAfter };
  const next = log[i + 1];
  if (next) return next.seat === entry.seat ? { counted: true, cell: null } : { counted: false };
  return cellAfter === null ? { counted: false } : null;
}
