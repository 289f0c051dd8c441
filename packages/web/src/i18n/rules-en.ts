import type { RulesBook } from './rules-types.js';

// Written for players from /work/shared/rules/*.md; ids in brackets point to the contract.
export const rulesEn: RulesBook = {
  linx: {
    name: 'Linx',
    tagline: 'Rock-paper-scissors meets tic-tac-toe: line up three tiles of your colour.',
    players: '2 to 4 players, teams possible with 4',
    sections: [
      {
        title: 'Components',
        items: [
          'Four colours in seat order: yellow, blue, pink, green. Each colour has 15 tiles: 5 rock, 5 paper, 5 scissors. [LX-1, LX-2]',
          'Rock beats scissors, scissors beat paper, paper beats rock. [LX-3]',
          '2, 3 or 4 players; with 4, optionally two teams: seats 1 and 3 against seats 2 and 4. [LX-4]',
        ],
      },
      {
        title: 'The grid',
        items: [
          'The grid has no fixed edge, but all placed tiles must always fit inside a 4×4 square with 2 players, 5×5 with 3 or 4. [LX-5]',
          'The first tile of a round goes in the centre. With 3 players a neutral block of 9 green tiles (3 of each type) starts in the centre: it belongs to nobody but can be covered. [LX-6, LX-9]',
        ],
      },
      {
        title: 'Setting up each round',
        items: [
          'Everyone shuffles their 15 tiles into a face-down personal pile; your hand only ever holds your own tiles. [LX-7]',
          'The round’s first player draws 2 tiles, the next 3, then 4, then 5. [LX-8]',
          'The first player of round 1 is drawn at random; each later round is started by the next player. [LX-10]',
        ],
      },
      {
        title: 'Your turn: exactly one of these',
        items: [
          'Face up: put a tile from your hand on an empty cell next to (orthogonally or diagonally) a placed tile, keeping the square. Then draw 2 tiles. [LX-11]',
          'Face down: put a tile on a face-up tile it beats, whoever owns it (yours too). Everyone sees its type. You draw nothing. A face-down tile can never be covered. [LX-12]',
          'Pass: only when you cannot place anything. You show your hand to everyone, then draw 2 tiles. [LX-13]',
        ],
      },
      {
        title: 'Winning a round',
        items: [
          'Only the top tile counts. An alignment is 3 consecutive cells in a row, column or diagonal whose top tiles are your colour and all face up or all face down. [LX-14]',
          'Whoever makes an alignment wins the round at once. [LX-15]',
          'If nobody can play or draw any more, or after 200 turns, the round goes to whoever shows the most face-up top tiles of their colour; a tie means nobody wins it. [LX-16, LX-19]',
          'In teams (4 players: yellow and pink against blue and green), an alignment mixing the team’s two colours counts. [LX-17]',
        ],
      },
      {
        title: 'Winning the match',
        items: [
          'The first to win 2 rounds wins the match. Between rounds, the next one is dealt. [LX-18, LX-20]',
          'What everyone knows: the grid, everyone’s hand and pile sizes, every move made. Only your hand is yours alone; the order of the piles stays secret to all.',
        ],
      },
    ],
  },
  superpion: {
    name: 'Superpion',
    tagline: 'Four-camp draughts: capture, cross the board, become a superpion.',
    players: '2 to 4 players, teams possible with 4',
    sections: [
      {
        title: 'Board and pawns',
        items: [
          'A cross-shaped 14×14 board without its corners; only white cells are used. Four camps: blue (south), red (west), yellow (north), black (east), 12 pawns each. [SP-1, SP-2, SP-3, SP-5]',
          'Each pawn bears a badge naming one of the three other camps. [SP-5]',
        ],
      },
      {
        title: 'Players and modes',
        items: [
          '4 players: one colour each. Teams: blue and yellow against red and black; team-mates never capture each other and add their scores. [SP-7, SP-8, SP-20]',
          '3 players: blue, red and yellow play; black never acts and its pieces are anyone’s prey. [SP-7]',
          '2 players: A plays blue and red, B yellow and black; simple pawn moves then go only towards the opponent’s back lines. 2 players, opposite camps: A plays blue and yellow, B red and black. [SP-7, SP-11]',
        ],
      },
      {
        title: 'A colour’s turn',
        items: [
          'Colours act in the order blue, red, yellow, black. Each colour makes two actions, with two different pieces. [SP-7, SP-9]',
          'A pawn moves one white cell forward or sideways; never backward. A colour whose pieces cannot act passes. [SP-9, SP-11]',
          'Captures are compulsory and maximal: a pawn jumps diagonally (forward or backward) over an enemy piece and keeps going while it can. [SP-10, SP-12]',
        ],
      },
      {
        title: 'Superpions',
        items: [
          'A pawn ending its action on the back line of the enemy camp its badge names becomes a superpion (two stacked pawns). [SP-15, SP-16]',
          'The under pawn is taken from the captured pile of the player owning the camp reached (a grey spare if it is empty). [SP-16]',
          'A superpion moves any distance orthogonally and captures flying along diagonals, never straight back. [SP-13, SP-14]',
        ],
      },
      {
        title: 'End and score',
        items: [
          'The game ends when only one player (or team) has pieces left, after 20 full rounds without a capture, when every colour in a row had to pass, or in a timed game once time is up (the round is finished first). [SP-18]',
          '1 point per captured enemy pawn; your own pawns are worth 2 points each if you captured at least 5 enemy pawns, else 1. [SP-20]',
        ],
      },
    ],
  },
  symbolix: {
    name: 'Symbolix',
    tagline: 'Uncover pieces, guess the secret colours, collect six colours or six symbols.',
    players: '2 to 6 players',
    sections: [
      {
        title: 'Board and secret colours',
        items: [
          'A 7×7 board: 48 face-down pieces, the centre d4 empty. Six colours, seven symbols (six at the normal and advanced levels), one Scientifix per colour. [SX-1, SX-2, SX-3]',
          'A draw of the numbered colour cards decides who starts; then each player gets a secret colour card, known to them alone; the other cards form the face-down reserve. [SX-5, SX-6, SX-7]',
        ],
      },
      {
        title: 'Your turn: one action',
        items: [
          'Play any piece of the board: a covered one is uncovered first (then you may stop, step or jump); an uncovered one must step or jump. [SX-8]',
          'Step: one cell up, down, left or right onto an empty cell; anyone may step any piece. Covered pieces never move. [SX-9, SX-12, SX-13]',
          'Jump: only with a Symbolix of your card’s colour, the Scientifix of that colour, Zorg or Zorga; over an adjacent piece onto the empty cell beyond, again and again, never over the same piece twice. [SX-10]',
          'A jumped piece is uncovered and captured into your collection; a Scientifix is never captured and stays. Your first capture reveals your colour card. [SX-10, SX-11]',
          'Or put one of your captured pieces back face up on an empty cell, or change colour: draw a reserve card at random and put yours back, face down. Pass only when nothing else is possible. [SX-14, SX-15, SX-25]',
        ],
      },
      {
        title: 'Winning',
        items: [
          'The first to hold six different colours or six different symbols wins at once; each Zorg or Zorga stands for any missing one. [SX-16]',
          'After 60 turns without a capture (or 600 turns in all) the game stops: the best count of colours or symbols wins, then the most pieces held. [SX-17]',
        ],
      },
      {
        title: 'Normal and advanced levels',
        items: [
          'Colour-change pieces: uncovered or captured, one leaves the game and the player swaps the colour cards of two players (themselves allowed). Zorg and Zorga can capture for anyone and count as wildcards. [SX-18, SX-19]',
          'Advanced: action cards (colour change, permutation, no moving, no eating, piece removal, piece exchange), one dealt to each player and kept secret; one may be played before your action; putting a piece back also buys 2 cards. [SX-20, SX-21, SX-22]',
        ],
      },
      {
        title: 'Variants',
        items: [
          'Grand Secret: covered pieces may step without being uncovered; a covered piece jumped is seen by the jumper alone and captured face down (a Scientifix stays, covered). [SX-23]',
          'Strategy: everything face up from the start, cards included; no hidden information and no chance after the deal. [SX-24]',
        ],
      },
    ],
  },
  cubiko: {
    name: 'Cubiko',
    tagline: 'Bounce the ball off the table into the frame to line up your cubes.',
    players: '2 to 4 players',
    sections: [
      {
        title: 'Components',
        items: [
          'A 3×3 frame, 12 cubes in 4 colours (3 per player), a bouncy ball. The game is a physics simulation. [CB-1 to CB-4]',
        ],
      },
      {
        title: 'Your turn',
        items: [
          'Throw the ball: it must bounce on the table before it lands in the frame, or the throw misses. [CB-8, CB-9]',
          'If the throw counts, place a cube in the ball’s cell (other players’ cubes there go back to their owners) or move one of yours there. You may also pass. [CB-11, CB-14]',
          'Cubes hit by the ball stay where they stop; a cube knocked off the playing surface goes back to its owner. [CB-10, CB-12]',
          'Precision (an option): exact throws, a steady hand (default) or a shaky hand, whose throws drift a little from the aim, for everyone alike. [CB-6]',
        ],
      },
      {
        title: 'Winning',
        items: [
          'Your 3 cubes in one cell, or one cube in each of 3 aligned cells, at the end of your turn: you win. [CB-15, CB-16]',
          'Advanced rule: at the end of your turn a configuration scores (3 cubes in one cell 1 point, an edge line 2, the middle row or column 3, a diagonal 4) and your 3 cubes go back to your reserve; the first to the target (9 points by default) wins. [CB-17]',
          'After 30 turns per player without a configuration, the game ends: the highest score, then the most cubes in play wins; otherwise it is a draw. [CB-18]',
        ],
      },
    ],
  },
};
