import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardProps } from '../boards.js';
import { TableControls } from '../play/controls/TableControls.js';
import { ErrorLine } from '../play/ErrorLine.js';
import { OffersBar } from '../play/offers/OffersBar.js';
import { selectType } from './boardState.js';
import { LinxBoard } from './LinxBoard.js';
import { COLOUR_NAMES, type LinxTable, parseIntent, playableTypes } from './model.js';
import { MatchEnd, PassDevice, RoundEnd } from './Overlays.js';
import { Hand, MoveList, Players } from './Panels.js';
import { roundWinner, sideName } from './results.js';
import { type Controls, type TableState, useControls, useTable } from './useTable.js';

export type LinxGameProps = BoardProps;

/** The Linx table: status bar, board, own hand, players, move list, and the hot-seat and result screens. */
export function LinxGame({ state, play, onRematch, onNewGame }: LinxGameProps) {
  const { t } = useTranslation();
  const view = useTable(state);
  const controls = useControls(view, play, view?.table ?? null);
  if (!view || !controls) return <p className="loading">{t('play.loading')}</p>;
  const { snap, table, viewer, covered } = view;
  const names = snap.seats.map((s, i) => s.name || t('play.player', { n: i + 1 }));
  const last = snap.log[snap.log.length - 1];
  const lastIntent = last ? parseIntent(last.text) : null;
  return (
    <div className="linx-game">
      <StatusBar view={view} names={names} />
      <div className="game-main">
        <div className="board-column">
          <LinxBoard
            table={table}
            legal={view.legal}
            ui={controls.ui}
            lastCell={lastIntent && 'cell' in lastIntent ? lastIntent.cell : null}
            onCell={controls.onCell}
            onKey={controls.onKey}
            hint={state.hint && state.hint.seat === viewer ? state.hint.move : null}
          />
          <p className="muted small">{t('play.windowNote', { n: table.n })}</p>
          {viewer !== null && table.hand && !covered && (
            <HandArea table={table} viewer={viewer} legal={view.legal} controls={controls} />
          )}
          <TableControls state={state} seat={covered ? null : viewer} onRematch={onRematch} names={names} />
          <ErrorLine error={state.error} />
          <OffersBar state={state} />
        </div>
        <aside className="side">
          <Players
            table={table}
            seats={snap.seats.map((s, i) => ({ name: names[i] ?? '', isBot: s.kind === 'bot', isMe: i === viewer }))}
          />
          <MoveList log={snap.log} names={names} />
          {/* The keys pick and place tiles: a spectator has none to play. */}
          {viewer !== null && <p className="muted small">{t('play.keyboard')}</p>}
        </aside>
      </div>
      {covered && viewer !== null && <PassDevice name={names[viewer] ?? ''} onReady={view.reveal} />}
      <Results
        view={view}
        names={names}
        // Online any seat deals the next round (LX-20; the server deals it itself after a few seconds).
        canDeal={
          (snap.legal.includes('next') || (state.offers !== undefined && table.roundOver)) && state.mySeats.length > 0
        }
        onDeal={() => play(snap.toMove ?? 0, 'next')}
        onRematch={onRematch}
        onNewGame={onNewGame}
      />
    </div>
  );
}

function StatusBar({ view, names }: { view: TableState; names: readonly string[] }) {
  const { t } = useTranslation();
  const { snap, table, myTurn } = view;
  const toMove = snap.toMove;
  const botThinking = toMove !== null && snap.seats[toMove]?.kind === 'bot';
  const status =
    table.roundOver || toMove === null
      ? ''
      : myTurn
        ? t('play.yourTurn')
        : t(botThinking ? 'play.thinking' : 'play.turnOf', { name: names[toMove] });
  return (
    <header className="game-bar">
      <span className="round">{t('play.round', { n: table.round })}</span>
      <span className="muted">{t('play.firstTo', { n: table.roundsToWin })}</span>
      <a href="/#/rules/linx" target="_blank" rel="noopener">
        {t('play.rules')}
      </a>
      <output className={`status${myTurn ? ' status-mine' : ''}`} aria-live="off" data-testid="status">
        {status}
      </output>
    </header>
  );
}

interface ResultsProps {
  readonly view: TableState;
  readonly names: readonly string[];
  readonly canDeal: boolean;
  readonly onDeal: () => void;
  readonly onRematch: (() => void) | null;
  readonly onNewGame: () => void;
}

/** End-of-round and end-of-match screens; either can be set aside to look at the board. */
function Results({ view, names, canDeal, onDeal, onRematch, onNewGame }: ResultsProps) {
  const { t } = useTranslation();
  const [hiddenAt, setHiddenAt] = useState(-1);
  const { snap, table } = view;
  if (!table.roundOver && !snap.result) return null;
  if (hiddenAt === snap.version) {
    return (
      <button type="button" className="show-result" onClick={() => setHiddenAt(-1)}>
        {t('play.showResult')}
      </button>
    );
  }
  if (snap.result) return <MatchEnd outcome={snap.result} names={names} onRematch={onRematch} onNewGame={onNewGame} />;
  return (
    <RoundEnd
      round={table.round}
      winner={sideName(table, names, roundWinner(view.scoresAtRoundStart, table.scores))}
      team={table.teams}
      canDeal={canDeal}
      onDeal={onDeal}
      onLook={() => setHiddenAt(snap.version)}
    />
  );
}

function HandArea({
  table,
  viewer,
  legal,
  controls,
}: {
  table: LinxTable;
  viewer: number;
  legal: readonly string[];
  controls: Controls;
}) {
  const { t } = useTranslation();
  const { ui, setUi, send, onKey } = controls;
  const canPass = legal.includes('pass');
  const hint =
    legal.length === 0
      ? ''
      : canPass
        ? t('play.passHint')
        : ui.selected
          ? t('play.picked', { type: t(`typesShort.${ui.selected}`) })
          : t('play.pickTile');
  return (
    <section className={`hand-area hand-${COLOUR_NAMES[viewer]}`} aria-label={t('play.yourHand')}>
      <h2>{t('play.yourHand')}</h2>
      <Hand
        hand={table.hand ?? []}
        owner={viewer}
        playable={playableTypes(legal)}
        selected={ui.selected}
        onSelect={(type) => setUi(selectType(ui, type, legal))}
        onKey={onKey}
      />
      <p className="hint" aria-live="polite">
        {hint}
      </p>
      {canPass && (
        <button type="button" className="primary" onClick={() => send('pass')} data-testid="pass">
          {t('play.pass')}
        </button>
      )}
    </section>
  );
}
