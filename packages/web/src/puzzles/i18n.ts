/**
 * The puzzle page's texts in French and English, under the `puzzles` key of the app's `translation` namespace,
 * added to the i18next instance by the page itself (`registerPuzzleTexts`).
 */
import type { i18n } from 'i18next';
import { addTexts } from '../i18n/addTexts.js';

const en = {
  title: 'Puzzles',
  choose: 'Choose a game',
  loading: 'Loading the puzzles…',
  missing: 'No puzzles for this game.',
  broken: 'This puzzle could not be loaded. Try the next one.',
  find: {
    win: 'Find the winning move.',
    captures: 'Find the combination: take {{count}} pieces this colour turn.',
    shot: 'Find the trick shot: win with this throw.',
  },
  turnOf: 'Your turn: you play seat {{seat}}.',
  winIn: 'Win within {{count}} of your turns, whatever the opponent answers.',
  right: 'Right!',
  keepGoing: 'Right — the opponent has answered (see the moves). Keep going.',
  solved: 'Solved!',
  wrong: 'That move does not work. Try again or see the solution.',
  retry: 'Try again',
  showSolution: 'See the solution',
  solution: 'The solution is played on the board.',
  next: 'Next puzzle',
  streak: 'Streak: {{count}}',
  yourRating: 'Your puzzle rating: {{rating}}',
  puzzleRating: 'Puzzle {{id}} — rating {{rating}}, level {{level}} of 5',
  moves: 'Moves',
  moveLabel: 'Your move',
  seatName: 'Player {{n}}',
  opponent: 'Opponent {{n}}',
  play: 'Play',
  aimAt: 'Aim at {{cell}}',
  aimLabel: 'Throw toward a cell',
  line: 'Moves played: {{line}}',
  themesLabel: 'Themes:',
  themes: {
    combination: 'two-action combination',
    multiCapture: 'multiple capture',
    bestCapture: 'choosing the best capture',
    superpion: 'superpion',
    promotion: 'promotion',
    quietFirst: 'quiet first move',
    covering: 'covering',
    threat: 'threat',
    readingHand: 'reading the hidden hand',
    anyHand: 'whatever the hidden tiles',
    chain: 'chain',
    longChain: 'long chain',
    readingCovered: 'reading the covered pieces',
    anyCovered: 'whatever the covered pieces',
    colourChange: 'colour change',
    uncover: 'uncovering',
    knockOn: 'knock-on',
    directShot: 'direct shot',
    slide: 'sliding a cube',
  },
};

type Texts = {
  readonly [K in keyof typeof en]: (typeof en)[K] extends string
    ? string
    : { readonly [J in keyof (typeof en)[K]]: string };
};

const fr: Texts = {
  title: 'Problèmes',
  choose: 'Choisissez un jeu',
  loading: 'Chargement des problèmes…',
  missing: 'Aucun problème pour ce jeu.',
  broken: 'Ce problème n’a pas pu être chargé. Passez au suivant.',
  find: {
    win: 'Trouvez le coup gagnant.',
    captures: 'Trouvez la combinaison\u00a0: prenez {{count}} pièces pendant ce tour de couleur.',
    shot: 'Trouvez le coup d’adresse\u00a0: gagnez avec ce lancer.',
  },
  turnOf: 'À vous de jouer (joueur {{seat}}).',
  winIn: 'Gagnez en {{count}} de vos tours au plus, quelle que soit la réponse de l’adversaire.',
  right: 'Bien joué\u00a0!',
  keepGoing: 'Bien joué — l’adversaire a répondu (voyez les coups). Continuez.',
  solved: 'Résolu\u00a0!',
  wrong: 'Ce coup ne marche pas. Réessayez ou voyez la solution.',
  retry: 'Réessayer',
  showSolution: 'Voir la solution',
  solution: 'La solution est jouée sur le plateau.',
  next: 'Problème suivant',
  streak: 'Série\u00a0: {{count}}',
  yourRating: 'Votre classement en problèmes\u00a0: {{rating}}',
  puzzleRating: 'Problème {{id}} — classement {{rating}}, niveau {{level}} sur 5',
  moves: 'Coups',
  moveLabel: 'Votre coup',
  seatName: 'Joueur {{n}}',
  opponent: 'Adversaire {{n}}',
  play: 'Jouer',
  aimAt: 'Viser {{cell}}',
  aimLabel: 'Lancer vers une case',
  line: 'Coups joués\u00a0: {{line}}',
  themesLabel: 'Thèmes\u00a0:',
  themes: {
    combination: 'combinaison en deux actions',
    multiCapture: 'rafle',
    bestCapture: 'choisir la meilleure prise',
    superpion: 'superpion',
    promotion: 'promotion',
    quietFirst: 'premier coup tranquille',
    covering: 'recouvrement',
    threat: 'menace',
    readingHand: 'lire la main cachée',
    anyHand: 'quelles que soient les tuiles cachées',
    chain: 'chaîne',
    longChain: 'longue chaîne',
    readingCovered: 'lire les pièces couvertes',
    anyCovered: 'quelles que soient les pièces couvertes',
    colourChange: 'changement de couleur',
    uncover: 'retournement',
    knockOn: 'cube bousculé',
    directShot: 'tir direct',
    slide: 'glissement d’un cube',
  },
};

/** The theme ids the page names (`ludo puzzles` writes them per puzzle). */
export const THEMES: readonly string[] = Object.keys(en.themes);

export function registerPuzzleTexts(instance: i18n): void {
  addTexts(instance, 'puzzles.title', { en: { puzzles: en }, fr: { puzzles: fr } });
}
