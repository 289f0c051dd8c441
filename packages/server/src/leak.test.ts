import { type GameRecord, type Json, Rng, type Viewer } from '@ludotheque/engine';
import { linx } from '@ludotheque/linx';
import { describe, expect, it } from 'vitest';
import type { TestClient } from './fixtures/client.js';
import { closeTable, openTable, playRandomMove } from './fixtures/play.js';
import { useTempServer } from './fixtures/temp-server.js';

const temp = useTempServer('leak');

/** The whole truth at each version, rebuilt from the record after the game (the engine alone, not the server). */
interface Truth {
  readonly hands: string[][];
  readonly piles: string[][];
  readonly rng: string;
  /** The move that made this version, as notation, and what the shown hand of a pass was. */
  readonly moveText: string | null;
}

function truths(record: GameRecord): Truth[] {
  const options = linx.parseOptions(record.options);
  if (!options.ok) throw new Error(options.error.message);
  const state = linx.setup(options.value, Rng.seeded(record.seed));
  const snap = (moveText: string | null): Truth => {
    const setup = linx.toSetup(state) as { hands: string[][]; piles: string[][]; rng: string };
    return { hands: setup.hands, piles: setup.piles, rng: setup.rng, moveText };
  };
  const out = [snap(null)];
  for (const text of record.moves) {
    const move = linx.parseMove(state, text as string);
    if (!move.ok) throw new Error(String(text));
    linx.play(state, move.value);
    out.push(snap(text as string));
  }
  return out;
}

/** Every array of bare tile types (`["P","R"]`) in a JSON value, with its path: only one's own hand may be one. */
function typeArrays(value: unknown, path: string, found: { path: string; items: string[] }[]): void {
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every((v) => v === 'R' || v === 'P' || v === 'S')) {
      found.push({ path, items: value as string[] });
    }
    value.forEach((v, i) => {
      typeArrays(v, `${path}[${i}]`, found);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) typeArrays(v, `${path}.${k}`, found);
  }
}

/** Checks one frame received by `viewer` against what the rules (Information) let it know at that version. */
function scanFrame(frame: string, viewer: Viewer, all: Truth[], secrets: string[]): void {
  // No key anywhere that could carry other hands, piles or the PRNG.
  expect(frame).not.toMatch(/"(hands|piles|pile|rng|seed|deck)"/);
  const message = JSON.parse(frame) as { type: string; version?: number; view?: Json; legalMoves?: string[] };
  // Own hand and a pass's shown hand are checked exactly below; blank them so a pile that happens to hold the same
  // letters is not mistaken for a leak, then search the rest for every secret.
  const blanked = JSON.parse(frame) as { view?: { hand?: unknown }; lastMove?: { text: string } };
  if (blanked.view?.hand !== undefined) blanked.view.hand = null;
  if (blanked.lastMove !== undefined) blanked.lastMove.text = '';
  const rest = JSON.stringify(blanked);
  for (const secret of secrets) expect(rest.includes(secret), `${viewer} saw a secret`).toBe(false);
  if (message.type !== 'sync' && message.type !== 'event') return;
  const truth = all[message.version as number] as Truth;
  const found: { path: string; items: string[] }[] = [];
  typeArrays(message, '', found);
  if (viewer === 'spectator') expect(found).toEqual([]);
  else expect(found).toEqual(truth.hands[viewer]?.length ? [{ path: '.view.hand', items: truth.hands[viewer] }] : []);
  // The only other place a hand may appear is a pass that showed it (LX-13), to everyone, as it was played.
  const told = (message as { lastMove?: { text: string } }).lastMove?.text;
  if (told !== undefined && !told.startsWith('pass')) expect(told).toBe(truth.moveText);
  if (told?.startsWith('pass ')) {
    const before = all[(message.version as number) - 1] as Truth;
    const shown = told.slice(5).split(',');
    expect(before.hands.map((h) => h.join(','))).toContain(shown.join(','));
  }
}

describe('frame scan: a full online 3-player Linx game', () => {
  it('no seat and no spectator receives anything it may not know', async () => {
    const table = await openTable(temp.server.url, 'linx', 3);
    const rng = Rng.seeded('frame scan');
    while (await playRandomMove(table, rng));
    const res = await fetch(`${temp.server.url}/api/games/${table.id}/record`);
    const record = (await res.json()) as GameRecord;
    const all = truths(record);
    // Secrets: the seed, every PRNG state the game went through, and every pile in order (as JSON and as text).
    const secrets = new Set<string>([record.seed]);
    for (const t of all) {
      secrets.add(t.rng);
      for (const pile of t.piles) {
        if (pile.length < 4) continue;
        secrets.add(JSON.stringify(pile));
        secrets.add(pile.join(''));
        secrets.add(pile.join(','));
      }
    }
    const audiences: [Viewer, TestClient][] = [
      ...table.seats.map((c, seat) => [seat, c] as [Viewer, TestClient]),
      ['spectator', table.spectator],
    ];
    let scanned = 0;
    for (const [viewer, client] of audiences) {
      // Every client got the sync and one event per version, each a separate frame.
      expect(client.frames.length).toBeGreaterThan(record.moves.length);
      for (const frame of client.frames) {
        scanFrame(frame, viewer, all, [...secrets]);
        scanned++;
      }
    }
    expect(scanned).toBeGreaterThan(4 * record.moves.length);
    // A game long enough that hands changed many times under the scan.
    expect(record.moves.length).toBeGreaterThan(10);
    await closeTable(table);
  });
});
