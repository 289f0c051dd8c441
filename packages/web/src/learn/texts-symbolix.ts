/** The Symbolix tutorial's words (steps of `symbolixTutorial`, by id); the learner's secret colour is red. */
export const symbolixEn = {
  pictures: {
    jump: 'Red’s virus on c3 may jump the blue bug on c4 and capture it; the blue key on e3 may not jump: it is not red.',
    win: 'Five colours collected: capturing the red bug (or, with it, the red virus) makes six, and wins at once.',
  },
  steps: {
    flip: 'Every piece starts face down. Uncover one: click it.',
    step: 'Any piece may step one square straight onto an empty square, whoever’s colour it is. Step the blue bug.',
    jump: 'Your secret colour is red. Only a red piece may jump: jump the red virus over the blue bug to capture it.',
    chain: 'After a capture the same piece may jump again. Jump the green lock too.',
    covered: 'Jumping over a face-down piece uncovers it, then captures it. Jump the covered piece on c4.',
    scientifix:
      'The red Scientifix jumps like a red piece (it is never captured itself). Capture the blue bug with it.',
    win: 'Six different colours (or six symbols) in your collection win at once. You have five: capture a sixth.',
    zorg: 'Anyone may capture with Zorg, whatever their colour. Jump Zorg over the blue bug.',
    change: 'A colour-change piece lies on c3. Uncover it: it leaves the board and two players swap colour cards.',
    swap: 'The colour change is taken: choose the two players whose cards are exchanged (with 2 players, you and your opponent).',
    recolour:
      'Everyone knows your colour now. Change colour: draw a secret card from the reserve and put yours back in it.',
    card: 'Advanced level: before your action you may play one action card. Play “No eating”: nobody else may jump until your next turn.',
  },
  done: {
    flip: 'Uncovered: now you may stop, step it, or jump with it if it is your colour.',
    step: 'Steps move any piece: use them to set up jumps.',
    jump: 'Captured, and your red card is revealed: capturing shows your colour.',
    chain: 'Two captures in one chain.',
    covered: 'The green worm is yours.',
    scientifix: 'Scientifixes jump for their colour.',
    win: 'Six colours: you win.',
    zorg: 'Captured with Zorg. Captured, Zorg counts as any missing colour or symbol.',
    change: 'The colour change left the game: now choose the swap.',
    swap: 'Your cards are exchanged: you are blue now, and your opponent is red.',
    recolour: 'A new secret colour: your opponent no longer knows it.',
    card: 'The card lies in front of you until your next turn. Now make your action.',
  },
  why: {
    wrong: 'That move is legal, but it is not what this step asks.',
    illegal: 'That move is not allowed here.',
    orthogonal: 'Steps and jumps go straight along files and ranks, never diagonally.',
    ownColour: 'Only pieces of your secret colour (red), its Scientifix, Zorg and Zorga may jump.',
    jumpAsked: 'Allowed, but this step asks for a jump that captures.',
    goOn: 'You may stop, but this step asks you to capture the green lock too.',
    noWin: 'Putting a piece back gives up one: capture a red piece instead to collect the sixth colour.',
    changeAsked: 'This step asks you to uncover the colour-change piece on c3.',
    recolourAsked: 'This step asks you to change colour.',
    notInHand: 'You do not hold that card: play “No eating”.',
  },
};

export const symbolixFr: typeof symbolixEn = {
  pictures: {
    jump: 'Le virus rouge en c3 peut sauter l’insecte bleu en c4 et le prendre\u00a0; la clé bleue en e3 ne peut pas sauter\u00a0: elle n’est pas rouge.',
    win: 'Cinq couleurs déjà prises\u00a0: prendre l’insecte rouge (ou, avec lui, le virus rouge) en fait six, et gagne aussitôt.',
  },
  steps: {
    flip: 'Toutes les pièces commencent face cachée. Retournez-en une\u00a0: cliquez dessus.',
    step: 'N’importe quelle pièce peut avancer d’une case en ligne droite sur une case vide, quelle que soit sa couleur. Déplacez l’insecte bleu.',
    jump: 'Votre couleur secrète est le rouge. Seule une pièce rouge peut sauter\u00a0: faites sauter le virus rouge par-dessus l’insecte bleu pour le prendre.',
    chain: 'Après une prise, la même pièce peut sauter encore. Prenez aussi le cadenas vert.',
    covered: 'Sauter par-dessus une pièce face cachée la retourne, puis la prend. Sautez la pièce cachée en c4.',
    scientifix:
      'Le Scientifix rouge saute comme une pièce rouge (lui-même n’est jamais pris). Prenez l’insecte bleu avec lui.',
    win: 'Six couleurs différentes (ou six symboles) dans votre collection gagnent aussitôt. Vous en avez cinq\u00a0: prenez-en une sixième.',
    zorg: 'Tout le monde peut prendre avec Zorg, quelle que soit sa couleur. Faites sauter Zorg par-dessus l’insecte bleu.',
    change:
      'Un pion changement de couleur est en c3. Retournez-le\u00a0: il quitte le plateau et deux joueurs échangent leurs cartes couleur.',
    swap: 'Le changement de couleur est joué\u00a0: choisissez les deux joueurs qui échangent leurs cartes (à 2 joueurs, vous et votre adversaire).',
    recolour:
      'Tout le monde connaît votre couleur. Changez de couleur\u00a0: tirez une carte secrète dans la réserve et remettez-y la vôtre.',
    card: 'Niveau avancé\u00a0: avant votre action, vous pouvez jouer une carte action. Jouez « Interdit de manger »\u00a0: personne d’autre ne peut sauter jusqu’à votre prochain tour.',
  },
  done: {
    flip: 'Retournée\u00a0: vous pouvez maintenant vous arrêter, la déplacer, ou sauter avec elle si elle est de votre couleur.',
    step: 'Les déplacements servent à préparer les sauts.',
    jump: 'Pris, et votre carte rouge est révélée\u00a0: prendre montre votre couleur.',
    chain: 'Deux prises en un seul enchaînement.',
    covered: 'Le ver vert est à vous.',
    scientifix: 'Les Scientifix sautent pour leur couleur.',
    win: 'Six couleurs\u00a0: vous gagnez.',
    zorg: 'Pris avec Zorg. Une fois pris, Zorg vaut n’importe quelle couleur ou symbole manquant.',
    change: 'Le changement de couleur a quitté la partie\u00a0: choisissez maintenant l’échange.',
    swap: 'Vos cartes sont échangées\u00a0: vous êtes bleu, votre adversaire est rouge.',
    recolour: 'Une nouvelle couleur secrète\u00a0: votre adversaire ne la connaît plus.',
    card: 'La carte reste devant vous jusqu’à votre prochain tour. Faites maintenant votre action.',
  },
  why: {
    wrong: 'Ce coup est permis, mais ce n’est pas ce que demande cette étape.',
    illegal: 'Ce coup n’est pas permis ici.',
    orthogonal: 'Déplacements et sauts vont en ligne droite le long des colonnes et des rangées, jamais en diagonale.',
    ownColour: 'Seules les pièces de votre couleur secrète (rouge), son Scientifix, Zorg et Zorga peuvent sauter.',
    jumpAsked: 'C’est permis, mais cette étape demande un saut qui prend.',
    goOn: 'Vous pouvez vous arrêter, mais cette étape vous demande de prendre aussi le cadenas vert.',
    noWin: 'Reposer une pièce en fait perdre une\u00a0: prenez plutôt une pièce rouge pour avoir la sixième couleur.',
    changeAsked: 'Cette étape vous demande de retourner le pion changement de couleur en c3.',
    recolourAsked: 'Cette étape vous demande de changer de couleur.',
    notInHand: 'Vous n’avez pas cette carte\u00a0: jouez « Interdit de manger ».',
  },
};
