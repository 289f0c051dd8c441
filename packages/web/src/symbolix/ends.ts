/**
 * Why a Symbolix game ended, read from the final view (everything is revealed at the end): a player completing six
 * colours or six symbols, Zorg and Zorga standing for any (SX-16), the stalemate guard of 60 turns without a capture
 * or 600 turns in all (SX-17), or a resignation (the view's `loser`).
 */
import type { TFunction } from 'i18next';
import type { EndTexts } from '../play/ends/texts.js';
import type { Captured, SymbolixTable } from './view.js';

export type SymbolixEnd =
  | {
      readonly kind: 'six';
      readonly seat: number;
      readonly colours: boolean;
      readonly symbols: boolean;
      readonly wild: number;
    }
  | { readonly kind: 'quiet' }
  | { readonly kind: 'turns' }
  | { readonly kind: 'resigned'; readonly seat: number };

/** SX-17's limits. */
export const QUIET_LIMIT = 60;
export const TURN_LIMIT = 600;

/** SX-16: distinct colours C, distinct symbols S and wildcards W of a collection. */
export function series(collection: readonly Captured[]): { c: number; s: number; w: number } {
  const colours = new Set<string>();
  const symbols = new Set<string>();
  let w = 0;
  for (const { piece } of collection) {
    if (piece.type === 'symbolix') {
      colours.add(piece.colour);
      symbols.add(piece.symbol);
    } else if (piece.type === 'zorg' || piece.type === 'zorga') w++;
  }
  return { c: colours.size, s: symbols.size, w };
}

/** `loser` is the view's resigning seat (-1 or absent for none). */
export function symbolixEnd(table: SymbolixTable, loser: number | null): SymbolixEnd {
  if (loser !== null && loser >= 0) return { kind: 'resigned', seat: loser };
  if (table.winner !== null) {
    const { c, s, w } = series(table.collections[table.winner] ?? []);
    return { kind: 'six', seat: table.winner, colours: c + w >= 6, symbols: s + w >= 6, wild: w };
  }
  return { kind: table.quiet >= QUIET_LIMIT ? 'quiet' : 'turns' };
}

/** `you`: the seats of this screen's one person (none for spectators or a shared screen): their sentence says "vous". */
export function symbolixEndText(
  t: TFunction,
  end: SymbolixEnd,
  names: readonly string[],
  you: readonly number[] = [],
): string {
  if (end.kind === 'resigned') return t('ends.common.resigned', { name: names[end.seat] ?? '' });
  if (end.kind === 'quiet' || end.kind === 'turns')
    return t(`ends.symbolix.${end.kind}`, { n: end.kind === 'quiet' ? QUIET_LIMIT : TURN_LIMIT });
  const name = names[end.seat] ?? '';
  const key = end.colours && end.symbols ? 'both' : end.colours ? 'colours' : 'symbols';
  const main = t(`ends.symbolix.${key}`, { name, context: you.includes(end.seat) ? 'you' : undefined });
  return end.wild > 0 ? `${main} ${t('ends.symbolix.wild', { count: end.wild })}` : main;
}

/** The hot-seat cover speaks of Symbolix's secrets (SX Information), not of a hand (`table.symbolix.*`). */
export const symbolixSeatTexts: EndTexts = {
  en: {
    passHint: 'Symbolix’s secrets (colour card, action cards, face-down captures) stay hidden until {{name}} asks.',
    ready: 'I am {{name}}, show my secrets',
  },
  fr: {
    passHint:
      'Les secrets de Symbolix (carte couleur, cartes action, prises face cachée) restent cachés jusqu’à ce {{name, que}} les demande.',
    ready: 'Je suis {{name}}, montrer mes secrets',
  },
};

export const symbolixEndTexts: EndTexts = {
  en: {
    colours: '{{name}} collected Symbolix of six different colours.',
    symbols: '{{name}} collected Symbolix of six different symbols.',
    both: '{{name}} collected Symbolix of six different colours and six different symbols.',
    colours_you: 'You collected Symbolix of six different colours.',
    symbols_you: 'You collected Symbolix of six different symbols.',
    both_you: 'You collected Symbolix of six different colours and six different symbols.',
    wild_one: '{{count}} Zorg or Zorga stood in for a missing one.',
    wild_other: '{{count}} Zorg or Zorga stood in for the missing ones.',
    quiet: '{{n}} turns without a capture: the game stops, and each player scores their best series out of 6.',
    turns: '{{n}} turns played: the game stops, and each player scores their best series out of 6.',
  },
  fr: {
    colours: '{{name}} a réuni des Symbolix de six couleurs différentes.',
    symbols: '{{name}} a réuni des Symbolix de six symboles différents.',
    both: '{{name}} a réuni des Symbolix de six couleurs et de six symboles différents.',
    colours_you: 'Vous avez réuni des Symbolix de six couleurs différentes.',
    symbols_you: 'Vous avez réuni des Symbolix de six symboles différents.',
    both_you: 'Vous avez réuni des Symbolix de six couleurs et de six symboles différents.',
    wild_one: '{{count}} Zorg ou Zorga a remplacé celui qui manquait.',
    wild_other: '{{count}} Zorg ou Zorga ont remplacé ceux qui manquaient.',
    quiet: '{{n}} tours sans prise : la partie s’arrête, et chacun marque sa meilleure série sur 6.',
    turns: '{{n}} tours joués : la partie s’arrête, et chacun marque sa meilleure série sur 6.',
  },
};
