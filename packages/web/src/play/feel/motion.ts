/** Whether the person asked for less motion (`prefers-reduced-motion: reduce`): replays then jump to their end. */
export function reducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}
