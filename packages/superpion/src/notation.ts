/** SP-N1 notation: `d3-d5`, `d3xf5xh7`, promotion suffix `=b|r|y|k|g`, `pass`. */
import { fail, ok, type Result } from '@ludotheque/engine';
import { cellName, parseCell } from './geometry.js';
import { decodeMove, encodeMove, PASS, pathIndex, replayPath } from './movegen.js';
import { PIECE } from './pieces.js';
import { COLOUR_LETTERS, type SuperpionState } from './types.js';

/** The landing cells of a move, in order (one for a simple move). */
export function landingsOf(s: SuperpionState, m: number): number[] {
  const { from, to, captures, k } = decodeMove(m);
  if (captures === 0) return [to];
  const lands: number[] = [];
  if (!replayPath(s, from, to, captures, k, [], lands)) return [to];
  return lands;
}

/** The cells a capture move takes pieces from, in jump order (for the web board's animation). */
export function capturedCellsOf(s: SuperpionState, m: number): number[] {
  const { from, to, captures, k } = decodeMove(m);
  const caps: number[] = [];
  if (captures > 0) replayPath(s, from, to, captures, k, caps, []);
  return caps;
}

export function formatMove(s: SuperpionState, m: number): string {
  if (m === PASS) return 'pass';
  const { from, captures, promo } = decodeMove(m);
  const sep = captures > 0 ? 'x' : '-';
  const body = [from, ...landingsOf(s, m)].map(cellName).join(sep);
  return promo > 0 ? `${body}=${COLOUR_LETTERS[promo - 1]}` : body;
}

const MOVE_RE = /^([a-n][0-9]{1,2})((?:-[a-n][0-9]{1,2})|(?:x[a-n][0-9]{1,2})+)(?:=([brykg]))?$/;

/** Parses SP-N1; the move may still be illegal (`isLegal`). A capture must follow a real capture path. */
export function parseMove(s: SuperpionState, text: string): Result<number> {
  const t = text.trim();
  if (t === 'pass') return ok(PASS);
  const m = MOVE_RE.exec(t);
  if (!m) return fail('notation', `"${text}": expected d3-d5, d3xf5xh7, a =b|r|y|k|g suffix, or pass`);
  const from = parseCell(m[1] as string);
  const rest = m[2] as string;
  const cells = rest
    .slice(1)
    .split(rest[0] as string)
    .map(parseCell);
  if (from < 0 || cells.some((c) => c < 0)) return fail('notation', `"${text}": not a white cell of the board`);
  const promo = m[3] ? COLOUR_LETTERS.indexOf(m[3] as (typeof COLOUR_LETTERS)[number]) + 1 : 0;
  const to = cells[cells.length - 1] as number;
  if (rest[0] === '-') return ok(encodeMove(from, to, 0, 0, promo));
  if (((s.board[from] as number) & PIECE) === 0) return fail('illegal', `"${text}": no piece on ${cellName(from)}`);
  const k = pathIndex(s, from, cells);
  if (k < 0) return fail('illegal', `"${text}": not a capture path of the piece on ${cellName(from)}`);
  return ok(encodeMove(from, to, cells.length, k, promo));
}
