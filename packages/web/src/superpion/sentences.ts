/**
 * Superpion moves told as people read them (the move list, the live region). The told text is the notation of
 * SP-N1 (`d3-d5`, `d3xf5xh7=r`, `pass`); what it took is read from the position before the move (`moveFacts`,
 * replayed with the engine: Superpion has no hidden information), so a capture is told as the pieces it took and
 * its path: "Audrey's blue pawn takes 2 black pawns: d3 × f5 × h7".
 */

import type { Json } from '@ludotheque/engine';
import { Rng } from '@ludotheque/engine';
import {
  capturedCellsOf,
  decodePiece,
  parseCell,
  parseMove,
  parseOptions,
  type SuperpionState,
  superpion,
} from '@ludotheque/superpion';
import { deName, joinList, type Lang, type Texts, translator } from '../play/moves/text.js';
import type { LogEntry } from '../play/types.js';

/** A piece as the sentences name it: colour index (PILE_COLOURS: blue, red, yellow, black, grey) and rank. */
export interface SpPieceFact {
  readonly colour: number;
  readonly super: boolean;
}

/** What the board before a move tells about it: the piece that acted and the pieces it took, in jump order. */
export interface SpMoveFacts {
  readonly mover: SpPieceFact | null;
  readonly captured: readonly SpPieceFact[];
  /** The colour to act (SP-7), for a pass. */
  readonly colour: number;
}

/** Exported for the checks over every text (`i18n/check.test.ts`). */
export const superpionSentenceTexts: Readonly<Record<Lang, Texts>> = {
  en: {
    colour: ['blue', 'red', 'yellow', 'black', 'grey'],
    colours: ['blue', 'red', 'yellow', 'black', 'grey'],
    colourCap: ['Blue', 'Red', 'Yellow', 'Black', 'Grey'],
    a: { pawn: 'a {{colour}} pawn', super: 'a {{colour}} superpion' },
    many: { pawn: '{{count}} {{colour}} pawns', super: '{{count}} {{colour}} superpions' },
    own: { pawn: '{{name}}’s {{colour}} pawn', super: '{{name}}’s {{colour}} superpion' },
    step: '{{name}} moves {{piece}} {{from}} → {{to}}',
    capture: '{{own}} takes {{taken}}: {{path}}',
    promote: '{{sentence}}, and becomes a superpion over a {{under}} pawn',
    pass: '{{name}} passes ({{colour}})',
  },
  fr: {
    colour: ['bleu', 'rouge', 'jaune', 'noir', 'gris'],
    colours: ['bleus', 'rouges', 'jaunes', 'noirs', 'gris'],
    colourCap: ['Bleu', 'Rouge', 'Jaune', 'Noir', 'Gris'],
    a: { pawn: 'un pion {{colour}}', super: 'un superpion {{colour}}' },
    many: { pawn: '{{count}} pions {{colour}}', super: '{{count}} superpions {{colour}}' },
    own: { pawn: 'Le pion {{colour}} {{ofName}}', super: 'Le superpion {{colour}} {{ofName}}' },
    step: '{{name}} déplace {{piece}} de {{from}} en {{to}}',
    capture: '{{own}} prend {{taken}}\u00a0: {{path}}',
    promote: '{{sentence}}, et devient superpion sur un pion {{under}}',
    pass: '{{name}} passe ({{colour}})',
  },
};

const PROMO_LETTERS = 'brykg';
const kind = (p: SpPieceFact) => (p.super ? 'super' : 'pawn');

/** The pieces taken, grouped by colour and rank in first-taken order: "2 black pawns and a red superpion". */
function takenText(t: ReturnType<typeof translator>, lang: Lang, pieces: readonly SpPieceFact[]): string {
  const groups: { piece: SpPieceFact; count: number }[] = [];
  for (const p of pieces) {
    const g = groups.find((x) => x.piece.colour === p.colour && x.piece.super === p.super);
    if (g) g.count++;
    else groups.push({ piece: p, count: 1 });
  }
  const parts = groups.map(({ piece, count }) =>
    count === 1
      ? t(`a.${kind(piece)}`, { colour: t(`colour.${piece.colour}`) })
      : t(`many.${kind(piece)}`, { count, colour: t(`${lang === 'fr' ? 'colours' : 'colour'}.${piece.colour}`) }),
  );
  return joinList(parts, lang);
}

/** One move as a sentence; without facts (or for an unreadable text) the notation is told as it came. */
export function describeMove(
  entry: LogEntry,
  context: { readonly names: readonly string[]; readonly facts: SpMoveFacts | null },
  lang: Lang,
): string {
  const t = translator(superpionSentenceTexts, lang);
  const name = context.names[entry.seat] ?? '?';
  const { facts } = context;
  const text = entry.text.trim();
  if (text === 'pass') return facts ? t('pass', { name, colour: t(`colour.${facts.colour}`) }) : `${name}: pass`;
  const m = /^([a-n]\d{1,2})((?:[-x][a-n]\d{1,2})+)(?:=([brykg]))?$/.exec(text);
  if (!m || !facts?.mover) return `${name}: ${entry.text}`;
  const cells = [m[1] ?? '', ...(m[2] ?? '').slice(1).split(/[-x]/)];
  const colour = t(`colour.${facts.mover.colour}`);
  const sentence =
    facts.captured.length === 0
      ? t('step', { name, piece: t(`a.${kind(facts.mover)}`, { colour }), from: cells[0] ?? '', to: cells[1] ?? '' })
      : t('capture', {
          own: t(`own.${kind(facts.mover)}`, { colour, name, ofName: deName(name) }),
          taken: takenText(t, lang, facts.captured),
          path: cells.join(' × '),
        });
  const promo = m[3] ? PROMO_LETTERS.indexOf(m[3]) : -1;
  return promo < 0 ? sentence : t('promote', { sentence, under: t(`colour.${promo}`) });
}

const pieceAt = (s: SuperpionState, cell: number): SpPieceFact | null => {
  const p = cell < 0 ? null : decodePiece(s.board[cell] ?? 0);
  return p ? { colour: p.colour, super: p.super } : null;
};

/**
 * The facts of every logged move, by replaying the told moves from the game's setup (deterministic: SP has no
 * chance). A move that does not replay (an unknown log) ends the facts: later moves are told in notation. The reader
 * keeps its replay, so a list that only grew costs one move per new move (a long game is hundreds of moves).
 */
export class FactsReader {
  private state: SuperpionState | null = null;
  private options = '';
  private readonly read: { text: string; facts: SpMoveFacts | null }[] = [];
  private stuck = false;

  facts(options: Json, log: readonly LogEntry[]): (SpMoveFacts | null)[] {
    const key = JSON.stringify(options);
    const same = key === this.options && this.read.every((r, i) => log[i]?.text === r.text);
    if (!same || this.state === null) this.restart(key, options);
    for (let i = this.read.length; i < log.length && this.state && !this.stuck; i++) {
      const text = (log[i] as LogEntry).text;
      const facts = this.step(this.state, text);
      if (facts === null) this.stuck = true;
      else this.read.push({ text, facts });
    }
    return log.map((_, i) => this.read[i]?.facts ?? null);
  }

  private restart(key: string, options: Json): void {
    this.options = key;
    this.read.length = 0;
    this.stuck = false;
    const parsed = parseOptions(options);
    this.state = parsed.ok ? superpion.setup(parsed.value, Rng.seeded('superpion-facts')) : null;
  }

  private step(s: SuperpionState, text: string): SpMoveFacts | null {
    const move = parseMove(s, text);
    if (!move.ok || !superpion.isLegal(s, move.value)) return null;
    const facts = {
      mover: pieceAt(s, parseCell(text.trim().split(/[-x=]/)[0] ?? '')),
      captured: capturedCellsOf(s, move.value).flatMap((c) => pieceAt(s, c) ?? []),
      colour: s.toMove,
    };
    superpion.play(s, move.value);
    return facts;
  }
}

/** The facts of a whole list at once (tests, and any reader with no list to follow). */
export const moveFacts = (options: Json, log: readonly LogEntry[]): (SpMoveFacts | null)[] =>
  new FactsReader().facts(options, log);
