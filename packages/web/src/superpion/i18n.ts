/**
 * The Superpion board's texts in French and English, under the `superpion` key of the app's `translation`
 * namespace. `registerSuperpionTexts` adds them to an i18next instance once (the board calls it itself, so the app's
 * own resource files need no change).
 */
import type { i18n } from 'i18next';
import { addTexts } from '../i18n/addTexts.js';

const en = {
  title: 'Superpion',
  board: 'Superpion board, the cross of four camps',
  colours: { blue: 'blue', red: 'red', yellow: 'yellow', black: 'black', grey: 'grey' },
  coloursCap: { blue: 'Blue', red: 'Red', yellow: 'Yellow', black: 'Black', grey: 'Grey' },
  modes: {
    four: '4 players',
    teams: 'Teams: blue and yellow against red and black',
    three: '3 players',
    two: '2 players',
    twoSuper: '2 players, opposite camps',
  },
  cellDark: '{{cell}}, dark square',
  cellEmpty: '{{cell}}, empty',
  pawn: '{{cell}}, {{colour}} pawn, badge {{badge}}',
  superpion: '{{cell}}, {{colour}} superpion over a {{under}} pawn',
  backLine: 'back line of {{colour}}',
  canAct: 'may act',
  selected: 'selected',
  target: 'landing cell',
  used: 'already acted this turn',
  taken: 'taken',
  turn: '{{colour}} to play',
  turnOf: '{{name}} plays {{colour}}',
  action: 'Action {{n}} of 2',
  actionsTitle: 'Actions of this colour turn',
  mustCapture: 'Capture is compulsory: take as many pieces as possible.',
  pickPiece: 'Pick a highlighted piece.',
  pickLanding: 'Click the next landing cell (highlighted).',
  path: 'Path: {{path}}',
  pass: 'Pass',
  passHint: 'No piece can act: pass.',
  back: 'Step back',
  promoTitle: 'Promotion: choose the under pawn',
  promoHint: 'Your pawn becomes a superpion, stacked on a pawn taken from the pile of the camp it reached.',
  promoChoice: '{{colour}} pawn',
  cancel: 'Cancel',
  score: 'Score',
  scoreNow: '{{n}} points if the game ended now',
  teamScore: 'Team: {{n}}',
  idle: 'Idle camp (never acts)',
  idleShort: 'idle',
  captured: 'Captured pile',
  pileEmpty: 'nothing captured yet',
  pileCount: '{{count}} {{colour}}',
  clock: 'Clock',
  timeUp: 'Time is up: the round is finished, then the game ends.',
  quiet: 'Turns without capture: {{n}} of {{max}}',
  rotate: 'Turn the board',
  bottom: 'At the bottom: {{colour}}',
  auto: 'My camp',
  keyboard: 'Keyboard: arrows move, Enter picks and lands, Escape steps back, P passes, R turns the board.',
  badge: 'badge',
  under: 'under pawn',
  deciding: 'one of the last pieces on the board',
};

type Texts = { readonly [K in keyof typeof en]: (typeof en)[K] extends string ? string : Texts2<(typeof en)[K]> };
type Texts2<T> = { readonly [K in keyof T]: string };

const fr: Texts = {
  title: 'Superpion',
  board: 'Plateau de Superpion, la croix des quatre camps',
  colours: { blue: 'bleu', red: 'rouge', yellow: 'jaune', black: 'noir', grey: 'gris' },
  coloursCap: { blue: 'Bleu', red: 'Rouge', yellow: 'Jaune', black: 'Noir', grey: 'Gris' },
  modes: {
    four: '4 joueurs',
    teams: 'Équipes\u00a0: bleu et jaune contre rouge et noir',
    three: '3 joueurs',
    two: '2 joueurs',
    twoSuper: '2 joueurs, camps opposés',
  },
  cellDark: '{{cell}}, case sombre',
  cellEmpty: '{{cell}}, vide',
  pawn: '{{cell}}, pion {{colour}}, insigne {{badge}}',
  superpion: '{{cell}}, superpion {{colour}} sur un pion {{under}}',
  backLine: 'ligne de fond du camp {{colour}}',
  canAct: 'peut jouer',
  selected: 'sélectionné',
  target: "case d'arrivée",
  used: 'a déjà joué ce tour',
  taken: 'pris',
  turn: 'Au {{colour}} de jouer',
  turnOf: '{{name}} joue le {{colour}}',
  action: 'Action {{n}} sur 2',
  actionsTitle: 'Actions de ce tour de couleur',
  mustCapture: 'La prise est obligatoire\u00a0: prenez le plus de pièces possible.',
  pickPiece: 'Choisissez une pièce en surbrillance.',
  pickLanding: "Cliquez la case d'arrivée suivante (en surbrillance).",
  path: 'Trajet\u00a0: {{path}}',
  pass: 'Passer',
  passHint: 'Aucune pièce ne peut jouer\u00a0: passez.',
  back: 'Revenir',
  promoTitle: 'Promotion\u00a0: choisissez le pion du dessous',
  promoHint: 'Votre pion devient un superpion, posé sur un pion pris dans la réserve du camp atteint.',
  promoChoice: 'Pion {{colour}}',
  cancel: 'Annuler',
  score: 'Score',
  scoreNow: '{{n}} points si la partie finissait maintenant',
  teamScore: 'Équipe\u00a0: {{n}}',
  idle: 'Camp inactif (ne joue jamais)',
  idleShort: 'inactif',
  captured: 'Pions pris',
  pileEmpty: 'aucune prise pour le moment',
  pileCount: '{{count}} {{colour}}',
  clock: 'Pendule',
  timeUp: 'Temps écoulé\u00a0: on finit le tour, puis la partie s’arrête.',
  quiet: 'Tours sans prise\u00a0: {{n}} sur {{max}}',
  rotate: 'Tourner le plateau',
  bottom: 'En bas\u00a0: {{colour}}',
  auto: 'Mon camp',
  keyboard:
    'Clavier\u00a0: flèches pour se déplacer, Entrée pour choisir et poser, Échap pour revenir, P pour passer, R pour tourner le plateau.',
  badge: 'insigne',
  under: 'pion du dessous',
  deciding: 'une des dernières pièces sur le plateau',
};

export const superpionTexts = { fr, en } as const;

/** Adds the texts under `superpion.*` of the `translation` namespace, once per instance. */
export function registerSuperpionTexts(instance: i18n): void {
  addTexts(instance, 'superpion.title', { en: { superpion: superpionTexts.en }, fr: { superpion: superpionTexts.fr } });
}
