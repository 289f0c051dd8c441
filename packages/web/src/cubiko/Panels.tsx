import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { MoveList as SharedMoveList } from '../play/moves/MoveList.js';
import { langOf } from '../play/moves/text.js';
import type { LogEntry } from '../play/types.js';
import {
  type Aim,
  type Choice,
  LIFT_MAX,
  LIFT_MIN,
  OFFSET_MAX,
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

/**
 * The nine cells as a grid of buttons from seat 0's side (a1 bottom left): what each holds, for screen readers and
 * the keyboard; the ball's cell places a cube when that is legal (CB-11).
 */
export function CellGrid({ t, table, onCell }: { t: TFunction; table: CubikoTable; onCell: (cell: string) => void }) {
  const rows = [6, 3, 0].map((start) => CELL_NAMES.slice(start, start + 3));
  return (
    <fieldset className="cb-grid" data-testid="cb-grid">
      <legend className="sr-only">{t('cubiko.grid')}</legend>
      {rows.flat().map((cell) => {
        const here = cubesIn(table, cell);
        const ball = table.ballCell === cell;
        const label =
          (here.length === 0
            ? t('cubiko.cellEmpty', { cell })
            : t('cubiko.cellWith', { cell, cubes: here.map((c) => cubeLabel(t, c)).join(', ') })) +
          (ball ? ` — ${t('cubiko.ballHere')}` : '');
        return (
          <button
            key={cell}
            type="button"
            className={`cb-cell${ball ? ' cb-ball-cell' : ''}`}
            aria-label={label}
            data-cell={cell}
            onClick={() => onCell(cell)}
          >
            <span className="cb-cell-name" aria-hidden="true">
              {cell}
            </span>
            <span className="cb-cell-cubes" aria-hidden="true">
              {here.map((c) => (
                <span key={`${c.owner}${c.n}`} className={`cb-mini cb-${SEAT_COLOURS[c.owner] ?? 'red'}`}>
                  <Emblem colour={SEAT_COLOURS[c.owner] ?? 'red'} size={10} />
                  {c.n}
                </span>
              ))}
            </span>
          </button>
        );
      })}
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

/** The throw as numbers: every slider is keyboard operable, and the notation it sends is shown (CB-N1). */
export function AimPanel({ t, aim, onAim, onThrow, onPass }: AimPanelProps) {
  const slider = (key: keyof Aim, min: number, max: number, step: number) => (
    <label className="cb-slider" key={key}>
      <span>{t(`cubiko.aim.${key}`)}</span>
      <input
        type="range"
        min={min}
        max={max}
        step={step}
        value={aim[key]}
        onChange={(e) => onAim({ ...aim, [key]: Number(e.currentTarget.value) })}
        data-testid={`aim-${key}`}
      />
      <output>{Math.round(aim[key])}</output>
    </label>
  );
  return (
    <section className="cb-aim" aria-label={t('cubiko.aim.title')}>
      <h2>{t('cubiko.aim.title')}</h2>
      {slider('offset', -OFFSET_MAX, OFFSET_MAX, 5)}
      {slider('yaw', -YAW_MAX, YAW_MAX, 1)}
      {slider('speed', 0, 4000, 25)}
      {slider('lift', LIFT_MIN, LIFT_MAX, 1)}
      {slider('spin', -40_000, 40_000, 2000)}
      <p className="muted small">
        <code>{t('cubiko.aim.notation', { text: throwText(throwOf(aim)) })}</code>
      </p>
      <div className="cb-buttons">
        <button type="button" className="primary" onClick={onThrow} data-testid="throw">
          {t('cubiko.aim.throw')}
        </button>
        <button type="button" onClick={onPass} data-testid="pass">
          {t('cubiko.aim.pass')}
        </button>
      </div>
      <p className="muted small">{t('cubiko.aim.keys')}</p>
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
  return (
    <section className="cb-choices" aria-label={t('cubiko.choice.title', { cell })}>
      <h2>{t('cubiko.choice.title', { cell })}</h2>
      <div className="cb-buttons">
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
