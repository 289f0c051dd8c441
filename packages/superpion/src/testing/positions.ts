/** Test helper: setup JSON from a compact piece list `"f5:blue:red h9:black:*grey"` (badge, or `*under`). */
import type { Json } from '@ludotheque/engine';

const SEATS: Record<string, number> = { four: 4, teams: 4, three: 3, two: 2, twoSuper: 2 };

export function position(mode: string, spec: string, extra: Record<string, Json> = {}): Record<string, Json> {
  const pieces: Record<string, Json> = {};
  for (const item of spec.split(/\s+/).filter(Boolean)) {
    const [cell, colour, rest] = item.split(':') as [string, string, string];
    pieces[cell] = rest.startsWith('*') ? { colour, super: true, under: rest.slice(1) } : { colour, badge: rest };
  }
  const sorted = Object.fromEntries(Object.entries(pieces).sort(([a], [b]) => (a < b ? -1 : 1)));
  return {
    game: 'superpion',
    mode,
    idle: mode === 'three' ? 'black' : null,
    clockMinutes: null,
    timeUp: false,
    pieces: sorted,
    captured: Array.from({ length: SEATS[mode] ?? 4 }, () => []),
    toMove: 'blue',
    actionsLeft: 2,
    used: [],
    turnCaptured: false,
    quiet: 0,
    passes: 0,
    ...extra,
  };
}
