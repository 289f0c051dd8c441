/**
 * The readable move log: each told move (`publicMove`, SX-N1 notation plus what it revealed to everyone) becomes a
 * sentence in the reader's language ("Anne uncovered Zorg at d5"). Pure: it takes the translation function.
 */
import { parseIntent, toldSuffix } from './model.js';
import { type Piece, parsePieceNotation } from './view.js';

export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** A piece's name, bare ("red virus") or with its article ("a red virus"), in the reader's language. */
export function pieceLabel(t: Translate, p: Piece, article = false): string {
  const group = article ? 'symbolix.pieceA' : 'symbolix.piece';
  if (p.type === 'symbolix') {
    const gender = t(`symbolix.gender.${p.symbol}`) === 'f' ? 'f' : 'm';
    return t(`${group}.symbolix_${gender}`, {
      colour: t(`symbolix.${gender === 'f' ? 'coloursF' : 'colours'}.${p.colour}`),
      symbol: t(`symbolix.symbols.${p.symbol}`),
      article: t(`symbolix.article.${p.colour}`),
    });
  }
  if (p.type === 'sci') return t(`${group}.sci`, { colour: t(`symbolix.colours.${p.colour}`) });
  return t(`${group}.${p.type}`);
}

/** The cell between a jump's start and landing (SX-10: jumps go over one adjacent piece). */
export function jumpedCell(from: string, to: string): string {
  const file = (from.charCodeAt(0) + to.charCodeAt(0)) / 2;
  const rank = (from.charCodeAt(1) + to.charCodeAt(1)) / 2;
  return String.fromCharCode(file) + String.fromCharCode(rank);
}

/** `seat:index` as a 1-based piece number and the seat's name. */
const refParts = (ref: string, names: readonly string[]): { who: string; n: number } => {
  const [seat, index] = ref.split(':').map(Number);
  return { who: names[seat ?? -1] ?? '?', n: (index ?? 0) + 1 };
};

/**
 * One log line. Unknown text is shown as it came (never dropped: it is still the game's record). `seen` is the
 * piece this screen saw uncovered on the jumped cell before the jump, when the told text does not name it.
 */
export function describeMove(
  t: Translate,
  text: string,
  name: string,
  names: readonly string[],
  seen: Piece | null = null,
): string {
  const intent = parseIntent(text);
  const told = toldSuffix(text);
  const toldPiece = (told?.sign === '=' ? parsePieceNotation(told.value) : null) ?? seen;
  const k = (key: string, values: Record<string, unknown> = {}) => t(`symbolix.log.${key}`, { name, ...values });
  if (!intent) return `${name}: ${text}`;
  switch (intent.kind) {
    case 'flip':
      return k('flip', { cell: intent.cell, piece: toldPiece ? pieceLabel(t, toldPiece, true) : '?' });
    case 'step':
      return k('step', { from: intent.from, to: intent.to });
    case 'jump': {
      const over = jumpedCell(intent.from, intent.to);
      const base = { from: intent.from, to: intent.to, over };
      if (told?.value === 'hidden') return k('jumpHidden', base);
      if (told?.value === 'sci') return k('jumpSci', base);
      return toldPiece ? k('jumpPiece', { ...base, piece: pieceLabel(t, toldPiece, true) }) : k('jump', base);
    }
    case 'place': {
      const p = parsePieceNotation(intent.piece);
      return k('place', { cell: intent.cell, piece: p ? pieceLabel(t, p, true) : intent.piece });
    }
    case 'recolour':
      return intent.colour ? k('recolourTo', { colour: t(`symbolix.colours.${intent.colour}`) }) : k('recolour');
    case 'swap':
      return k('swap', { a: names[intent.a] ?? '?', b: names[intent.b] ?? '?' });
    case 'card':
      return k('card', { card: t(`symbolix.cards.${intent.card}`) });
    case 'exchange': {
      const a = refParts(intent.a, names);
      const b = refParts(intent.b, names);
      return k('exchange', { card: t('symbolix.cards.pieceExchange'), a: a.who, i: a.n, b: b.who, j: b.n });
    }
    case 'permute':
      return k('permute', { a: intent.a, b: intent.b });
    case 'remove': {
      const piece = toldPiece ? pieceLabel(t, toldPiece, true) : '?';
      return k('remove', { piece, owner: refParts(intent.ref, names).who, cell: intent.cell });
    }
    default:
      return k(intent.kind);
  }
}
