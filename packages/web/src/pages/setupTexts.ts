/**
 * Texts of the new-game page's option fields added for issue 12 (every rules "Options" entry, mixed hot-seat
 * tables), in English and French under `setupMore.*`; `useSetupTexts` registers them once per i18next instance.
 */
import { useTranslation } from 'react-i18next';
import { addTexts } from '../i18n/addTexts.js';

const en = {
  setupMore: {
    roundsToWin: 'Rounds to win the match',
    players_one: '{{count}} player',
    players_other: '{{count}} players',
    rounds_one: '{{count}} round',
    rounds_other: '{{count}} rounds',
    startingHands: 'Tiles in hand at the start',
    hands: {
      rising: 'Rising, as the rules say: {{list}} tiles in turn order',
      equal3: 'Equal: 3 tiles each',
      equal5: 'Equal: 5 tiles each',
      custom: 'Chosen for each player…',
    },
    handPlace: ['First to play', 'Second', 'Third', 'Fourth'],
    gameTime: 'Time for the whole game (it stops when a player’s time runs out)',
    championship: '25 min per player (championship)',
    idle: 'Idle camp (never acts)',
    endBy: 'The game ends at',
    endPoints: 'a points total',
    endConfigurations: 'a number of configurations',
    configurations: 'Configurations to score',
    seatBot: 'Bot at this seat',
    precision: 'Precision',
    scoring: 'Scoring',
    target: 'Points to win',
  },
};

const fr: typeof en = {
  setupMore: {
    roundsToWin: 'Manches à gagner pour la partie',
    players_one: '{{count}} joueur',
    players_other: '{{count}} joueurs',
    rounds_one: '{{count}} manche',
    rounds_other: '{{count}} manches',
    startingHands: 'Tuiles en main au départ',
    hands: {
      rising: 'Croissantes, comme la règle\u00a0: {{list}} tuiles dans l’ordre du tour',
      equal3: 'Égales\u00a0: 3 tuiles chacun',
      equal5: 'Égales\u00a0: 5 tuiles chacun',
      custom: 'Au choix pour chaque joueur…',
    },
    handPlace: ['Premier à jouer', 'Deuxième', 'Troisième', 'Quatrième'],
    gameTime: 'Temps pour toute la partie (elle s’arrête quand un joueur n’en a plus)',
    championship: '25 min par joueur (championnat)',
    idle: 'Camp inactif (ne joue jamais)',
    endBy: 'La partie s’arrête à',
    endPoints: 'un total de points',
    endConfigurations: 'un nombre de configurations',
    configurations: 'Configurations à réaliser',
    seatBot: 'Un robot à cette place',
    precision: 'Précision',
    scoring: 'Décompte',
    target: 'Points pour gagner',
  },
};

export const setupTexts = { en, fr } as const;

export function useSetupTexts(): ReturnType<typeof useTranslation> {
  const result = useTranslation();
  const { i18n } = result;
  addTexts(i18n, 'setupMore.idle', setupTexts);
  return result;
}
