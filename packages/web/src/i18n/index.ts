import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { addElision } from './elision.js';
import { en } from './en.js';
import { fr } from './fr.js';

export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'ludotheque.lang';

/**
 * The language to start in: `?lang=` first (links and tests), then the reader's last choice, then the browser's
 * preferred languages in order, then French (the games are French).
 */
export function pickLanguage(query: string | null, stored: string | null, browser: readonly string[]): Language {
  for (const candidate of [query, stored, ...browser]) {
    const base = candidate?.toLowerCase().slice(0, 2);
    if (base === 'fr' || base === 'en') return base;
  }
  return 'fr';
}

function initialLanguage(): Language {
  if (typeof window === 'undefined') return 'fr';
  const query = new URLSearchParams(window.location.search).get('lang');
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    stored = null; // storage can be disabled; the browser's languages still apply
  }
  return pickLanguage(query, stored, navigator.languages ?? [navigator.language]);
}

export function createI18n(lng: Language = initialLanguage()): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources: {
      // Each module registers its own texts when its page opens (addTexts): only the app's are on the first page.
      en: { translation: en },
      fr: { translation: fr },
    },
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
  });
  addElision(instance);
  return instance;
}

export function switchLanguage(instance: i18n, lng: Language): void {
  void instance.changeLanguage(lng);
  try {
    window.localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    // storage can be disabled; the switch still applies to this page
  }
  document.documentElement.lang = lng;
}
