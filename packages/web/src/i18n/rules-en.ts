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
        title: 'A colour’s turn',
        items: [
          'Colours act in the order blue, red, yellow, black. Each colour makes two actions, with two different pieces. [SP-7, SP-9]',
          'A pawn moves one white cell forward or sideways; never backward. [SP-11]',
          'Captures are compulsory and maximal: a pawn jumps diagonally (forward or backward) over an enemy piece and keeps going while it can. [SP-10, SP-12]',
        ],
      },
      {
        title: 'Superpions',
        items: [
          'A pawn ending its action on the back line of the enemy camp its badge names becomes a superpion (two stacked pawns). [SP-15, SP-16]',
          'A superpion moves any distance orthogonally and captures flying along diagonals. [SP-13, SP-14]',
        ],
      },
      {
        title: 'End and score',
        items: [
          'The game ends when only one player (or team) has pieces left, after 20 full rounds without a capture, or when time runs out. [SP-18]',
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
          'A 7×7 board: 48 face-down pieces, the centre empty. Each player gets a secret colour card. [SX-1, SX-6]',
        ],
      },
      {
        title: 'Your turn',
        items: [
          'Play a board piece: uncover it if it is covered, then step it one cell or jump with it. [SX-8, SX-9]',
          'You may only jump with a piece of your secret colour: every piece jumped is captured and your colour is revealed. [SX-10, SX-11]',
          'Or put a captured piece back on the board, or change colour from the reserve. [SX-14, SX-15]',
        ],
      },
      {
        title: 'Winning',
        items: [
          'The first to hold six different colours or six different symbols wins; Zorg and Zorga are wildcards. [SX-16, SX-19]',
          'Normal and advanced levels: colour-change pieces, Zorg, Zorga, action cards. [SX-18 to SX-22]',
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
        ],
      },
      {
        title: 'Winning',
        items: [
          'Your 3 cubes in one cell, or one cube in each of 3 aligned cells, at the end of your turn: you win. [CB-15, CB-16]',
          'Advanced rule: each configuration scores points (1 to 4); the first to 9 points wins. [CB-17]',
        ],
      },
    ],
  },
};
