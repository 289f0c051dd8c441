import { useTranslation } from 'react-i18next';
import { Emblem, TypeGlyph } from './Glyphs.js';
import { COLOUR_NAMES, type Tile } from './model.js';

/** A tile as drawn on the board or in a hand: colour + pattern + emblem + type shape; face down darker. */
export function TileView({ tile, under }: { tile: Tile; under?: Tile | undefined }) {
  const colour = COLOUR_NAMES[tile.owner] ?? 'neutral';
  return (
    <span className={`tile tile-${colour}${tile.down ? ' tile-down' : ''}`}>
      <TypeGlyph type={tile.type} />
      <span className="tile-emblem">
        <Emblem colour={colour} />
      </span>
      {tile.down && under && (
        // LX-12: a face-down tile always beats the one it covers; show that relation in the corner.
        <span className={`beats tile-${COLOUR_NAMES[under.owner] ?? 'neutral'}`}>
          <span className="beats-arrow">›</span>
          <TypeGlyph type={under.type} size={12} />
        </span>
      )}
    </span>
  );
}

/** The words a screen reader says for a tile. */
export function useTileLabel(): (tile: Tile) => string {
  const { t } = useTranslation();
  return (tile) =>
    t('play.tile', {
      colour: t(`colours.${COLOUR_NAMES[tile.owner] ?? 'neutral'}`),
      type: t(`types.${tile.type}`),
    });
}
