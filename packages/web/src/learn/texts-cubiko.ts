/** The Cubiko tutorial's words (steps of `cubikoTutorial`, by id); the learner is red, seated south. */
export const cubikoEn = {
  pictures: {
    bump: 'Red’s ball landed in b2, where blue’s cube lies: red may place a cube there, and blue’s cube goes back to blue’s reserve.',
    line: 'Red’s cubes are in a1 and b2, and red’s ball landed in c3: a red cube placed there completes the diagonal a1–b2–c3 and wins.',
    column:
      'Red’s cubes stand in a1, a2 and a3, one in each cell of a column: a configuration. Red wins at the end of the turn.',
  },
  steps: {
    throw:
      'Aim and throw the ball: it must bounce on the table once before landing in the frame. Any cell will do for now.',
    aim: 'Now aim for the centre cell, b2.',
    place: 'Your ball landed in b2: place your cube there.',
    bump: 'Blue’s cube lies in b2, where your ball landed. Place yours: blue’s cube goes back to blue’s reserve.',
    move: 'Your ball landed in c3. Instead of placing a new cube, move your cube from a1 into c3.',
    knock: 'Cubes move with the physics. Throw into b2 hard enough to knock blue’s cube aside.',
    three: 'Three of your cubes in one cell win. Two are in b2 and your ball landed there: place the third.',
    line: 'Three cells in a row, column or diagonal, one cube each, win too. Complete the diagonal a1–b2–c3.',
    pass: 'A thrown ball pushed your cubes into a column: you already hold a configuration. Pass to keep it and win.',
    points:
      'Advanced rule: a configuration scores points and its cubes go back to your reserve. Complete the diagonal: 4 points.',
    middle: 'The middle row or column scores 3 points, an edge line 2, three in one cell 1. Complete the middle row.',
  },
  done: {
    throw: 'The throw counts: you may now place a cube in the ball’s cell.',
    aim: 'Right in the centre.',
    place: 'Your first cube is in play.',
    bump: 'Blue’s cube is back in blue’s reserve: your own are never removed by your placing.',
    move: 'Moved, removing nobody.',
    knock: 'Blue’s cube stays where it came to rest.',
    three: 'Three cubes in one cell: you win.',
    line: 'A diagonal: you win.',
    pass: 'Your configuration counted at the end of your turn: you win.',
    points: '4 points; your cubes are back in your reserve and play goes on to 9.',
    middle: '3 points for the middle row.',
  },
  why: {
    wrong: 'That does not do what this step asks: adjust your throw (strength, direction, lift) and try again.',
    illegal: 'That move is not allowed here.',
    missed: 'Throw a little harder, and aim slightly downward so the ball bounces on the table first.',
    otherCell: 'Aim for b2, the centre cell.',
    notInPlay: 'Cube 2 is still in your reserve: only cubes on the board can be moved.',
    noKnock: 'The ball did not hit blue’s cube: throw into b2, a little harder.',
    noConfiguration: 'That leaves you without a configuration: place your cube in the cell that completes it.',
  },
};

export const cubikoFr: typeof cubikoEn = {
  pictures: {
    bump: 'La balle de Rouge est tombée en b2, où se trouve le cube bleu\u00a0: Rouge peut y poser un cube, et le cube bleu retourne dans la réserve de Bleu.',
    line: 'Les cubes rouges sont en a1 et b2, et la balle de Rouge est tombée en c3\u00a0: un cube rouge posé là complète la diagonale a1–b2–c3 et gagne.',
    column:
      'Les cubes rouges sont en a1, a2 et a3, un dans chaque case d’une colonne\u00a0: c’est une configuration. Rouge gagne à la fin du tour.',
  },
  steps: {
    throw:
      'Visez et lancez la balle\u00a0: elle doit rebondir une fois sur la table avant de tomber dans le cadre. N’importe quelle case convient pour l’instant.',
    aim: 'Visez maintenant la case du centre, b2.',
    place: 'Votre balle est tombée en b2\u00a0: posez-y votre cube.',
    bump: 'Le cube bleu est en b2, là où votre balle est tombée. Posez le vôtre\u00a0: le cube bleu retourne dans la réserve de Bleu.',
    move: 'Votre balle est tombée en c3. Au lieu de poser un nouveau cube, déplacez votre cube de a1 en c3.',
    knock: 'Les cubes bougent avec la physique. Lancez en b2 assez fort pour pousser le cube bleu.',
    three:
      'Trois de vos cubes dans une même case gagnent. Deux sont en b2 et votre balle y est tombée\u00a0: posez le troisième.',
    line: 'Trois cases alignées en ligne, en colonne ou en diagonale, un cube dans chacune, gagnent aussi. Complétez la diagonale a1–b2–c3.',
    pass: 'Une balle a poussé vos cubes en colonne\u00a0: vous avez déjà une configuration. Passez pour la garder et gagner.',
    points:
      'Règle avancée\u00a0: une configuration rapporte des points et ses cubes reviennent dans votre réserve. Complétez la diagonale\u00a0: 4 points.',
    middle:
      'La ligne ou la colonne du milieu rapporte 3 points, une ligne du bord 2, trois cubes dans une case 1. Complétez la ligne du milieu.',
  },
  done: {
    throw: 'Le lancer compte\u00a0: vous pouvez maintenant poser un cube dans la case de la balle.',
    aim: 'En plein centre.',
    place: 'Votre premier cube est en jeu.',
    bump: 'Le cube bleu est retourné dans la réserve de Bleu\u00a0: les vôtres ne sont jamais retirés par votre propre pose.',
    move: 'Déplacé, sans retirer personne.',
    knock: 'Le cube bleu reste là où il s’est arrêté.',
    three: 'Trois cubes dans une case\u00a0: vous gagnez.',
    line: 'Une diagonale\u00a0: vous gagnez.',
    pass: 'Votre configuration a compté à la fin de votre tour\u00a0: vous gagnez.',
    points: '4 points\u00a0; vos cubes sont revenus dans votre réserve et la partie continue jusqu’à 9.',
    middle: '3 points pour la ligne du milieu.',
  },
  why: {
    wrong:
      'Cela ne fait pas ce que demande cette étape\u00a0: ajustez votre lancer (force, direction, élévation) et réessayez.',
    illegal: 'Ce coup n’est pas permis ici.',
    missed: 'Lancez un peu plus fort, et un peu vers le bas, pour que la balle rebondisse d’abord sur la table.',
    otherCell: 'Visez b2, la case du centre.',
    notInPlay: 'Le cube 2 est encore dans votre réserve\u00a0: seuls les cubes sur le plateau se déplacent.',
    noKnock: 'La balle n’a pas touché le cube bleu\u00a0: lancez en b2, un peu plus fort.',
    noConfiguration: 'Vous resteriez sans configuration\u00a0: posez votre cube dans la case qui la complète.',
  },
};
