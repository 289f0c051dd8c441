import type { ColourName, SymbolName } from './view.js';

/**
 * Drawings of Symbolix pieces. Colour is never the only cue (colour-blind players): each colour has its own emblem
 * in the piece's corner and its own background pattern (symbolix.css); each symbol has its own outline.
 */
const SYMBOL_PATHS: Readonly<Record<SymbolName, React.ReactNode>> = {
  virus: (
    <g>
      <circle cx="16" cy="16" r="7" />
      <path d="M16 3v5M16 24v5M3 16h5M24 16h5M6.8 6.8l3.5 3.5M21.7 21.7l3.5 3.5M6.8 25.2l3.5-3.5M21.7 10.3l3.5-3.5" />
      <circle cx="16" cy="3" r="1.6" className="fill" />
      <circle cx="16" cy="29" r="1.6" className="fill" />
      <circle cx="3" cy="16" r="1.6" className="fill" />
      <circle cx="29" cy="16" r="1.6" className="fill" />
    </g>
  ),
  bug: (
    <g>
      <ellipse cx="16" cy="18" rx="6.5" ry="8.5" />
      <circle cx="16" cy="7.5" r="3" />
      <path d="M16 10v16M9.5 14L4 11M9.5 19H3.5M10 23.5L5 27M22.5 14L28 11M22.5 19h6M22 23.5L27 27M14 5L11 2M18 5l3-3" />
    </g>
  ),
  worm: <path d="M4 22c3-8 7-8 9 0s6 8 8 0 5-9 7-3" strokeWidth="3.2" />,
  bomb: (
    <g>
      <circle cx="14" cy="19" r="9" className="fill" />
      <path d="M20 11l3-3M23 8c2-2 4-1 5 1" />
      <path d="M27 3l1.5 2.5M30 6l-2.5 1M25 3.5l.5 2" strokeWidth="1.4" />
    </g>
  ),
  key: (
    <g>
      <circle cx="9" cy="16" r="5.5" />
      <path d="M14.5 16H29M24 16v5M28 16v4" />
    </g>
  ),
  lock: (
    <g>
      <rect x="7" y="14" width="18" height="14" rx="2.5" />
      <path d="M11 14V10a5 5 0 0 1 10 0v4" />
      <circle cx="16" cy="20.5" r="2" className="fill" />
      <path d="M16 22v3" />
    </g>
  ),
  skull: (
    <g>
      <path d="M6 15a10 10 0 0 1 20 0c0 4-2 6-4 7v4H10v-4c-2-1-4-3-4-7z" />
      <circle cx="12" cy="15" r="2.6" className="fill" />
      <circle cx="20" cy="15" r="2.6" className="fill" />
      <path d="M14 26v-3M18 26v-3" />
    </g>
  ),
};

export function SymbolGlyph({ symbol, size = 28 }: { symbol: SymbolName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className="sx-glyph" data-symbol={symbol}>
      {SYMBOL_PATHS[symbol]}
    </svg>
  );
}

/** The Scientifix: a flask (never captured, SX-10). */
export function ScientifixGlyph({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className="sx-glyph" data-symbol="sci">
      <path d="M12 3h8M13 3v9L5 26a2 2 0 0 0 2 3h18a2 2 0 0 0 2-3l-8-14V3" />
      <path d="M9 21h14" />
      <circle cx="14" cy="25" r="1.4" className="fill" />
      <circle cx="19" cy="24" r="1" className="fill" />
    </svg>
  );
}

/** Zorg (antennae, one eye) and Zorga (antennae with bows, two eyes): the wildcards of SX-19. */
export function ZorgGlyph({ female, size = 28 }: { female: boolean; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      className="sx-glyph"
      data-symbol={female ? 'zorga' : 'zorg'}
    >
      <ellipse cx="16" cy="19" rx="10" ry="9" />
      <path d="M11 11L8 4M21 11l3-7" />
      {female ? (
        <g>
          <path d="M5 2l3 2-3 2zM11 2L8 4l3 2zM21 2l3 2-3 2zM27 2l-3 2 3 2z" className="fill" />
          <circle cx="12" cy="18" r="2.4" className="fill" />
          <circle cx="20" cy="18" r="2.4" className="fill" />
        </g>
      ) : (
        <g>
          <circle cx="8" cy="4" r="1.8" className="fill" />
          <circle cx="24" cy="4" r="1.8" className="fill" />
          <circle cx="16" cy="17" r="3.6" className="fill" />
        </g>
      )}
      <path d="M11 23.5q5 4 10 0" />
    </svg>
  );
}

/** The colour-change piece of SX-18: two arrows chasing each other. */
export function ChangeGlyph({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className="sx-glyph" data-symbol="change">
      <path d="M7 13a9.5 9.5 0 0 1 17-4M25 19a9.5 9.5 0 0 1-17 4" />
      <path d="M25 3v6h-6M7 29v-6h6" />
    </svg>
  );
}

/** The back of a covered piece: a question mark on a chequered tile (pattern in symbolix.css). */
export function BackGlyph({ size = 28, sci = false }: { size?: number; sci?: boolean }) {
  if (sci) return <ScientifixGlyph size={size} />;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className="sx-glyph sx-back-glyph">
      <path d="M11.5 11a4.5 4.5 0 1 1 6.5 4c-1.5.8-2 1.8-2 3.5v1" />
      <circle cx="16" cy="24.5" r="1.6" className="fill" />
    </svg>
  );
}

/** One emblem per colour, so no colour is told by hue alone. */
export function ColourEmblem({ colour, size = 10 }: { colour: ColourName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 10 10" aria-hidden="true" className="sx-emblem">
      {colour === 'red' && <circle cx="5" cy="5" r="4" />}
      {colour === 'orange' && <path d="M5 0.8 L9.5 9 H0.5 Z" />}
      {colour === 'yellow' && <path d="M5 0.3l1.4 3.2 3.4.3-2.6 2.3.8 3.4L5 7.7 2 9.5l.8-3.4L.2 3.8l3.4-.3z" />}
      {colour === 'green' && <rect x="1" y="1" width="8" height="8" />}
      {colour === 'blue' && <path d="M5 0.5 L9.5 5 L5 9.5 L0.5 5 Z" />}
      {colour === 'purple' && <path d="M2.5 .7h5L10 5l-2.5 4.3h-5L0 5z" />}
    </svg>
  );
}
