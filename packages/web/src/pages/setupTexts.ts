/**
 * Texts of the new-game page's option fields added for issue 12 (every rules "Options" entry, mixed hot-seat
 * tables), in English and French under `setupMore.*`; `useSetupTexts` registers them once per i18next instance.
 */
import { useTranslation } from 'react-i18next';
import { addTexts } from '../i18n/addTexts.js';

const en = {
  setupMore: {
    roundsToWin: 'Rounds to win the match',
    startingHands: 'Starting hands (tiles drawn before the first turn, LX-8)',
    handOf: 'Player {{n}} in turn order',
    championship: '25 min per player (championship)',
    idle: 'Idle camp (never acts)',
    endBy: 'The game ends at',
    endPoints: 'a points total',
    endConfigurations: 'a number of configurations',
    configurations: 'Configurations to score',
    seatBot: 'Bot at this seat',
  },
};

const fr: typeof en = {
  setupMore: {
    roundsToWin: 'Manches à gagner pour la partie',
    startingHands: 'Mains de départ (tuiles tirées avant le premier tour, LX-8)',
    handOf: 'Joueur {{n}} dans l’ordre du tour',
    championship: '25 min par joueur (championnat)',
    idle: 'Camp inactif (ne joue jamais)',
    endBy: 'La partie s’arrête à',
    endPoints: 'un total de points',
    endConfigurations: 'un nombre de configurations',
    configurations: 'Configurations à réaliser',
    seatBot: 'Un robot à cette place',
  },
};

export const setupTexts = { en, fr } as const;

export function useSetupTexts(): ReturnType<typeof useTranslation> {
  const result = useTranslation();
  const { i18n } = result;
  addTexts(i18n, 'setupMore.idle', setupTexts);
  return result;
}
