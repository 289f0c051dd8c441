import { useEffect, useMemo, useRef } from 'react';
import type { LocalGameSpec, SessionState } from '../play/session.js';
import { type OnlineSave, onlineSaveId, SAVE_FORMAT } from './format.js';
import { type LocalSaveTarget, localSaveOf } from './local.js';
import { saveWriter } from './store.js';

const report = (e: unknown) => console.error('saving the game failed', e);

/**
 * Saves a local game after every change of its table (a move, an event, a clock paused or run). Nothing is written
 * before the first move: until then the link alone replays the same deal.
 */
export function useLocalSave(target: LocalSaveTarget | null, spec: LocalGameSpec, state: SessionState | null): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one writer per save id
  const write = useMemo(() => saveWriter(report), [target?.id]);
  const written = useRef(false);
  const snapshot = state?.snapshot;
  const clock = state?.clock;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new snapshot or clock is the change to save
  useEffect(() => {
    if (!target || !snapshot?.entries) return;
    // A takeback to the very start still overwrites the save that held the taken-back moves.
    if (snapshot.entries.length === 0 && !written.current && (spec.entries?.length ?? 0) === 0) return;
    written.current = true;
    write(localSaveOf(target, spec, snapshot, clock, Date.now()));
  }, [snapshot, clock, target?.id]);
}

/**
 * Remembers an online game this browser joined as a seat (its token, its players, how far it went), so the home
 * page can reopen it. Written on the first position and whenever the version changes.
 */
export function useOnlineSave(gameId: string, token: string | null, state: SessionState | null): void {
  const write = useMemo(() => saveWriter(report), []);
  const createdAt = useRef(Date.now());
  const snapshot = state?.snapshot;
  const seat = state?.mySeats[0];
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version says when the game moved on
  useEffect(() => {
    if (!snapshot || token === null || seat === undefined || !state?.game) return;
    const save: OnlineSave = {
      format: SAVE_FORMAT,
      kind: 'online',
      id: onlineSaveId(gameId),
      gameId,
      token,
      game: state.game,
      seat,
      seats: snapshot.seats.map((s) => ({ name: s.name, kind: s.kind })),
      moves: snapshot.log.length,
      result: snapshot.result,
      createdAt: createdAt.current,
      updatedAt: Date.now(),
    };
    write(save);
  }, [snapshot?.version, snapshot?.result, seat, state?.game, gameId, token]);
}
