import type { AnyGame, Seat } from '@ludotheque/engine';
import { paint, type Style } from './ansi.js';
import type { Renderer } from './index.js';

/** LX-1: colours in seat order; a tile's colour letter (`n` is the neutral block of LX-9). */
const COLOURS = ['yellow', 'blue', 'pink', 'green'] as const;
const FRENCH = ['jaune', 'bleu', 'rose', 'vert'] as const;
const LETTER_STYLE: Readonly<Record<string, Style>> = { y: 'yellow', b: 'blue', p: 'pink', g: 'green', n: 'grey' };

/** The parts of the LX-N2 setup JSON the board needs. */
interface LinxSetup {
  readonly players: number;
  readonly teams: boolean;
  readonly round: number;
  readonly scores: readonly number[];
  readonly toMove: number;
  readonly roundOver: boolean;
  readonly board: Readonly<Record<string, readonly string[]>>;
  readonly hands: readonly (readonly string[])[];
  readonly piles: readonly (readonly string[])[];
}

const COLUMNS = 'abcdefghi';

/** Cell name → [column, row] (0-based), or null for a name outside the frame (LX-6). */
function cellXY(cell: string): [number, number] | null {
  const x = COLUMNS.indexOf(cell[0] ?? '');
  const y = Number(cell.slice(1)) - 1;
  return x < 0 || !Number.isInteger(y) || y < 0 ? null : [x, y];
}

/** One board cell, 4 characters wide: the top tile (colour, type, face: `yR+`, `bS-`) or a dot (LX-14: only the top counts). */
function drawCell(stack: readonly string[] | undefined, colour: boolean): string {
  const top = stack?.[stack.length - 1];
  if (top === undefined) return paint('  · ', ['grey'], colour);
  const style = LETTER_STYLE[top[0] ?? ''] ?? 'grey';
  const face: Style = top.endsWith('-') ? 'underline' : 'bold';
  return ` ${paint(top, [style, face], colour)}`;
}

/** The rows and columns shown: the occupied area plus one cell around (where LX-11 may place), inside the frame. */
function window(setup: LinxSetup): { x0: number; x1: number; y0: number; y1: number } {
  const size = setup.players === 2 ? 7 : 9;
  const centre = (size - 1) / 2;
  const xs: number[] = [centre];
  const ys: number[] = [centre];
  for (const cell of Object.keys(setup.board)) {
    const xy = cellXY(cell);
    if (xy) {
      xs.push(xy[0]);
      ys.push(xy[1]);
    }
  }
  const clamp = (v: number) => Math.max(0, Math.min(size - 1, v));
  return {
    x0: clamp(Math.min(...xs) - 1),
    x1: clamp(Math.max(...xs) + 1),
    y0: clamp(Math.min(...ys) - 1),
    y1: clamp(Math.max(...ys) + 1),
  };
}

function drawBoard(setup: LinxSetup, colour: boolean): string[] {
  const w = window(setup);
  const lines: string[] = [];
  const columns: string[] = [];
  for (let x = w.x0; x <= w.x1; x++) columns.push(`  ${COLUMNS[x]} `);
  lines.push(`    ${columns.join('')}`);
  // Rows are drawn highest first, as on a chess diagram, so `d5` is above `d4`.
  for (let y = w.y1; y >= w.y0; y--) {
    const cells: string[] = [];
    for (let x = w.x0; x <= w.x1; x++) cells.push(drawCell(setup.board[`${COLUMNS[x]}${y + 1}`], colour));
    lines.push(`${String(y + 1).padStart(3)} ${cells.join('')}`);
  }
  return lines;
}

function seatLabel(seat: number, colour: boolean): string {
  const name = `${COLOURS[seat] ?? `seat ${seat}`}/${FRENCH[seat] ?? ''}`;
  return paint(name, [LETTER_STYLE[COLOURS[seat]?.[0] ?? ''] ?? 'grey'], colour);
}

/** Scores per seat, or per team in team mode (LX-17: `scores` is `[team 0, team 1]`). */
function drawScores(setup: LinxSetup, colour: boolean): string {
  if (setup.teams) {
    return `scores (teams / équipes): ${seatLabel(0, colour)}+${seatLabel(2, colour)} ${setup.scores[0]}, ${seatLabel(1, colour)}+${seatLabel(3, colour)} ${setup.scores[1]}`;
  }
  return `scores: ${setup.scores.map((s, i) => `${seatLabel(i, colour)} ${s}`).join(', ')}`;
}

function draw(setup: LinxSetup, seat: Seat, colour: boolean): string {
  const lines = drawBoard(setup, colour);
  lines.push(
    '    (+ face up / face visible, - face down / face cachée; R rock/pierre, P paper/feuille, S scissors/ciseaux)',
  );
  lines.push(`round / manche ${setup.round} — ${drawScores(setup, colour)}`);
  for (let s = 0; s < setup.players; s++) {
    const hand = setup.hands[s] ?? [];
    const pile = setup.piles[s]?.length ?? 0;
    // Only the terminal's own seat sees its tiles (LX-7, Information); others show sizes only.
    const shown = s === seat ? `hand / main: ${hand.join(' ') || '—'}` : `hand / main: ${hand.length} tiles / tuiles`;
    const you = s === seat ? ' (you / vous)' : '';
    lines.push(`  ${seatLabel(s, colour)}${you}: ${shown}, pile ${pile}`);
  }
  if (setup.roundOver) lines.push('round over / manche terminée');
  else lines.push(`to move / au trait: ${seatLabel(setup.toMove, colour)}`);
  return lines.join('\n');
}

function isLinxSetup(x: unknown): x is LinxSetup {
  if (typeof x !== 'object' || x === null) return false;
  const s = x as Record<string, unknown>;
  return (
    typeof s.players === 'number' &&
    typeof s.board === 'object' &&
    s.board !== null &&
    Array.isArray(s.hands) &&
    Array.isArray(s.piles) &&
    Array.isArray(s.scores)
  );
}

/** Linx in the terminal, drawn from the LX-N2 setup with everything the seat may not know left out. */
export const linxRenderer: Renderer = {
  notation: [
    'Moves / coups (LX-N1): R@d4 face up / face visible (LX-11), S>e5 face down on a tile it beats / face cachée',
    'sur une tuile battue (LX-12), pass / passer when nothing else is legal / si aucun autre coup (LX-13).',
    'R rock / pierre beats S, S scissors / ciseaux beats P, P paper / feuille beats R.',
  ].join('\n'),
  seatName: (seat) => `${COLOURS[seat] ?? `seat ${seat}`}/${FRENCH[seat] ?? ''}`,
  draw: (game: AnyGame, state: unknown, seat: Seat, colour: boolean) => {
    const setup = game.toSetup(state);
    return isLinxSetup(setup) ? draw(setup, seat, colour) : JSON.stringify(game.view(state, seat), null, 2);
  },
};
