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
  keepGoing: 'Right — the opponent answered {{move}}. Keep going.',
  solved: 'Solved!',
  wrong: '{{move}} does not work. Try again or see the solution.',
  retry: 'Try again',
  showSolution: 'See the solution',
  solution: 'Solution: {{line}}',
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
  keepGoing: 'Bien joué — l’adversaire a répondu {{move}}. Continuez.',
  solved: 'Résolu\u00a0!',
  wrong: '{{move}} ne marche pas. Réessayez ou voyez la solution.',
  retry: 'Réessayer',
  showSolution: 'Voir la solution',
  solution: 'Solution\u00a0: {{line}}',
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
};

export function registerPuzzleTexts(instance: i18n): void {
  addTexts(instance, 'puzzles.title', { en: { puzzles: en }, fr: { puzzles: fr } });
}
