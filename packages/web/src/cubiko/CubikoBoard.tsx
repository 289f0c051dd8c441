import type { Frame } from '@ludotheque/cubiko';
import type { TFunction } from 'i18next';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef } from 'react';
import { useIdleFocus } from '../play/roving/useIdleFocus.js';
import { type Aim, aimKey, aimLine, canStartDrag, dragAim, nudge, type Point } from './model.js';
import type { CubikoModule } from './physics.js';
import { between, CubikoScene } from './scene.js';
import { type CubePose, type CubikoTable, sideOf } from './view.js';

export interface CubikoBoardProps {
  readonly t: TFunction;
  readonly mod: CubikoModule;
  readonly table: CubikoTable;
  /** The seat whose edge the camera sits at and whose throws are aimed (null: a spectator, seat 0's view). */
  readonly seat: number | null;
  readonly aiming: boolean;
  readonly aim: Aim;
  readonly onAim: (aim: Aim) => void;
  readonly onThrow: (aim: Aim) => void;
  /** A click on a cube (owner, number) or a cell (name); the game decides what it means. */
  readonly onCube: (owner: number, n: number) => void;
  readonly onCell: (cell: string) => void;
  /** A trajectory to replay before showing `table`; `onReplayDone` when it is over or skipped. */
  readonly replay: readonly Frame[] | null;
  readonly onReplayDone: () => void;
  /** Cubes to mark as movable into the ball's cell. */
  readonly movable: readonly { owner: number; n: number }[];
}

/** The poses of a view: `cubes[owner * 3 + n - 1]`, null for cubes in reserve (CB-13). */
function posesOf(table: CubikoTable): (CubePose | null)[] {
  const out: (CubePose | null)[] = Array(table.players * 3).fill(null);
  for (const c of table.cubes) out[c.owner * 3 + c.n - 1] = c.pose;
  return out;
}

type Latest = { readonly current: CubikoBoardProps };
type SceneRef = { readonly current: CubikoScene | null };

/** The 3D board: draws the table, lets the viewer aim by dragging from their edge, and replays throws. */
export function CubikoBoard(props: CubikoBoardProps) {
  const { t, table, seat, aiming, aim, replay } = props;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const side = sideOf(table.players, seat ?? 0);
  const sceneRef = useScene(canvasRef, latest, side);
  const pointer = usePointer(sceneRef, latest, side);
  const boardRef = useRef<HTMLDivElement>(null);
  // On the player's throw, a lost focus (the placing choices gone) comes back to the board, where the keys aim.
  useIdleFocus(boardRef, null, aiming && !replay);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    // Keys on the board's own buttons (reset the view, skip the replay) are theirs: Enter there must not throw.
    if (!aiming || replay || e.target !== e.currentTarget) return;
    const k = aimKey(e.key);
    if (k) {
      e.preventDefault();
      props.onAim(nudge(aim, k, e.shiftKey));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      props.onThrow(aim);
    }
  };

  return (
    <div
      className="cb-board"
      data-board-focus
      ref={boardRef}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the board takes the aiming keys, so it must be focusable
      tabIndex={0}
      onKeyDown={onKeyDown}
      role="application"
      aria-label={t('cubiko.scene')}
    >
      <canvas
        ref={canvasRef}
        className="cb-canvas"
        onPointerDown={pointer.onPointerDown}
        onPointerMove={pointer.onPointerMove}
        onPointerUp={pointer.onPointerUp}
        data-testid="cb-canvas"
      />
      <div className="cb-board-tools">
        <button type="button" onClick={() => sceneRef.current?.seatView(side)}>
          {t('cubiko.resetView')}
        </button>
        {replay && (
          <button type="button" onClick={props.onReplayDone} data-testid="skip-replay">
            {t('cubiko.replay')}
          </button>
        )}
      </div>
    </div>
  );
}

/** The scene's life: built once per module and player count, then kept in step with the props. */
function useScene(
  canvasRef: { readonly current: HTMLCanvasElement | null },
  latest: Latest,
  side: 0 | 1 | 2 | 3,
): SceneRef {
  const { mod, table, aiming, aim, replay, movable } = latest.current;
  const players = table.players;
  const sceneRef = useRef<CubikoScene | null>(null);
  const sideRef = useRef(side);
  sideRef.current = side;
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const sides = Array.from({ length: players }, (_, seat) => sideOf(players, seat));
    const scene = new CubikoScene(canvas, mod.geometry, sideRef.current, sides);
    sceneRef.current = scene;
    const fit = () => scene.resize(canvas.clientWidth || 640, canvas.clientHeight || 480);
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      scene.dispose();
      sceneRef.current = null;
    };
  }, [canvasRef, mod, players]);
  // Hot-seat: the camera moves to the seat of the person to play (the scene is kept).
  useEffect(() => {
    const scene = sceneRef.current;
    if (!scene) return;
    scene.seatView(side);
    const p = latest.current;
    scene.showAim(p.aiming && !p.replay ? aimLine(p.aim) : null);
  }, [side, latest]);
  useEffect(() => {
    const scene = sceneRef.current;
    if (!scene || replay) return;
    scene.setPoses(table.players, posesOf(table), null);
    const cell = table.ballCell === null ? -1 : mod.CELL_NAMES.indexOf(table.ballCell as 'a1');
    scene.mark(cell >= 0 ? cell : null, movable);
  }, [table, replay, movable, mod]);
  useEffect(() => {
    sceneRef.current?.showAim(aiming && !replay ? aimLine(aim) : null);
  }, [aim, aiming, replay]);
  useEffect(() => {
    const scene = sceneRef.current;
    if (!scene || !replay || replay.length === 0) return;
    scene.mark(null, []);
    return playFrames(scene, players, replay, () => latest.current.onReplayDone());
  }, [replay, players, latest]);
  return sceneRef;
}

/** Pointer input: a drag from the seat's edge aims and throws (CB-4, CB-5); a click picks a cube or a cell. */
function usePointer(sceneRef: SceneRef, latest: Latest, side: 0 | 1 | 2 | 3) {
  const drag = useRef<{ start: Point; aimed: Aim | null } | null>(null);
  const down = useRef<{ x: number; y: number } | null>(null);
  const { mod } = latest.current;
  const ndc = (e: PointerEvent<HTMLCanvasElement>): [number, number] => {
    const r = e.currentTarget.getBoundingClientRect();
    return [((e.clientX - r.left) / r.width) * 2 - 1, -((e.clientY - r.top) / r.height) * 2 + 1];
  };
  const throwerPoint = (e: PointerEvent<HTMLCanvasElement>): Point | null => {
    const hit = sceneRef.current?.planePoint(...ndc(e), 0);
    return hit ? mod.geometry.toThrower(side, hit[0], hit[1]) : null;
  };
  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    down.current = { x: e.clientX, y: e.clientY };
    const p = throwerPoint(e);
    const { aiming, replay } = latest.current;
    if (!aiming || replay || !p || !canStartDrag(p)) return;
    // A drag from the seat's edge aims; anywhere else the orbit controls turn the view.
    drag.current = { start: p, aimed: null };
    if (sceneRef.current) sceneRef.current.controls.enabled = false;
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>) => {
    const d = drag.current;
    const p = d && throwerPoint(e);
    if (!d || !p) return;
    d.aimed = dragAim(d.start, p, latest.current.aim);
    if (d.aimed) latest.current.onAim(d.aimed);
  };
  const onPointerUp = (e: PointerEvent<HTMLCanvasElement>) => {
    const d = drag.current;
    drag.current = null;
    const scene = sceneRef.current;
    if (scene) scene.controls.enabled = true;
    if (d?.aimed) latest.current.onThrow(d.aimed);
    const start = down.current;
    if (d || !scene || !start || Math.hypot(e.clientX - start.x, e.clientY - start.y) > 5) return;
    const [x, y] = ndc(e);
    const cube = scene.pickCube(x, y);
    if (cube) return latest.current.onCube(cube.owner, cube.n);
    const hit = scene.planePoint(x, y, mod.geometry.SURFACE_Z);
    const cell = hit ? mod.geometry.cellAt(hit[0], hit[1]) : null;
    if (cell !== null) latest.current.onCell(mod.CELL_NAMES[cell] ?? '');
  };
  return { onPointerDown, onPointerMove, onPointerUp };
}

/** Plays recorded frames at their own times (30 per second), interpolated to the screen's rate; returns a stop. */
function playFrames(scene: CubikoScene, players: number, frames: readonly Frame[], done: () => void): () => void {
  const t0 = performance.now();
  const end = (frames[frames.length - 1]?.t ?? 0) + 0.4;
  let raf = 0;
  let i = 0;
  const tick = (now: number) => {
    const t = (now - t0) / 1000;
    while (i + 1 < frames.length && (frames[i + 1]?.t ?? 0) <= t) i++;
    const a = frames[i];
    const b = frames[i + 1] ?? a;
    if (a && b) {
      const k = b.t > a.t ? Math.min(1, Math.max(0, (t - a.t) / (b.t - a.t))) : 0;
      const mix = (x: CubePose | null, y: CubePose | null) => (x && y ? between(x, y, k) : (y ?? x));
      scene.setPoses(
        players,
        a.cubes.map((c, j) => mix(c, b.cubes[j] ?? null)),
        a.ball && b.ball ? between(a.ball, b.ball, k) : null,
      );
    }
    if (t >= end) done();
    else raf = requestAnimationFrame(tick);
  };
  raf = requestAnimationFrame(tick);
  return () => cancelAnimationFrame(raf);
}
