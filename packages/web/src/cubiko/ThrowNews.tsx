import { useEffect, useState } from 'react';
import { langOf } from '../play/moves/text.js';
import type { LogEntry } from '../play/types.js';
import type { ThrowResult } from './model.js';
import { describeMove } from './sentences.js';

/**
 * The last throw whose result the board has shown (CB-9: counted in a cell, or missed), as the move list words it:
 * the live region's news once the ball has stopped. The table's own announcer speaks when the throw is made, while
 * the ball is still rolling, so it can only say "Kim throws at 0.3 m/s" (issue 25).
 */
export function throwNews(
  log: readonly LogEntry[],
  results: readonly (ThrowResult | null)[],
  names: readonly string[],
  language: string,
): { readonly index: number; readonly text: string } | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const result = results[i] ?? null;
    const entry = log[i];
    if (!entry || result === null) continue;
    return { index: i, text: describeMove(entry, { names, result }, langOf(language)) };
  }
  return null;
}

/** A polite live region saying where the last throw's ball landed and whether it counts, once it is known. */
export function ThrowNews(props: {
  log: readonly LogEntry[];
  results: readonly (ThrowResult | null)[];
  names: readonly string[];
  language: string;
}) {
  const news = throwNews(props.log, props.results, props.names, props.language);
  const [said, setSaid] = useState('');
  const key = news ? `${news.index}:${news.text}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: said once per throw result, not on each re-render
  useEffect(() => {
    if (news) setSaid(news.text);
  }, [key]);
  return (
    <div className="sr-only" aria-live="polite" aria-atomic="true" data-testid="throw-news">
      {said}
    </div>
  );
}
