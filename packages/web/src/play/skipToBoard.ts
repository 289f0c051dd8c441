/**
 * "Skip to board" (issue 25: 16–20 Tabs from the top of a game page to the board, Cubiko 33): the focus goes to the
 * board's own focusable place — Cubiko's frame (`data-board-focus`), else the roving cell of a grid (`tabindex="0"` among `[data-cell]`) —
 * so the next arrow or Enter plays. False when the page has no board (still loading).
 */
export function skipToBoard(root: ParentNode = document): boolean {
  const target =
    root.querySelector<HTMLElement>('main [data-board-focus]') ??
    root.querySelector<HTMLElement>('main [data-cell][tabindex="0"]') ??
    root.querySelector<HTMLElement>('main [data-cell]');
  if (!target) return false;
  target.focus();
  return true;
}
