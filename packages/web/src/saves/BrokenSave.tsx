import { useEffect } from 'react';
import { SaveProblem } from './SaveProblem.js';
import { markBroken } from './store.js';

/**
 * A save whose moves the rules refuse on replay (a damaged entry, rules that changed): marked so the home page
 * reports it too, and shown with a way to delete it.
 */
export function BrokenSave({ id, message }: { id: string; message: string }) {
  useEffect(() => {
    void markBroken(id, message).catch(() => {});
  }, [id, message]);
  return <SaveProblem line={{ ok: false, id, reason: 'broken', message, game: null, updatedAt: null }} />;
}
