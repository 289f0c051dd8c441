import type { i18n } from 'i18next';
import { addElision } from './elision.js';

/** A module's own interface texts in both languages, as they sit in the `translation` namespace. */
export interface Texts {
  readonly en: Readonly<Record<string, unknown>>;
  readonly fr: Readonly<Record<string, unknown>>;
}

/**
 * Adds a module's texts to an i18next instance once (`probe` is one of its keys: present means already added), deep
 * and without overwriting: the app's resource files (`en.ts`, `fr.ts`) keep theirs, so each feature or game brings
 * its own strings in its own folder and no two modules edit one file.
 */
export function addTexts(instance: i18n, probe: string, texts: Texts): void {
  addElision(instance);
  for (const lng of ['fr', 'en'] as const) {
    if (instance.exists(probe, { lng, fallbackLng: false })) continue;
    instance.addResourceBundle(lng, 'translation', texts[lng], true, false);
  }
}
