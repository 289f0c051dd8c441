import { useTranslation } from 'react-i18next';
import { PILE_COLOURS, type PileColourName } from './geometry.js';
import type { SpPiece } from './view.js';

/**
 * Piece drawings. Colour is never the only cue (colour-blind players): each camp has its own emblem (blue diamond,
 * red triangle, yellow disc, black square, grey cross) and its own pattern (superpion.css). A pawn carries its badge
 * (SP-5) as a small emblem of the target camp; a superpion is drawn as two stacked pawns with a crown (SP-6).
 */
export function SpEmblem({ colour, size = 12 }: { colour: PileColourName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 10 10" aria-hidden="true" className={`sp-emblem sp-emblem-${colour}`}>
      {colour === 'blue' && <path d="M5 0.5 L9.5 5 L5 9.5 L0.5 5 Z" />}
      {colour === 'red' && <path d="M5 0.8 L9.5 9 H0.5 Z" />}
      {colour === 'yellow' && <circle cx="5" cy="5" r="4.2" />}
      {colour === 'black' && <rect x="1" y="1" width="8" height="8" />}
      {colour === 'grey' && <path d="M1.5 1.5 L8.5 8.5 M8.5 1.5 L1.5 8.5" strokeWidth="2.2" />}
    </svg>
  );
}

const nameOf = (i: number): PileColourName => PILE_COLOURS[i] ?? 'grey';

/** One disc: the camp's colour and pattern, its emblem in the middle. */
function Disc({ colour, className }: { colour: PileColourName; className: string }) {
  return (
    <span className={`${className} sp-c-${colour}`}>
      <SpEmblem colour={colour} size={11} />
    </span>
  );
}

export function PieceView({ piece }: { piece: SpPiece }) {
  const colour = nameOf(piece.colour);
  if (piece.super) {
    return (
      <span className={`sp-stack sp-stack-${colour}`}>
        <Disc colour={nameOf(piece.sub)} className="sp-disc sp-disc-under" />
        <Disc colour={colour} className="sp-disc sp-disc-top" />
        <svg className="sp-crown" viewBox="0 0 12 8" aria-hidden="true">
          <path d="M1 7 L1 2 L4 4.5 L6 1 L8 4.5 L11 2 L11 7 Z" />
        </svg>
      </span>
    );
  }
  return (
    <span className="sp-stack">
      <Disc colour={colour} className="sp-disc" />
      <span className={`sp-badge sp-c-${nameOf(piece.sub)}`}>
        <SpEmblem colour={nameOf(piece.sub)} size={7} />
      </span>
    </span>
  );
}

/** A small pawn for captured piles and promotion choices. */
export function MiniPawn({ colour }: { colour: number }) {
  return <Disc colour={nameOf(colour)} className="sp-disc sp-mini" />;
}

/** The words a screen reader says for a cell's piece. */
export function usePieceLabel(): (cell: string, piece: SpPiece) => string {
  const { t } = useTranslation();
  const c = (i: number) => t(`superpion.colours.${nameOf(i)}`);
  return (cell, piece) =>
    piece.super
      ? t('superpion.superpion', { cell, colour: c(piece.colour), under: c(piece.sub) })
      : t('superpion.pawn', { cell, colour: c(piece.colour), badge: c(piece.sub) });
}
