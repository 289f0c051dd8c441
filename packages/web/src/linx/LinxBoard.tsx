import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { hintCells } from '../play/controls/hintCells.js';
import { useIdleFocus } from '../play/roving/useIdleFocus.js';
import type { BoardUi } from './boardState.js';
import { cellName, type LinxTable, reach, targetsFor } from './model.js';
import { TileView, useTileLabel } from './TileView.js';

export interface LinxBoardProps {
  readonly table: LinxTable;
  /** Legal moves in notation for the person at the screen (empty when it is not their turn). */
  readonly legal: readonly string[];
  readonly ui: BoardUi;
  readonly lastCell: string | null;
  /** The cells that decided the round (the winning alignment, LX-14), drawn outlined. */
  readonly winning?: readonly string[];
  readonly onCell: (cell: string) => void;
  readonly onKey: (e: KeyboardEvent<HTMLElement>) => void;
  /** A suggested move (a hint, in notation): its cell is marked. */
  readonly hint?: string | null;
}

/**
 * The grid of LX-6's frame, rows from the top as the rules file draws them. It knows no rules: the highlighted
 * cells are the legal moves it is given for the picked tile, and a click or Enter reports a cell.
 */
export function LinxBoard({ table, legal, ui, lastCell, winning = [], onCell, onKey, hint = null }: LinxBoardProps) {
  const { t } = useTranslation();
  const tileLabel = useTileLabel();
  const targets = targetsFor(legal, ui.selected);
  const hinted = hintCells(hint);
  const window = reach(table);
  const gridRef = useRef<HTMLTableElement>(null);
  // On the player's turn, a lost focus comes back to the cursor cell (play/roving).
  useIdleFocus(gridRef, '[tabindex="0"]', legal.length > 0);
  const { cursor, selected } = ui;
  const rows = Array.from({ length: table.frame }, (_, i) => table.frame - 1 - i);
  const cols = Array.from({ length: table.frame }, (_, i) => i);

  // Keep the focus on the cursor cell while the player walks the board, and bring it there once a tile is picked,
  // so the next arrow or Enter acts on the board.
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid || (selected === null && !grid.contains(document.activeElement))) return;
    grid.querySelector<HTMLElement>(`[data-cell="${cursor}"]`)?.focus();
  }, [cursor, selected]);

  const label = (cell: string): string => {
    const stack = table.cells.get(cell);
    const top = stack?.[stack.length - 1];
    let text = t('play.cellEmpty', { cell });
    const under = stack?.[stack.length - 2];
    if (top?.down && under) text = t('play.cellFaceDown', { cell, tile: tileLabel(top), under: tileLabel(under) });
    else if (top) text = t('play.cellTile', { cell, tile: tileLabel(top) });
    if (targets.up.has(cell)) text += ` — ${t('play.canUp')}`;
    if (targets.down.has(cell)) text += ` — ${t('play.canDown')}`;
    if (hinted.has(cell)) text += ` — ${t('app.labelled', { label: t('controls.suggested'), value: hint })}`;
    if (winning.includes(cell)) text += ` — ${t('ends.linx.winningCell')}`;
    return text;
  };

  const renderCell = (col: number, row: number) => {
    const cell = cellName(col, row);
    const stack = table.cells.get(cell);
    const top = stack?.[stack.length - 1];
    const inReach = col >= window.minCol && col <= window.maxCol && row >= window.minRow && row <= window.maxRow;
    const classes = ['cell'];
    if (!inReach) classes.push('cell-out');
    if (targets.up.has(cell)) classes.push('target-up');
    if (targets.down.has(cell)) classes.push('target-down');
    if (cell === ui.cursor) classes.push('cursor');
    if (cell === lastCell) classes.push('last');
    if (hinted.has(cell)) classes.push('hinted');
    if (winning.includes(cell)) classes.push('cell-win');
    return (
      <button
        type="button"
        data-cell={cell}
        className={classes.join(' ')}
        tabIndex={cell === ui.cursor ? 0 : -1}
        aria-label={label(cell)}
        onClick={() => onCell(cell)}
        onKeyDown={onKey}
      >
        {top && <TileView tile={top} under={top.down ? stack?.[stack.length - 2] : undefined} />}
      </button>
    );
  };

  return (
    <table className="board" ref={gridRef}>
      <caption className="sr-only">{t('play.board', { n: table.n })}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row}>
            <th scope="row">{row + 1}</th>
            {cols.map((col) => (
              <td key={col}>{renderCell(col, row)}</td>
            ))}
          </tr>
        ))}
        <tr>
          <td />
          {cols.map((col) => (
            <th scope="col" key={col}>
              {String.fromCharCode(97 + col)}
            </th>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
