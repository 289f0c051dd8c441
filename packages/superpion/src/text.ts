/** A plain-text board for terminals and logs (the CLI's `play`), north at the top as the rules draw it. */
import { cellIndex, isWhite, onBoard, SIZE } from './geometry.js';
import { colourOf, isSuper, PIECE, subOf } from './pieces.js';
import { COLOUR_LETTERS, type SuperpionState } from './types.js';

const FILES = 'abcdefghijklmn';

/** Two characters per piece: a pawn is its colour and badge in lower case (`br`), a superpion its colour in upper case and its under pawn (`Bg`). */
export function pieceText(v: number): string {
  const colour = COLOUR_LETTERS[colourOf(v)] as string;
  const sub = COLOUR_LETTERS[subOf(v)] as string;
  return isSuper(v) ? colour.toUpperCase() + sub : colour + sub;
}

export function boardText(s: SuperpionState): string {
  const lines: string[] = [];
  for (let r = SIZE - 1; r >= 0; r--) {
    let line = String(r + 1).padStart(2);
    for (let f = 0; f < SIZE; f++) {
      const v = s.board[cellIndex(f, r)] as number;
      if (!onBoard(f, r)) line += '   ';
      else if ((v & PIECE) !== 0) line += ` ${pieceText(v)}`;
      else line += isWhite(f, r) ? '  .' : '   ';
    }
    lines.push(line);
  }
  lines.push(`  ${[...FILES].map((f) => `  ${f}`).join('')}`);
  lines.push('  b/r/y/k/g: bleu/blue, rouge/red, jaune/yellow, noir/black, gris/grey');
  lines.push(
    '  br = pion bleu, insigne rouge / blue pawn, red badge; Bg = superpion bleu sur gris / blue superpion on grey',
  );
  return lines.join('\n');
}
