import type { TFunction } from 'i18next';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardProps } from '../boards.js';
import { TableControls } from '../play/controls/TableControls.js';
import { ErrorLine } from '../play/ErrorLine.js';
import { EndFactsContext, useOutcomeWords } from '../play/ends/EndFacts.js';
import { useSetAside } from '../play/ends/EndReason.js';
import { outcomeTexts } from '../play/ends/outcome.js';
import { registerCommonEndTexts, registerEndTexts } from '../play/ends/texts.js';
import { SoundToggle, useTableSounds } from '../play/feel/useFeel.js';
import { frozenStatus, live } from '../play/frozen.js';
import { OffersBar } from '../play/offers/OffersBar.js';
import type { TableSnapshot } from '../play/types.js';
import { selectType } from './boardState.js';
import { type LinxEnd, linxEnd, linxEndText, linxEndTexts, linxMatchText } from './ends.js';
import { LinxBoard } from './LinxBoard.js';
import { COLOUR_NAMES, type LinxTable, parseIntent, playableTypes } from './model.js';
import { MatchEnd, PassDevice, RoundEnd } from './Overlays.js';
import { Hand, MoveList, Players } from './Panels.js';
import { roundWinner, sideName } from './results.js';
import { type Controls, type TableState, useControls, useTable } from './useTable.js';

export type LinxGameProps = BoardProps;

/** The Linx table: status bar, board, own hand, players, move list, and the hot-seat and result screens. */
export function LinxGame({ state, play, onRematch, onNewGame }: LinxGameProps) {
  const { t, i18n } = useTranslation();
  registerCommonEndTexts(i18n);
  registerEndTexts(i18n, 'linx', linxEndTexts);
  const view = useTable(state);
  const controls = useControls(view, play, view?.table ?? null);
  // LX-12: a face-down tile covers (takes) a tile it beats: told as `R>d4`, it sounds as a capture.
  useTableSounds(state.snapshot, view?.myTurn ?? false, (text) => text.includes('>'));
  if (!view || !controls) return <p className="loading">{t('play.loading')}</p>;
  const { snap, table, viewer, covered } = view;
  const names = snap.seats.map((s, i) => s.name || t('play.player', { n: i + 1 }));
  const last = snap.log[snap.log.length - 1];
  const lastIntent = last ? parseIntent(last.text) : null;
  const ended = table.roundOver || snap.result !== null;
  const end = ended ? linxEnd(table, publicView(snap), roundWinner(view.scoresAtRoundStart, table.scores)) : null;
  return (
    <div className="linx-game">
      <StatusBar view={view} names={names} end={end} />
      <div className="game-main">
        <div className="board-column">
          <LinxBoard
            table={table}
            legal={view.legal}
            ui={controls.ui}
            lastCell={lastIntent && 'cell' in lastIntent ? lastIntent.cell : null}
            winning={end?.kind === 'alignment' ? end.cells : []}
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
        end={end}
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

/** LX-17: the sides of a team game (seats 0+2 and 1+3), none otherwise. */
const linxTeams = (table: { teams: boolean }): number[][] =>
  table.teams
    ? [
        [0, 2],
        [1, 3],
      ]
    : [];

/** Any view here, for the public fields the table does not read (`turns`, `passes`, `resigned`). */
function publicView(snap: TableSnapshot) {
  return snap.views.find((v) => v !== null) ?? snap.spectatorView ?? null;
}

/** The dialog's title of a finished round or match, also said on the status line so it is never empty. */
function endTitle(t: TFunction, view: TableState, names: readonly string[], matchTitle: string | null): string {
  const { snap, table } = view;
  if (snap.result) return matchTitle ?? '';
  const winner = sideName(table, names, roundWinner(view.scoresAtRoundStart, table.scores));
  return winner === null
    ? t('play.roundDrawn', { n: table.round })
    : t(table.teams ? 'play.roundWonTeam' : 'play.roundWon', { name: winner, n: table.round });
}

function StatusBar({ view, names, end }: { view: TableState; names: readonly string[]; end: LinxEnd | null }) {
  const { t } = useTranslation();
  const { snap, myTurn } = view;
  const toMove = snap.toMove;
  const botThinking = toMove !== null && snap.seats[toMove]?.kind === 'bot';
  const words = useOutcomeWords(snap.result, names, linxTeams(view.table));
  const status =
    end !== null || toMove === null
      ? t(snap.result ? 'ends.common.over' : 'ends.common.roundOver', {
          title: endTitle(t, view, names, words?.title ?? null),
        })
      : myTurn
        ? t('play.yourTurn')
        : t(botThinking ? 'play.thinking' : 'play.turnOf', { name: names[toMove] });
  return (
    <header className="game-bar">
      <h1 className="game-title">Linx</h1>
      <span className="round">{t('play.round', { n: view.table.round })}</span>
      <span className="muted">{t('play.firstTo', { count: view.table.roundsToWin })}</span>
      <a href="/#/rules/linx" target="_blank" rel="noopener">
        {t('play.rules')}
      </a>
      <output className={`status${myTurn && live(snap) ? ' status-mine' : ''}`} aria-live="off" data-testid="status">
        {frozenStatus(t, snap) ?? status}
      </output>
      <SoundToggle />
    </header>
  );
}

interface ResultsProps {
  readonly view: TableState;
  readonly names: readonly string[];
  readonly end: LinxEnd | null;
  readonly canDeal: boolean;
  readonly onDeal: () => void;
  readonly onRematch: (() => void) | null;
  readonly onNewGame: () => void;
}

/** End-of-round and end-of-match screens; either can be set aside to look at the board. */
function Results({ view, names, end, canDeal, onDeal, onRematch, onNewGame }: ResultsProps) {
  const { t, i18n } = useTranslation();
  const { snap, table } = view;
  const { aside, setAside, restore } = useSetAside(snap.version);
  const facts = useContext(EndFactsContext);
  registerEndTexts(i18n, 'outcome', outcomeTexts);
  if (end === null) return null;
  if (aside) return restore;
  const side = (s: number) => sideName(table, names, s) ?? '';
  const reason = linxEndText(t, end, side, table.teams);
  if (snap.result) {
    const best = Math.max(...table.scores);
    const winner = table.scores.filter((s) => s === best).length === 1 ? table.scores.indexOf(best) : -1;
    // A resignation ends the match whatever the rounds won; otherwise the last round's reason, then the match's —
    // only for the side the outcome ranks first (a seat out of time or absent may have the rounds and rank last).
    const reasons =
      // Ended mid-round by the clocks (3 sides: all but one ran out), not by the round's own end.
      !table.roundOver && end.kind !== 'resigned' && facts.timedOut.length > 0
        ? [t('ends.outcome.timeEnd')]
        : end.kind === 'resigned' || winner < 0 || best < table.roundsToWin || snap.result.ranks[winner] !== 1
          ? [reason]
          : [reason, linxMatchText(t, side(winner), best, table.teams)];
    return (
      <MatchEnd
        outcome={snap.result}
        names={names}
        reasons={reasons}
        teams={linxTeams(table)}
        onRematch={onRematch}
        onNewGame={onNewGame}
        onLook={setAside}
      />
    );
  }
  return (
    <RoundEnd
      round={table.round}
      winner={sideName(table, names, roundWinner(view.scoresAtRoundStart, table.scores))}
      team={table.teams}
      canDeal={canDeal}
      reason={reason}
      onDeal={onDeal}
      onLook={setAside}
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
