/**
 * The hint under the board and the cells the last move touched: small pure helpers of the game component, kept
 * apart so they are tested without a browser.
 */

import type { TableSnapshot } from '../play/types.js';
import { pieceLabel, type Translate } from './log.js';
import { parseIntent, type Selection, sources, targets } from './model.js';
import { parsePieceNotation, type SymbolixTable } from './view.js';

/** The cells a told move names (start, landing, targets), for the board's "last move" marks. */
export function touchedCells(text: string): string[] {
  const i = parseIntent(text);
  if (!i) return [];
  switch (i.kind) {
    case 'flip':
    case 'place':
    case 'remove':
      return [i.cell];
    case 'step':
    case 'jump':
      return [i.from, i.to];
    case 'permute':
      return [i.a, i.b];
    default:
      return [];
  }
}

/** What the player should do next, from the selection and the legal moves (empty when it is not their turn). */
export function hintFor(t: Translate, sel: Selection | null, table: SymbolixTable, legal: readonly string[]): string {
  if (legal.length === 0) return '';
  const h = (key: string, values?: Record<string, unknown>) => t(`symbolix.hint.${key}`, values);
  const kinds = new Set(legal.map((m) => parseIntent(m)?.kind));
  if (table.chain) return h('chain', { cell: table.chain });
  if (kinds.has('permute')) return sel?.kind === 'cell' ? h('permutePicked', { cell: sel.cell }) : h('permute');
  if (kinds.has('remove')) return sel?.kind === 'remove' ? h('removePicked') : h('remove');
  if (sel?.kind === 'exchange') return sel.ref ? h('exchangePicked') : t('symbolix.exchangeHint');
  if (sel?.kind === 'place') {
    const p = parsePieceNotation(sel.piece);
    return h('place', { piece: p ? pieceLabel(t, p, true) : sel.piece });
  }
  if (sel?.kind === 'cell') {
    const canFlip = sources(legal).flip.has(sel.cell);
    return canFlip && targets(legal, sel).size > 0 ? h('flipOrStep') : h('picked', { cell: sel.cell });
  }
  return h('idle');
}

/** The end dialog's title: the winner, or the players sharing first place (SX-16, SX-17). */
export function endTitle(t: Translate, ranks: readonly number[], names: readonly string[]): string {
  const first = names.filter((_, i) => ranks[i] === 1);
  return first.length === 1 ? t('symbolix.won', { name: first[0] }) : t('symbolix.shared', { names: first.join(', ') });
}

/** The status pill: the screen's own turn, a bot thinking, whose turn it is, or the result at the end. */
export function statusLine(
  t: Translate,
  snap: TableSnapshot,
  names: readonly string[],
  mine: boolean,
  /** The end's title as the end dialog words it (play/ends/outcome.ts). */
  title?: string,
): string {
  if (snap.aborted) return t('play.aborted');
  if (snap.replay) return t('play.replaying');
  if (snap.result) return t('ends.common.over', { title: title ?? endTitle(t, snap.result.ranks, names) });
  if (mine) return t('play.yourTurn');
  const seat = snap.toMove;
  const name = seat !== null ? (names[seat] ?? '') : '';
  return t(seat !== null && snap.seats[seat]?.kind === 'bot' ? 'play.thinking' : 'play.turnOf', { name });
}
