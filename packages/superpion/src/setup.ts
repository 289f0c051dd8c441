/** States: the opening (SP-5), the setup JSON of SP-N2 both ways, and cheap clones. */
import { fail, type Json, ok, parseTimedOut, type Result, Rng } from '@ludotheque/engine';
import { cellName, emptyBoard, OPENING, parseCell, WHITE_CELLS } from './geometry.js';
import { parseOptions, seatingOf } from './options.js';
import { colourOf, isSuper, PIECE, pawnCode, subOf, superCode } from './pieces.js';
import { canAct, oneSideLeft, roundEnds, sidesOf, timeLeftToOneSide } from './play.js';
import { COLOURS, GREY, MODES, PILE_COLOURS, type SuperpionOptions, type SuperpionState } from './types.js';

const SETUP_KEYS = [
  'game',
  'mode',
  'idle',
  'clockMinutes',
  'timeUp',
  'pieces',
  'captured',
  'toMove',
  'actionsLeft',
  'used',
  'turnCaptured',
  'quiet',
  'passes',
  'resigned',
  'timedOut',
];

function blankState(options: SuperpionOptions, rng: Rng): SuperpionState {
  const seating = seatingOf(options);
  return {
    options,
    seating,
    board: emptyBoard(),
    piles: new Int16Array(seating.seats * 5),
    toMove: seating.acting[0] as number,
    actionsLeft: 2,
    used: -1,
    used2: -1,
    turnCaptured: false,
    quiet: 0,
    passes: 0,
    timeUp: false,
    resigned: -1,
    timedOut: [],
    over: false,
    rng,
  };
}

/** SP-5: 12 pawns per colour on its camp's white cells with the badge layout; idle pawns too (SP-7). */
export function newGame(options: SuperpionOptions, rng: Rng): SuperpionState {
  const s = blankState(options, rng);
  OPENING.forEach((pawns, colour) => {
    for (const [cell, badge] of pawns) s.board[cell] = pawnCode(colour, badge);
  });
  return s;
}

export function cloneState(s: SuperpionState): SuperpionState {
  return { ...s, board: s.board.slice(), piles: s.piles.slice(), timedOut: s.timedOut.slice(), rng: s.rng.clone() };
}

const pieceJson = (v: number): Json =>
  isSuper(v)
    ? { colour: COLOURS[colourOf(v)] as string, super: true, under: PILE_COLOURS[subOf(v)] as string }
    : { colour: COLOURS[colourOf(v)] as string, badge: COLOURS[subOf(v)] as string };

/** SP-N2, keys in the specified order; `resigned` only after a resignation, `timedOut` a time-up (README Decisions). */
export function toSetup(s: SuperpionState): Json {
  const pieces: { [cell: string]: Json } = {};
  const names = WHITE_CELLS.filter((c) => ((s.board[c] as number) & PIECE) !== 0).map((c) => [cellName(c), c] as const);
  names.sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
  for (const [name, c] of names) pieces[name] = pieceJson(s.board[c] as number);
  const captured: Json[] = [];
  for (let seat = 0; seat < s.seating.seats; seat++) {
    const pile: string[] = [];
    for (let c = 0; c <= GREY; c++)
      for (let i = 0; i < (s.piles[seat * 5 + c] as number); i++) pile.push(PILE_COLOURS[c] as string);
    captured.push(pile);
  }
  const json: { [key: string]: Json } = {
    game: 'superpion',
    mode: s.options.mode,
    idle: s.options.idle,
    clockMinutes: s.options.clockMinutes,
    timeUp: s.timeUp,
    pieces,
    captured,
    toMove: COLOURS[s.toMove] as string,
    actionsLeft: s.actionsLeft,
    used: [s.used, s.used2].filter((c) => c >= 0).map(cellName),
    turnCaptured: s.turnCaptured,
    quiet: s.quiet,
    passes: s.passes,
  };
  if (s.resigned >= 0) json.resigned = s.resigned;
  if (s.timedOut.length > 0) json.timedOut = [...s.timedOut];
  return json;
}

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const colourIndex = (x: unknown, list: readonly string[]): number => (typeof x === 'string' ? list.indexOf(x) : -1);
const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

function readOptions(j: Obj): Result<SuperpionOptions> {
  if (j.game !== 'superpion') return fail('setup', 'game: expected "superpion"');
  for (const k of Object.keys(j)) if (!SETUP_KEYS.includes(k)) return fail('setup', `${k}: unknown key`);
  for (const k of SETUP_KEYS)
    if (k !== 'resigned' && k !== 'timedOut' && !(k in j)) return fail('setup', `${k}: missing`);
  if (!(MODES as readonly string[]).includes(j.mode as string))
    return fail('setup', `mode: expected one of ${MODES.join(', ')}`);
  if (j.mode === 'three' && colourIndex(j.idle, COLOURS) < 0)
    return fail('setup', 'idle: mode three needs an idle colour');
  if (j.mode !== 'three' && j.idle !== null) return fail('setup', 'idle: must be null outside mode three');
  const o = parseOptions({ mode: j.mode, idle: j.idle, clockMinutes: j.clockMinutes });
  return o.ok ? o : fail('setup', o.error.message);
}

/** Reads `pieces` onto the state's board (SP-1, SP-2, SP-5, SP-6 shapes). */
function readPieces(s: SuperpionState, pieces: unknown): Result<void> {
  if (!isObj(pieces)) return fail('setup', 'pieces: expected an object of cells');
  for (const [name, p] of Object.entries(pieces)) {
    const cell = parseCell(name);
    if (cell < 0) return fail('setup', `pieces: ${name} is not a white cell of the board (SP-1, SP-2)`);
    if (!isObj(p)) return fail('setup', `pieces.${name}: expected an object`);
    const colour = colourIndex(p.colour, COLOURS);
    if (colour < 0) return fail('setup', `pieces.${name}.colour: expected one of ${COLOURS.join(', ')}`);
    if (p.super === true) {
      const under = colourIndex(p.under, PILE_COLOURS);
      if (under < 0 || Object.keys(p).length !== 3)
        return fail(
          'setup',
          `pieces.${name}: a superpion is {colour, super: true, under} (under: ${PILE_COLOURS.join(', ')})`,
        );
      s.board[cell] = superCode(colour, under);
    } else {
      const badge = colourIndex(p.badge, COLOURS);
      if (badge < 0 || badge === colour || Object.keys(p).length !== 2)
        return fail('setup', `pieces.${name}: a pawn is {colour, badge} with the badge of another camp (SP-5)`);
      s.board[cell] = pawnCode(colour, badge);
    }
  }
  return ok(undefined);
}

function readPiles(s: SuperpionState, captured: unknown): Result<void> {
  if (!Array.isArray(captured) || captured.length !== s.seating.seats)
    return fail('setup', `captured: expected ${s.seating.seats} piles, one per seat`);
  for (let seat = 0; seat < captured.length; seat++) {
    const pile: unknown = captured[seat];
    if (!Array.isArray(pile)) return fail('setup', `captured[${seat}]: expected an array of colours`);
    for (const c of pile) {
      const i = colourIndex(c, PILE_COLOURS);
      if (i < 0) return fail('setup', `captured[${seat}]: ${String(c)} is not one of ${PILE_COLOURS.join(', ')}`);
      s.piles[seat * 5 + i] = (s.piles[seat * 5 + i] as number) + 1;
    }
  }
  return ok(undefined);
}

/** SP-N2 limits: at most 12 pawns of a colour in all, at most 4 pawns per colour and badge on the board. */
function checkCounts(s: SuperpionState): Result<void> {
  const total = [0, 0, 0, 0, 0];
  const perBadge = new Array<number>(16).fill(0);
  for (const cell of WHITE_CELLS) {
    const v = s.board[cell] as number;
    if ((v & PIECE) === 0) continue;
    total[colourOf(v)] = (total[colourOf(v)] as number) + 1;
    if (isSuper(v)) total[subOf(v)] = (total[subOf(v)] as number) + 1;
    else perBadge[colourOf(v) * 4 + subOf(v)] = (perBadge[colourOf(v) * 4 + subOf(v)] as number) + 1;
  }
  for (let i = 0; i < s.piles.length; i++) total[i % 5] = (total[i % 5] as number) + (s.piles[i] as number);
  for (let c = 0; c < 4; c++) {
    if ((total[c] as number) > 12) return fail('setup', `more than 12 ${COLOURS[c]} pawns in all`);
    for (let b = 0; b < 4; b++)
      if ((perBadge[c * 4 + b] as number) > 4)
        return fail('setup', `more than 4 ${COLOURS[c]} pawns with the ${COLOURS[b]} badge on the board`);
  }
  return ok(undefined);
}

function readTurn(s: SuperpionState, j: Obj): Result<void> {
  const toMove = colourIndex(j.toMove, COLOURS);
  if (toMove < 0 || !s.seating.acting.includes(toMove)) return fail('setup', 'toMove: expected an acting colour');
  s.toMove = toMove;
  // actionsLeft 0 only exists in a game that ended on a colour turn's second action (checked in fromSetup).
  if (j.actionsLeft !== 0 && j.actionsLeft !== 1 && j.actionsLeft !== 2)
    return fail('setup', 'actionsLeft: expected 0, 1 or 2');
  s.actionsLeft = j.actionsLeft;
  if (!Array.isArray(j.used) || j.used.length !== 2 - s.actionsLeft)
    return fail('setup', 'used: expected exactly 2 - actionsLeft cells');
  const used: number[] = [];
  for (const name of j.used as unknown[]) {
    const cell = typeof name === 'string' ? parseCell(name) : -1;
    const v = cell < 0 ? 0 : (s.board[cell] as number);
    if ((v & PIECE) === 0 || colourOf(v) !== toMove || used.includes(cell))
      return fail('setup', 'used: must name distinct cells holding pieces of toMove');
    used.push(cell);
  }
  s.used = used[0] ?? -1;
  s.used2 = used[1] ?? -1;
  if (typeof j.turnCaptured !== 'boolean' || (j.turnCaptured && s.actionsLeft === 2))
    return fail('setup', 'turnCaptured: expected a boolean, false before the first action');
  s.turnCaptured = j.turnCaptured;
  if (!isCount(j.quiet) || !isCount(j.passes)) return fail('setup', 'quiet, passes: expected whole numbers >= 0');
  s.quiet = j.quiet;
  s.passes = j.passes;
  if (typeof j.timeUp !== 'boolean' || (j.timeUp && s.options.clockMinutes === null))
    return fail('setup', 'timeUp: expected a boolean, false in an untimed game');
  s.timeUp = j.timeUp;
  if (j.resigned !== undefined) {
    if (!isCount(j.resigned) || j.resigned >= s.seating.seats) return fail('setup', 'resigned: expected a seat');
    s.resigned = j.resigned;
  }
  const timedOut = parseTimedOut(j.timedOut, s.seating.seats);
  if (timedOut === null || (timedOut.length > 0 && (sidesOf(s) < 3 || s.options.clockMinutes !== null)))
    return fail('setup', 'timedOut: distinct seats, with 3 or more sides and no championship clock');
  s.timedOut = timedOut;
  return ok(undefined);
}

/** SP-N2: validates a setup into a state, with a typed error naming what is wrong. */
export function fromSetup(json: unknown, rng: Rng = Rng.seeded('superpion')): Result<SuperpionState> {
  if (!isObj(json)) return fail('setup', 'expected a JSON object');
  const options = readOptions(json);
  if (!options.ok) return options;
  const s = blankState(options.value, rng);
  for (const step of [
    () => readPieces(s, json.pieces),
    () => readPiles(s, json.captured),
    () => checkCounts(s),
    () => readTurn(s, json),
  ]) {
    const r = step();
    if (!r.ok) return r;
  }
  s.over = s.resigned >= 0 || oneSideLeft(s) || roundEnds(s) || timeLeftToOneSide(s);
  if (!s.over && s.actionsLeft === 0) return fail('setup', 'actionsLeft: 0 only in a game that has ended (SP-18a)');
  if (!s.over && s.actionsLeft === 1 && !canAct(s))
    return fail('setup', 'actionsLeft: 1 but no unused piece can act, so the colour turn would have ended (SP-9)');
  return ok(s);
}
