import { useCubikoTexts } from '../../cubiko/i18n.js';
import { CellDrawing, cellLabel, GRID_ORDER } from '../../cubiko/Panels.js';
import { stillOf } from './cubikoStill.js';
import '../../cubiko/cubiko.css';

/**
 * A Cubiko position as a still picture: the board's own cell grid (seen from seat 1, a1 bottom left) with the cubes
 * each cell holds and the ball's cell, no three.js and no physics. Nothing to press: the cells are a list, each
 * named in words (its cubes, the ball, a winning cell) for screen readers, the drawing hidden from them.
 */
export default function CubikoPicture({ step, winning }: { step: string; winning: readonly string[] }) {
  const { t } = useCubikoTexts();
  const table = stillOf(step);
  if (!table) return null;
  return (
    <ul className="cb-grid rule-picture-cubiko" aria-label={t('cubiko.grid')}>
      {GRID_ORDER.map((cell) => (
        <li
          key={cell}
          className={`cb-cell${table.ballCell === cell ? ' cb-ball-cell' : ''}${winning.includes(cell) ? ' cell-win' : ''}`}
          data-cell={cell}
        >
          <span className="sr-only">{cellLabel(t, table, cell, winning)}</span>
          <CellDrawing table={table} cell={cell} />
        </li>
      ))}
    </ul>
  );
}
