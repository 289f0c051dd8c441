import { unwrap } from '@ludotheque/engine';
import { symbolix } from './game.js';
import { formatMove, parseMove } from './moves.js';
import { parseCell } from './pieces.js';
import { type PositionSpec, position } from './position.js';
import type { SymbolixState } from './state.js';

/** Shared by the tests: a hand-written position (pieces not given are out of the box), moves by notation. */
export const load = (spec: PositionSpec): SymbolixState =>
  unwrap(symbolix.fromSetup(position({ fill: 'out', ...spec })));
export const moves = (s: SymbolixState): string[] => symbolix.legalMoves(s).map(formatMove);
export function play(s: SymbolixState, ...texts: string[]): void {
  for (const text of texts) {
    const m = unwrap(parseMove(text));
    if (!symbolix.isLegal(s, m)) throw new Error(`illegal ${text}; legal: ${moves(s).join(', ')}`);
    symbolix.play(s, m);
  }
}
export const at = (s: SymbolixState, cell: string): number => s.board[parseCell(cell)] as number;
/** Engine order: ascending move numbers. */
export const byEngine = (a: string, b: string): number => unwrap(parseMove(a)) - unwrap(parseMove(b));
