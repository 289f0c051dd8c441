/// <reference lib="webworker" />

import type { AnyGame } from '@ludotheque/engine';
import type { TableCommand } from './commands.js';
import { LocalTable } from './localTable.js';
import { localRecord, localViewer, viewAfterMoves } from './moves/pastView.js';
import { loadLocalGame } from './registry.js';
import type { FromWorker, ToWorker } from './types.js';

/**
 * The engine and the bots run here, off the page's thread, so a thinking bot never freezes the board. The page
 * sends moves in notation and gets snapshots back (types.ts); nothing else crosses.
 */
declare const self: DedicatedWorkerGlobalScope;

let table: LocalTable | null = null;
/** The game being played and how it started, for step-through's replays. */
let started: { game: AnyGame; start: Extract<ToWorker, { type: 'start' }> } | null = null;
let botDelayMs = 0;
let pending: ReturnType<typeof setTimeout> | null = null;

const post = (message: FromWorker): void => self.postMessage(message);

function publish(): void {
  if (!table) return;
  post({ type: 'state', snapshot: table.snapshot() });
  scheduleBot();
}

/** Bots play one move per tick, so the page shows every move and a restart cancels a thinking bot cleanly. */
function scheduleBot(): void {
  if (!table || pending !== null || !table.botToPlay()) return;
  const current = table;
  pending = setTimeout(() => {
    pending = null;
    if (current !== table) return;
    const r = current.playBot();
    if (!r.ok) post({ type: 'error', kind: r.error.kind, message: r.error.message });
    else publish();
  }, botDelayMs);
}

/** Messages are handled one at a time: a start waits for its game's `load()` (Cubiko's WASM) before anything else. */
let queue: Promise<void> = Promise.resolve();

self.onmessage = (e: MessageEvent<ToWorker>) => {
  queue = queue.then(() => handle(e.data));
};

async function handle(msg: ToWorker): Promise<void> {
  if (msg.type === 'start') {
    if (pending !== null) clearTimeout(pending);
    pending = null;
    table = null;
    const game = await loadLocalGame(msg.game).catch(() => null);
    if (!game) return post({ type: 'error', kind: 'unknownGame', message: `no game ${msg.game}` });
    const created = LocalTable.create(game, msg.options, msg.seed, msg.seats, msg.entries);
    if (!created.ok) return post({ type: 'error', kind: created.error.kind, message: created.error.message });
    table = created.value;
    started = { game, start: msg };
    botDelayMs = msg.botDelayMs;
    return publish();
  }
  if (msg.type === 'viewAt') return post({ type: 'pastView', id: msg.id, answer: pastView(msg.moves, msg.seat) });
  if (!table) return post({ type: 'error', kind: 'gameOver', message: 'no game started' });
  if (msg.type === 'command') return command(table, msg.command);
  const r = msg.type === 'event' ? table.event(msg.event) : table.play(msg.seat, msg.move);
  if (!r.ok) return post({ type: 'error', kind: r.error.kind, message: r.error.message });
  publish();
}

/**
 * The table controls a local table decides itself. A takeback replaces the table by one replayed from its shortened
 * record (a bot thinking about the undone position is cancelled); a hint is answered to the page only, for the
 * position it was asked in, and changes nothing.
 */
function command(current: LocalTable, c: TableCommand) {
  if (c.type === 'resign') {
    const r = current.resign(c.seat);
    if (!r.ok) return post({ type: 'error', kind: r.error.kind, message: r.error.message });
    return publish();
  }
  if (c.type === 'takeback') {
    if (current.takebackTarget() === null)
      return post({ type: 'error', kind: 'noTakeback', message: 'nothing to take back' });
    const r = current.takeback();
    if (!r.ok) return post({ type: 'error', kind: r.error.kind, message: r.error.message });
    if (pending !== null) clearTimeout(pending);
    pending = null;
    table = r.value;
    return publish();
  }
  if (c.type === 'hint') {
    const r = current.hint(c.seat);
    if (!r.ok) return post({ type: 'error', kind: r.error.kind, message: r.error.message });
    return post({ type: 'hint', hint: r.value, version: current.positionVersion() });
  }
  post({ type: 'error', kind: 'unsupported', message: `${c.type} is not a local table's to decide` });
}

/** Step-through: a past position replayed from the table's record, as this screen may see it (moves/pastView.ts). */
function pastView(moves: number, seat: number | null) {
  if (!table || !started) return { ok: false, kind: 'gameOver', message: 'no game started' } as const;
  const { game, start } = started;
  const snap = table.snapshot();
  const viewer = localViewer(start.seats, snap.toMove, snap.result !== null, seat);
  const record = localRecord(game, start.options, start.seed, start.seats, table.recordEntries());
  return viewAfterMoves(game, record, moves, viewer);
}
