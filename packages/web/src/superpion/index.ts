/** The Superpion board of the web app (issue 5, "Web"): wire `SuperpionGame` where `LinxGame` is used. */
export type { ClockState } from './clock.js';
export { registerSuperpionTexts, superpionTexts } from './i18n.js';
export { SuperpionBoard } from './SuperpionBoard.js';
export { SuperpionGame, type SuperpionGameProps } from './SuperpionGame.js';
