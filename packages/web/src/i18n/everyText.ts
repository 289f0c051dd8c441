/**
 * Every module's texts in one i18next instance, as the app has them once each page has been opened: what the
 * checks over the texts (`check.test.ts`) read. Used by tests only.
 */
import { analysisTexts } from '../analysis/i18n.js';
import { challengesTexts } from '../challenges/i18n.js';
import { registerChatTexts } from '../chat/i18n.js';
import { registerClockTexts } from '../clocks/i18n.js';
import { cubikoTexts } from '../cubiko/i18n.js';
import { cubikoSentenceTexts } from '../cubiko/sentences.js';
import { homeTexts } from '../home/i18n.js';
import { registerLearnTexts } from '../learn/i18n.js';
import { linxEndTexts } from '../linx/ends.js';
import { linxSentenceTexts } from '../linx/sentences.js';
import { lobbyTexts } from '../lobby/i18n.js';
import { registerModerationTexts } from '../moderation/i18n.js';
import { notificationsTexts } from '../notifications/i18n.js';
import { registerOfflineTexts } from '../offline/i18n.js';
import { setupTexts } from '../pages/setupTexts.js';
import { registerAnnounceTexts } from '../play/announce/i18n.js';
import { controlsTexts } from '../play/controls/i18n.js';
import { outcomeTexts } from '../play/ends/outcome.js';
import { registerCommonEndTexts, registerEndTexts, registerTexts } from '../play/ends/texts.js';
import { registerFeelTexts } from '../play/feel/texts.js';
import { movesTexts } from '../play/moves/i18n.js';
import { registerOffersTexts } from '../play/offers/i18n.js';
import { registerPresenceTexts } from '../play/presence/i18n.js';
import { registerPlayersTexts } from '../players/i18n.js';
import { registerPuzzleTexts } from '../puzzles/i18n.js';
import { registerRatingsTexts } from '../ratings/i18n.js';
import { registerSavesTexts } from '../saves/i18n.js';
import { registerSocialTexts } from '../social/i18n.js';
import { superpionEndTexts } from '../superpion/ends.js';
import { registerSuperpionTexts } from '../superpion/i18n.js';
import { superpionSentenceTexts } from '../superpion/sentences.js';
import { symbolixEndTexts, symbolixSeatTexts } from '../symbolix/ends.js';
import { registerSymbolixTexts } from '../symbolix/i18n.js';
import { tournamentsTexts } from '../tournaments/i18n.js';
import { addTexts } from './addTexts.js';
import { flatten } from './check.js';
import { createI18n } from './index.js';
import { rulesEn } from './rules-en.js';
import { rulesFr } from './rules-fr.js';

/** One instance with every module's texts, as the app has them once each page has been opened. */
export function everything(): { fr: Map<string, string>; en: Map<string, string> } {
  const i18n = createI18n('fr');
  for (const register of [
    registerChatTexts,
    registerClockTexts,
    registerLearnTexts,
    registerOfflineTexts,
    registerAnnounceTexts,
    registerCommonEndTexts,
    registerFeelTexts,
    registerOffersTexts,
    registerPresenceTexts,
    registerPlayersTexts,
    registerPuzzleTexts,
    registerRatingsTexts,
    registerSavesTexts,
    registerSocialTexts,
    registerModerationTexts,
    registerSuperpionTexts,
    registerSymbolixTexts,
  ])
    register(i18n);
  addTexts(i18n, 'analysis.title', analysisTexts);
  addTexts(i18n, 'cubiko.title', { en: { cubiko: cubikoTexts.en }, fr: { cubiko: cubikoTexts.fr } });
  addTexts(i18n, 'lobby.title', lobbyTexts);
  addTexts(i18n, 'tournaments.title', tournamentsTexts);
  addTexts(i18n, 'home.quick', homeTexts);
  addTexts(i18n, 'notifications.title', notificationsTexts);
  addTexts(i18n, 'challenges.challenge', challengesTexts);
  addTexts(i18n, 'setupMore.idle', setupTexts);
  addTexts(i18n, 'controls.bar', controlsTexts);
  addTexts(i18n, 'moves.title', movesTexts);
  registerEndTexts(i18n, 'linx', linxEndTexts);
  registerEndTexts(i18n, 'superpion', superpionEndTexts);
  registerEndTexts(i18n, 'symbolix', symbolixEndTexts);
  registerEndTexts(i18n, 'outcome', outcomeTexts);
  registerTexts(i18n, 'table', 'symbolix', symbolixSeatTexts);
  const fr = flatten(i18n.getResourceBundle('fr', 'translation'));
  const en = flatten(i18n.getResourceBundle('en', 'translation'));
  for (const [key, text] of flatten(rulesFr, 'rules')) fr.set(key, text);
  for (const [key, text] of flatten(rulesEn, 'rules')) en.set(key, text);
  const sentences = { linx: linxSentenceTexts, superpion: superpionSentenceTexts, cubiko: cubikoSentenceTexts };
  for (const [game, texts] of Object.entries(sentences)) {
    for (const [key, text] of flatten(texts.fr, `sentences.${game}`)) fr.set(key, text);
    for (const [key, text] of flatten(texts.en, `sentences.${game}`)) en.set(key, text);
  }
  return { fr, en };
}
