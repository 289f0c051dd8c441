/**
 * Why a Linx round or match ended, read from the final view (public information only): an alignment of the winner's
 * colour face up or face down (LX-14, LX-15, LX-17 for a team), a blocked round (LX-16) or the stalemate guard
 * (LX-19) decided by the most face-up top tiles, or a resignation. The cells of the alignment are highlighted.
 */
import type { Json } from '@ludotheque/engine';
import type { TFunction } from 'i18next';
import type { EndTexts } from '../play/ends/texts.js';
import { cellName, type LinxTable } from './model.js';

/** LX-19: the turn after which a round without an alignment stops. */
export const TURN_LIMIT = 200;

export type LinxEnd =
  | { readonly kind: 'alignment'; readonly side: number; readonly down: boolean; readonly cells: readonly string[] }
  | { readonly kind: 'blocked' | 'guard'; readonly side: number | null; readonly faceUp: number }
  | { readonly kind: 'resigned'; readonly seat: number };

/** The seats whose colours count for a side (LX-17: seats 0+2 and 1+3 in team mode). */
const seatsOf = (table: LinxTable, side: number): number[] => (table.teams ? [side, side + 2] : [side]);

/** LX-14: three consecutive top tiles of the side's colours, all face up or all face down; the first found. */
export function findAlignment(table: LinxTable, side: number): { cells: string[]; down: boolean } | null {
  const owners = seatsOf(table, side);
  const top = (col: number, row: number) => {
    const stack = table.cells.get(cellName(col, row));
    return stack?.[stack.length - 1] ?? null;
  };
  const steps = [
    [1, 0],
    [0, 1],
    [1, 1],
    [1, -1],
  ] as const;
  for (let col = 0; col < table.frame; col++) {
    for (let row = 0; row < table.frame; row++) {
      for (const [dc, dr] of steps) {
        const line = [0, 1, 2].map((k) => ({ col: col + k * dc, row: row + k * dr }));
        if (line.some((p) => p.col >= table.frame || p.row < 0 || p.row >= table.frame)) continue;
        const tiles = line.map((p) => top(p.col, p.row));
        const first = tiles[0];
        if (!first || !tiles.every((t) => t && owners.includes(t.owner) && t.down === first.down)) continue;
        return { cells: line.map((p) => cellName(p.col, p.row)), down: first.down };
      }
    }
  }
  return null;
}

/** LX-16: face-up top tiles per side. */
export function faceUpTally(table: LinxTable): number[] {
  const sides = table.teams ? 2 : table.players;
  const tally = Array<number>(sides).fill(0);
  for (const stack of table.cells.values()) {
    const t = stack[stack.length - 1];
    if (!t || t.down || t.owner >= table.players) continue;
    const side = table.teams ? t.owner % 2 : t.owner;
    tally[side] = (tally[side] ?? 0) + 1;
  }
  return tally;
}

const field = (json: Json | null, key: string): number | null => {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const v = (json as { readonly [k: string]: Json })[key];
  return typeof v === 'number' ? v : null;
};

/**
 * The reason of the round just finished (or of the match, when a seat resigned). `winner` is the side whose score
 * grew (null for a drawn round); `json` is the raw view, for `turns` and `resigned` (LX-N2).
 */
export function linxEnd(table: LinxTable, json: Json | null, winner: number | null): LinxEnd {
  const resigned = field(json, 'resigned');
  if (resigned !== null) return { kind: 'resigned', seat: resigned };
  if (winner !== null) {
    const line = findAlignment(table, winner);
    if (line) return { kind: 'alignment', side: winner, down: line.down, cells: line.cells };
  }
  const tally = faceUpTally(table);
  const faceUp = winner !== null ? (tally[winner] ?? 0) : Math.max(0, ...tally);
  const turns = field(json, 'turns') ?? 0;
  const passes = field(json, 'passes') ?? 0;
  // Both can hold on the 200th turn; a full round of passes is the deadlock of LX-16, told first.
  const kind = passes < table.players && turns >= TURN_LIMIT ? 'guard' : 'blocked';
  return { kind, side: winner, faceUp };
}

/**
 * The sentence of a reason. `sideName` names a side (a seat, or both team-mates); a team's sentence agrees in the
 * plural (`context: 'team'`).
 */
export function linxEndText(t: TFunction, end: LinxEnd, sideName: (side: number) => string, team: boolean): string {
  const context = team ? 'team' : undefined;
  if (end.kind === 'resigned') return t('ends.common.resigned', { name: sideName(end.seat) });
  if (end.kind === 'alignment') {
    const key = end.down ? 'ends.linx.alignDown' : 'ends.linx.alignUp';
    return t(key, { name: sideName(end.side), cells: end.cells.join(', '), context });
  }
  const why = t(end.kind === 'guard' ? 'ends.linx.guard' : 'ends.linx.blocked', { n: TURN_LIMIT });
  const then =
    end.side === null
      ? t('ends.linx.tie', { count: end.faceUp })
      : t('ends.linx.most', { name: sideName(end.side), count: end.faceUp, context });
  return `${why} ${then}`;
}

/** The match's line (LX-18): who first won the rounds needed. */
export function linxMatchText(t: TFunction, name: string, rounds: number, team: boolean): string {
  return t('ends.linx.match', { name, count: rounds, context: team ? 'team' : undefined });
}

export const linxEndTexts: EndTexts = {
  en: {
    winningCell: 'part of the winning alignment',
    alignUp: '{{name}} aligned three face-up tiles: {{cells}}.',
    alignUp_team: '{{name}} aligned three face-up tiles: {{cells}}.',
    alignDown: '{{name}} aligned three face-down tiles: {{cells}}.',
    alignDown_team: '{{name}} aligned three face-down tiles: {{cells}}.',
    blocked: 'Blocked round: nobody could place or draw a tile any more.',
    guard: '{{n}} turns without an alignment: the round stops.',
    most_one: '{{name}} has the most face-up tiles on top ({{count}}).',
    most_other: '{{name}} has the most face-up tiles on top ({{count}}).',
    most_team_one: '{{name}} have the most face-up tiles on top ({{count}}).',
    most_team_other: '{{name}} have the most face-up tiles on top ({{count}}).',
    tie_one: 'The most face-up tiles on top are tied ({{count}}): nobody scores the round.',
    tie_other: 'The most face-up tiles on top are tied ({{count}} each): nobody scores the round.',
    match_one: '{{name}} won the match: {{count}} round won, the number needed.',
    match_other: '{{name}} won the match: {{count}} rounds won, the number needed.',
    match_team_one: '{{name}} won the match: {{count}} round won, the number needed.',
    match_team_other: '{{name}} won the match: {{count}} rounds won, the number needed.',
  },
  fr: {
    winningCell: 'fait partie de l’alignement gagnant',
    alignUp: '{{name}} a aligné trois tuiles face visible : {{cells}}.',
    alignUp_team: '{{name}} ont aligné trois tuiles face visible : {{cells}}.',
    alignDown: '{{name}} a aligné trois tuiles face cachée : {{cells}}.',
    alignDown_team: '{{name}} ont aligné trois tuiles face cachée : {{cells}}.',
    blocked: 'Manche bloquée : plus personne ne pouvait poser ni piocher de tuile.',
    guard: '{{n}} tours sans alignement : la manche s’arrête.',
    most_one: '{{name}} a le plus de tuiles face visible au sommet ({{count}}).',
    most_other: '{{name}} a le plus de tuiles face visible au sommet ({{count}}).',
    most_team_one: '{{name}} ont le plus de tuiles face visible au sommet ({{count}}).',
    most_team_other: '{{name}} ont le plus de tuiles face visible au sommet ({{count}}).',
    tie_one: 'Égalité pour le plus de tuiles face visible au sommet ({{count}}) : personne ne marque la manche.',
    tie_other:
      'Égalité pour le plus de tuiles face visible au sommet ({{count}} chacun) : personne ne marque la manche.',
    match_one: '{{name}} gagne la partie : {{count}} manche gagnée, le compte visé.',
    match_other: '{{name}} gagne la partie : {{count}} manches gagnées, le compte visé.',
    match_team_one: '{{name}} gagnent la partie : {{count}} manche gagnée, le compte visé.',
    match_team_other: '{{name}} gagnent la partie : {{count}} manches gagnées, le compte visé.',
  },
};
