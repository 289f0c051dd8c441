/**
 * Why a Superpion game ended (SP-18), read from the final view (the whole public setup, SP-N2): a resignation, only
 * one player's or team's pieces left (a), 20 full rounds without a capture (b, "captures have become impossible"),
 * the time up in a timed game (c), or every acting colour in a row having to pass (d).
 */
import type { TFunction } from 'i18next';
import { deEach } from '../i18n/elision.js';
import type { EndTexts } from '../play/ends/texts.js';
import type { SpTable } from './view.js';

export type SuperpionEnd =
  | { readonly kind: 'resigned'; readonly seat: number }
  | { readonly kind: 'oneSide'; readonly seats: readonly number[] }
  | { readonly kind: 'timeUp' }
  | { readonly kind: 'allPassed' }
  | { readonly kind: 'noCapture'; readonly rounds: number };

/** SP-18b: full rounds without a capture that end the game. */
const QUIET_ROUNDS = 20;

/** `resigned` is read from the raw view (SP-N2 writes it only after a resignation). */
export function superpionEnd(table: SpTable, resigned: number | null): SuperpionEnd {
  if (resigned !== null) return { kind: 'resigned', seat: resigned };
  const acting = table.idle === null ? 4 : 3;
  const onBoard = new Set<number>();
  for (const p of table.pieces.values()) {
    const seat = table.seatOf[p.colour] ?? -1;
    if (seat >= 0) onBoard.add(seat);
  }
  // SP-18a: one seat left, or in teams both seats of one team (blue+yellow, red+black: seats 0+2, 1+3).
  const seats = [...onBoard].sort();
  const oneSide = seats.length <= 1 || (table.teams && seats.every((s) => s % 2 === (seats[0] ?? 0) % 2));
  if (oneSide && seats.length > 0) return { kind: 'oneSide', seats };
  if (table.timeUp) return { kind: 'timeUp' };
  if (table.passes >= acting) return { kind: 'allPassed' };
  return { kind: 'noCapture', rounds: QUIET_ROUNDS };
}

/** SP-18a: the pieces left on the board, outlined at the end (the other ends have no deciding pieces). */
export function decidingCells(table: SpTable, end: SuperpionEnd): Set<string> {
  if (end.kind !== 'oneSide') return new Set();
  const cells = [...table.pieces].filter(([, p]) => end.seats.includes(table.seatOf[p.colour] ?? -1));
  return new Set(cells.map(([cell]) => cell));
}

export function superpionEndText(t: TFunction, end: SuperpionEnd, names: readonly string[]): string {
  if (end.kind === 'resigned') return t('ends.common.resigned', { name: names[end.seat] ?? '' });
  if (end.kind === 'oneSide') {
    const who = end.seats.map((s) => names[s] ?? '');
    // French says "de" before each name: "les pièces d’Ana et de Bruno".
    return t('ends.superpion.oneSide', { name: who, ofName: deEach(who) });
  }
  if (end.kind === 'noCapture') return t('ends.superpion.noCapture', { count: end.rounds });
  return t(`ends.superpion.${end.kind}`);
}

export const superpionEndTexts: EndTexts = {
  en: {
    oneSide: 'Only the pieces of {{name, list}} are left on the board.',
    timeUp: 'Time is up: the round was played to its end, then the game stopped.',
    allPassed: 'Every colour in turn had to pass: nobody could act any more.',
    noCapture_one: '{{count}} full round without a capture: captures have become impossible.',
    noCapture_other: '{{count}} full rounds without a capture: captures have become impossible.',
  },
  fr: {
    oneSide: 'Il ne reste sur le plateau que les pièces {{ofName}}.',
    timeUp: 'Temps écoulé : le tour a été joué jusqu’au bout, puis la partie s’est arrêtée.',
    allPassed: 'Chaque couleur à son tour a dû passer : plus personne ne pouvait jouer.',
    noCapture_one: '{{count}} tour complet sans prise : les prises sont devenues impossibles.',
    noCapture_other: '{{count}} tours complets sans prise : les prises sont devenues impossibles.',
  },
};
