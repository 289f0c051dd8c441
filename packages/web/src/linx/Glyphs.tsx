import type { ColourName, TileType } from './model.js';

/**
 * Tile drawings. Colour is never the only cue (colour-blind players): each colour has its own emblem, drawn in the
 * tile's corner, and its own background pattern (styles.css); each type has its own shape.
 */
export function TypeGlyph({ type, size = 28 }: { type: TileType; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className="glyph">
      {type === 'R' && (
        <path d="M6 20 L9 10 L17 6 L25 10 L27 19 L21 26 L11 26 Z" fill="currentColor" stroke="none" opacity="0.9" />
      )}
      {type === 'P' && (
        <g fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinejoin="round">
          <path d="M8 4 H20 L25 9 V28 H8 Z" />
          <path d="M20 4 V9 H25" />
          <path d="M11 15 H22 M11 19 H22 M11 23 H19" strokeWidth="1.6" />
        </g>
      )}
      {type === 'S' && (
        <g fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round">
          <circle cx="9" cy="24" r="4" />
          <circle cx="23" cy="24" r="4" />
          <path d="M11.5 21 L24 4 M20.5 21 L8 4" />
        </g>
      )}
    </svg>
  );
}

export function Emblem({ colour, size = 10 }: { colour: ColourName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 10 10" aria-hidden="true" className={`emblem emblem-${colour}`}>
      {colour === 'yellow' && <circle cx="5" cy="5" r="4" />}
      {colour === 'blue' && <path d="M5 0.5 L9.5 5 L5 9.5 L0.5 5 Z" />}
      {colour === 'pink' && <path d="M5 0.8 L9.5 9 H0.5 Z" />}
      {colour === 'green' && <rect x="1" y="1" width="8" height="8" />}
      {colour === 'neutral' && <path d="M1.5 1.5 L8.5 8.5 M8.5 1.5 L1.5 8.5" strokeWidth="2" stroke="currentColor" />}
    </svg>
  );
}
