import { type CSSProperties, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hintCells } from '../play/controls/hintCells.js';
import { useIdleFocus } from '../play/roving/useIdleFocus.js';
import { Coordinates } from './Coordinates.js';
import {
  backLineOf,
  campAt,
  isLight,
  onCross,
  PILE_COLOURS,
  parseSquare,
  SIZE,
  squareName,
  toScreen,
} from './geometry.js';
import { actors, currentCell, type SpUi, takenAlong, targets } from './model.js';
import type { Motion } from './motion.js';
import { PieceView, SpEmblem, usePieceLabel } from './Pieces.js';
import type { SpPiece, SpTable } from './view.js';

export interface SuperpionBoardProps {
  readonly table: SpTable;
  /** Legal moves in SP-N1 notation for the person at the screen (empty when it is not their turn). */
  readonly legal: readonly string[];
  readonly ui: SpUi;
  /** Quarter turns: the camp drawn at the bottom (0 blue, 1 red, 2 yellow, 3 black). */
  readonly quarter: number;
  readonly motion: Motion;
  /** Changes with every new view, so the last move's animation restarts only then. */
  readonly version: number;
  /** The landing the animation starts from: the player who just entered a move already saw its first jumps. */
  readonly startStep: number;
  /** Per colour: the name of the seat playing it and its score, drawn in the corner beside the camp; null if idle. */
  readonly camps: readonly ({ readonly name: string; readonly score: number | null } | null)[];
  readonly onCell: (cell: string) => void;
  readonly onKey: (e: KeyboardEvent<HTMLElement>) => void;
  /** A suggested move (a hint, in SP-N1 notation): the cells of its path are marked. */
  readonly hint?: string | null;
  /** The cells of the pieces that decided the game (superpion/ends.ts), outlined at the end. */
  readonly deciding?: ReadonlySet<string>;
}

/** Milliseconds per landing of an animated move (the CSS transition lasts a little less). */
export const STEP_MS = 280;

const pct = (n: number): string => `${(n * 100) / SIZE}%`;

/** Replays the last move's path one landing at a time, so a multi-jump is seen jump by jump. */
function useAnimatedStep(motion: Motion, version: number, start: number): number {
  const [step, setStep] = useState({ version, n: start });
  const length = motion.path?.length ?? 0;
  useEffect(() => {
    if (length < 2) return;
    let n = start;
    setStep({ version, n });
    const timer = window.setInterval(() => {
      n += 1;
      setStep({ version, n });
      if (n >= length - 1) window.clearInterval(timer);
    }, STEP_MS);
    return () => window.clearInterval(timer);
  }, [version, length, start]);
  return step.version === version ? step.n : start;
}

/**
 * The cross of SP-1 seen from above, turned so the viewer's camp is at the bottom. It knows no rules: pieces that
 * may act and landing cells come from the legal moves it is given, and a click or Enter reports a cell.
 */
export function SuperpionBoard(props: SuperpionBoardProps) {
  const { table, legal, ui, quarter, motion, version, startStep, camps, onCell, onKey } = props;
  const deciding = props.deciding ?? new Set<string>();
  const { t } = useTranslation();
  const gridRef = useRef<HTMLFieldSetElement>(null);
  // On the player's turn, a lost focus comes back to the cursor cell (play/roving).
  useIdleFocus(gridRef, '[tabindex="0"]', legal.length > 0);
  const step = useAnimatedStep(motion, version, startStep);
  const canAct = ui.selected === null ? actors(legal) : new Set<string>();
  const next = targets(ui, legal);
  const entry = ui.selected ? [ui.selected, ...ui.steps] : [];
  const pending = new Set(takenAlong(entry, (c) => table.pieces.has(c) && c !== ui.selected));
  const lastPath = new Set(motion.path ?? []);
  const hinted = hintCells(props.hint);

  // Keep the focus on the cursor cell while the player walks the board with the keyboard.
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid?.contains(document.activeElement)) return;
    grid.querySelector<HTMLElement>(`[data-cell="${ui.cursor}"]`)?.focus();
  }, [ui.cursor]);

  const flags = { canAct, next, pending, lastPath, hinted, deciding };
  const cells: React.ReactNode[] = [];
  for (let rank = 0; rank < SIZE; rank++)
    for (let file = 0; file < SIZE; file++) if (onCross(file, rank)) cells.push(renderCell(file, rank));

  function renderCell(file: number, rank: number) {
    const cell = squareName(file, rank);
    const { x, y } = toScreen(file, rank, quarter);
    const style: CSSProperties = { gridColumn: x + 1, gridRow: y + 1 };
    return (
      <CellButton
        key={cell}
        cell={cell}
        file={file}
        rank={rank}
        style={style}
        table={table}
        ui={ui}
        flags={flags}
        onCell={onCell}
        onKey={onKey}
      />
    );
  }

  return (
    <div className="sp-board-frame felt-board">
      <div className={`sp-board sp-quarter-${quarter}`}>
        <fieldset className="sp-grid" ref={gridRef} aria-label={t('superpion.board')}>
          {cells}
        </fieldset>
        <PiecesLayer
          table={table}
          ui={ui}
          quarter={quarter}
          motion={motion}
          step={step}
          version={version}
          startStep={startStep}
          pending={pending}
        />
        <EntryPath entry={entry} quarter={quarter} />
        <CampLabels camps={camps} quarter={quarter} toMove={table.toMove} />
        <Coordinates quarter={quarter} />
      </div>
    </div>
  );
}

interface CellFlags {
  readonly canAct: ReadonlySet<string>;
  readonly next: ReadonlySet<string>;
  readonly pending: ReadonlySet<string>;
  readonly lastPath: ReadonlySet<string>;
  readonly hinted: ReadonlySet<string>;
  readonly deciding: ReadonlySet<string>;
}

function CellButton(props: {
  cell: string;
  file: number;
  rank: number;
  style: CSSProperties;
  table: SpTable;
  ui: SpUi;
  flags: CellFlags;
  onCell: (cell: string) => void;
  onKey: (e: KeyboardEvent<HTMLElement>) => void;
}) {
  const { cell, file, rank, style, table, ui, flags, onCell, onKey } = props;
  const { t } = useTranslation();
  const pieceLabel = usePieceLabel();
  const light = isLight(file, rank);
  const camp = campAt(file, rank);
  const back = backLineOf(file, rank);
  const piece = table.pieces.get(cell);
  const classes = ['sp-cell', light ? 'sp-light' : 'sp-dark'];
  if (camp >= 0) classes.push(`sp-camp-${PILE_COLOURS[camp]}`);
  if (back >= 0) classes.push('sp-back');
  const notes: string[] = [];
  const mark = (on: boolean, cls: string, note: string) => {
    if (!on) return;
    classes.push(cls);
    notes.push(t(`superpion.${note}`));
  };
  mark(flags.canAct.has(cell), 'sp-can', 'canAct');
  mark(cell === ui.selected, 'sp-selected', 'selected');
  mark(flags.next.has(cell), 'sp-target', 'target');
  mark(table.used.includes(cell), 'sp-used', 'used');
  mark(flags.pending.has(cell), 'sp-pending', 'taken');
  if (flags.hinted.has(cell)) {
    classes.push('hinted');
    notes.push(t('controls.suggested'));
  }
  if (flags.lastPath.has(cell)) classes.push('sp-last');
  mark(flags.deciding.has(cell), 'cell-win', 'deciding');
  if (cell === ui.cursor) classes.push('sp-cursor');
  let label = light ? t('superpion.cellEmpty', { cell }) : t('superpion.cellDark', { cell });
  if (piece) label = pieceLabel(cell, piece);
  if (back >= 0) notes.unshift(t('superpion.backLine', { colour: t(`superpion.colours.${PILE_COLOURS[back]}`) }));
  return (
    <button
      type="button"
      data-cell={cell}
      className={classes.join(' ')}
      style={style}
      tabIndex={cell === ui.cursor ? 0 : -1}
      aria-label={[label, ...notes].join(' — ')}
      onClick={() => onCell(cell)}
      onKeyDown={onKey}
    >
      {back >= 0 && <span className={`sp-back-mark sp-c-${PILE_COLOURS[back]}`} aria-hidden="true" />}
    </button>
  );
}

const place = (cell: string, quarter: number): CSSProperties => {
  const p = parseSquare(cell) ?? { file: 0, rank: 0 };
  const { x, y } = toScreen(p.file, p.rank, quarter);
  return { left: pct(x), top: pct(y) };
};

/**
 * Pieces sit on a layer above the cells (they ignore the pointer, the cells take the clicks). Each keeps its id
 * from the motion, so a moved piece slides by a CSS transition instead of jumping.
 */
function PiecesLayer(props: {
  table: SpTable;
  ui: SpUi;
  quarter: number;
  motion: Motion;
  step: number;
  version: number;
  startStep: number;
  /** Pieces the multi-jump being entered takes: drawn fading, they are still on the board until it is sent. */
  pending: ReadonlySet<string>;
}) {
  const { table, ui, quarter, motion, step, version, startStep, pending } = props;
  const path = motion.path;
  const moverAt = path ? path[Math.min(step, path.length - 1)] : undefined;
  const moverTo = path?.[path.length - 1];
  const entryAt = currentCell(ui);
  const items: React.ReactNode[] = [];
  for (const [cell, piece] of table.pieces) {
    let at = cell;
    if (cell === moverTo && moverAt) at = moverAt;
    if (cell === ui.selected && entryAt) at = entryAt;
    const classes = ['sp-piece'];
    if (cell === ui.selected) classes.push('sp-piece-lifted');
    if (table.used.includes(cell)) classes.push('sp-piece-used');
    if (pending.has(cell)) classes.push('sp-piece-pending');
    items.push(
      <span key={motion.ids.get(cell) ?? cell} className={classes.join(' ')} style={place(at, quarter)}>
        <PieceView piece={piece} />
      </span>,
    );
  }
  if (ui.selected && entryAt !== ui.selected) {
    const piece = table.pieces.get(ui.selected) as SpPiece;
    items.push(
      <span key="origin" className="sp-piece sp-piece-origin" style={place(ui.selected, quarter)}>
        <PieceView piece={piece} />
      </span>,
    );
  }
  motion.taken.forEach(({ cell, piece }, i) => {
    // Each taken piece fades as the mover passes over it (the jumps already seen fade at once).
    const delay = Math.max(0, (i + 1 - startStep) * STEP_MS - STEP_MS / 2);
    const style = { ...place(cell, quarter), animationDelay: `${delay}ms` };
    items.push(
      <span key={`taken-${version}-${cell}`} className="sp-piece sp-piece-taken" style={style}>
        <PieceView piece={piece} />
      </span>,
    );
  });
  return (
    <div className="sp-pieces" aria-hidden="true">
      {items}
    </div>
  );
}

/** The multi-jump entered so far: a line through the landings, each numbered. */
function EntryPath({ entry, quarter }: { entry: readonly string[]; quarter: number }) {
  if (entry.length < 2) return null;
  const pts = entry.map((cell) => {
    const p = parseSquare(cell) ?? { file: 0, rank: 0 };
    const { x, y } = toScreen(p.file, p.rank, quarter);
    return { x: x + 0.5, y: y + 0.5, cell };
  });
  return (
    <svg className="sp-entry" viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true">
      <polyline points={pts.map((p) => `${p.x},${p.y}`).join(' ')} />
      {pts.slice(1).map((p, i) => (
        <g key={p.cell}>
          <circle cx={p.x - 0.3} cy={p.y - 0.3} r={0.2} />
          <text x={p.x - 0.3} y={p.y - 0.22}>
            {i + 1}
          </text>
        </g>
      ))}
    </svg>
  );
}

/** Screen corner beside each side: the camp at the bottom labels the bottom-left corner, and so on clockwise. */
const CORNERS = ['sp-corner-bl', 'sp-corner-tl', 'sp-corner-tr', 'sp-corner-br'] as const;

/** Seats' names and scores in the missing corners, next to the camps they play (SP-1, SP-7). */
function CampLabels(props: {
  camps: readonly ({ readonly name: string; readonly score: number | null } | null)[];
  quarter: number;
  toMove: number;
}) {
  const { camps, quarter, toMove } = props;
  const { t } = useTranslation();
  return (
    <>
      {camps.map((camp, colour) => {
        const name = PILE_COLOURS[colour] ?? 'grey';
        const side = (colour - quarter + 4) % 4;
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: one label per colour, in colour order
            key={colour}
            className={`sp-corner ${CORNERS[side]}${colour === toMove ? ' sp-corner-turn' : ''}`}
            aria-hidden="true"
          >
            <span className={`sp-corner-chip sp-c-${name}`}>
              <SpEmblem colour={name} size={12} />
            </span>
            <span className="sp-corner-text">
              <strong>{camp ? camp.name : t(`superpion.coloursCap.${name}`)}</strong>
              <small>
                {camp ? t(`superpion.colours.${name}`) : t('superpion.idleShort')}
                {camp && camp.score !== null ? ` · ${camp.score}` : ''}
              </small>
            </span>
          </div>
        );
      })}
    </>
  );
}
