import type { RulesBook } from './rules-types.js';

// Written for players from /work/shared/rules/*.md and the French seeds; ids in brackets point to the contract.
export const rulesFr: RulesBook = {
  linx: {
    name: 'Linx',
    tagline: 'Pierre-feuille-ciseaux rencontre le morpion : alignez trois tuiles de votre couleur.',
    players: '2 à 4 joueurs, équipes possibles à 4',
    sections: [
      {
        title: 'Matériel',
        items: [
          'Quatre couleurs dans l’ordre des sièges : jaune, bleu, rose, vert. Chaque couleur a 15 tuiles : 5 pierres, 5 feuilles, 5 ciseaux. [LX-1, LX-2]',
          'La pierre bat les ciseaux, les ciseaux battent la feuille, la feuille bat la pierre. [LX-3]',
          '2, 3 ou 4 joueurs ; à 4, on peut jouer en deux équipes : places 1 et 3 contre places 2 et 4. [LX-4]',
        ],
      },
      {
        title: 'La grille',
        items: [
          'La grille n’a pas de bord fixe, mais toutes les tuiles posées doivent toujours tenir dans un carré de 4×4 à 2 joueurs, de 5×5 à 3 ou 4 joueurs. [LX-5]',
          'La première tuile d’une manche se pose au centre. À 3 joueurs, un bloc neutre de 9 tuiles vertes (3 de chaque type) occupe le centre au départ : il n’appartient à personne mais peut être recouvert. [LX-6, LX-9]',
        ],
      },
      {
        title: 'Mise en place de chaque manche',
        items: [
          'Chacun mélange ses 15 tuiles en une pioche personnelle face cachée ; votre main ne contient que vos propres tuiles. [LX-7]',
          'Le premier joueur de la manche pioche 2 tuiles, le suivant 3, puis 4, puis 5. [LX-8]',
          'Le premier joueur de la première manche est tiré au sort ; chaque manche suivante est commencée par le joueur suivant. [LX-10]',
        ],
      },
      {
        title: 'Votre tour : une seule de ces actions',
        items: [
          'Face visible : posez une tuile de votre main sur une case vide voisine (orthogonalement ou en diagonale) d’une tuile déjà posée, en respectant le carré. Puis piochez 2 tuiles. [LX-11]',
          'Face cachée : posez une tuile sur une tuile face visible qu’elle bat, à n’importe qui (même à vous). Tout le monde voit son type. Vous ne piochez pas. Une tuile face cachée ne peut plus être recouverte. [LX-12]',
          'Passer : seulement si vous ne pouvez rien poser. Vous montrez votre main à tous, puis piochez 2 tuiles. [LX-13]',
        ],
      },
      {
        title: 'Gagner une manche',
        items: [
          'Seule la tuile du dessus compte. Un alignement, ce sont 3 cases consécutives en ligne, colonne ou diagonale dont les tuiles du dessus sont de votre couleur et toutes face visible ou toutes face cachée. [LX-14]',
          'Celui qui réalise un alignement gagne la manche aussitôt. [LX-15]',
          'Si plus personne ne peut jouer ni piocher, ou après 200 tours, la manche revient à qui a le plus de tuiles face visible de sa couleur sur le dessus ; à égalité, personne ne la gagne. [LX-16, LX-19]',
          'En équipes (4 joueurs : jaune et rose contre bleu et vert), un alignement mêlant les deux couleurs de l’équipe compte. [LX-17]',
        ],
      },
      {
        title: 'Gagner la partie',
        items: [
          'Le premier à gagner 2 manches remporte la partie. Entre deux manches, on distribue la suivante. [LX-18, LX-20]',
          'Ce que chacun sait : la grille, le nombre de tuiles en main et en pioche de chacun, chaque coup joué. Seule votre main vous est réservée ; l’ordre des pioches reste secret pour tous.',
        ],
      },
    ],
  },
  superpion: {
    name: 'Superpion',
    tagline: 'Des dames à quatre camps : capturez, traversez, devenez superpion.',
    players: '2 à 4 joueurs, équipes possibles à 4',
    sections: [
      {
        title: 'Plateau et pions',
        items: [
          'Un plateau en croix de 14×14 cases sans ses coins ; on ne joue que sur les cases blanches. Quatre camps : bleu (sud), rouge (ouest), jaune (nord), noir (est), 12 pions chacun. [SP-1, SP-2, SP-3, SP-5]',
          'Chaque pion porte un insigne qui désigne un des trois autres camps. [SP-5]',
        ],
      },
      {
        title: 'Le tour d’une couleur',
        items: [
          'Les couleurs jouent dans l’ordre bleu, rouge, jaune, noir. Chaque couleur fait deux actions, avec deux pièces différentes. [SP-7, SP-9]',
          'Un pion avance ou se déplace de côté d’une case blanche ; jamais en arrière. [SP-11]',
          'La prise est obligatoire et maximale : un pion saute en diagonale (avant ou arrière) par-dessus une pièce ennemie et continue tant qu’il peut. [SP-10, SP-12]',
        ],
      },
      {
        title: 'Superpions',
        items: [
          'Un pion qui termine son action sur la ligne de fond du camp ennemi indiqué par son insigne devient superpion (deux pions empilés). [SP-15, SP-16]',
          'Un superpion se déplace de plusieurs cases orthogonalement et prend en volant le long des diagonales. [SP-13, SP-14]',
        ],
      },
      {
        title: 'Fin et score',
        items: [
          'La partie s’arrête quand un seul joueur (ou une équipe) a encore des pièces, après 20 tours complets sans prise, ou à la fin du temps. [SP-18]',
          '1 point par pion ennemi capturé ; vos propres pions valent 2 points chacun si vous avez capturé au moins 5 pions ennemis, sinon 1. [SP-20]',
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
          'Un plateau de 7×7 : 48 pièces face cachée, le centre vide. Chaque joueur reçoit une carte couleur secrète. [SX-1, SX-6]',
        ],
      },
      {
        title: 'Votre tour',
        items: [
          'Jouez une pièce du plateau : retournez-la si elle est cachée, puis déplacez-la d’une case ou faites-la sauter. [SX-8, SX-9]',
          'On ne saute qu’avec une pièce de sa couleur secrète : chaque pièce sautée est capturée et votre couleur est révélée. [SX-10, SX-11]',
          'Ou bien remettez en jeu une pièce capturée, ou changez de couleur avec la réserve. [SX-14, SX-15]',
        ],
      },
      {
        title: 'Gagner',
        items: [
          'Le premier qui réunit six couleurs différentes ou six symboles différents gagne ; Zorg et Zorga sont des jokers. [SX-16, SX-19]',
          'Niveaux normal et avancé : pièces de changement de couleur, Zorg, Zorga, cartes action. [SX-18 à SX-22]',
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
          'Lancez la balle : elle doit toucher la table avant d’arriver dans le cadre. Sinon le lancer est manqué. [CB-8, CB-9]',
          'Si le lancer compte, posez un cube dans la case de la balle (les cubes adverses de cette case retournent à leurs propriétaires) ou déplacez-y un de vos cubes. Vous pouvez aussi passer. [CB-11, CB-14]',
        ],
      },
      {
        title: 'Gagner',
        items: [
          'Vos 3 cubes dans une même case, ou un cube dans chacune de 3 cases alignées, à la fin de votre tour : vous gagnez. [CB-15, CB-16]',
          'Règle avancée : chaque configuration rapporte des points (1 à 4) ; le premier à 9 points gagne. [CB-17]',
        ],
      },
    ],
  },
};
