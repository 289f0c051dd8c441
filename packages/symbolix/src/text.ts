import { ACTION_CARDS, CARD_LABELS, COLOUR_LABELS, COLOURS, pieceName } from './pieces.js';
import { SOME_SCIENTIFIX, type SymbolixView, UNKNOWN } from './view.js';

type Lang = 'en' | 'fr';
const WORDS = {
  en: {
    card: 'card',
    hidden: 'hidden',
    revealed: 'revealed',
    hand: 'hand',
    reserve: 'reserve',
    deck: 'deck',
    toMove: 'to move',
    over: 'game over',
    winner: 'winner',
    seat: 'seat',
  },
  fr: {
    card: 'carte',
    hidden: 'cachée',
    revealed: 'révélée',
    hand: 'main',
    reserve: 'réserve',
    deck: 'pioche',
    toMove: 'au trait',
    over: 'partie finie',
    winner: 'gagnant',
    seat: 'place',
  },
} as const;

/** A cell as 3 characters: `Rvi` (colour initial + symbol), `S·r` Scientifix, `chg`, `Zg`/`Za`, `###` covered. */
function cellText(p: number, covered: boolean): string {
  if (p === -1) return ' . ';
  if (p === UNKNOWN) return '###';
  if (p === SOME_SCIENTIFIX) return '#S#';
  const n = pieceName(p);
  const short =
    n === 'zorg'
      ? 'Zg '
      : n === 'zorga'
        ? 'Za '
        : n === 'change'
          ? 'chg'
          : n.startsWith('sci/')
            ? `S${n.slice(4, 6)}`
            : `${n[0]?.toUpperCase()}${n.split('/')[1]?.slice(0, 2)}`;
  return covered ? short.toLowerCase() : short;
}

/**
 * A plain-text picture of a view, in English or French: the board (rank 7 on top), the colour cards as the viewer
 * knows them, collections, hands, and whose turn it is. Only what the view holds, so it is safe to show the viewer.
 */
export function viewText(v: SymbolixView, lang: Lang = 'en'): string {
  const w = WORDS[lang];
  const lines: string[] = [];
  for (let rank = 6; rank >= 0; rank--) {
    const row = [];
    for (let file = 0; file < 7; file++)
      row.push(cellText(v.cells[rank * 7 + file] as number, v.covered[rank * 7 + file] === true));
    lines.push(`${rank + 1} ${row.join(' ')}`);
  }
  lines.push(`   ${'abcdefg'.split('').join('   ')}`);
  v.cards.forEach((c, seat) => {
    const colour = c.colour >= 0 ? COLOUR_LABELS[COLOURS[c.colour] as (typeof COLOURS)[number]][lang] : '?';
    const pieces = (v.collections[seat] ?? []).map(
      (x) => (x.piece >= 0 ? pieceName(x.piece) : '?') + (x.down ? '*' : ''),
    );
    const hand = v.hands[seat];
    const cards = hand
      ? ` | ${w.hand}: ${hand.map((k) => CARD_LABELS[ACTION_CARDS[k] as (typeof ACTION_CARDS)[number]][lang]).join(', ')}`
      : '';
    lines.push(
      `${w.seat} ${seat}: ${w.card} ${colour} (${c.revealed ? w.revealed : w.hidden}) | ${pieces.join(' ')}${cards}`,
    );
  });
  lines.push(`${w.reserve}: ${v.reserveSize}${v.level === 'advanced' ? ` | ${w.deck}: ${v.deckSize}` : ''}`);
  lines.push(
    v.seat === null
      ? `${w.over}${v.winner >= 0 ? ` — ${w.winner}: ${w.seat} ${v.winner}` : ''}`
      : `${w.seat} ${v.seat} ${w.toMove} (${v.phase})`,
  );
  return lines.join('\n');
}
