/**
 * The home page's texts (FR + EN) under `home.*`; `useHomeTexts` adds them once per i18next instance, deep, without
 * overwriting the app's own `home.*` (heading, play, rules).
 */
import { useTranslation } from 'react-i18next';
import { addTexts } from '../i18n/addTexts.js';

const NB = '\u00a0'; // French: a non-breaking space before : ; ! ?

const en = {
  home: {
    learn: 'Learn to play',
    quick: 'Quick pairing',
    quickHint: 'One click and you wait for an opponent of your level; the game opens when you are paired.',
    twoPlayers: ', two players',
    speeds: { blitz: 'Blitz', rapid: 'Rapid', untimed: 'Untimed' },
    untimedClock: 'no clock',
    waiting: 'Looking for an opponent: {{game}}, {{clock}}…',
    waitingKind: { rated: 'rated', casual: 'casual' },
    waitingOthers_one: '{{count}} player waiting in this pool',
    waitingOthers_other: '{{count}} players waiting in this pool',
    connecting: 'Connecting to the lobby…',
    cancel: 'Cancel',
    paired: 'Opponent found: the game opens…',
    failed: 'The quick pairing did not start: {{reason}}',
    start: 'Start a game',
    game: 'Game',
    computer: 'Play the computer',
    computerHint: 'An easy bot, on this device',
    friend: 'Play a friend',
    friendHint: 'An online game: you get a link to send',
    creating: 'Creating the game…',
    createFailed: 'The game could not be created: {{message}}',
    options: 'More options',
    live: 'Live now',
    online_one: '{{formattedCount}} player online',
    online_other: '{{formattedCount}} players online',
    inPlay_one: '{{formattedCount}} game in play',
    inPlay_other: '{{formattedCount}} games in play',
    countsUnknown: 'The live counts are out of reach.',
    watch: 'Watch {{game}}: {{players}}',
    moves_one: '{{count}} move',
    moves_other: '{{count}} moves',
    noWatch: 'No game to watch right now.',
  },
};

const fr = {
  home: {
    learn: 'Apprendre à jouer',
    quick: 'Partie rapide',
    quickHint: 'Un clic et vous attendez un adversaire de votre niveau\u00a0; la partie s’ouvre dès qu’il est trouvé.',
    twoPlayers: ', deux joueurs',
    speeds: { blitz: 'Blitz', rapid: 'Rapide', untimed: 'Sans pendule' },
    untimedClock: 'sans pendule',
    waiting: `Recherche d’un adversaire${NB}: {{game}}, {{clock}}…`,
    waitingKind: { rated: 'classée', casual: 'amicale' },
    waitingOthers_one: '{{count}} joueur attend dans cette file',
    waitingOthers_other: '{{count}} joueurs attendent dans cette file',
    connecting: 'Connexion au salon…',
    cancel: 'Annuler',
    paired: `Adversaire trouvé${NB}: la partie s’ouvre…`,
    failed: `La partie rapide n’a pas pu commencer${NB}: {{reason}}`,
    start: 'Commencer une partie',
    game: 'Jeu',
    computer: 'Jouer contre l’ordinateur',
    computerHint: 'Un robot facile, sur cet appareil',
    friend: 'Jouer avec un ami',
    friendHint: `Une partie en ligne${NB}: vous recevez un lien à envoyer`,
    creating: 'Création de la partie…',
    createFailed: `La partie n’a pas pu être créée${NB}: {{message}}`,
    options: 'Plus d’options',
    live: 'En direct',
    online_one: '{{formattedCount}} joueur en ligne',
    online_other: '{{formattedCount}} joueurs en ligne',
    inPlay_one: '{{formattedCount}} partie en cours',
    inPlay_other: '{{formattedCount}} parties en cours',
    countsUnknown: 'Les chiffres en direct sont injoignables.',
    watch: `Regarder {{game}}${NB}: {{players}}`,
    moves_one: '{{count}} coup',
    moves_other: '{{count}} coups',
    noWatch: 'Aucune partie à regarder pour l’instant.',
  },
};

export const homeTexts = { en, fr };

export function useHomeTexts() {
  const result = useTranslation();
  addTexts(result.i18n, 'home.quick', homeTexts);
  return result;
}
