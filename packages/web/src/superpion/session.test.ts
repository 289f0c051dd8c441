import type { AnyGame } from '@ludotheque/engine';
import { superpion } from '@ludotheque/superpion';
import { describe, expect, it } from 'vitest';
import { LocalTable } from '../play/localTable.js';
import { activate, choosePromotion, initialUi, parseMoveText, type SpUi } from './model.js';
import { follow, type Track } from './track.js';
import { readSuperpionView } from './view.js';

/** Enters `text` the way a person does: its start, each landing, then the under pawn if asked. */
function enter(legal: readonly string[], text: string): string | null {
  const m = parseMoveText(text);
  if (!m) return text === 'pass' && legal.includes('pass') ? 'pass' : null;
  let ui: SpUi = initialUi();
  for (const cell of [m.from, ...m.landings]) {
    const r = activate(ui, cell, legal);
    if (r.move) return r.move;
    ui = r.ui;
  }
  return m.promo ? choosePromotion(ui, m.promo).move : null;
}

describe('a whole game through the local table, as the page sees it', () => {
  it('4 players, one person here and three random bots, played to its end', () => {
    const created = LocalTable.create(superpion as unknown as AnyGame, { mode: 'four' }, 'sp-web', [
      { kind: 'human', name: 'Ana' },
      { kind: 'bot', name: 'B', spec: 'random' },
      { kind: 'bot', name: 'C', spec: 'random' },
      { kind: 'bot', name: 'D', spec: 'random' },
    ]);
    if (!created.ok) throw new Error(created.error.message);
    const table = created.value;
    let track: Track | null = null;
    let mine = 0;
    let checkedColours = 0;
    let before: ReturnType<typeof readSuperpionView> | null = null;
    for (let i = 0; i < 3000; i++) {
      const snap = table.snapshot();
      const read = readSuperpionView(snap.views[0]);
      if (!read.ok) throw new Error('unreadable view');
      track = follow(track, {
        version: snap.version,
        pieces: read.table.pieces,
        toMove: read.table.toMove,
        log: snap.log,
      });
      // Independent check of the move list's colour: the colour of the piece that stood on the move's start cell.
      const last = snap.log[snap.log.length - 1];
      const from = last ? parseMoveText(last.text)?.from : undefined;
      if (from && before?.ok) {
        expect(track.logColours[snap.log.length - 1]).toBe(before.table.pieces.get(from)?.colour);
        checkedColours++;
      }
      before = read;
      if (snap.result) break;
      if (table.botToPlay()) {
        expect(table.playBot().ok).toBe(true);
        continue;
      }
      // The person's move: the first legal move in notation, entered by clicks (SP-9: two per colour turn).
      const first = snap.legal[0] as string;
      const sent = enter(snap.legal, first);
      expect(sent).toBe(first);
      expect(table.play(0, sent as string).ok).toBe(true);
      mine++;
    }
    const end = table.snapshot();
    expect(end.result).not.toBeNull();
    expect(mine).toBeGreaterThan(10);
    expect(checkedColours).toBeGreaterThan(100);
    // Every move arrived alone, so the page knows the colour of each one; blue acted first (SP-7).
    expect(track?.logColours.length).toBe(end.log.length);
    expect(track?.logColours.every((c) => c >= 0 && c < 4)).toBe(true);
    expect(track?.logColours[0]).toBe(0);
  });
});
