import type { AnyGame, Json } from '@ludotheque/engine';
import { useTranslation } from 'react-i18next';
import { registerSuperpionTexts } from '../../superpion/i18n.js';
import { initialUi } from '../../superpion/model.js';
import { firstMotion } from '../../superpion/motion.js';
import { SuperpionBoard } from '../../superpion/SuperpionBoard.js';
import { readSuperpionView } from '../../superpion/view.js';
import '../../superpion/superpion.css';

/** A Superpion position drawn by the game's own board, blue's camp at the bottom, with no move to make. */
export default function SuperpionPicture({ game, state }: { game: AnyGame; state: unknown }) {
  // The board's texts (colours, cells) as the table registers them: a Rules page opens no table first.
  registerSuperpionTexts(useTranslation().i18n);
  const read = readSuperpionView(game.view(state, 'spectator') as Json);
  if (!read.ok) return null;
  return (
    <div className="rule-picture-superpion">
      <SuperpionBoard
        table={read.table}
        legal={[]}
        ui={{ ...initialUi(), cursor: '' }}
        quarter={0}
        motion={firstMotion(read.table.pieces)}
        version={0}
        startStep={0}
        camps={[null, null, null, null]}
        onCell={() => undefined}
        onKey={() => undefined}
      />
    </div>
  );
}
