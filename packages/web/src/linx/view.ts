import { type LinxTable, parseCell, parseTile, TILE_TYPES, type Tile, type TileType } from './model.js';

/**
 * Reads a Linx view (`linx.view(state, viewer)`, plain JSON) into the board's table. The view carries the public
 * part of the setup of LX-N2 (board, sizes, scores, round, toMove…) and the viewer's own hand; nothing here trusts
 * it blindly: a malformed view is an error value, never an exception, so a bad server frame cannot crash the page.
 */
export function readLinxView(json: unknown, viewer: number | null): { ok: true; table: LinxTable } | { ok: false } {
  if (!isRecord(json)) return { ok: false };
  const options = isRecord(json.options) ? json.options : json;
  const players = num(json.players) ?? num(options.players);
  if (players === null || players < 2 || players > 4) return { ok: false };
  const n = players === 2 ? 4 : 5;
  const cells = readBoard(json.board);
  if (!cells) return { ok: false };
  const hands = Array.isArray(json.hands) ? json.hands : [];
  const piles = Array.isArray(json.piles) ? json.piles : [];
  const handSizes = sizes(json.handSizes, hands, players);
  const pileSizes = sizes(json.pileSizes, piles, players);
  const ownHand = json.hand !== undefined ? json.hand : viewer === null ? undefined : hands[viewer];
  const toMove = num(json.toMove);
  return {
    ok: true,
    table: {
      players,
      teams: json.teams === true || options.teams === true,
      n,
      frame: 2 * n - 1,
      roundsToWin: num(json.roundsToWin) ?? num(options.roundsToWin) ?? 2,
      cells,
      hand: readHand(ownHand),
      handSizes,
      pileSizes,
      scores: Array.isArray(json.scores) ? json.scores.map((s) => num(s) ?? 0) : [],
      round: num(json.round) ?? 1,
      toMove: toMove !== null && toMove >= 0 && toMove < players ? toMove : null,
      roundOver: json.roundOver === true,
    },
  };
}

type Rec = { readonly [key: string]: unknown };
const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function readBoard(board: unknown): Map<string, Tile[]> | null {
  const cells = new Map<string, Tile[]>();
  if (board === undefined) return cells;
  if (!isRecord(board)) return null;
  for (const [name, stack] of Object.entries(board)) {
    if (!parseCell(name)) return null;
    const texts = Array.isArray(stack) ? stack : [stack];
    const tiles: Tile[] = [];
    for (const text of texts) {
      const tile = typeof text === 'string' ? parseTile(text) : null;
      if (!tile) return null;
      tiles.push(tile);
    }
    if (tiles.length > 0) cells.set(name, tiles);
  }
  return cells;
}

/** A hand is a list of types (`["P","S"]`), a string of them, or counts per type `{R,P,S}`. */
function readHand(hand: unknown): TileType[] | null {
  if (typeof hand === 'string') hand = [...hand];
  if (Array.isArray(hand)) {
    const out = hand.filter((t): t is TileType => TILE_TYPES.includes(t as TileType));
    return out.length === hand.length ? out.sort() : null;
  }
  if (isRecord(hand)) return TILE_TYPES.flatMap((t) => Array<TileType>(num(hand[t]) ?? 0).fill(t));
  return null;
}

/** Per-seat sizes: given directly, or the lengths of per-seat lists (a number stands for a hidden list). */
function sizes(direct: unknown, lists: readonly unknown[], players: number): number[] {
  const out: number[] = [];
  for (let seat = 0; seat < players; seat++) {
    const d = Array.isArray(direct) ? num(direct[seat]) : null;
    const l = lists[seat];
    out.push(d ?? num(l) ?? (Array.isArray(l) ? l.length : typeof l === 'string' ? l.length : 0));
  }
  return out;
}
