import type { Json } from '@ludotheque/engine';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { live } from '../play/frozen.js';
import { chooseViewer, mustCover } from '../play/hotseat.js';
import type { SessionState } from '../play/session.js';
import type { TableSnapshot } from '../play/types.js';
import { activate, type BoardUi, initialUi, keyAction, moveCursor, selectType } from './boardState.js';
import type { LinxTable } from './model.js';
import { readLinxView } from './view.js';

/** Picks the view to draw: the viewer's own, else any person's here (public parts are the same), else spectator's. */
function pickView(state: SessionState, viewer: number | null): { json: Json | null; seat: number | null } {
  const snap = state.snapshot;
  if (!snap) return { json: null, seat: null };
  if (viewer !== null && snap.views[viewer]) return { json: snap.views[viewer] ?? null, seat: viewer };
  const any = state.mySeats.find((s) => snap.views[s]);
  if (any !== undefined) return { json: snap.views[any] ?? null, seat: null };
  return { json: snap.spectatorView ?? null, seat: null };
}

export interface TableState {
  readonly snap: TableSnapshot;
  readonly table: LinxTable;
  /** The seat whose hand this screen shows, or null. */
  readonly viewer: number | null;
  /** Hot-seat: the hand is not drawn until its owner says they hold the device. */
  readonly covered: boolean;
  readonly reveal: () => void;
  readonly myTurn: boolean;
  /** The legal moves the person at the screen may make now (empty when it is not their turn or covered). */
  readonly legal: readonly string[];
  /** Scores when the current round began, to tell who won it (LX-20 adds the round to the scores). */
  readonly scoresAtRoundStart: readonly number[];
}

/** Reads the session into what the table draws, and keeps the hot-seat cover state (hotseat.ts). */
export function useTable(state: SessionState): TableState | null {
  const snap = state.snapshot;
  const [previous, setPrevious] = useState<number | null>(null);
  const [revealed, setRevealed] = useState<number | null>(null);
  const roundStart = useRef<readonly number[]>([]);
  // The round's state must be known before choosing whose hand to show: first read any view here.
  const probe = readLinxView(pickView(state, null).json, null);
  const publicMoment = !probe.ok || probe.table.roundOver || snap?.result != null;
  const viewer = chooseViewer(state.mySeats, snap?.toMove ?? null, previous, publicMoment);
  useEffect(() => {
    if (viewer !== null) setPrevious(viewer);
  }, [viewer]);
  const picked = pickView(state, viewer);
  const read = readLinxView(picked.json, picked.seat);
  if (!snap || !read.ok) return null;
  const table = read.table;
  if (!table.roundOver) roundStart.current = table.scores;
  const covered = mustCover(state.mySeats, viewer, revealed);
  const myTurn = viewer !== null && snap.toMove === viewer && !covered && live(snap);
  return {
    snap,
    table,
    viewer,
    covered,
    reveal: () => setRevealed(viewer),
    myTurn,
    legal: myTurn ? snap.legal : [],
    scoresAtRoundStart: roundStart.current,
  };
}

export interface Controls {
  readonly ui: BoardUi;
  readonly setUi: (ui: BoardUi) => void;
  readonly send: (move: string) => void;
  readonly onCell: (cell: string) => void;
  readonly onKey: (e: KeyboardEvent<HTMLElement>) => void;
}

/** Mouse and keyboard: turns clicks and keys into board-state changes (boardState.ts) and moves in notation. */
export function useControls(
  view: TableState | null,
  play: (seat: number, move: string) => void,
  fallback: LinxTable | null,
): Controls | null {
  const [stored, setUi] = useState<BoardUi | null>(null);
  const ui = stored ?? (fallback ? initialUi(fallback) : null);
  if (!view || !ui) return null;
  const { legal, table, covered, viewer, snap } = view;
  const send = (move: string) => {
    setUi({ ...ui, selected: null });
    play(viewer ?? snap.toMove ?? 0, move);
  };
  const onCell = (cell: string) => {
    const r = activate(ui, cell, legal);
    setUi(r.ui);
    if (r.move) send(r.move);
  };
  const onKey = (e: KeyboardEvent<HTMLElement>) => {
    const action = keyAction(e.key);
    if (!action || covered) return;
    e.preventDefault();
    if (action.kind === 'select') setUi(selectType(ui, action.type, legal));
    else if (action.kind === 'cursor') setUi(moveCursor(ui, action.dCol, action.dRow, table.frame));
    else if (action.kind === 'clear') setUi({ ...ui, selected: null });
    else if (action.kind === 'pass' && legal.includes('pass')) send('pass');
    else if (action.kind === 'activate') onCell(ui.cursor);
  };
  return { ui, setUi, send, onCell, onKey };
}
