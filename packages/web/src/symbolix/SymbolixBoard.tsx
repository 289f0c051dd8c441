import { type KeyboardEvent, useEffect, useRef } from 'react';
import { hintCells } from '../play/controls/hintCells.js';
import { useIdleFocus } from '../play/roving/useIdleFocus.js';
import { useSymbolixTexts } from './i18n.js';
import { pieceLabel } from './log.js';
import { type Selection, sources, targets } from './model.js';
import { PieceView } from './PieceView.js';
import { cellName, type SymbolixTable } from './view.js';

export interface SymbolixBoardProps {
  readonly table: SymbolixTable;
  /** Legal moves in notation for the person at the screen (empty when it is not their turn). */
  readonly legal: readonly string[];
  readonly selection: Selection | null;
  readonly cursor: string;
  /** Cells to draw turning over (just uncovered). */
  readonly flipping: ReadonlySet<string>;
  /** Cells the last told move touched. */
  readonly lastCells: readonly string[];
  readonly onCell: (cell: string) => void;
  readonly onKey: (e: KeyboardEvent<HTMLElement>) => void;
  /** A suggested move (a hint, in SX-N1 notation): the cells it names are marked. */
  readonly hint?: string | null;
}

const RANKS = [6, 5, 4, 3, 2, 1, 0];
const FILES = [0, 1, 2, 3, 4, 5, 6];

/**
 * The 7×7 board of SX-1, rank 7 on top. It knows no rules: highlighted cells are the legal moves it is given for the
 * current selection, pieces that can start a move are marked, and a click or Enter reports a cell.
 */
export function SymbolixBoard(props: SymbolixBoardProps) {
  const { table, legal, selection, cursor, flipping, lastCells, onCell, onKey } = props;
  const { t } = useSymbolixTexts();
  const gridRef = useRef<HTMLTableElement>(null);
  // On the player's turn, a lost focus comes back to the cursor cell (play/roving).
  useIdleFocus(gridRef, '[tabindex="0"]', legal.length > 0);
  const goals = targets(legal, selection);
  const { pick, flip } = sources(legal);
  const picked = selection?.kind === 'cell' ? selection.cell : null;
  const hinted = hintCells(props.hint);

  // Keep the focus on the cursor cell while the player walks the board with the keyboard.
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid?.contains(document.activeElement)) return;
    grid.querySelector<HTMLElement>(`[data-cell="${cursor}"]`)?.focus();
  }, [cursor]);

  const label = (i: number): string => {
    const name = cellName(i);
    const cell = table.cells[i];
    const p = cell?.piece;
    let text = t('symbolix.cellEmpty', { cell: name });
    if (p && cell.covered && (p.type === 'unknown' || p.type === 'someSci'))
      text =
        p.type === 'someSci'
          ? t('symbolix.cellPiece', { cell: name, piece: pieceLabel(t, p) })
          : t('symbolix.cellCovered', { cell: name });
    else if (p && cell.covered) text = t('symbolix.cellSeen', { cell: name, piece: pieceLabel(t, p) });
    else if (p) text = t('symbolix.cellPiece', { cell: name, piece: pieceLabel(t, p) });
    if (name === table.chain) text += ` — ${t('symbolix.chainPiece')}`;
    if (table.jumped.includes(name)) text += ` — ${t('symbolix.jumpedHere')}`;
    if (goals.has(name)) text += ` — ${t('symbolix.canGo')}`;
    else if (pick.has(name) || flip.has(name)) text += ` — ${t('symbolix.canPick')}`;
    if (hinted.has(name)) text += ` — ${t('app.labelled', { label: t('controls.suggested'), value: props.hint })}`;
    return text;
  };

  const renderCell = (i: number) => {
    const name = cellName(i);
    const cell = table.cells[i];
    const classes = ['sx-cell'];
    if (goals.has(name)) classes.push(goals.get(name)?.startsWith('jump') ? 'sx-target sx-target-jump' : 'sx-target');
    if ((pick.has(name) || flip.has(name)) && !goals.has(name)) classes.push('sx-source');
    if (name === picked) classes.push('sx-picked');
    if (table.jumped.includes(name)) classes.push('sx-jumped');
    if (lastCells.includes(name)) classes.push('sx-last');
    if (name === cursor) classes.push('sx-cursor');
    if (name === 'd4') classes.push('sx-centre');
    if (hinted.has(name)) classes.push('hinted');
    return (
      <button
        type="button"
        data-cell={name}
        className={classes.join(' ')}
        tabIndex={name === cursor ? 0 : -1}
        aria-label={label(i)}
        aria-pressed={name === picked ? true : undefined}
        onClick={() => onCell(name)}
        onKeyDown={onKey}
      >
        {cell?.piece && (
          <PieceView
            // A new key per face restarts the flip animation when this cell is uncovered.
            key={cell.covered ? 'down' : 'up'}
            piece={cell.piece}
            covered={cell.covered}
            flip={flipping.has(name)}
            size={30}
          />
        )}
      </button>
    );
  };

  return (
    <table className="sx-board felt-board" ref={gridRef} data-testid="symbolix-board">
      <caption className="sr-only">{t('symbolix.board')}</caption>
      <tbody>
        {RANKS.map((rank) => (
          <tr key={rank}>
            <th scope="row">{rank + 1}</th>
            {FILES.map((file) => (
              <td key={file}>{renderCell(rank * 7 + file)}</td>
            ))}
          </tr>
        ))}
        <tr>
          <td />
          {FILES.map((file) => (
            <th scope="col" key={file}>
              {'abcdefg'[file]}
            </th>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
