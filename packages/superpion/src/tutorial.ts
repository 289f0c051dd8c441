import type { Json, Tutorial } from '@ludotheque/engine';

/**
 * The Superpion tutorial (issue 18): four-camp positions (mode `four`) where the learner plays blue (seat 0, the
 * south camp) against a few yellow pawns; each a hand-written SP-N2 setup (short positions are valid). The sentences
 * live in the web app (`packages/web/src/learn/texts-superpion.ts`), keyed by step id.
 */
type Piece = { colour: string; badge: string } | { colour: string; super: true; under: string };

function position(pieces: Record<string, Piece>, turn: { actionsLeft?: number; used?: string[] } = {}): Json {
  return {
    game: 'superpion',
    mode: 'four',
    idle: null,
    clockMinutes: null,
    timeUp: false,
    pieces,
    captured: [[], [], [], []],
    toMove: 'blue',
    actionsLeft: turn.actionsLeft ?? 2,
    used: turn.used ?? [],
    turnCaptured: false,
    quiet: 0,
    passes: 0,
  };
}

const blue = (badge: string): Piece => ({ colour: 'blue', badge });
const yellow = (badge: string): Piece => ({ colour: 'yellow', badge });
const blueSuper: Piece = { colour: 'blue', super: true, under: 'grey' };

export const superpionTutorial: Tutorial = {
  game: 'superpion',
  steps: [
    {
      id: 'step',
      rules: ['SP-2', 'SP-11'],
      setup: position({ h5: blue('red'), e12: yellow('red') }),
      seat: 0,
      expect: { kind: 'any' },
      wrong: [
        { move: 'h5-h6', legal: false, why: 'white' },
        { move: 'h5-h3', legal: false, why: 'backward' },
        { move: 'h5-g6', legal: false, why: 'diagonal' },
      ],
    },
    {
      id: 'two',
      rules: ['SP-9'],
      setup: position({ h7: blue('red'), d5: blue('black'), e12: yellow('red') }, { actionsLeft: 1, used: ['h7'] }),
      seat: 0,
      expect: { kind: 'any' },
      wrong: [{ move: 'h7-h9', legal: false, why: 'samePiece' }],
    },
    {
      id: 'capture',
      rules: ['SP-10', 'SP-12'],
      setup: position({ g6: blue('red'), d5: blue('black'), h7: yellow('red'), e12: yellow('black') }),
      seat: 0,
      expect: { kind: 'moves', moves: ['g6xi8'] },
      wrong: [{ move: 'd5-d7', legal: false, why: 'compulsory' }],
    },
    {
      id: 'backward',
      rules: ['SP-12'],
      setup: position({ g8: blue('red'), h7: yellow('red'), e12: yellow('black') }),
      seat: 0,
      expect: { kind: 'moves', moves: ['g8xi6'] },
      wrong: [{ move: 'g8-g10', legal: false, why: 'compulsory' }],
    },
    {
      id: 'chain',
      rules: ['SP-12'],
      setup: position({ e4: blue('red'), f5: yellow('red'), h7: yellow('black'), e12: yellow('blue') }),
      seat: 0,
      expect: { kind: 'moves', moves: ['e4xg6xi8'] },
      wrong: [{ move: 'e4xg6', legal: false, why: 'continue' }],
    },
    {
      id: 'maximal',
      rules: ['SP-10'],
      setup: position({
        e4: blue('red'),
        f5: yellow('red'),
        h7: yellow('black'),
        j5: blue('black'),
        k6: yellow('blue'),
        e12: yellow('blue'),
      }),
      seat: 0,
      expect: { kind: 'moves', moves: ['e4xg6xi8'] },
      wrong: [{ move: 'j5xl7', legal: false, why: 'maximal' }],
    },
    {
      id: 'promote',
      rules: ['SP-15', 'SP-16'],
      setup: position({ g12: blue('yellow'), i12: blue('black'), d5: yellow('red') }),
      seat: 0,
      expect: { kind: 'moves', moves: ['g12-g14=g'] },
      wrong: [{ move: 'i12-i14', legal: true, why: 'badge' }],
    },
    {
      id: 'slide',
      rules: ['SP-13'],
      setup: position({ d5: blueSuper, k12: yellow('red') }),
      seat: 0,
      expect: { kind: 'any' },
      wrong: [{ move: 'd5-e6', legal: false, why: 'orthogonal' }],
    },
    {
      id: 'flying',
      rules: ['SP-14'],
      setup: position({ d5: blueSuper, g8: yellow('red'), k12: yellow('red') }),
      seat: 0,
      expect: { kind: 'moves', moves: ['d5xh9', 'd5xi10', 'd5xj11'] },
      wrong: [{ move: 'd5-d7', legal: false, why: 'compulsory' }],
    },
  ],
};
