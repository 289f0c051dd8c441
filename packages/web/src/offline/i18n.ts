/** The offline app's texts, under `offline.*` of the `translation` namespace (registered by `UpdateOffer`). */
import type { i18n } from 'i18next';
import { addTexts } from '../i18n/addTexts.js';

const en = {
  ready: 'A new version of Ludothèque is ready.',
  saved: 'It loads when you choose: your game goes on until then.',
  reload: 'Load it now',
  later: 'Later',
};

const fr: typeof en = {
  ready: 'Une nouvelle version de Ludothèque est prête.',
  saved: 'Elle se charge quand vous le décidez\u00a0: votre partie continue d’ici là.',
  reload: 'La charger maintenant',
  later: 'Plus tard',
};

export const offlineTexts = { fr, en } as const;

/** Adds the texts once per i18next instance. */
export function registerOfflineTexts(instance: i18n): void {
  addTexts(instance, 'offline.ready', { en: { offline: offlineTexts.en }, fr: { offline: offlineTexts.fr } });
}
