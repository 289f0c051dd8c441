import { type RefObject, useEffect } from 'react';

/**
 * When it is the player's turn and nothing has the focus (the control they used went away: a dialog closed, the
 * throw panel gave way to the placing choices), puts the focus on `selector` inside `ref` (the board's cursor
 * cell, the first choice), so a keyboard player goes on without walking the page from its top. Never takes the
 * focus from anything that holds it.
 */
export function useIdleFocus(ref: RefObject<HTMLElement | null>, selector: string | null, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const now = document.activeElement;
    if (now && now !== document.body) return;
    const root = ref.current;
    const target = selector === null ? root : root?.querySelector<HTMLElement>(selector);
    target?.focus({ preventScroll: true });
  });
}
