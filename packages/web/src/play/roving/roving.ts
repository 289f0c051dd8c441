/**
 * Roving focus, the keyboard's walk through a board or a row of controls (WAI-ARIA "grid" and "toolbar"): one
 * element of the group is in the Tab order, the arrows move within it, Enter acts. The walk is pure (screen
 * coordinates in, screen coordinates out) so every game's board uses the same one and it is tested without a browser;
 * each game only says how its cells map to the screen (rows from the top) and which spots are cells at all.
 */

/** Where a key moves the focus. `first`/`last` are Home and End: the row's ends in a grid, the list's in a list. */
export type Arrow = 'left' | 'right' | 'up' | 'down' | 'first' | 'last';

const ARROWS: Readonly<Record<string, Arrow>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
  Home: 'first',
  End: 'last',
};

/** The arrow a key stands for, or null for any other key. */
export const arrowOf = (key: string): Arrow | null => ARROWS[key] ?? null;

/** A point on the screen's grid: x from the left, y from the top. */
export interface Spot {
  readonly x: number;
  readonly y: number;
}

/** A grid drawn on the screen: its size, and which spots hold a cell (Superpion's cross has none in its corners). */
export interface Grid {
  readonly cols: number;
  readonly rows: number;
  readonly has?: (spot: Spot) => boolean;
}

const DELTA: Readonly<Record<'left' | 'right' | 'up' | 'down', readonly [number, number]>> = {
  left: [-1, 0],
  right: [1, 0],
  up: [0, -1],
  down: [0, 1],
};

/**
 * One key's move in a grid: to the next cell in that direction, passing over spots that hold no cell; at the edge
 * (or with only holes beyond) the focus stays. Home and End go to the first and last cell of the row.
 */
export function stepGrid(grid: Grid, at: Spot, arrow: Arrow): Spot {
  const has = (s: Spot) => s.x >= 0 && s.y >= 0 && s.x < grid.cols && s.y < grid.rows && (grid.has?.(s) ?? true);
  if (arrow === 'first' || arrow === 'last') {
    const xs = Array.from({ length: grid.cols }, (_, i) => (arrow === 'first' ? i : grid.cols - 1 - i));
    const x = xs.find((x) => has({ x, y: at.y }));
    return x === undefined ? at : { x, y: at.y };
  }
  const [dx, dy] = DELTA[arrow];
  for (let s = { x: at.x + dx, y: at.y + dy }; s.x >= 0 && s.y >= 0 && s.x < grid.cols && s.y < grid.rows; ) {
    if (has(s)) return s;
    s = { x: s.x + dx, y: s.y + dy };
  }
  return at;
}

/**
 * One key's move in a row of controls (a hand, the choices after a throw): the arrows of both axes step to the
 * previous or next item, wrapping at the ends as a toolbar does; Home and End jump to the ends. Items that cannot act
 * now are passed over (`enabled`); null when no item can act or the key is not a move.
 */
export function stepList(length: number, index: number, key: string, enabled?: (i: number) => boolean): number | null {
  const arrow = arrowOf(key);
  const ok = (i: number) => enabled?.(i) ?? true;
  if (arrow === null || length <= 0) return null;
  if (arrow === 'first' || arrow === 'last') {
    const order = Array.from({ length }, (_, i) => (arrow === 'first' ? i : length - 1 - i));
    return order.find(ok) ?? null;
  }
  const dir = arrow === 'left' || arrow === 'up' ? -1 : 1;
  for (let k = 1; k <= length; k++) {
    const i = (((index + dir * k) % length) + length) % length;
    if (ok(i)) return i;
  }
  return null;
}
