import { fromScreen, SIZE } from './geometry.js';
import './coordinates.css';

/**
 * The label of each screen column and row for a turned board (SP-1: files `a`–`n`, ranks `1`–`14`): a column shows a
 * file when the board is upright or upside down, a rank when it is turned a quarter.
 */
export function edgeLabels(quarter: number): { columns: string[]; rows: string[] } {
  const label = (a: { file: number; rank: number }, b: { file: number; rank: number }) =>
    a.file === b.file ? String.fromCharCode(97 + a.file) : String(a.rank + 1);
  const range = Array.from({ length: SIZE }, (_, i) => i);
  return {
    columns: range.map((x) => label(fromScreen(x, 0, quarter), fromScreen(x, 1, quarter))),
    rows: range.map((y) => label(fromScreen(0, y, quarter), fromScreen(1, y, quarter))),
  };
}

const pct = (n: number): string => `${(n * 100) / SIZE}%`;

/** Files and ranks along the board's bottom and left edges, in the frame's margin (the cells' names in SP-N1). */
export function Coordinates({ quarter }: { quarter: number }) {
  const { columns, rows } = edgeLabels(quarter);
  return (
    <div className="sp-coords" aria-hidden="true" data-testid="sp-coords">
      {columns.map((c, x) => (
        <span key={`c${c}`} className="sp-coord sp-coord-col" style={{ left: pct(x), width: pct(1) }}>
          {c}
        </span>
      ))}
      {rows.map((r, y) => (
        <span key={`r${r}`} className="sp-coord sp-coord-row" style={{ top: pct(y), height: pct(1) }}>
          {r}
        </span>
      ))}
    </div>
  );
}
