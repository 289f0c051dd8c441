/**
 * Cubiko moves told as people read them (the move list, the live region). The told text is CB-N1 with a throw's
 * effective, noised values (CB-6); the throw's result (CB-9: counted, and in which cell, or missed) is what the board
 * saw once it replayed the throw, given in the context. Speeds are in metres per second, written as each language
 * writes decimals.
 */
import { type Lang, type Texts, translator } from '../play/moves/text.js';
import type { LogEntry } from '../play/types.js';
import { readLogged, type ThrowResult } from './model.js';

/** Exported for the checks over every text (`i18n/check.test.ts`). */
export const cubikoSentenceTexts: Readonly<Record<Lang, Texts>> = {
  en: {
    throw: '{{name}} throws at {{speed}} m/s',
    landed: '{{throw}}: the ball counts, in {{cell}}',
    counted: '{{throw}}: the throw counts',
    missed: '{{throw}}: missed',
    place: '{{name}} places a cube in the ball’s cell',
    move: '{{name}} moves cube {{n}} into the ball’s cell',
    pass: '{{name}} passes',
  },
  fr: {
    throw: '{{name}} lance à {{speed}} m/s',
    landed: '{{throw}}\u00a0: la balle compte, en {{cell}}',
    counted: '{{throw}}\u00a0: le lancer compte',
    missed: '{{throw}}\u00a0: raté',
    place: '{{name}} pose un cube dans la case de la balle',
    move: '{{name}} déplace son cube {{n}} dans la case de la balle',
    pass: '{{name}} passe',
  },
};

export interface CubikoMoveContext {
  readonly names: readonly string[];
  /** A throw's result once the board has shown it (null before, or for any other move). */
  readonly result: ThrowResult | null;
}

export function describeMove(entry: LogEntry, context: CubikoMoveContext, lang: Lang): string {
  const t = translator(cubikoSentenceTexts, lang);
  const name = context.names[entry.seat] ?? '?';
  const m = readLogged(entry.text);
  if (m.kind === 'other') return `${name}: ${entry.text}`;
  if (m.kind === 'move') return t('move', { name, n: m.n });
  if (m.kind !== 'throw') return t(m.kind, { name });
  // CB-5's velocities are integer mm/s: one decimal of m/s is what a reader compares.
  const speed = (Math.hypot(...m.t.v) / 1000).toFixed(1);
  const thrown = t('throw', { name, speed: lang === 'fr' ? speed.replace('.', ',') : speed });
  const r = context.result;
  if (r === null) return thrown;
  if (!r.counted) return t('missed', { throw: thrown });
  return r.cell === null ? t('counted', { throw: thrown }) : t('landed', { throw: thrown, cell: r.cell });
}
