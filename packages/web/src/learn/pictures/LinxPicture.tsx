import type { AnyGame, Json } from '@ludotheque/engine';
import { LinxBoard } from '../../linx/LinxBoard.js';
import { readLinxView } from '../../linx/view.js';

/** A Linx position drawn by the game's own board, with no legal move (a picture: clicks and keys do nothing). */
export function LinxPicture({ game, state, winning }: { game: AnyGame; state: unknown; winning: readonly string[] }) {
  const read = readLinxView(game.view(state, 'spectator') as Json, null);
  if (!read.ok) return null;
  return (
    <LinxBoard
      table={read.table}
      legal={[]}
      // No cursor: a picture takes no focus and draws no cursor outline.
      ui={{ selected: null, cursor: '' }}
      lastCell={null}
      winning={winning}
      onCell={() => undefined}
      onKey={() => undefined}
      hint={null}
    />
  );
}
