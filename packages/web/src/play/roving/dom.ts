import { stepList } from './roving.js';

/**
 * Arrow keys in a row of controls (a hand of tiles or cards, the cells after a throw): moves the focus to the next
 * enabled item matching `selector` inside `container`, as `stepList` says. True when the key was a move (the caller
 * then prevents its default, so the page does not scroll).
 */
export function moveFocusInList(container: HTMLElement, key: string, selector = 'button'): boolean {
  const items = Array.from(container.querySelectorAll<HTMLElement>(selector));
  const index = items.indexOf(document.activeElement as HTMLElement);
  const next = stepList(items.length, Math.max(index, 0), key, (i) => !items[i]?.hasAttribute('disabled'));
  if (next === null) return false;
  items[next]?.focus();
  return true;
}
