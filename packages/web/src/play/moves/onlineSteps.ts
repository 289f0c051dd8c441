/**
 * Step-through for an online game. While the game runs, the server is asked (`viewAt`) and answers this
 * connection's own view only; once it is over, its record (`GET /api/games/:id/record`, the seed released) is
 * replayed here with the engine, from any seat's side.
 */
import { type GameRecord, recordFromJson } from '@ludotheque/engine';
import type { ServerMessage } from '@ludotheque/protocol';
import { viewAfterMoves } from './pastView.js';
import type { PastAnswer } from './types.js';

/** The errors the server answers a `viewAt` with (no move is in flight while a seat steps: its board is past). */
const STEP_ERRORS: readonly string[] = ['outOfRange', 'notJoined', 'rateLimited', 'unknownGame', 'internal'];
const ANSWER_MS = 10_000;

export interface OnlineSteps {
  viewAt(moves: number, seat: number | null): Promise<PastAnswer>;
  /** A frame from the server: true when it answered a step-through request (the session ignores it then). */
  onMessage(m: ServerMessage): boolean;
}

export function onlineSteps(gameId: string, send: (frame: string) => boolean, isOver: () => boolean): OnlineSteps {
  // One request at a time on the socket: the server answers in order, and its error frames carry no request id.
  let pending: { moves: number; resolve: (a: PastAnswer) => void } | null = null;
  let record: Promise<GameRecord | null> | null = null;
  const fetchRecord = async (): Promise<GameRecord | null> => {
    const res = await fetch(`/api/games/${encodeURIComponent(gameId)}/record`).catch(() => null);
    if (!res?.ok) return null;
    const parsed = recordFromJson(await res.json().catch(() => null));
    return parsed.ok ? parsed.value : null;
  };
  const fromRecord = async (moves: number, seat: number | null): Promise<PastAnswer | null> => {
    record ??= fetchRecord();
    const rec = await record;
    if (rec === null) {
      record = null; // try again next time
      return null;
    }
    const { loadLocalGame } = await import('../registry.js');
    const game = await loadLocalGame(rec.game);
    if (!game) return { ok: false, kind: 'unknownGame', message: `no game ${rec.game}` };
    return viewAfterMoves(game, rec, moves, seat === null ? 'spectator' : seat);
  };
  const ask = (moves: number) =>
    new Promise<PastAnswer>((resolve) => {
      if (pending) pending.resolve({ ok: false, kind: 'superseded', message: 'another step was asked' });
      const mine = { moves, resolve };
      pending = mine;
      if (!send(JSON.stringify({ type: 'viewAt', moves }))) {
        pending = null;
        return resolve({ ok: false, kind: 'lost', message: 'not connected' });
      }
      // A socket cut before the answer came: the page goes back to live rather than wait.
      setTimeout(() => {
        if (pending !== mine) return;
        pending = null;
        resolve({ ok: false, kind: 'lost', message: 'no answer from the server' });
      }, ANSWER_MS);
    });
  return {
    async viewAt(moves, seat) {
      if (isOver()) {
        const replayed = await fromRecord(moves, seat);
        if (replayed) return replayed;
      }
      return ask(moves);
    },
    onMessage(m) {
      if (pending === null) return false;
      if (m.type === 'pastView' && m.moves === pending.moves) {
        const { resolve } = pending;
        pending = null;
        const { type: _, ...value } = m;
        resolve({ ok: true, value });
        return true;
      }
      if (m.type === 'error' && STEP_ERRORS.includes(m.code)) {
        const { resolve } = pending;
        pending = null;
        resolve({ ok: false, kind: m.code, message: m.message });
        return true;
      }
      return m.type === 'pastView';
    },
  };
}
