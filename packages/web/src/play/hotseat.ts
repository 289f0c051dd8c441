/**
 * Whose hand this screen shows, and when it must first be covered by a "pass the device to …" screen. Pure, so the
 * rule that protects hidden hands (LX information section) is tested without a browser.
 */

/**
 * The seat whose view the screen shows: the person to move when they sit here; between turns of bots, the last
 * person shown; null (public view only) at a round's or the match's end, when nobody needs a hand.
 */
export function chooseViewer(
  mySeats: readonly number[],
  toMove: number | null,
  previous: number | null,
  publicMoment: boolean,
): number | null {
  if (mySeats.length === 0 || publicMoment) return null;
  if (toMove !== null && mySeats.includes(toMove)) return toMove;
  if (previous !== null && mySeats.includes(previous)) return previous;
  return mySeats[0] ?? null;
}

/** With several people at one screen, a hand is only drawn after its owner said they hold the device. */
export function mustCover(mySeats: readonly number[], viewer: number | null, revealed: number | null): boolean {
  return mySeats.length > 1 && viewer !== null && viewer !== revealed;
}
