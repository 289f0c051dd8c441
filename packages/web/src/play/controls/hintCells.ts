/**
 * The cells a suggested move names, for a board to highlight: every cell name in its notation (`R@d4` → d4,
 * `d3xf5xh7` → d3 f5 h7, `step d5-d6` → d5 d6, `place c3:red/star` → c3). A move naming no cell (`pass`, a Cubiko
 * throw) highlights nothing on the grid.
 */
export function hintCells(move: string | null | undefined): ReadonlySet<string> {
  return new Set(move ? (move.match(/[a-z][1-9]\d?/g) ?? []) : []);
}
