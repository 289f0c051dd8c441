/**
 * End reasons' texts: the shared ones (resignation, the status line at the end) under `ends.common`,
 * and each game's own under `ends.<game>`, supplied by the game (`<game>/ends.ts`) and registered once per i18next
 * instance, the way `superpion/i18n.ts` does, so the app's resource files need no change.
 */
import type { i18n } from 'i18next';
import { addTexts } from '../../i18n/addTexts.js';
import { de } from '../../i18n/elision.js';

export interface EndTexts {
  readonly en: Readonly<Record<string, unknown>>;
  readonly fr: Readonly<Record<string, unknown>>;
}

const common: EndTexts = {
  en: {
    resigned: '{{name}} resigned.',
    over: 'Game over: {{title}}',
    roundOver: 'Round over: {{title}}',
  },
  fr: {
    resigned: '{{name}} a abandonné.',
    over: 'Partie terminée\u00a0: {{title}}',
    roundOver: 'Manche terminée\u00a0: {{title}}',
  },
};

/** Adds `<root>.<name>.*` to both languages, once per instance (a module's own strings, outside en.ts/fr.ts). */
export function registerTexts(instance: i18n, root: string, name: string, texts: EndTexts): void {
  const probe = Object.keys(texts.en)[0] ?? '';
  addTexts(instance, `${root}.${name}.${probe}`, {
    en: { [root]: { [name]: texts.en } },
    fr: { [root]: { [name]: texts.fr } },
  });
}

/** Adds `ends.<name>.*`: a game's end reasons. */
export const registerEndTexts = (instance: i18n, name: string, texts: EndTexts): void =>
  registerTexts(instance, 'ends', name, texts);

export const registerCommonEndTexts = (instance: i18n): void => registerEndTexts(instance, 'common', common);

/** French "de" before a name, elided before a vowel or a mute h ("d’Audrey", "de Bruno"); English needs none. */
export const frOf = de;
