import { stepGrid } from '../play/roving/roving.js';
import { cellName, type LinxTable, parseCell, playableTypes, type TileType, targetsFor } from './model.js';

/**
 * The board's own state, apart from the DOM (chessground's habit) so it is tested without a browser: the tile type
 * the player picked and the keyboard cursor. Every function is pure; the component only renders and forwards.
 */
export interface BoardUi {
  readonly selected: TileType | null;
  readonly cursor: string;
}

export const initialUi = (table: LinxTable): BoardUi => {
  const centre = table.n - 1;
  return { selected: null, cursor: cellName(centre, centre) };
};

/** Picks a tile type from the hand; picking it again puts it back. Types with no legal placement are refused. */
export function selectType(ui: BoardUi, type: TileType, legal: readonly string[]): BoardUi {
  if (ui.selected === type) return { ...ui, selected: null };
  if (!playableTypes(legal).has(type)) return ui;
  const targets = targetsFor(legal, type);
  // Put the cursor on a target so Enter works at once for keyboard players.
  const onTarget = targets.up.has(ui.cursor) || targets.down.has(ui.cursor);
  const first = [...targets.up, ...targets.down].sort()[0];
  return { selected: type, cursor: onTarget || first === undefined ? ui.cursor : first };
}

/** Moves the keyboard cursor; rows grow upward (row 1 at the bottom, as the rules file's frame). */
export function moveCursor(ui: BoardUi, dCol: number, dRow: number, frame: number): BoardUi {
  const p = parseCell(ui.cursor) ?? { col: 0, row: 0 };
  // The shared walk is on screen coordinates (y from the top); a long jump is several steps of the same walk.
  let at = { x: p.col, y: frame - 1 - p.row };
  const grid = { cols: frame, rows: frame };
  for (let i = 0; i < Math.abs(dCol); i++) at = stepGrid(grid, at, dCol < 0 ? 'left' : 'right');
  for (let i = 0; i < Math.abs(dRow); i++) at = stepGrid(grid, at, dRow < 0 ? 'down' : 'up');
  return { ...ui, cursor: cellName(at.x, frame - 1 - at.y) };
}

/** Activating a cell (click or Enter) with a picked tile: the legal move there, if any, in notation. */
export function activate(ui: BoardUi, cell: string, legal: readonly string[]): { ui: BoardUi; move: string | null } {
  if (ui.selected === null) return { ui: { ...ui, cursor: cell }, move: null };
  const targets = targetsFor(legal, ui.selected);
  // LX-11 needs an empty cell and LX-12 an occupied one, so a cell never offers both faces.
  const move = targets.up.has(cell)
    ? `${ui.selected}@${cell}`
    : targets.down.has(cell)
      ? `${ui.selected}>${cell}`
      : null;
  return { ui: move ? { ...ui, selected: null, cursor: cell } : { ...ui, cursor: cell }, move };
}

export type KeyAction =
  | { readonly kind: 'select'; readonly type: TileType }
  | { readonly kind: 'cursor'; readonly dCol: number; readonly dRow: number }
  | { readonly kind: 'activate' }
  | { readonly kind: 'pass' }
  | { readonly kind: 'clear' };

/** Keys: R/P/S (and the French F for feuille, C for ciseaux), arrows, Enter/Space, X to pass, Escape. */
export function keyAction(key: string): KeyAction | null {
  switch (key.toLowerCase()) {
    case 'r':
      return { kind: 'select', type: 'R' };
    case 'p':
    case 'f':
      return { kind: 'select', type: 'P' };
    case 's':
    case 'c':
      return { kind: 'select', type: 'S' };
    case 'arrowleft':
      return { kind: 'cursor', dCol: -1, dRow: 0 };
    case 'arrowright':
      return { kind: 'cursor', dCol: 1, dRow: 0 };
    case 'arrowup':
      return { kind: 'cursor', dCol: 0, dRow: 1 };
    case 'arrowdown':
      return { kind: 'cursor', dCol: 0, dRow: -1 };
    case 'enter':
    case ' ':
      return { kind: 'activate' };
    case 'x':
      return { kind: 'pass' };
    case 'escape':
      return { kind: 'clear' };
    default:
      return null;
  }
}
