/**
 * A naive Superpion reference written from the rules text for tests only: cells are names in a Map, moves are
 * notation strings, nothing is shared with the engine's modules. Slow and plain on purpose; perft counts of the
 * engine are checked against it (SP-N3).
 */

type Json = Record<string, unknown>;
interface Piece {
  colour: string;
  badge?: string;
  super?: boolean;
  under?: string;
}
export interface RefState {
  mode: string;
  idle: string | null;
  pieces: Map<string, Piece>;
  piles: string[][];
  toMove: string;
  actionsLeft: number;
  used: string[];
  turnCaptured: boolean;
  quiet: number;
  passes: number;
  timeUp: boolean;
  over: boolean;
}

const ORDER = ['blue', 'red', 'yellow', 'black'];
const LETTER: Record<string, string> = { blue: 'b', red: 'r', yellow: 'y', black: 'k', grey: 'g' };
const BACK: Record<string, string[]> = {
  blue: ['d1', 'f1', 'h1', 'j1'],
  red: ['a4', 'a6', 'a8', 'a10'],
  yellow: ['e14', 'g14', 'i14', 'k14'],
  black: ['n5', 'n7', 'n9', 'n11'],
};

const name = (f: number, r: number): string => `${'abcdefghijklmn'[f]}${r + 1}`;
const coords = (c: string): [number, number] => ['abcdefghijklmn'.indexOf(c[0] as string), Number(c.slice(1)) - 1];
function exists(f: number, r: number): boolean {
  if (f < 0 || r < 0 || f > 13 || r > 13) return false;
  return !((f < 3 || f > 10) && (r < 3 || r > 10));
}

/** SP-7 seats: which seat controls a colour (-1: idle). */
function seatOf(st: RefState, colour: string): number {
  if (st.mode === 'two') return colour === 'blue' || colour === 'red' ? 0 : 1;
  if (st.mode === 'twoSuper') return colour === 'blue' || colour === 'yellow' ? 0 : 1;
  if (st.mode === 'three') {
    if (colour === st.idle) return -1;
    return ORDER.filter((c) => c !== st.idle).indexOf(colour);
  }
  return ORDER.indexOf(colour);
}
/** SP-8 friends: same seat, or the same team in `teams`. */
function friends(st: RefState, a: string, b: string): boolean {
  if (a === b) return true;
  if (st.mode === 'teams') return ORDER.indexOf(a) % 2 === ORDER.indexOf(b) % 2;
  const sa = seatOf(st, a);
  return sa >= 0 && sa === seatOf(st, b);
}
const acting = (st: RefState): string[] => ORDER.filter((c) => c !== st.idle);

export function refFromSetup(j: Json): RefState {
  const pieces = new Map<string, Piece>();
  for (const [cell, p] of Object.entries(j.pieces as Record<string, Piece>)) pieces.set(cell, { ...p });
  const st: RefState = {
    mode: j.mode as string,
    idle: j.idle as string | null,
    pieces,
    piles: (j.captured as string[][]).map((p) => [...p]),
    toMove: j.toMove as string,
    actionsLeft: j.actionsLeft as number,
    used: [...(j.used as string[])],
    turnCaptured: j.turnCaptured as boolean,
    quiet: j.quiet as number,
    passes: j.passes as number,
    timeUp: j.timeUp as boolean,
    over: false,
  };
  st.over = isOverNow(st);
  return st;
}

/** SP-18 a, b, c (at a round start) and d. */
function isOverNow(st: RefState): boolean {
  const a = acting(st);
  const roundStart = st.toMove === a[0] && st.actionsLeft === 2;
  return sideCount(st) <= 1 || st.quiet >= 20 * a.length || st.passes >= a.length || (st.timeUp && roundStart);
}

function copy(st: RefState): RefState {
  return {
    ...st,
    pieces: new Map([...st.pieces].map(([k, v]) => [k, { ...v }])),
    piles: st.piles.map((p) => [...p]),
    used: [...st.used],
  };
}

interface Path {
  cells: string[]; // start, then each landing
  taken: string[];
}

/** All capture paths of the piece on `start` (SP-12 pawns, SP-14 superpions), each prefix included. */
function capturePaths(st: RefState, start: string): Path[] {
  const me = st.pieces.get(start) as Piece;
  const out: Path[] = [];
  const board = new Map(st.pieces);
  board.delete(start);
  const diagonals: [number, number][] = [
    [1, 1],
    [-1, 1],
    [-1, -1],
    [1, -1],
  ];
  const enemyAt = (c: string) => {
    const p = board.get(c);
    return p !== undefined && !friends(st, me.colour, p.colour);
  };
  const free = (f: number, r: number) => exists(f, r) && !board.has(name(f, r));
  const walk = (cell: string, path: Path, lastDir: [number, number] | null) => {
    for (const [df, dr] of diagonals) {
      if (me.super && lastDir && lastDir[0] === -df && lastDir[1] === -dr) continue;
      let [f, r] = coords(cell);
      f += df;
      r += dr;
      if (me.super) {
        while (free(f, r)) {
          f += df;
          r += dr;
        }
      }
      if (!exists(f, r) || !enemyAt(name(f, r))) continue;
      const victim = name(f, r);
      const saved = board.get(victim) as Piece;
      board.delete(victim);
      let lf = f + df;
      let lr = r + dr;
      while (free(lf, lr)) {
        const land = name(lf, lr);
        const next = { cells: [...path.cells, land], taken: [...path.taken, victim] };
        out.push(next);
        walk(land, next, [df, dr]);
        if (!me.super) break;
        lf += df;
        lr += dr;
      }
      board.set(victim, saved);
    }
  };
  walk(start, { cells: [start], taken: [] }, null);
  return out;
}

function pawnSteps(st: RefState, colour: string): [number, number][] {
  if (st.mode === 'two') {
    return colour === 'blue' || colour === 'red'
      ? [
          [0, 1],
          [1, 0],
        ]
      : [
          [0, -1],
          [-1, 0],
        ];
  }
  const forward: Record<string, [number, number]> = { blue: [0, 1], red: [1, 0], yellow: [0, -1], black: [-1, 0] };
  const fw = forward[colour] as [number, number];
  return [fw, [fw[1], fw[0]], [-fw[1], -fw[0]]];
}

/** Promotion suffixes for a pawn ending on `end` (SP-15, SP-16); [''] when it does not promote. */
function promotions(st: RefState, p: Piece, end: string): string[] {
  if (p.super || !p.badge || !BACK[p.badge]?.includes(end) || friends(st, p.colour, p.badge)) return [''];
  const seat = seatOf(st, p.badge);
  const pile = seat < 0 ? [] : (st.piles[seat] as string[]);
  const colours = ['blue', 'red', 'yellow', 'black', 'grey'].filter((c) => pile.includes(c));
  return colours.length === 0 ? ['=g'] : colours.map((c) => `=${LETTER[c]}`);
}

export function refMoves(st: RefState): string[] {
  if (st.over) return [];
  const mine = [...st.pieces].filter(([c, p]) => p.colour === st.toMove && !st.used.includes(c));
  const caps = mine.flatMap(([c]) => capturePaths(st, c));
  const best = Math.max(0, ...caps.map((p) => p.taken.length));
  const moves: string[] = [];
  if (best > 0) {
    for (const p of caps.filter((x) => x.taken.length === best)) {
      const piece = st.pieces.get(p.cells[0] as string) as Piece;
      for (const s of promotions(st, piece, p.cells[p.cells.length - 1] as string)) moves.push(p.cells.join('x') + s);
    }
  } else {
    for (const [cell, p] of mine) {
      const [f, r] = coords(cell);
      const steps: [number, number][] = p.super
        ? [
            [0, 1],
            [0, -1],
            [1, 0],
            [-1, 0],
          ]
        : pawnSteps(st, p.colour);
      for (const [df, dr] of steps) {
        for (let k = 2; ; k += 2) {
          const t = [f + df * k, r + dr * k] as const;
          if (!exists(t[0], t[1]) || st.pieces.has(name(t[0], t[1]))) break;
          for (const s of promotions(st, p, name(t[0], t[1]))) moves.push(`${cell}-${name(t[0], t[1])}${s}`);
          if (!p.super) break;
        }
      }
    }
  }
  if (moves.length === 0 && st.actionsLeft === 2) moves.push('pass');
  return moves.sort();
}

function sideCount(st: RefState): number {
  const sides = new Set<string>();
  for (const p of st.pieces.values()) {
    if (p.colour === st.idle) continue;
    sides.add(st.mode === 'teams' ? String(ORDER.indexOf(p.colour) % 2) : String(seatOf(st, p.colour)));
  }
  return sides.size;
}

function endTurn(st: RefState): void {
  st.quiet = st.turnCaptured ? 0 : st.quiet + 1;
  const a = acting(st);
  st.toMove = a[(a.indexOf(st.toMove) + 1) % a.length] as string;
  st.actionsLeft = 2;
  st.used = [];
  st.turnCaptured = false;
  if (st.quiet >= 20 * a.length || st.passes >= a.length || (st.timeUp && st.toMove === a[0])) st.over = true;
}

/** Plays a legal move given in notation on a copy. */
export function refPlay(st0: RefState, move: string): RefState {
  const st = copy(st0);
  if (move === 'pass') {
    st.passes++;
    endTurn(st);
    return st;
  }
  const [body, suffix] = move.split('=') as [string, string | undefined];
  const capture = body.includes('x');
  const cells = body.split(capture ? 'x' : '-');
  const start = cells[0] as string;
  const end = cells[cells.length - 1] as string;
  let piece = st.pieces.get(start) as Piece;
  if (capture) {
    const path = capturePaths(st, start).find((p) => p.cells.join('x') === body) as Path;
    const seat = seatOf(st, piece.colour);
    for (const v of path.taken) {
      const p = st.pieces.get(v) as Piece;
      (st.piles[seat] as string[]).push(p.colour);
      if (p.super) (st.piles[seat] as string[]).push(p.under as string);
      st.pieces.delete(v);
    }
    st.turnCaptured = true;
  }
  st.pieces.delete(start);
  if (suffix) {
    const under = Object.keys(LETTER).find((c) => LETTER[c] === suffix) as string;
    const seat = seatOf(st, piece.badge as string);
    const pile = seat >= 0 ? (st.piles[seat] as string[]) : [];
    if (pile.includes(under)) pile.splice(pile.indexOf(under), 1);
    piece = { colour: piece.colour, super: true, under };
  }
  st.pieces.set(end, piece);
  st.used.push(end);
  st.actionsLeft--;
  st.passes = 0;
  if (sideCount(st) <= 1) {
    st.over = true;
    return st;
  }
  if (st.actionsLeft === 0 || refMoves({ ...st, actionsLeft: 1 }).length === 0) endTurn(st);
  return st;
}

export function refPerft(st: RefState, depth: number): number {
  if (depth === 0) return 1;
  const moves = refMoves(st);
  if (depth === 1) return moves.length;
  let n = 0;
  for (const m of moves) n += refPerft(refPlay(st, m), depth - 1);
  return n;
}

export { name as refCellName };
