import type { TFunction } from 'i18next';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MoveList as SharedMoveList } from '../play/moves/MoveList.js';
import { langOf } from '../play/moves/text.js';
import { moveFocusInList } from '../play/roving/dom.js';
import { arrowOf, stepGrid } from '../play/roving/roving.js';
import type { LogEntry } from '../play/types.js';
import {
  AIM_SPIN_SLIDER,
  type Aim,
  aimWords,
  type Choice,
  LIFT_MAX,
  LIFT_MIN,
  OFFSET_MAX,
  SPEED_SLIDER,
  type ThrowResult,
  throwOf,
  throwText,
  YAW_MAX,
} from './model.js';
import { describeMove } from './sentences.js';
import { CELL_NAMES, type CubikoCube, type CubikoTable, cubesIn, SEAT_COLOURS, type SeatColour } from './view.js';

/** The emblem of each seat colour (circle, triangle, cross, star), the same shapes as on the cubes' faces. */
export function Emblem({ colour, size = 14 }: { colour: SeatColour; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="-10 -10 20 20" aria-hidden="true" className={`cb-emblem cb-${colour}`}>
      {colour === 'red' && <circle r="8" />}
      {colour === 'blue' && <path d="M0 -10 L9 7 H-9 Z" />}
      {colour === 'green' && <path d="M-3 -10 H3 V-3 H10 V3 H3 V10 H-3 V3 H-10 V-3 H-3 Z" />}
      {colour === 'yellow' && (
        <path d="M0 -10 L2.5 -3.4 L9.5 -3.1 L4 1.3 L5.9 8.1 L0 4.2 L-5.9 8.1 L-4 1.3 L-9.5 -3.1 L-2.5 -3.4 Z" />
      )}
    </svg>
  );
}

export function cubeLabel(t: TFunction, c: Pick<CubikoCube, 'owner' | 'n'>): string {
  const colour = SEAT_COLOURS[c.owner] ?? 'red';
  return t('cubiko.cube', { colour: t(`cubiko.colours.${colour}`), n: c.n, emblem: t(`cubiko.emblems.${colour}`) });
}

export interface SeatLine {
  readonly name: string;
  readonly isBot: boolean;
  readonly isMe: boolean;
}

/** Players: colour and emblem, name, reserve (CB-13), cubes in play by cell, score (CB-17) — all public. */
export function Players({ t, table, seats }: { t: TFunction; table: CubikoTable; seats: readonly SeatLine[] }) {
  return (
    <ul className="players cb-players" aria-label={t('cubiko.players')}>
      {seats.map((seat, i) => {
        const colour = SEAT_COLOURS[i] ?? 'red';
        const turn = table.toMove === i && !table.over;
        const inPlay = table.cubes.filter((c) => c.owner === i).map((c) => `${c.n}→${c.cell ?? '?'}`);
        return (
          <li
            key={colour}
            className={`player cb-player cb-${colour}${turn ? ' player-turn' : ''}`}
            data-seat={i}
            data-reserve={table.reserves[i]?.length ?? 0}
            data-score={table.scores[i] ?? 0}
          >
            <span className={`cb-swatch cb-${colour}`}>
              <Emblem colour={colour} />
            </span>
            <span className="player-name">
              {seat.name}
              {seat.isMe && <em> ({t('cubiko.you')})</em>}
              {seat.isBot && <em> ({t('cubiko.bot')})</em>}
              {turn && <strong className="cb-turn"> · {t('cubiko.turn')}</strong>}
              <small>
                {t('cubiko.reserve', { count: table.reserves[i]?.length ?? 0 })}
                {inPlay.length > 0 && ` · ${t('cubiko.inPlay', { list: inPlay.join(', ') })}`}
              </small>
            </span>
            {table.scoring === 'points' && (
              <span className="player-score" data-score={table.scores[i] ?? 0}>
                {table.configurationsGoal !== null
                  ? t('cubiko.configs', { n: table.configurations[i] ?? 0, goal: table.configurationsGoal })
                  : t('cubiko.points', { score: table.scores[i] ?? 0, target: table.target })}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Arrows move the focus among the nine cells as they are drawn (3 × 3, play/roving); Enter places. */
function walkGrid(e: KeyboardEvent<HTMLFieldSetElement>): void {
  const arrow = arrowOf(e.key);
  const cells = Array.from(e.currentTarget.querySelectorAll<HTMLElement>('.cb-cell'));
  const i = cells.indexOf(document.activeElement as HTMLElement);
  if (arrow === null || i < 0) return;
  e.preventDefault();
  const to = stepGrid({ cols: 3, rows: 3 }, { x: i % 3, y: Math.floor(i / 3) }, arrow);
  cells[to.y * 3 + to.x]?.focus();
}

/** What a cell holds in words (its accessible name): its cubes, the ball, a winning cell. */
export function cellLabel(t: TFunction, table: CubikoTable, cell: string, winning: readonly string[] = []): string {
  const here = cubesIn(table, cell);
  return (
    (here.length === 0
      ? t('cubiko.cellEmpty', { cell })
      : t('cubiko.cellWith', { cell, cubes: here.map((c) => cubeLabel(t, c)).join(', ') })) +
    (table.ballCell === cell ? ` — ${t('cubiko.ballHere')}` : '') +
    (winning.includes(cell) ? ` — ${t('cubiko.end.winningCell')}` : '')
  );
}

/** The cell's drawing (name, ball mark, its cubes with emblem and number), hidden from screen readers. */
export function CellDrawing({ table, cell }: { table: CubikoTable; cell: string }) {
  return (
    <>
      <span className="cb-cell-name" aria-hidden="true">
        {cell}
        {/* The ball's cell is told by a glyph as well as its gold ring: colour is never the only cue. */}
        {table.ballCell === cell && <span className="cb-ball-mark"> ●</span>}
      </span>
      <span className="cb-cell-cubes" aria-hidden="true">
        {cubesIn(table, cell).map((c) => (
          <span key={`${c.owner}${c.n}`} className={`cb-mini cb-${SEAT_COLOURS[c.owner] ?? 'red'}`}>
            <Emblem colour={SEAT_COLOURS[c.owner] ?? 'red'} size={10} />
            {c.n}
          </span>
        ))}
      </span>
    </>
  );
}

/** The nine cells' names from seat 0's side, top row first (a1 bottom left), as the grid draws them. */
export const GRID_ORDER: readonly string[] = [6, 3, 0].flatMap((start) => CELL_NAMES.slice(start, start + 3));

/**
 * The nine cells as a grid of buttons from seat 0's side (a1 bottom left): what each holds, for screen readers and
 * the keyboard; the ball's cell places a cube when that is legal (CB-11).
 */
export function CellGrid(props: {
  t: TFunction;
  table: CubikoTable;
  onCell: (cell: string) => void;
  /** The cells of the winning configuration (CB-15), outlined at the end. */
  winning?: readonly string[];
}) {
  const { t, table, onCell, winning = [] } = props;
  return (
    <fieldset className="cb-grid" data-testid="cb-grid" onKeyDown={(e) => walkGrid(e)}>
      <legend className="sr-only">{t('cubiko.grid')}</legend>
      {GRID_ORDER.map((cell) => (
        <button
          key={cell}
          type="button"
          className={`cb-cell${table.ballCell === cell ? ' cb-ball-cell' : ''}${winning.includes(cell) ? ' cell-win' : ''}`}
          data-cell={cell}
          onClick={() => onCell(cell)}
        >
          {/* The name is this text, not an aria-label: the cubes' numbers drawn below would not match one (axe's
              label-content-name-mismatch); the drawing itself is hidden from screen readers. */}
          <span className="sr-only">{cellLabel(t, table, cell, winning)}</span>
          <CellDrawing table={table} cell={cell} />
        </button>
      ))}
    </fieldset>
  );
}

interface AimPanelProps {
  readonly t: TFunction;
  readonly aim: Aim;
  readonly onAim: (aim: Aim) => void;
  readonly onThrow: () => void;
  readonly onPass: () => void;
}

/**
 * The throw in a player's terms (where, direction, strength, lift, spin), every slider keyboard operable; the
 * physics units and the notation it sends (CB-N1) only on a details line.
 */
export function AimPanel({ t, aim, onAim, onThrow, onPass }: AimPanelProps) {
  const words = aimWords(aim);
  const slider = (key: keyof Aim, min: number, max: number, step: number) => (
    <label className="cb-slider" key={key}>
      <span>{t(`cubiko.aim.${key}`)}</span>
      <input
        type="range"
        min={min}
        max={max}
        step={step}
        value={aim[key]}
        aria-valuetext={t(`cubiko.aim.words.${words[key].key}`, { n: words[key].n })}
        onChange={(e) => onAim({ ...aim, [key]: Number(e.currentTarget.value) })}
        data-testid={`aim-${key}`}
      />
      <output>{t(`cubiko.aim.words.${words[key].key}`, { n: words[key].n })}</output>
    </label>
  );
  const units = throwOf(aim);
  return (
    <section className="cb-aim" aria-label={t('cubiko.aim.title')}>
      <h2>{t('cubiko.aim.title')}</h2>
      {aim.speed === 0 && (
        <p className="hint" data-testid="unaimed">
          {t('cubiko.aim.unaimed')}
        </p>
      )}
      {slider('speed', 0, SPEED_SLIDER, 25)}
      {slider('yaw', -YAW_MAX, YAW_MAX, 1)}
      {slider('lift', LIFT_MIN, LIFT_MAX, 1)}
      {slider('spin', -AIM_SPIN_SLIDER, AIM_SPIN_SLIDER, 2000)}
      {slider('offset', -OFFSET_MAX, OFFSET_MAX, 5)}
      <div className="cb-buttons">
        <button type="button" className="primary" onClick={onThrow} data-testid="throw">
          {t('cubiko.aim.throw')}
        </button>
        <button type="button" onClick={onPass} data-testid="pass">
          {t('cubiko.aim.pass')}
        </button>
      </div>
      <details className="muted small cb-details">
        <summary>
          {t('cubiko.aim.details', {
            offset: units.offset,
            speed: Math.round(aim.speed),
            yaw: Math.round(aim.yaw),
            lift: Math.round(aim.lift),
            spin: units.w[0],
          })}
        </summary>
        <p>
          <code>{t('cubiko.aim.notation', { text: throwText(units) })}</code>
        </p>
        <p>{t('cubiko.aim.keys')}</p>
      </details>
    </section>
  );
}

/** CB-11's choices after a counted throw, one button each, from the legal moves only. */
export function ChoicePanel({
  t,
  table,
  viewer,
  options,
  onMove,
}: {
  t: TFunction;
  table: CubikoTable;
  viewer: number;
  options: readonly Choice[];
  onMove: (move: string) => void;
}) {
  const cell = table.ballCell ?? '';
  const nextReserve = table.reserves[viewer]?.[0];
  const ref = useRef<HTMLDivElement>(null);
  // The throw counted: the choice is the player's next step, so a keyboard player lands on it (the throw's
  // controls are gone), on placing a cube (the primary choice); arrows walk the choices.
  useEffect(() => {
    const first = ref.current?.querySelector<HTMLElement>('button.primary') ?? ref.current?.querySelector('button');
    first?.focus({ preventScroll: true });
  }, []);
  return (
    <section className="cb-choices" aria-label={t('cubiko.choice.title', { cell })}>
      <h2>{t('cubiko.choice.title', { cell })}</h2>
      <div
        className="cb-buttons"
        role="toolbar"
        aria-label={t('cubiko.choice.title', { cell })}
        ref={ref}
        onKeyDown={(e) => {
          if (moveFocusInList(e.currentTarget, e.key)) e.preventDefault();
        }}
      >
        {options.map((c) => (
          <button
            key={c.move}
            type="button"
            className={c.kind === 'place' ? 'primary' : ''}
            onClick={() => onMove(c.move)}
            data-testid={`choice-${c.move.replace(' ', '-')}`}
          >
            {c.kind === 'place'
              ? nextReserve === undefined
                ? t('cubiko.choice.placeAny', { cell })
                : t('cubiko.choice.place', { n: nextReserve, cell })
              : c.kind === 'move'
                ? t('cubiko.choice.move', { n: c.n, cell })
                : t('cubiko.choice.pass')}
          </button>
        ))}
      </div>
    </section>
  );
}

/**
 * The moves so far as told to everyone (a throw is its effective, noised values: CB-6), newest last; a throw's
 * result (`results[i]`) once the board has shown it, never while its replay runs.
 */
export function MoveLog({
  t,
  log,
  names,
  results,
}: {
  t: TFunction;
  log: readonly LogEntry[];
  names: readonly string[];
  results: readonly (ThrowResult | null)[];
}) {
  void t; // the list's texts are its own (play/moves); kept in the signature for the table's call
  const lang = langOf(useTranslation().i18n.language);
  return (
    <SharedMoveList
      log={log}
      names={names}
      className="cb-log"
      describe={(entry, i) => describeMove(entry, { names, result: results[i] ?? null }, lang)}
      emblem={(entry) => <Emblem colour={SEAT_COLOURS[entry.seat] ?? 'red'} size={10} />}
    />
  );
}
