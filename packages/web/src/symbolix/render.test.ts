import { type Json, Rng, unwrap } from '@ludotheque/engine';
import { type SymbolixState, symbolix } from '@ludotheque/symbolix';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/index.js';
import type { SessionState } from '../play/session.js';
import { SymbolixGame } from './index.js';

const COLOURS = ['red', 'orange', 'yellow', 'green', 'blue', 'purple'];

/** A table as the session hands it to the page: views only for the seats of people at this screen. */
function session(s: SymbolixState, mySeats: number[], spectator = false): SessionState {
  const n = s.players;
  const toMove = symbolix.toMove(s);
  return {
    snapshot: {
      version: 1,
      seats: Array.from({ length: n }, (_, i) => ({ name: `P${i}`, kind: mySeats.includes(i) ? 'human' : 'bot' })),
      views: Array.from({ length: n }, (_, i) =>
        mySeats.includes(i) ? (symbolix.view(s, i) as unknown as Json) : null,
      ),
      toMove,
      legal:
        toMove !== null && mySeats.includes(toMove) ? symbolix.legalMoves(s).map((m) => symbolix.formatMove(s, m)) : [],
      log: [],
      result: symbolix.outcome(s),
      spectatorView: spectator ? (symbolix.view(s, 'spectator') as unknown as Json) : null,
    },
    error: null,
    connection: 'local',
    mySeats,
    game: 'symbolix',
    options: {},
  };
}

function render(state: SessionState, lng: 'en' | 'fr' = 'en'): string {
  const game = createElement(SymbolixGame, { state, play: () => {}, onRematch: null, onNewGame: () => {} });
  return renderToString(createElement(I18nextProvider, { i18n: createI18n(lng) }, game));
}

function midGame(seed: string): SymbolixState {
  const s = symbolix.setup(
    unwrap(symbolix.parseOptions({ players: 3, level: 'advanced', variant: 'grandSecret' })),
    Rng.seeded(seed),
  );
  const rng = Rng.seeded(`${seed}-moves`);
  for (let k = 0; k < 30 && symbolix.toMove(s) !== null; k++) symbolix.play(s, symbolix.randomMove(s, rng));
  return s;
}

/** Colours the page shows on cards (`data-colour` is only drawn for a card the screen may know). */
const shownCards = (html: string): string[] => [...html.matchAll(/data-colour="([a-z]+)"/g)].map((m) => m[1] ?? '');

describe('the Symbolix page (server-rendered, no browser)', () => {
  it('draws the 7×7 board with labelled cells, the secret colour and the hand for the seat to move', () => {
    const s = midGame('r1');
    const seat = symbolix.toMove(s) as number;
    const html = render(session(s, [seat]));
    expect(html.match(/data-cell="/g)).toHaveLength(49);
    expect(html).toContain('aria-label="d4');
    expect(html).toContain('Your secret colour');
    expect(shownCards(html)).toContain(COLOURS[s.card[seat] as number]);
    expect(html).toContain('data-testid="hand"');
  });
  it('shows other seats only their revealed cards (SX-7)', () => {
    const s = midGame('r2');
    const seat = symbolix.toMove(s) as number;
    const expected = Array.from(s.card).filter(
      (_, i) => i === seat || s.revealed[i] === 1 || (s.cardKnown[i] as number) & (1 << seat),
    );
    // The seat's own card is drawn twice: in its player line and in its corner.
    expected.push(s.card[seat] as number);
    expect(shownCards(render(session(s, [seat]))).sort()).toEqual(expected.map((c) => COLOURS[c]).sort());
  });
  it('hot-seat: behind the pass-the-device cover no hidden card and no hand is in the page', () => {
    const s = midGame('r3');
    const html = render(session(s, [0, 1, 2]));
    expect(html).toContain('data-testid="pass-device"');
    const revealed = Array.from(s.card).filter((_, i) => s.revealed[i] === 1);
    expect(shownCards(html).sort()).toEqual(revealed.map((c) => COLOURS[c]).sort());
    expect(html).not.toContain('data-testid="hand"');
    expect(html).not.toContain('sx-seen');
  });
  it('a spectator sees the public parts only, in French too', () => {
    const s = midGame('r4');
    const html = render(session(s, [], true), 'fr');
    expect(html).toContain('Plateau de Symbolix');
    const revealed = Array.from(s.card).filter((_, i) => s.revealed[i] === 1);
    expect(shownCards(html).sort()).toEqual(revealed.map((c) => COLOURS[c]).sort());
    expect(html).not.toContain('Votre couleur secrète');
  });
});
