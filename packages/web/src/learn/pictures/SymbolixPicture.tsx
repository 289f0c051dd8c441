import type { AnyGame, Json } from '@ludotheque/engine';
import { SymbolixBoard } from '../../symbolix/SymbolixBoard.js';
import { readSymbolixView } from '../../symbolix/view.js';
import '../../symbolix/symbolix.css';

/** A Symbolix position drawn by the game's own board, as everyone sees it, with no move to make. */
export default function SymbolixPicture({ game, state }: { game: AnyGame; state: unknown }) {
  const read = readSymbolixView(game.view(state, 'spectator') as Json);
  if (!read.ok) return null;
  return (
    // `sx-game` carries the six colours as the table has them: without it every piece is drawn grey.
    <div className="rule-picture-symbolix sx-game">
      <SymbolixBoard
        table={read.table}
        legal={[]}
        selection={null}
        cursor=""
        flipping={new Set()}
        lastCells={[]}
        onCell={() => undefined}
        onKey={() => undefined}
      />
    </div>
  );
}
