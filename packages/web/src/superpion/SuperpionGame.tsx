import type { Json } from '@ludotheque/engine';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableControls } from '../play/controls/TableControls.js';
import { ErrorLine } from '../play/ErrorLine.js';
import { useTableSounds } from '../play/feel/useFeel.js';
import { live } from '../play/frozen.js';
import { chooseViewer } from '../play/hotseat.js';
import { OffersBar } from '../play/offers/OffersBar.js';
import type { SessionState } from '../play/session.js';
import { type ClockState, clockOf } from './clock.js';
import { decidingCells, superpionEnd } from './ends.js';
import { registerSuperpionTexts } from './i18n.js';
import { activate, back, choosePromotion, initialUi, keyAction, moveCursor, type SpUi } from './model.js';
import { MoveList, Seats } from './Panels.js';
import { EndOverlays, EntryHelp, GameHeader, PromotionDialog, RotateControl } from './Parts.js';
import { SuperpionBoard } from './SuperpionBoard.js';
import { follow, type Track } from './track.js';
import { liveScores, readSuperpionView, type SpTable } from './view.js';
import './superpion.css';
import './panels.css';

export interface SuperpionGameProps {
  readonly state: SessionState;
  readonly play: (seat: number, move: string) => void;
  /** Null when this table cannot start a rematch itself (online). */
  readonly onRematch: (() => void) | null;
  readonly onNewGame: () => void;
  /**
   * Timed games (SP-18c): remaining time per seat and whose clock runs, kept by the server or the hot-seat page.
   * When absent, a `clock` member of the session state is used if the session carries one.
   */
  readonly clock?: ClockState | null;
}

/** The view to draw: the viewer's own, else any seat's here, else the spectator's (all are the same: no secrets). */
function pickView(state: SessionState, viewer: number | null): Json | null {
  const snap = state.snapshot;
  if (!snap) return null;
  if (viewer !== null && snap.views[viewer]) return snap.views[viewer] ?? null;
  return snap.views.find((v) => v) ?? snap.spectatorView ?? null;
}

/** SP-N2 writes `resigned` only after a resignation (README Decisions). */
function resignedOf(json: Json | null): number | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const r = (json as { readonly [k: string]: Json }).resigned;
  return typeof r === 'number' ? r : null;
}

/** The camp at the bottom: the player's choice, else the viewer's first colour (blue for spectators). */
function effectiveQuarter(choice: number | 'auto', table: SpTable | null, viewer: number | null): number {
  if (choice !== 'auto') return choice;
  if (!table || viewer === null) return 0;
  return table.coloursOf[viewer]?.[0] ?? 0;
}

/** Follows the views: the motion to animate and the colour of each logged move. */
function useTrack(table: SpTable | null, state: SessionState): Track | null {
  const ref = useRef<Track | null>(null);
  const snap = state.snapshot;
  if (table && snap) {
    ref.current = follow(ref.current, {
      version: snap.version,
      pieces: table.pieces,
      toMove: table.toMove,
      log: snap.log,
    });
  }
  return ref.current;
}

/** Names and scores beside each camp on the board, and the seat lines of the side panel. */
function seatLabels(
  table: SpTable,
  seats: NonNullable<SessionState['snapshot']>['seats'],
  names: readonly string[],
  viewer: number | null,
  scores: { seat: number[] } | null,
) {
  const camps = [0, 1, 2, 3].map((c) => {
    const seat = table.seatOf[c] ?? -1;
    return seat < 0 ? null : { name: names[seat] ?? '', score: scores?.seat[seat] ?? null };
  });
  const lines = seats
    .slice(0, table.seats)
    .map((s, i) => ({ name: names[i] ?? '', isBot: s.kind === 'bot', isMe: i === viewer }));
  return { camps, seats: lines };
}

interface EntryDeps {
  readonly legal: readonly string[];
  readonly quarter: number;
  readonly version: number;
  readonly send: (move: string) => void;
  readonly rotate: (quarter: number) => void;
}

/** The board's entry state and the handlers that turn clicks and keys into moves sent. */
function useEntry({ legal, quarter, version, send, rotate }: EntryDeps) {
  const [ui, setUi] = useState<SpUi>(initialUi);
  // A new position drops any half-entered move (it may no longer be legal).
  useEffect(() => {
    if (version >= 0) setUi((u) => ({ ...initialUi(), cursor: u.cursor }));
  }, [version]);
  const apply = (r: { ui: SpUi; move: string | null }) => {
    setUi(r.ui);
    if (r.move) send(r.move);
  };
  const onCell = (cell: string) => apply(activate(ui, cell, legal));
  const onKey = (e: KeyboardEvent<HTMLElement>) => {
    const action = keyAction(e.key);
    if (!action) return;
    e.preventDefault();
    if (action.kind === 'cursor') setUi(moveCursor(ui, action.dx, action.dy, quarter));
    else if (action.kind === 'activate') onCell(ui.cursor);
    else if (action.kind === 'back') setUi(back(ui));
    else if (action.kind === 'pass' && legal.includes('pass')) send('pass');
    else if (action.kind === 'rotate') rotate((quarter + 1) % 4);
  };
  const onPromote = (letter: string) => apply(choosePromotion(ui, letter));
  const onBack = () => setUi(back(ui));
  return { ui, onCell, onKey, onPromote, onBack };
}

/** The seat whose view is drawn and whose moves are entered (hot-seat: the person to move; online: one's own). */
function useViewer(state: SessionState): number | null {
  const [previous, setPrevious] = useState<number | null>(null);
  const viewer = chooseViewer(state.mySeats, state.snapshot?.toMove ?? null, previous, false);
  useEffect(() => {
    if (viewer !== null) setPrevious(viewer);
  }, [viewer]);
  return viewer;
}

/**
 * Superpion at one screen or online: the board, the colour turn, seats with scores, piles and clocks, the move list,
 * the promotion question and the end. It receives the session (views, legal moves in SP-N1, log) and reports the move
 * text the player entered; the rules stay in the rules package and the worker or server.
 */
export function SuperpionGame({ state, play, onRematch, onNewGame, clock: clockProp }: SuperpionGameProps) {
  const { t, i18n } = useTranslation();
  registerSuperpionTexts(i18n);
  const snap = state.snapshot;
  const lastSent = useRef<string | null>(null);
  const [turn, setTurn] = useState<number | 'auto'>('auto');
  const viewer = useViewer(state);
  const json = pickView(state, viewer);
  const read = readSuperpionView(json);
  const table = read.ok ? read.table : null;
  const scores = useMemo(() => liveScores(json), [json]);
  const track = useTrack(table, state);
  const over = snap?.result != null;
  const myTurn = viewer !== null && snap?.toMove === viewer && !over && live(snap ?? null);
  const legal = myTurn ? (snap?.legal ?? []) : [];
  const quarter = effectiveQuarter(turn, table, viewer);
  const send = (move: string) => {
    lastSent.current = move;
    play(viewer ?? snap?.toMove ?? 0, move);
  };
  const entry = useEntry({ legal, quarter, version: snap?.version ?? 0, send, rotate: setTurn });
  // SP-N1: a capture is told `d3xf5`.
  useTableSounds(snap, myTurn, (text) => text.includes('x'));
  if (!snap || !table || !track) return <p className="loading">{t('play.loading')}</p>;

  const names = snap.seats.map((s, i) => s.name || t('play.player', { n: i + 1 }));
  const lastText = snap.log[snap.log.length - 1]?.text ?? null;
  const path = track.motion.path;
  // The person who entered this move watched its jumps already: replay only the last one.
  const startStep = path && lastText !== null && lastText === lastSent.current ? Math.max(0, path.length - 2) : 0;
  const { camps, seats } = seatLabels(table, snap.seats, names, viewer, scores);

  return (
    <div className="linx-game sp-game">
      <GameHeader table={table} snap={snap} names={names} myTurn={myTurn} />
      <div className="game-main">
        <div className="board-column">
          <SuperpionBoard
            table={table}
            legal={legal}
            ui={entry.ui}
            quarter={quarter}
            motion={track.motion}
            version={snap.version}
            startStep={startStep}
            camps={camps}
            onCell={entry.onCell}
            onKey={entry.onKey}
            hint={state.hint && state.hint.seat === viewer ? state.hint.move : null}
            deciding={over ? decidingCells(table, superpionEnd(table, resignedOf(json))) : undefined}
          />
          {table.timeUp && !over && <p className="sp-timeup">{t('superpion.timeUp')}</p>}
          <EntryHelp ui={entry.ui} legal={legal} onPass={() => send('pass')} onBack={entry.onBack} />
          <TableControls state={state} seat={viewer} onRematch={onRematch} names={names} />
          <ErrorLine error={state.error} />
          <OffersBar state={state} />
        </div>
        <aside className="side">
          <RotateControl choice={turn} quarter={quarter} onChoose={setTurn} />
          <Seats table={table} seats={seats} scores={scores} clock={clockProp ?? clockOf(state)} over={over} />
          <MoveList log={snap.log} names={names} colours={track.logColours} options={state.options} />
          <p className="muted small">
            {t('superpion.quiet', { n: table.quiet, max: 20 * (table.idle === null ? 4 : 3) })}
          </p>
          <p className="muted small">{t('superpion.keyboard')}</p>
        </aside>
      </div>
      {entry.ui.promo && <PromotionDialog ui={entry.ui} onChoose={entry.onPromote} onCancel={entry.onBack} />}
      <EndOverlays
        snap={snap}
        table={table}
        resigned={resignedOf(json)}
        names={names}
        onRematch={onRematch}
        onNewGame={onNewGame}
      />
    </div>
  );
}
