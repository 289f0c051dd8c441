import type { AnyGame, Json } from '@ludotheque/engine';
import { useTranslation } from 'react-i18next';
import { linxEndTexts } from '../../linx/ends.js';
import { LinxBoard } from '../../linx/LinxBoard.js';
import { readLinxView } from '../../linx/view.js';
import { registerEndTexts } from '../../play/ends/texts.js';

/** A Linx position drawn by the game's own board, with no legal move (a picture: clicks and keys do nothing). */
export function LinxPicture({ game, state, winning }: { game: AnyGame; state: unknown; winning: readonly string[] }) {
  // The winning cells' words (`ends.linx.winningCell`), registered by the table, which a Rules page does not open.
  registerEndTexts(useTranslation().i18n, 'linx', linxEndTexts);
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
