/**
 * The Cubiko board's texts in French and English, under the `cubiko` key of the app's `translation` namespace.
 * `useCubikoTexts` adds them to the running i18next instance when the app has not registered them yet, so the
 * board works before and after the lead wires them into `i18n/`.
 */
import { useTranslation } from 'react-i18next';

const enCubiko = {
  title: 'Cubiko',
  loading: 'Loading the physics…',
  loadFailed: 'The physics could not be loaded: {{message}}',
  scene:
    'Cubiko frame seen from your seat. Drag from your edge toward the frame to aim; drag elsewhere to turn the view.',
  colours: { red: 'red', blue: 'blue', green: 'green', yellow: 'yellow' },
  emblems: { red: 'circle', blue: 'triangle', green: 'cross', yellow: 'star' },
  cube: '{{colour}} cube {{n}} ({{emblem}})',
  cell: 'Cell {{cell}}',
  cellEmpty: 'cell {{cell}}, empty',
  cellWith: 'cell {{cell}}: {{cubes}}',
  ballHere: 'the ball is here',
  grid: 'The nine cells, as seen from seat 1 (a1 bottom left)',
  players: 'Players',
  reserve_one: '{{count}} cube in reserve',
  reserve_other: '{{count}} cubes in reserve',
  inPlay: 'in play: {{list}}',
  points: '{{score}} / {{target}} points',
  configs: '{{n}} / {{goal}} configurations',
  you: 'you',
  bot: 'bot',
  turn: 'to play',
  precision: { exact: 'Exact throws', steady: 'Steady hand', shaky: 'Shaky hand' },
  scoring: { basic: 'Basic rule: first configuration wins', points: 'Points rule' },
  quiet: 'Turns without a configuration: {{n}} / {{max}}',
  status: {
    yourThrow: 'Your turn: throw the ball (it must bounce on the table first) or pass.',
    yourPlacement: 'The ball landed in {{cell}}: place a cube, move one of yours there, or pass.',
    turnOf: '{{name}} is playing.',
    thinking: '{{name}} is thinking…',
    replaying: 'The ball is flying…',
    over: 'The game is over.',
  },
  aim: {
    title: 'Your throw',
    offset: 'Position along your edge (mm)',
    yaw: 'Direction (degrees, + to the right)',
    speed: 'Strength (mm/s)',
    lift: 'Lift (degrees, negative: downward)',
    spin: 'Spin (mrad/s, + backspin)',
    throw: 'Throw',
    pass: 'Pass',
    keys: 'Keys on the board: ← → direction, ↑ ↓ strength, PageUp/PageDown lift, [ ] position, + − spin, Enter throws.',
    notation: 'Notation: {{text}}',
  },
  choice: {
    title: 'The ball is in {{cell}}',
    place: 'Place cube {{n}} in {{cell}}',
    placeAny: 'Place a cube in {{cell}}',
    move: 'Move cube {{n}} to {{cell}}',
    pass: 'Pass',
  },
  log: {
    title: 'Moves',
    none: 'No move yet.',
    throw: 'throws (speed {{speed}} mm/s)',
    landed: 'ball in {{cell}}',
    counted: 'counted',
    missed: 'missed',
    place: 'places a cube',
    move: 'moves cube {{n}}',
    pass: 'passes',
  },
  end: {
    won: '{{name}} wins!',
    draw: 'The game is drawn.',
    configuration: '{{name}} made a configuration: {{shape}} ({{cells}}).',
    shapes: {
      oneCell: 'three cubes in one cell',
      row: 'a row',
      column: 'a column',
      diagonal: 'a diagonal',
    },
    target_one: '{{name}} reached {{count}} point.',
    target_other: '{{name}} reached {{count}} points.',
    configurations_one: '{{name}} scored {{count}} configuration.',
    configurations_other: '{{name}} scored {{count}} configurations.',
    guard: '{{turns}} turns without a configuration: the game stops (most points, then most cubes in play).',
    left: 'A player left the game.',
    points_one: '{{count}} point',
    points_other: '{{count}} points',
    inPlay_one: '{{count}} cube in play',
    inPlay_other: '{{count}} cubes in play',
  },
  replay: 'Skip the replay',
  resetView: 'Seat view',
  rules: 'Rules',
};

type Texts = typeof enCubiko;

const frCubiko: Texts = {
  title: 'Cubiko',
  loading: 'Chargement de la physique…',
  loadFailed: 'La physique n’a pas pu être chargée : {{message}}',
  scene:
    'Le cadre de Cubiko vu depuis votre place. Faites glisser depuis votre bord vers le cadre pour viser ; ailleurs, pour tourner la vue.',
  colours: { red: 'rouge', blue: 'bleu', green: 'vert', yellow: 'jaune' },
  emblems: { red: 'rond', blue: 'triangle', green: 'croix', yellow: 'étoile' },
  cube: 'cube {{colour}} {{n}} ({{emblem}})',
  cell: 'Case {{cell}}',
  cellEmpty: 'case {{cell}}, vide',
  cellWith: 'case {{cell}} : {{cubes}}',
  ballHere: 'la balle est ici',
  grid: 'Les neuf cases, vues depuis la place 1 (a1 en bas à gauche)',
  players: 'Joueurs',
  reserve_one: '{{count}} cube en réserve',
  reserve_other: '{{count}} cubes en réserve',
  inPlay: 'en jeu : {{list}}',
  points: '{{score}} / {{target}} points',
  configs: '{{n}} / {{goal}} configurations',
  you: 'vous',
  bot: 'robot',
  turn: 'à jouer',
  precision: { exact: 'Lancers exacts', steady: 'Main sûre', shaky: 'Main tremblante' },
  scoring: { basic: 'Règle de base : la première configuration gagne', points: 'Règle des points' },
  quiet: 'Tours sans configuration : {{n}} / {{max}}',
  status: {
    yourThrow: 'À vous : lancez la balle (elle doit d’abord rebondir sur la table) ou passez.',
    yourPlacement: 'La balle est dans {{cell}} : posez un cube, déplacez-y un des vôtres, ou passez.',
    turnOf: '{{name}} joue.',
    thinking: '{{name}} réfléchit…',
    replaying: 'La balle vole…',
    over: 'La partie est finie.',
  },
  aim: {
    title: 'Votre lancer',
    offset: 'Position le long de votre bord (mm)',
    yaw: 'Direction (degrés, + vers la droite)',
    speed: 'Force (mm/s)',
    lift: 'Élévation (degrés, négatif : vers le bas)',
    spin: 'Effet (mrad/s, + rétro)',
    throw: 'Lancer',
    pass: 'Passer',
    keys: 'Touches sur le plateau : ← → direction, ↑ ↓ force, PageUp/PageDown élévation, [ ] position, + − effet, Entrée lance.',
    notation: 'Notation : {{text}}',
  },
  choice: {
    title: 'La balle est dans {{cell}}',
    place: 'Poser le cube {{n}} dans {{cell}}',
    placeAny: 'Poser un cube dans {{cell}}',
    move: 'Déplacer le cube {{n}} dans {{cell}}',
    pass: 'Passer',
  },
  log: {
    title: 'Coups',
    none: 'Aucun coup pour l’instant.',
    throw: 'lance (vitesse {{speed}} mm/s)',
    landed: 'balle dans {{cell}}',
    counted: 'compté',
    missed: 'raté',
    place: 'pose un cube',
    move: 'déplace le cube {{n}}',
    pass: 'passe',
  },
  end: {
    won: '{{name}} gagne !',
    draw: 'La partie est nulle.',
    configuration: '{{name}} a fait une configuration : {{shape}} ({{cells}}).',
    shapes: {
      oneCell: 'trois cubes dans une case',
      row: 'une rangée',
      column: 'une colonne',
      diagonal: 'une diagonale',
    },
    target_one: '{{name}} atteint {{count}} point.',
    target_other: '{{name}} atteint {{count}} points.',
    configurations_one: '{{name}} a marqué {{count}} configuration.',
    configurations_other: '{{name}} a marqué {{count}} configurations.',
    guard: '{{turns}} tours sans configuration : la partie s’arrête (le plus de points, puis le plus de cubes en jeu).',
    left: 'Un joueur a quitté la partie.',
    points_one: '{{count}} point',
    points_other: '{{count}} points',
    inPlay_one: '{{count}} cube en jeu',
    inPlay_other: '{{count}} cubes en jeu',
  },
  replay: 'Passer le ralenti',
  resetView: 'Vue de ma place',
  rules: 'Règles',
};

export const en = { cubiko: enCubiko };
export const fr = { cubiko: frCubiko };
export const cubikoTexts = { en: enCubiko, fr: frCubiko } as const;

/** `useTranslation`, after making sure the Cubiko texts are in the running instance (both languages). */
export function useCubikoTexts(): ReturnType<typeof useTranslation> {
  const result = useTranslation();
  const { i18n } = result;
  for (const lng of ['en', 'fr'] as const) {
    if (!i18n.exists('cubiko.title', { lng, fallbackLng: [] })) {
      i18n.addResourceBundle(lng, 'translation', { cubiko: cubikoTexts[lng] }, true, false);
    }
  }
  return result;
}
