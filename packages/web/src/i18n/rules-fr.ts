import type { RulesBook } from './rules-types.js';

// Written for players from /work/shared/rules/*.md and the French seeds; ids in brackets point to the contract.
export const rulesFr: RulesBook = {
  linx: {
    name: 'Linx',
    tagline: 'Pierre-feuille-ciseaux rencontre le morpion\u00a0: alignez trois tuiles de votre couleur.',
    players: '2 à 4 joueurs, équipes possibles à 4',
    sections: [
      {
        title: 'Matériel',
        items: [
          'Quatre couleurs dans l’ordre des sièges\u00a0: jaune, bleu, rose, vert. Chaque couleur a 15 tuiles\u00a0: 5 pierres, 5 feuilles, 5 ciseaux. [LX-1, LX-2]',
          'La pierre bat les ciseaux, les ciseaux battent la feuille, la feuille bat la pierre. [LX-3]',
          '2, 3 ou 4 joueurs\u00a0; à 4, on peut jouer en deux équipes\u00a0: places 1 et 3 contre places 2 et 4. [LX-4]',
        ],
      },
      {
        title: 'La grille',
        items: [
          'La grille n’a pas de bord fixe, mais toutes les tuiles posées doivent toujours tenir dans un carré de 4×4 à 2 joueurs, de 5×5 à 3 ou 4 joueurs. [LX-5]',
          'La première tuile d’une manche se pose au centre. À 3 joueurs, un bloc neutre de 9 tuiles vertes (3 de chaque type) occupe le centre au départ\u00a0: il n’appartient à personne mais peut être recouvert. [LX-6, LX-9]',
        ],
      },
      {
        title: 'Mise en place de chaque manche',
        items: [
          'Chacun mélange ses 15 tuiles en une pioche personnelle face cachée\u00a0; votre main ne contient que vos propres tuiles. [LX-7]',
          'Le premier joueur de la manche pioche 2 tuiles, le suivant 3, puis 4, puis 5. [LX-8]',
          'Le premier joueur de la première manche est tiré au sort\u00a0; chaque manche suivante est commencée par le joueur suivant. [LX-10]',
        ],
      },
      {
        title: 'Votre tour\u00a0: une seule de ces actions',
        items: [
          'Face visible\u00a0: posez une tuile de votre main sur une case vide voisine (orthogonalement ou en diagonale) d’une tuile déjà posée, en respectant le carré. Puis piochez 2 tuiles. [LX-11]',
          'Face cachée\u00a0: posez une tuile sur une tuile face visible qu’elle bat, à n’importe qui (même à vous). Tout le monde voit son type. Vous ne piochez pas. Une tuile face cachée ne peut plus être recouverte. [LX-12]',
          'Passer\u00a0: seulement si vous ne pouvez rien poser. Vous montrez votre main à tous, puis piochez 2 tuiles. [LX-13]',
        ],
      },
      {
        title: 'Gagner une manche',
        items: [
          'Seule la tuile du dessus compte. Un alignement, ce sont 3 cases consécutives en ligne, colonne ou diagonale dont les tuiles du dessus sont de votre couleur et toutes face visible ou toutes face cachée. [LX-14]',
          'Celui qui réalise un alignement gagne la manche aussitôt. [LX-15]',
          'Si plus personne ne peut jouer ni piocher, ou après 200 tours, la manche revient à qui a le plus de tuiles face visible de sa couleur sur le dessus\u00a0; à égalité, personne ne la gagne. [LX-16, LX-19]',
          'En équipes (4 joueurs\u00a0: jaune et rose contre bleu et vert), un alignement mêlant les deux couleurs de l’équipe compte. [LX-17]',
        ],
      },
      {
        title: 'Gagner la partie',
        items: [
          'Le premier à gagner 2 manches remporte la partie. Entre deux manches, on distribue la suivante. [LX-18, LX-20]',
          'Ce que chacun sait\u00a0: la grille, le nombre de tuiles en main et en pioche de chacun, chaque coup joué. Seule votre main vous est réservée\u00a0; l’ordre des pioches reste secret pour tous.',
        ],
      },
    ],
  },
  superpion: {
    name: 'Superpion',
    tagline: 'Des dames à quatre camps\u00a0: capturez, traversez, devenez superpion.',
    players: '2 à 4 joueurs, équipes possibles à 4',
    sections: [
      {
        title: 'Plateau et pions',
        items: [
          'Un plateau en croix de 14×14 cases sans ses coins\u00a0; on ne joue que sur les cases blanches. Quatre camps\u00a0: bleu (sud), rouge (ouest), jaune (nord), noir (est), 12 pions chacun. [SP-1, SP-2, SP-3, SP-5]',
          'Chaque pion porte un insigne qui désigne un des trois autres camps. [SP-5]',
        ],
      },
      {
        title: 'Joueurs et modes',
        items: [
          'À 4 joueurs\u00a0: une couleur chacun. En équipes\u00a0: bleu et jaune contre rouge et noir\u00a0; les partenaires ne se prennent jamais et additionnent leurs scores. [SP-7, SP-8, SP-20]',
          'À 3 joueurs\u00a0: bleu, rouge et jaune jouent\u00a0; le noir ne joue jamais et ses pièces peuvent être prises par tous. [SP-7]',
          'À 2 joueurs\u00a0: A joue bleu et rouge, B jaune et noir\u00a0; les déplacements simples des pions vont alors seulement vers les lignes de fond adverses. À 2 joueurs, camps opposés\u00a0: A joue bleu et jaune, B rouge et noir. [SP-7, SP-11]',
        ],
      },
      {
        title: 'Le tour d’une couleur',
        items: [
          'Les couleurs jouent dans l’ordre bleu, rouge, jaune, noir. Chaque couleur fait deux actions, avec deux pièces différentes. [SP-7, SP-9]',
          'Un pion avance ou se déplace de côté d’une case blanche\u00a0; jamais en arrière. Une couleur dont aucune pièce ne peut jouer passe. [SP-9, SP-11]',
          'La prise est obligatoire et maximale\u00a0: un pion saute en diagonale (avant ou arrière) par-dessus une pièce ennemie et continue tant qu’il peut. [SP-10, SP-12]',
        ],
      },
      {
        title: 'Superpions',
        items: [
          'Un pion qui termine son action sur la ligne de fond du camp ennemi indiqué par son insigne devient superpion (deux pions empilés). [SP-15, SP-16]',
          'Le pion du dessous est pris dans la réserve des prises du joueur qui possède le camp atteint (un pion gris si elle est vide). [SP-16]',
          'Un superpion se déplace de plusieurs cases orthogonalement et prend en volant le long des diagonales, sans jamais revenir tout droit en arrière. [SP-13, SP-14]',
        ],
      },
      {
        title: 'Fin et score',
        items: [
          'La partie s’arrête quand un seul joueur (ou une équipe) a encore des pièces, après 20 tours complets sans prise, quand toutes les couleurs ont dû passer à la suite, ou dans une partie à la pendule quand le temps est écoulé (on finit d’abord le tour). [SP-18]',
          '1 point par pion ennemi capturé\u00a0; vos propres pions valent 2 points chacun si vous avez capturé au moins 5 pions ennemis, sinon 1. [SP-20]',
        ],
      },
    ],
  },
  symbolix: {
    name: 'Symbolix',
    tagline: 'Découvrez les pièces, devinez les couleurs secrètes, collectionnez six couleurs ou six symboles.',
    players: '2 à 6 joueurs',
    sections: [
      {
        title: 'Plateau et couleurs secrètes',
        items: [
          'Un plateau de 7×7\u00a0: 48 pièces face cachée, le centre d4 vide. Six couleurs, sept symboles (six aux niveaux normal et avancé), un Scientifix par couleur. [SX-1, SX-2, SX-3]',
          'Un tirage des cartes couleur numérotées désigne qui commence\u00a0; puis chacun reçoit une carte couleur secrète, connue de lui seul\u00a0; les autres cartes forment la réserve, face cachée. [SX-5, SX-6, SX-7]',
        ],
      },
      {
        title: 'Votre tour\u00a0: une action',
        items: [
          'Jouez n’importe quelle pièce du plateau\u00a0: une pièce cachée est d’abord retournée (vous pouvez alors vous arrêter, avancer ou sauter)\u00a0; une pièce découverte doit avancer ou sauter. [SX-8]',
          'Avancer\u00a0: d’une case en haut, en bas, à gauche ou à droite, sur une case vide\u00a0; chacun peut avancer n’importe quelle pièce. Une pièce cachée ne bouge jamais. [SX-9, SX-12, SX-13]',
          'Sauter\u00a0: seulement avec un Symbolix de la couleur de votre carte, le Scientifix de cette couleur, Zorg ou Zorga\u00a0; par-dessus une pièce voisine jusqu’à la case vide juste derrière, encore et encore, jamais deux fois par-dessus la même pièce. [SX-10]',
          'La pièce sautée est retournée et capturée dans votre collection\u00a0; un Scientifix n’est jamais capturé et reste en place. Votre première capture dévoile votre carte couleur. [SX-10, SX-11]',
          'Ou bien remettez une de vos pièces capturées face visible sur une case vide, ou changez de couleur\u00a0: tirez une carte de la réserve au hasard et remettez la vôtre, face cachée. On ne passe que si rien d’autre n’est possible. [SX-14, SX-15, SX-25]',
        ],
      },
      {
        title: 'Gagner',
        items: [
          'Le premier qui réunit six couleurs différentes ou six symboles différents gagne aussitôt\u00a0; chaque Zorg ou Zorga remplace celui qui manque. [SX-16]',
          'Après 60 tours sans capture (ou 600 tours en tout), la partie s’arrête\u00a0: le meilleur compte de couleurs ou de symboles gagne, puis le plus de pièces. [SX-17]',
        ],
      },
      {
        title: 'Niveaux normal et avancé',
        items: [
          'Pièces de changement de couleur\u00a0: retournée ou capturée, elle quitte le jeu et le joueur échange les cartes couleur de deux joueurs (lui compris s’il le veut). Zorg et Zorga capturent pour tout le monde et servent de jokers. [SX-18, SX-19]',
          'Avancé\u00a0: cartes action (changement de couleur, permutation, interdiction de bouger, interdiction de manger, retrait de pièce, échange de pièces), une distribuée à chacun, gardée secrète\u00a0; on peut en jouer une avant son action\u00a0; remettre une pièce en jeu fait aussi piocher 2 cartes. [SX-20, SX-21, SX-22]',
        ],
      },
      {
        title: 'Variantes',
        items: [
          'Grand Secret\u00a0: les pièces cachées peuvent avancer sans être retournées\u00a0; une pièce cachée sautée n’est vue que du sauteur et capturée face cachée (un Scientifix reste, caché). [SX-23]',
          'Stratégie\u00a0: tout est visible dès le départ, cartes comprises\u00a0; plus d’information cachée ni de hasard après la donne. [SX-24]',
        ],
      },
    ],
  },
  cubiko: {
    name: 'Cubiko',
    tagline: 'Faites rebondir la balle sur la table et dans le cadre pour aligner vos cubes.',
    players: '2 à 4 joueurs',
    sections: [
      {
        title: 'Le matériel',
        items: [
          'Un cadre de 3×3 cases, 12 cubes en 4 couleurs (3 par joueur), une balle rebondissante. La partie est une simulation physique. [CB-1 à CB-4]',
        ],
      },
      {
        title: 'Votre tour',
        items: [
          'Lancez la balle\u00a0: elle doit toucher la table avant d’arriver dans le cadre. Sinon le lancer est manqué. [CB-8, CB-9]',
          'Si le lancer compte, posez un cube dans la case de la balle (les cubes adverses de cette case retournent à leurs propriétaires) ou déplacez-y un de vos cubes. Vous pouvez aussi passer. [CB-11, CB-14]',
          'Les cubes heurtés par la balle restent là où ils s’arrêtent\u00a0; un cube chassé hors de la surface de jeu retourne à son propriétaire. [CB-10, CB-12]',
          'Précision (une option)\u00a0: lancers exacts, main sûre (par défaut) ou main tremblante, dont les lancers s’écartent un peu de la visée, pour tous pareil. [CB-6]',
        ],
      },
      {
        title: 'Gagner',
        items: [
          'Vos 3 cubes dans une même case, ou un cube dans chacune de 3 cases alignées, à la fin de votre tour\u00a0: vous gagnez. [CB-15, CB-16]',
          'Règle avancée\u00a0: à la fin de votre tour une configuration rapporte des points (3 cubes dans une case 1 point, une ligne au bord 2, la ligne ou la colonne du milieu 3, une diagonale 4) et vos 3 cubes reviennent dans votre réserve\u00a0; le premier à atteindre l’objectif (9 points par défaut) gagne. [CB-17]',
          'Après 30 tours par joueur sans configuration, la partie s’arrête\u00a0: le meilleur score, puis le plus de cubes en jeu, gagne\u00a0; sinon c’est une égalité. [CB-18]',
        ],
      },
    ],
  },
};
