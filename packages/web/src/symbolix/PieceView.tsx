import { BackGlyph, ChangeGlyph, ColourEmblem, ScientifixGlyph, SymbolGlyph, ZorgGlyph } from './Glyphs.js';
import type { Piece } from './view.js';

function Face({ piece, size }: { piece: Piece; size: number }) {
  switch (piece.type) {
    case 'symbolix':
      return <SymbolGlyph symbol={piece.symbol} size={size} />;
    case 'sci':
      return <ScientifixGlyph size={size} />;
    case 'zorg':
    case 'zorga':
      return <ZorgGlyph female={piece.type === 'zorga'} size={size} />;
    case 'change':
      return <ChangeGlyph size={size} />;
    default:
      return <BackGlyph size={size} sci={piece.type === 'someSci'} />;
  }
}

const colourClass = (piece: Piece): string =>
  piece.type === 'symbolix' || piece.type === 'sci' ? `sx-c-${piece.colour}` : `sx-k-${piece.type}`;

/**
 * A piece: colour + pattern + emblem + symbol. A covered piece shows its back; when the viewer has looked at it
 * (SX-23) its face shows through a veil. `flip` plays the uncover animation: a CSS turn from the back to the face.
 */
export function PieceView(props: { piece: Piece; covered?: boolean; flip?: boolean; size?: number }) {
  const { piece, covered = false, flip = false, size = 28 } = props;
  const known = piece.type !== 'unknown' && piece.type !== 'someSci';
  const classes = ['sx-piece', colourClass(piece)];
  if (piece.type === 'sci') classes.push('sx-sci');
  if (covered) classes.push(known ? 'sx-covered sx-seen' : 'sx-covered');
  if (flip) classes.push('sx-flip');
  return (
    <span className={classes.join(' ')} data-piece={piece.type}>
      <span className="sx-face">
        <Face piece={piece} size={size} />
        {(piece.type === 'symbolix' || piece.type === 'sci') && (
          <span className="sx-piece-emblem">
            <ColourEmblem colour={piece.colour} size={Math.max(8, Math.round(size / 3))} />
          </span>
        )}
      </span>
      {flip && (
        <span className="sx-face sx-back" aria-hidden="true">
          <BackGlyph size={size} />
        </span>
      )}
    </span>
  );
}
