/**
 * The Symbolix board for the web app (issue 6, Web): `SymbolixGame` takes the same props as `LinxGame`.
 */
export { en, fr, symbolixTexts, useSymbolixTexts } from './i18n.js';
export { SymbolixGame, type SymbolixGameProps } from './SymbolixGame.js';
