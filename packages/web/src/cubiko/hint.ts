import { type Aim, readLogged } from './model.js';

const deg = (rad: number): number => (rad * 180) / Math.PI;

/**
 * The aim of a suggested throw (a hint, CB-N1), so the board shows it as it shows the player's own aim: its line on
 * the table and its values in the aim panel; the player then throws it or changes it. The inverse of `throwOf` for
 * spin about the thrower's x axis (the aim has no other spin, so a suggested side spin is not shown). Null for a move
 * that is not a throw (`place`, `move 2`, `pass`: the hint's line says those).
 */
export function aimOfThrow(move: string | null | undefined): Aim | null {
  const read = move ? readLogged(move) : null;
  if (read?.kind !== 'throw') return null;
  const [vx, vy, vz] = read.t.v;
  const speed = Math.hypot(vx, vy, vz);
  if (speed === 0) return { offset: read.t.offset, yaw: 0, speed: 0, lift: 0, spin: read.t.w[0] };
  return {
    offset: read.t.offset,
    yaw: deg(Math.atan2(vx, vy)),
    speed: Math.round(speed),
    lift: deg(Math.asin(vz / speed)),
    spin: read.t.w[0],
  };
}
