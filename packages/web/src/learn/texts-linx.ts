/** The Linx tutorial's words (steps of `@ludotheque/linx`'s `linxTutorial`, by id); the learner plays yellow. */
export const linxEn = {
  pictures: {
    cover: 'Yellow’s rock covers blue’s scissors on e4: the cell is yellow’s now, and nothing can cover it.',
    line: 'Three yellow tiles in a row on rank 4: yellow wins the round.',
    faces:
      'c4 and d4 are face down: a face-up yellow tile on e4 would not line up with them; covering blue’s scissors on b4 would.',
  },
  steps: {
    first:
      'An empty grid: the first tile of a round goes in the centre. Pick a tile from your hand and place it on d4.',
    touch:
      'Each new face-up tile must touch a placed tile, side or corner. Place a rock next to the two tiles in the centre.',
    window:
      'All tiles must fit in a 4×4 square with 2 players. The row already spans c to f: place a rock where it still fits.',
    cover:
      'Rock beats scissors. Cover blue’s scissors on e4 with your rock: it goes face down, and that cell is yours.',
    final: 'Blue covered your scissors on d4. A face-down tile can never be covered: play your paper elsewhere.',
    line: 'Three tiles of your colour in a row win the round. Complete your row on rank 4.',
    diagonal: 'Diagonals count too. Complete the diagonal c3–d4.',
    faces:
      'An alignment is all face up or all face down, never mixed. Your tiles on c4 and d4 are face down: win with a third one.',
    block: 'Blue has two rocks in a row and will complete them. Stop it by covering one of them with your paper.',
    pass: 'Your hand is empty, so nothing can be placed. Pass: you show your hand (empty) and draw 2 tiles.',
  },
  done: {
    first: 'Your tile is in the centre, and you drew 2 tiles: a face-up tile always draws 2.',
    touch: 'Touching tiles, side or corner: that is how the grid grows.',
    window: 'Right: the square keeps the grid small, so lines meet quickly.',
    cover: 'The scissors are covered: only your rock counts on e4 now. Covering draws no tile.',
    final: 'Right: d4 stays blue for good.',
    line: 'Three yellow tiles in a row: you win the round.',
    diagonal: 'A diagonal of three: the round is yours.',
    faces: 'Three face-down yellow tiles in a row: the round is yours.',
    block: 'Blue’s row is broken: none of blue’s tiles can complete it now.',
    pass: 'You passed and drew 2 tiles: next turn you can play again.',
  },
  why: {
    wrong: 'That move is legal, but it is not what this step asks.',
    illegal: 'That move is not allowed here.',
    centre: 'The first tile of a round must go on the centre cell, d4.',
    touch: 'A face-up tile must touch a tile already placed (side or corner).',
    window: 'That would make the tiles span 5 columns: with 2 players they must fit in a 4×4 square.',
    beats: 'Rock does not beat paper: you may only cover a tile your tile beats (rock beats scissors).',
    coverAsked: 'A fine move, but this step asks you to cover blue’s scissors on e4.',
    faceDown: 'A face-down tile can never be covered.',
    notLine: 'That does not make three in a row: find the cell that completes your line.',
    mixed: 'Face up next to face down does not align: the third tile must be face down too (cover a tile it beats).',
    threat: 'Blue now completes the row with a rock on c4 or f4. Covering one of blue’s rocks stops it.',
  },
};

export const linxFr: typeof linxEn = {
  pictures: {
    cover:
      'La pierre jaune couvre les ciseaux bleus en e4\u00a0: la case est désormais jaune, et rien ne pourra la couvrir.',
    line: 'Trois tuiles jaunes alignées sur la rangée 4\u00a0: Jaune gagne la manche.',
    faces:
      'c4 et d4 sont face cachée\u00a0: une tuile jaune face visible en e4 ne s’alignerait pas avec elles\u00a0; couvrir les ciseaux bleus en b4, si.',
  },
  steps: {
    first:
      'La grille est vide\u00a0: la première tuile d’une manche se pose au centre. Choisissez une tuile de votre main et posez-la en d4.',
    touch:
      'Chaque nouvelle tuile face visible doit toucher une tuile posée, par un côté ou un coin. Posez une pierre à côté des deux tuiles du centre.',
    window:
      'À 2 joueurs, toutes les tuiles doivent tenir dans un carré de 4×4. La ligne va déjà de c à f\u00a0: posez une pierre là où elle tient encore.',
    cover:
      'La pierre bat les ciseaux. Couvrez les ciseaux bleus en e4 avec votre pierre\u00a0: elle se pose face cachée, et la case est à vous.',
    final:
      'Bleu a couvert vos ciseaux en d4. Une tuile face cachée ne peut jamais être couverte\u00a0: jouez votre feuille ailleurs.',
    line: 'Trois tuiles de votre couleur alignées gagnent la manche. Complétez votre ligne sur la rangée 4.',
    diagonal: 'Les diagonales comptent aussi. Complétez la diagonale c3–d4.',
    faces:
      'Un alignement est tout face visible ou tout face cachée, jamais mélangé. Vos tuiles en c4 et d4 sont face cachée\u00a0: gagnez avec une troisième.',
    block:
      'Bleu a deux pierres alignées et va les compléter. Empêchez-le en couvrant l’une d’elles avec votre feuille.',
    pass: 'Votre main est vide\u00a0: vous ne pouvez rien poser. Passez\u00a0: vous montrez votre main (vide) et piochez 2 tuiles.',
  },
  done: {
    first:
      'Votre tuile est au centre, et vous avez pioché 2 tuiles\u00a0: une tuile posée face visible en pioche toujours 2.',
    touch: 'Des tuiles qui se touchent, par un côté ou un coin\u00a0: c’est ainsi que la grille grandit.',
    window: 'Bien\u00a0: le carré garde la grille petite, et les lignes se forment vite.',
    cover: 'Les ciseaux sont couverts\u00a0: seule votre pierre compte en e4. Couvrir ne fait pas piocher.',
    final: 'Bien\u00a0: d4 reste bleue pour de bon.',
    line: 'Trois tuiles jaunes alignées\u00a0: vous gagnez la manche.',
    diagonal: 'Une diagonale de trois\u00a0: la manche est à vous.',
    faces: 'Trois tuiles jaunes face cachée alignées\u00a0: la manche est à vous.',
    block: 'La ligne de Bleu est coupée\u00a0: aucune de ses tuiles ne peut plus la compléter.',
    pass: 'Vous avez passé et pioché 2 tuiles\u00a0: au prochain tour, vous pourrez rejouer.',
  },
  why: {
    wrong: 'Ce coup est permis, mais ce n’est pas ce que demande cette étape.',
    illegal: 'Ce coup n’est pas permis ici.',
    centre: 'La première tuile d’une manche se pose sur la case centrale, d4.',
    touch: 'Une tuile face visible doit toucher une tuile déjà posée (par un côté ou un coin).',
    window: 'Les tuiles s’étendraient sur 5 colonnes\u00a0: à 2 joueurs, elles doivent tenir dans un carré de 4×4.',
    beats:
      'La pierre ne bat pas la feuille\u00a0: on ne couvre qu’une tuile que la sienne bat (la pierre bat les ciseaux).',
    coverAsked: 'Bon coup, mais cette étape vous demande de couvrir les ciseaux bleus en e4.',
    faceDown: 'Une tuile face cachée ne peut jamais être couverte.',
    notLine: 'Cela ne fait pas trois tuiles alignées\u00a0: trouvez la case qui complète votre ligne.',
    mixed:
      'Face visible à côté de face cachée ne compte pas\u00a0: la troisième tuile doit aussi être face cachée (couvrez une tuile qu’elle bat).',
    threat: 'Bleu complète maintenant la ligne avec une pierre en c4 ou f4. Couvrir une de ses pierres l’en empêche.',
  },
};
