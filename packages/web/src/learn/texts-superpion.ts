/** The Superpion tutorial's words (steps of `superpionTutorial`, by id); the learner plays blue, the south camp. */
export const superpionEn = {
  pictures: {
    chain: 'Blue’s pawn on e4 can jump f5 to g6, then h7 to i8: both yellow pawns taken in one action.',
    flying: 'A superpion flies along a diagonal: from d5 over the yellow pawn on g8, landing on h9, i10 or j11.',
  },
  steps: {
    step: 'Pawns stand on light squares only. Move your pawn on h5 one light square forward (north) or sideways.',
    two: 'A colour turn is two actions, each by a different piece. Your pawn on h7 has acted: now move the other one.',
    capture: 'A pawn captures diagonally over an enemy onto the empty square beyond. Capturing is compulsory: take h7.',
    backward: 'Captures may also go diagonally backward. Take the yellow pawn on h7.',
    chain: 'After a capture, the pawn must go on capturing while it can. Take both yellow pawns in one action.',
    maximal: 'You must take the most pieces possible. One of your pawns can take two: play that capture.',
    promote:
      'A pawn that ends its action on the back line of the camp its badge names becomes a superpion. Your pawn on g12 bears yellow: reach g14.',
    slide: 'A superpion slides any number of squares straight (never diagonally) over empty squares. Move it.',
    flying: 'A superpion captures from afar: along a diagonal, over one enemy, onto any empty square beyond. Take g8.',
  },
  done: {
    step: 'Two cells along the file or rank: one light square.',
    two: 'Both actions made: the turn passes to the next colour.',
    capture: 'The yellow pawn is removed and goes to your pile: it scores at the end.',
    backward: 'Backward captures: pawns look both ways.',
    chain: 'Two pawns in one action.',
    maximal: 'Two pieces taken: the maximum.',
    promote: 'A superpion: your pawn on top of a spare (grey) pawn, since yellow had no captured pawn to give.',
    slide: 'Superpions cross the board in one move.',
    flying: 'Taken from a distance.',
  },
  why: {
    wrong: 'That move is legal, but it is not what this step asks.',
    illegal: 'That move is not allowed here.',
    white: 'Pieces stand on light squares only: a pawn moves two cells along the file or rank, over the dark one.',
    backward: 'A pawn never moves backward (it only captures backward).',
    diagonal: 'A pawn moves straight; it goes diagonally only to capture.',
    samePiece: 'Each action of a turn is made by a different piece: h7 has acted already.',
    compulsory: 'Capturing is compulsory: when a piece can take, you must take.',
    continue: 'The pawn must go on capturing while it can: after g6, it can still take h7.',
    maximal: 'That takes one piece, but another capture takes two: the most pieces possible is compulsory.',
    badge: 'That pawn’s badge names black, not yellow: on yellow’s back line it stays a pawn.',
    orthogonal: 'A superpion moves straight along files and ranks; it goes diagonally only to capture.',
  },
};

export const superpionFr: typeof superpionEn = {
  pictures: {
    chain:
      'Le pion bleu en e4 peut sauter f5 jusqu’en g6, puis h7 jusqu’en i8\u00a0: les deux pions jaunes pris en une seule action.',
    flying:
      'Un superpion vole le long d’une diagonale\u00a0: de d5 par-dessus le pion jaune en g8, jusqu’en h9, i10 ou j11.',
  },
  steps: {
    step: 'Les pions ne se posent que sur les cases claires. Avancez votre pion de h5 d’une case claire (vers le nord) ou de côté.',
    two: 'Un tour de couleur compte deux actions, chacune par une pièce différente. Votre pion en h7 a déjà joué\u00a0: déplacez l’autre.',
    capture:
      'Un pion prend en diagonale, par-dessus un ennemi, jusqu’à la case vide juste derrière. La prise est obligatoire\u00a0: prenez h7.',
    backward: 'On peut aussi prendre en diagonale vers l’arrière. Prenez le pion jaune en h7.',
    chain:
      'Après une prise, le pion doit continuer à prendre tant qu’il le peut. Prenez les deux pions jaunes en une action.',
    maximal:
      'Il faut prendre le plus de pièces possible. L’un de vos pions peut en prendre deux\u00a0: jouez cette prise.',
    promote:
      'Un pion qui finit son action sur la ligne de fond du camp que nomme son insigne devient un superpion. Votre pion en g12 porte le jaune\u00a0: allez en g14.',
    slide:
      'Un superpion glisse d’autant de cases qu’il veut, en ligne droite (jamais en diagonale), sur des cases vides. Déplacez-le.',
    flying:
      'Un superpion prend à distance\u00a0: le long d’une diagonale, par-dessus un ennemi, jusqu’à n’importe quelle case vide derrière. Prenez g8.',
  },
  done: {
    step: 'Deux cases le long de la colonne ou de la rangée\u00a0: une case claire.',
    two: 'Les deux actions sont faites\u00a0: le tour passe à la couleur suivante.',
    capture: 'Le pion jaune est retiré et rejoint votre pile\u00a0: il comptera à la fin.',
    backward: 'Prise en arrière\u00a0: les pions regardent des deux côtés.',
    chain: 'Deux pions en une seule action.',
    maximal: 'Deux pièces prises\u00a0: le maximum.',
    promote:
      'Un superpion\u00a0: votre pion sur un pion gris de réserve, puisque Jaune n’avait aucun pion pris à donner.',
    slide: 'Les superpions traversent le plateau en un seul coup.',
    flying: 'Pris à distance.',
  },
  why: {
    wrong: 'Ce coup est permis, mais ce n’est pas ce que demande cette étape.',
    illegal: 'Ce coup n’est pas permis ici.',
    white:
      'Les pièces ne se posent que sur les cases claires\u00a0: un pion avance de deux cases le long de la colonne ou de la rangée, par-dessus la case sombre.',
    backward: 'Un pion ne recule jamais (il ne prend vers l’arrière que pour capturer).',
    diagonal: 'Un pion avance tout droit\u00a0; il ne va en diagonale que pour prendre.',
    samePiece: 'Chaque action d’un tour est faite par une pièce différente\u00a0: h7 a déjà joué.',
    compulsory: 'La prise est obligatoire\u00a0: quand une pièce peut prendre, il faut prendre.',
    continue: 'Le pion doit continuer à prendre tant qu’il le peut\u00a0: après g6, il peut encore prendre h7.',
    maximal:
      'Cette prise ne prend qu’une pièce, une autre en prend deux\u00a0: prendre le plus de pièces possible est obligatoire.',
    badge: 'L’insigne de ce pion nomme le noir, pas le jaune\u00a0: sur la ligne de fond jaune, il reste un pion.',
    orthogonal:
      'Un superpion se déplace en ligne droite le long des colonnes et des rangées\u00a0; il ne va en diagonale que pour prendre.',
  },
};
