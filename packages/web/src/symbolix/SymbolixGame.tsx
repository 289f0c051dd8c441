import type { Json } from '@ludotheque/engine';
import type { TFunction } from 'i18next';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { PassDevice } from '../linx/Overlays.js';
import { TableControls } from '../play/controls/TableControls.js';
import { ErrorLine } from '../play/ErrorLine.js';
import { useOutcomeWords } from '../play/ends/EndFacts.js';
import { registerCommonEndTexts, registerEndTexts, registerTexts } from '../play/ends/texts.js';
import { SoundToggle, useTableSounds } from '../play/feel/useFeel.js';
import { live } from '../play/frozen.js';
import { chooseViewer, mustCover } from '../play/hotseat.js';
import { OffersBar } from '../play/offers/OffersBar.js';
import type { SessionState } from '../play/session.js';
import type { LogEntry, TableSnapshot } from '../play/types.js';
import { ActionArea, GameEnd, RecolourChoice, SwapChoice } from './Controls.js';
import { symbolixEnd, symbolixEndText, symbolixEndTexts, symbolixSeatTexts } from './ends.js';
import { useSymbolixTexts } from './i18n.js';
import type { Translate } from './log.js';
import {
  activateCaptured,
  activateCell,
  type BoardUi,
  buttons,
  collectionChoices,
  effectiveSelection,
  initialUi,
  moveCursor,
  parseIntent,
  startExchange,
} from './model.js';
import { MoveLog, Players } from './Panels.js';
import { SymbolixBoard } from './SymbolixBoard.js';
import { hintFor, statusLine, touchedCells } from './status.js';
import {
  jumpedPiece,
  newlyUncovered,
  type Piece,
  pieceNotation,
  publicOnly,
  readSymbolixView,
  type SymbolixTable,
} from './view.js';
import './symbolix.css';

/** The same props as `LinxGame`, so routes and sessions wire it the same way. */
export interface SymbolixGameProps {
  readonly state: SessionState;
  readonly play: (seat: number, move: string) => void;
  /** Null when this table cannot start a rematch itself (online). */
  readonly onRematch: (() => void) | null;
  readonly onNewGame: () => void;
}

/** The view to draw: the viewer's own, else any person's here (filtered by `publicOnly`), else a spectator's. */
function pickView(state: SessionState, viewer: number | null): Json | null {
  const snap = state.snapshot;
  if (!snap) return null;
  if (viewer !== null && snap.views[viewer]) return snap.views[viewer] ?? null;
  const any = state.mySeats.find((s) => snap.views[s]);
  if (any !== undefined) return snap.views[any] ?? null;
  return snap.spectatorView ?? null;
}

/**
 * Whose view this screen draws (hot-seat aware, as Linx does) and the table read from it: a seat's own view only
 * when its person holds the device, else the public parts.
 */
function useSeatTable(state: SessionState) {
  const snap = state.snapshot;
  const [previous, setPrevious] = useState<number | null>(null);
  const [revealed, setRevealed] = useState<number | null>(null);
  const viewer = chooseViewer(state.mySeats, snap?.toMove ?? null, previous, snap?.result != null);
  useEffect(() => {
    if (viewer !== null) setPrevious(viewer);
  }, [viewer]);
  const covered = mustCover(state.mySeats, viewer, revealed);
  const read = readSymbolixView(pickView(state, viewer));
  // At the end everything is revealed (SX Information), so any view may be drawn whole.
  const own = viewer !== null && !covered && read.ok && read.table.viewer === viewer;
  const whole = read.ok && (own || read.table.viewer === null || snap?.result != null);
  const table = read.ok ? (whole ? read.table : publicOnly(read.table)) : null;
  return { viewer, covered, table, setRevealed };
}

/**
 * What changed since the position drawn before, once per new position: the cells uncovered (the flip animation),
 * and the piece each new jump went over when the told move does not name it (an uncovered piece, for the log).
 */
function useChanges(table: SymbolixTable | null, version: number, log: readonly LogEntry[]) {
  const seenRef = useRef<SymbolixTable | null>(null);
  const jumpsRef = useRef(new Map<number, Piece>());
  const lengthRef = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: computed once per new position
  const flipping = useMemo(() => {
    const last = log.length - 1;
    // Only when exactly one move separates the two positions: otherwise the jumped cell may have changed between.
    const i = last === lengthRef.current ? parseIntent(log[last]?.text ?? '') : null;
    lengthRef.current = log.length;
    const over = i?.kind === 'jump' ? jumpedPiece(seenRef.current, i.from, i.to) : null;
    if (over) jumpsRef.current.set(last, over);
    return table ? newlyUncovered(seenRef.current, table) : new Set<string>();
  }, [version]);
  useEffect(() => {
    seenRef.current = table;
  });
  return { flipping, jumps: jumpsRef.current };
}

/** Clicks and keys on the board, turned into selection changes or a move (the model decides which). */
function boardInput(
  ui: BoardUi,
  setUi: (ui: BoardUi) => void,
  send: (move: string) => void,
  legal: readonly string[],
  chain: string | null,
) {
  const apply = (r: { ui: BoardUi; move: string | null }) => (r.move ? send(r.move) : setUi(r.ui));
  const onCell = (cell: string) => apply(activateCell(ui, cell, legal, chain));
  const onKey = (e: KeyboardEvent<HTMLElement>) => {
    const next = moveCursor(ui.cursor, e.key);
    if (next) setUi({ ...ui, cursor: next });
    else if (e.key === 'Enter' || e.key === ' ') onCell(ui.cursor);
    else if (e.key === 'Escape') setUi({ ...ui, selected: null });
    else return;
    e.preventDefault(); // Enter must not also click the focused cell
  };
  return { apply, onCell, onKey };
}

function GameBar({ table, status, mine }: { table: SymbolixTable; status: string; mine: boolean }) {
  const { t } = useSymbolixTexts();
  return (
    <header className="game-bar">
      <h1 className="round game-title">{t('symbolix.title')}</h1>
      <span className="muted">
        {t(`symbolix.levels.${table.level}`)}
        {table.variant !== 'standard' && ` · ${t(`symbolix.variants.${table.variant}`)}`}
      </span>
      <a href="/#/rules/symbolix" target="_blank" rel="noopener">
        {t('play.rules')}
      </a>
      <output className={`status${mine ? ' status-mine' : ''}`} aria-live="off" data-testid="status">
        {status}
      </output>
      <SoundToggle />
    </header>
  );
}

/** The view's `loser` (a seat that resigned), read from any view here (it is public). */
function loserOf(snap: TableSnapshot): number | null {
  const v = snap.views.find((x) => x !== null) ?? snap.spectatorView ?? null;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const loser = (v as { readonly [k: string]: Json }).loser;
  return typeof loser === 'number' && loser >= 0 ? loser : null;
}

export function SymbolixGame({ state, play, onRematch, onNewGame }: SymbolixGameProps) {
  const { t, i18n } = useSymbolixTexts();
  registerCommonEndTexts(i18n);
  registerEndTexts(i18n, 'symbolix', symbolixEndTexts);
  registerTexts(i18n, 'table', 'symbolix', symbolixSeatTexts);
  const snap = state.snapshot;
  const [hideResult, setHideResult] = useState(false);
  const [uiState, setUiState] = useState<{ version: number; ui: BoardUi }>({ version: -1, ui: initialUi });
  const [recolourOpen, setRecolourOpen] = useState(false);
  const { viewer, covered, table, setRevealed } = useSeatTable(state);
  const version = snap?.version ?? -1;
  const { flipping, jumps } = useChanges(table, version, snap?.log ?? []);
  // SX-N1: a jump (`jump d5xd7`) is what captures.
  useTableSounds(snap, viewer !== null && snap?.toMove === viewer && !covered, (text) => text.startsWith('jump'));
  // Who won, in words (issue 22: play/ends/outcome.ts), for the end dialog and the status line.
  const words = useOutcomeWords(
    snap?.result ?? null,
    (snap?.seats ?? []).map((s, i) => s.name || t('play.player', { n: i + 1 })),
  );

  if (!snap || !table) return <p className="loading">{t('play.loading')}</p>;

  // A new position drops any half-entered move but keeps the keyboard cursor where it was.
  const ui = uiState.version === version ? uiState.ui : { selected: null, cursor: uiState.ui.cursor };
  const setUi = (next: BoardUi) => setUiState({ version, ui: next });
  const myTurn = viewer !== null && snap.toMove === viewer && !covered && live(snap);
  const legal = myTurn ? snap.legal : [];
  const names = snap.seats.map((s, i) => s.name || t('play.player', { n: i + 1 }));
  const collections = table.collections.map((coll) => coll.map((c) => ({ piece: pieceNotation(c.piece) })));
  const selection = effectiveSelection(ui, table.chain);
  const send = (move: string) => {
    setUi({ ...ui, selected: null });
    setRecolourOpen(false);
    play(viewer ?? snap.toMove ?? 0, move);
  };
  const { apply, onCell, onKey } = boardInput(ui, setUi, send, legal, table.chain);

  const choices = collectionChoices(legal, collections, ui.selected);
  const b = buttons(legal);
  const last = snap.log[snap.log.length - 1];
  const status = statusLine(t as Translate, snap, names, myTurn, words?.title);

  return (
    <div className="linx-game sx-game">
      <GameBar table={table} status={status} mine={myTurn} />
      <div className="game-main">
        <div className="board-column">
          <SymbolixBoard
            table={table}
            legal={legal}
            selection={selection}
            cursor={ui.cursor}
            flipping={flipping}
            lastCells={last ? touchedCells(last.text) : []}
            onCell={onCell}
            onKey={onKey}
            hint={state.hint && state.hint.seat === viewer ? state.hint.move : null}
          />
          <p className="muted small sx-counters">
            {t('symbolix.reserve', { count: table.reserveSize })}
            {table.level === 'advanced' && ` · ${t('symbolix.deck', { count: table.deckSize })}`} ·{' '}
            {t('symbolix.quiet', { n: table.quiet })}
          </p>
          {viewer !== null && !covered && (
            <ActionArea
              card={table.cards[viewer] ?? null}
              hand={table.level === 'advanced' ? (table.hands[viewer] ?? []) : null}
              legal={legal}
              hint={myTurn ? hintFor(t as Translate, selection, table, legal) : ''}
              exchanging={ui.selected?.kind === 'exchange'}
              onMove={send}
              onRecolourChoice={() => setRecolourOpen(true)}
              onExchange={() => setUi(startExchange(ui, legal))}
            />
          )}
          <TableControls state={state} seat={covered ? null : viewer} onRematch={onRematch} names={names} />
          <ErrorLine error={state.error} />
          <OffersBar state={state} />
        </div>
        <aside className="side">
          <Players
            table={table}
            seats={snap.seats.map((s, i) => ({ name: names[i] ?? '', isBot: s.kind === 'bot', isMe: i === viewer }))}
            choices={choices}
            selectedRef={ui.selected && 'ref' in ui.selected ? ui.selected.ref : null}
            onPick={(ref) => apply(activateCaptured(ui, ref, legal, collections))}
          />
          <MoveLog log={snap.log} names={names} seen={jumps} />
          <p className="muted small">{t('symbolix.keyboard')}</p>
        </aside>
      </div>
      {myTurn && b.swaps.length > 0 && <SwapChoice swaps={b.swaps} names={names} onMove={send} />}
      {myTurn && recolourOpen && b.recolour.length > 1 && (
        <RecolourChoice moves={b.recolour} onMove={send} onCancel={() => setRecolourOpen(false)} />
      )}
      {covered && viewer !== null && (
        <PassDevice
          name={names[viewer] ?? ''}
          onReady={() => setRevealed(viewer)}
          hintKey="table.symbolix.passHint"
          readyKey="table.symbolix.ready"
        />
      )}
      {snap.result && !hideResult && (
        <GameEnd
          outcome={snap.result}
          words={words}
          reason={symbolixEndText(
            t as TFunction,
            symbolixEnd(table, loserOf(snap)),
            names,
            state.mySeats.length === 1 ? state.mySeats : [],
          )}
          names={names}
          onRematch={onRematch}
          onNewGame={onNewGame}
          onLook={() => setHideResult(true)}
        />
      )}
      {snap.result && hideResult && (
        <button type="button" className="show-result" onClick={() => setHideResult(false)}>
          {t('play.showResult')}
        </button>
      )}
    </div>
  );
}
