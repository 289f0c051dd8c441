import { describe, expect, it } from 'vitest';
import { onlineSteps } from './onlineSteps.js';

// The running-game path only (the server answers on the socket); the finished-game path replays the published
// record and is covered in the browser (e2e/moves.e2e.test.ts) and by pastView.test.ts.
describe('online step-through requests', () => {
  it('asks the server, and takes its pastView or its error as the answer', async () => {
    const sent: string[] = [];
    const steps = onlineSteps(
      'game1234',
      (f) => sent.push(f) > 0,
      () => false,
    );
    expect(steps.onMessage({ type: 'pong' })).toBe(false);
    const asked = steps.viewAt(2, 0);
    expect(sent).toEqual(['{"type":"viewAt","moves":2}']);
    // An answer for another move is not this one's (a late answer to an older request).
    const other = { type: 'pastView', moves: 1, version: 1, seat: 0, toMove: 1, view: {}, result: null } as const;
    expect(steps.onMessage(other)).toBe(true);
    expect(steps.onMessage({ ...other, moves: 2, view: { hand: ['R'] } })).toBe(true);
    const { type: _, ...past } = other;
    expect(await asked).toEqual({ ok: true, value: { ...past, moves: 2, view: { hand: ['R'] } } });
    const refused = steps.viewAt(9, 0);
    expect(steps.onMessage({ type: 'error', code: 'outOfRange', message: 'no move 9' })).toBe(true);
    expect(await refused).toMatchObject({ ok: false, kind: 'outOfRange' });
    // A frame that answers nothing is the session's.
    expect(steps.onMessage({ type: 'error', code: 'illegal', message: 'x' })).toBe(false);
  });
  it('says so at once when the socket is not open', async () => {
    const steps = onlineSteps(
      'game1234',
      () => false,
      () => false,
    );
    expect(await steps.viewAt(0, null)).toMatchObject({ ok: false, kind: 'lost' });
  });
});
