import { fail, ok, type Result } from '@ludotheque/engine';
import {
  type Cfg,
  COLOUR_LETTERS,
  FILES,
  type LinxState,
  TYPES,
  tileCode,
  tileDown,
  tileOwner,
  tileType,
} from './types.js';

/** LX-6: the name of a frame cell (`d4`); frame index = row*f + column, row 0 is `1`. */
export function cellName(cfg: Cfg, fc: number): string {
  return cfg.cellNames[fc] as string;
}

/** The frame index of a cell name, or -1 when it is not a cell of this frame. */
export function cellIndex(cfg: Cfg, name: string): number {
  const m = /^([a-i])([1-9])$/.exec(name);
  if (!m) return -1;
  const c = FILES.indexOf(m[1] as string);
  const r = Number(m[2]) - 1;
  return c < cfg.f && r < cfg.f ? r * cfg.f + c : -1;
}

/** Tile texts by tile code (0, empty, has none). */
const TILE_TEXTS = Array.from({ length: 31 }, (_, t) =>
  t === 0 ? '' : `${COLOUR_LETTERS[tileOwner(t)]}${TYPES[tileType(t)]}${tileDown(t) ? '-' : '+'}`,
);

/** LX-N2 tile text: colour letter + type + face (`yR+`, `nS+`, `bP-`). */
export function tileText(t: number): string {
  return TILE_TEXTS[t] as string;
}

/** The tile code of a tile text, or 0 when it does not parse. */
export function parseTile(text: string): number {
  const m = /^([ybpgn])([RPS])([+-])$/.exec(text);
  if (!m) return 0;
  const owner = COLOUR_LETTERS.indexOf(m[1] as (typeof COLOUR_LETTERS)[number]);
  return tileCode(owner, TYPES.indexOf(m[2] as (typeof TYPES)[number]), m[3] === '-' ? 1 : 0);
}

/** A decoded tile, for views and the web app. */
export interface TileInfo {
  /** Seat of the owner (0..3), or null for a neutral tile (LX-9). */
  readonly owner: number | null;
  readonly type: (typeof TYPES)[number];
  readonly faceDown: boolean;
}

/** Decodes a tile text of a view or setup (`bS-`), or null when it does not parse. */
export function decodeTile(text: string): TileInfo | null {
  const t = parseTile(text);
  if (t === 0) return null;
  const owner = tileOwner(t);
  return { owner: owner === 4 ? null : owner, type: TYPES[tileType(t)] as TileInfo['type'], faceDown: !!tileDown(t) };
}

/** LX-N1: `R@d4` face up, `S>e5` face down, `pass`, `next`. */
export function formatMove(s: LinxState, m: number): string {
  return s.cfg.moveTexts[m] as string;
}

/** Parses LX-N1 notation; the move may still be illegal in the state. */
export function parseMove(s: LinxState, text: string): Result<number> {
  const { cfg } = s;
  if (typeof text !== 'string') return fail('notation', 'a move must be text');
  const t = text.trim();
  if (t === 'pass') return ok(cfg.PASS);
  if (t === 'next') return ok(cfg.NEXT);
  const m = /^([RPS])([@>])([a-z]\d+)$/.exec(t);
  if (!m) return fail('notation', `"${text}" is not a Linx move (R@d4, S>e5, pass, next; LX-N1)`);
  const fc = cellIndex(cfg, m[3] as string);
  if (fc < 0) return fail('notation', `"${m[3]}" is not a cell of the ${cfg.f}×${cfg.f} frame (LX-6)`);
  const type = TYPES.indexOf(m[1] as (typeof TYPES)[number]);
  return ok((m[2] === '>' ? cfg.DOWN : 0) + type * cfg.cells + fc);
}

/** The board geometry of a player count, for boards that only hold a view (LX-5, LX-6). */
export function geometry(players: number): { window: number; frame: number; centre: string } {
  const window = players === 2 ? 4 : 5;
  const frame = 2 * window - 1;
  return { window, frame, centre: `${FILES[window - 1]}${window}` };
}

/** The name of the cell at a column and row (0-based, row 0 is `1`), e.g. for drawing a view. */
export const cellAt = (col: number, row: number): string => `${FILES[col] ?? '?'}${row + 1}`;

/** Column and row (0-based) of a cell name, or null. */
export function cellCoords(name: string): { col: number; row: number } | null {
  const m = /^([a-i])([1-9])$/.exec(name);
  return m ? { col: FILES.indexOf(m[1] as string), row: Number(m[2]) - 1 } : null;
}
