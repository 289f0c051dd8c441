/// <reference lib="webworker" />

import type { AnyGame } from '@ludotheque/engine';
import { cancelAnalysis, startAnalysis } from '../analysis/workerSide.js';
import type { TableCommand } from './commands.js';
import { LocalTable } from './localTable.js';
import { localRecord, localViewer, viewAfterMoves } from './moves/pastView.js';
import { importLocalGame } from './registry.js';
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
/** The game's `load()` (Cubiko's physics): awaited before any move, bot or replay, not before the opening position. */
let loaded: Promise<void> = Promise.resolve();

// The page names its worker after the game (session.ts): the game's module, and Cubiko's physics, start loading as
// the worker boots, while the page still renders, rather than when its `start` arrives.
if (self.name) void importLocalGame(self.name).catch(() => null);

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
  if (!physicsReady) {
    void loaded.then(() => {
      physicsReady = true;
      if (current === table) scheduleBot();
    });
    return;
  }
  pending = setTimeout(() => {
    pending = null;
    if (current !== table) return;
    const r = current.playBot();
    if (!r.ok) post({ type: 'error', kind: r.error.kind, message: r.error.message });
    else publish();
  }, botDelayMs);
}

/** Set once `loaded` has resolved, so a bot can be scheduled synchronously from then on. */
let physicsReady = true;

/**
 * Messages are handled one at a time. A start shows the opening position as soon as the game's module is imported
 * (a game whose opening needs its `load()` waits for it); every later message waits for `load()` (Cubiko's WASM).
 */
let queue: Promise<void> = Promise.resolve();

self.onmessage = (e: MessageEvent<ToWorker>) => {
  // A cancel must not wait behind the analysis it stops.
  if (e.data.type === 'cancelAnalysis') return cancelAnalysis(e.data.id);
  queue = queue.then(() => handle(e.data));
};

async function handle(msg: ToWorker): Promise<void> {
  if (msg.type === 'start') {
    if (pending !== null) clearTimeout(pending);
    pending = null;
    table = null;
    const found = await importLocalGame(msg.game).catch(() => null);
    if (!found) return post({ type: 'error', kind: 'unknownGame', message: `no game ${msg.game}` });
    const { game } = found;
    loaded = found.loaded;
    physicsReady = false;
    void loaded.then(() => {
      physicsReady = true;
    });
    // A resumed game replays its record, which may need the physics; a fresh one starts from the setup.
    if (msg.entries?.length) await loaded;
    const created = await createTable(game, msg);
    if (!created.ok) return post({ type: 'error', kind: created.error.kind, message: created.error.message });
    table = created.value;
    started = { game, start: msg };
    botDelayMs = msg.botDelayMs;
    return publish();
  }
  const failed = await loaded.then(
    () => null,
    (e: unknown) => (e instanceof Error ? e.message : String(e)),
  );
  if (failed !== null) return post({ type: 'error', kind: 'internal', message: failed });
  if (msg.type === 'viewAt') return post({ type: 'pastView', id: msg.id, answer: pastView(msg.moves, msg.seat) });
  if (!table) return post({ type: 'error', kind: 'gameOver', message: 'no game started' });
  if (msg.type === 'analyse') return startAnalysis(msg.id, msg.iterations, finishedRecord(), post);
  if (msg.type === 'cancelAnalysis') return cancelAnalysis(msg.id);
  if (msg.type === 'command') return command(table, msg.command);
  const r = msg.type === 'event' ? table.event(msg.event) : table.play(msg.seat, msg.move);
  if (!r.ok) return post({ type: 'error', kind: r.error.kind, message: r.error.message });
  publish();
}

/**
 * The table, made before the game's `load()` has finished when its opening allows it: a game that needs its load
 * for the opening position (its physics not ready) throws, and is then made again once loaded.
 */
async function createTable(game: AnyGame, msg: Extract<ToWorker, { type: 'start' }>) {
  try {
    const early = LocalTable.create(game, msg.options, msg.seed, msg.seats, msg.entries);
    if (early.ok) early.value.snapshot(); // the legal moves the page is sent, the part most likely to need physics
    return early;
  } catch {
    await loaded;
    return LocalTable.create(game, msg.options, msg.seed, msg.seats, msg.entries);
  }
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

/** The finished local game's record for its analysis (null while it goes on). */
function finishedRecord() {
  const result = table?.snapshot().result ?? null;
  if (!table || !started || result === null) return null;
  const { game, start } = started;
  return {
    game,
    record: { ...localRecord(game, start.options, start.seed, start.seats, table.recordEntries()), result },
  };
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
