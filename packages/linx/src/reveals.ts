import { type LinxState, PER_COLOUR, PER_TYPE, tileOwner, tileType } from './types.js';

/**
 * What a move shows `seat` that it could not know before (the engine's `reveals`, for the rule that a takeback never
 * reveals; LX Information: hands are private to their owner, pile orders and the PRNG secret to everyone):
 * - `next` (LX-20) deals a new round from the PRNG: every hand is new to its owner;
 * - the seat's own face-up tile (LX-11) or pass (LX-13) draws from its pile: the drawn tiles are new to it (an empty
 *   pile draws nothing); its face-down tile (LX-12) draws nothing;
 * - another seat's tile placed (LX-11, LX-12) or hand shown (LX-13) comes out of a hand private to its owner, so it is
 *   new unless `seat` already knew that hand: all of the owner's tiles off the board (hand and pile) of one type, or
 *   its pile empty, in a game where the board shows the rest of the box (LX-2: 5 of each type per colour).
 * Only asked when a takeback is (engine takeback.ts); it reads the state and changes nothing.
 */
export function reveals(s: LinxState, m: number, seat: number): boolean {
  const { cfg, b } = s;
  if (m === cfg.NEXT) return true;
  const mover = (s.firstPlayer + s.turns) % cfg.players;
  const hand = cfg.HAND + mover * 3;
  const handSize = (b[hand] as number) + (b[hand + 1] as number) + (b[hand + 2] as number);
  const pileSize = PER_COLOUR - (b[cfg.PTR + mover] as number);
  if (mover === seat) return m < cfg.DOWN || m === cfg.PASS ? pileSize > 0 : false;
  if (m === cfg.PASS && handSize === 0) return false;
  return !handKnown(s, mover);
}

/** True when every seat can tell what `owner`'s hand holds from the board and the pile size alone. */
function handKnown(s: LinxState, owner: number): boolean {
  const { cfg, b } = s;
  const off = [0, 0, 0]; // the owner's tiles off the board (hand and pile), per type
  for (let t = 0; t < 3; t++) off[t] = b[cfg.HAND + owner * 3 + t] as number;
  for (let k = b[cfg.PTR + owner] as number; k < PER_COLOUR; k++) {
    const t = b[cfg.PILE + owner * PER_COLOUR + k] as number;
    off[t] = (off[t] as number) + 1;
  }
  const onBoard = [0, 0, 0];
  for (let pad = 0; pad < cfg.area; pad++) {
    for (const tile of [b[cfg.TOP + pad] as number, b[cfg.UNDER + pad] as number]) {
      if (tile !== 0 && tileOwner(tile) === owner) onBoard[tileType(tile)] = (onBoard[tileType(tile)] as number) + 1;
    }
  }
  // What the others know of the tiles off the board is only what the board leaves of a full box.
  if (!off.every((n, t) => n + (onBoard[t] as number) === PER_TYPE)) return false;
  const pileEmpty = (b[cfg.PTR + owner] as number) === PER_COLOUR;
  return pileEmpty || off.filter((n) => n > 0).length <= 1;
}
