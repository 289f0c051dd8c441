/**
 * A game option's value in the words of the new-game page (issue 25: "mode : two", "inactif : red", "précision :
 * steady", "niveau basic" in the lobby's rows): the same names the form shows, so the lobby and the new-game page
 * agree. Null for an option whose value is a number or list (the caller words those: "3 manches").
 */
import type { i18n, TFunction } from 'i18next';
import { cubikoTexts } from '../cubiko/i18n.js';
import { addTexts } from '../i18n/addTexts.js';
import { registerSuperpionTexts } from '../superpion/i18n.js';
import { symbolixTexts } from '../symbolix/i18n.js';

/** The games' option words in an instance (a lobby page opens no table or form first). */
export function registerOptionWords(instance: i18n): void {
  registerSuperpionTexts(instance);
  addTexts(instance, 'cubiko.title', { en: { cubiko: cubikoTexts.en }, fr: { cubiko: cubikoTexts.fr } });
  addTexts(instance, 'symbolix.title', symbolixTexts);
}

/** The key of each option whose value is a word of the form, by option name. */
const WORDS: Readonly<Record<string, (v: string) => string>> = {
  mode: (v) => `superpion.modes.${v}`,
  precision: (v) => `cubiko.precision.${v}`,
  scoring: (v) => `cubiko.scoring.${v}`,
  level: (v) => `symbolix.levels.${v}`,
  variant: (v) => (v === 'standard' ? 'symbolix.setup.standard' : `symbolix.variants.${v}`),
};

export function optionWords(t: TFunction, key: string, value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (key === 'idle') return t('lobby.optionText.idle', { v: t(`superpion.colours.${value}`) });
  const word = WORDS[key];
  if (!word) return null;
  // An unknown value (a newer server) is shown as sent rather than as a key.
  return t(word(value), { defaultValue: value }) || null;
}
