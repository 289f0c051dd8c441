import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MoveList as SharedMoveList } from '../play/moves/MoveList.js';
import { langOf } from '../play/moves/text.js';
import type { LogEntry } from '../play/types.js';
import { Emblem } from './Glyphs.js';
import { COLOUR_NAMES, type LinxTable, TILE_TYPES, type TileType } from './model.js';
import { describeMove } from './sentences.js';
import { TileView, useTileLabel } from './TileView.js';

export interface SeatLine {
  readonly name: string;
  readonly isBot: boolean;
  readonly isMe: boolean;
}

/** Players, hand and pile sizes, rounds won, whose turn (everything public, LX information section). */
export function Players({ table, seats }: { table: LinxTable; seats: readonly SeatLine[] }) {
  const { t } = useTranslation();
  return (
    <ul className="players" aria-label={t('play.score')}>
      {seats.map((seat, i) => {
        const colour = COLOUR_NAMES[i] ?? 'neutral';
        const score = table.scores[table.teams ? i % 2 : i] ?? 0;
        const turn = table.toMove === i && !table.roundOver;
        return (
          <li key={colour} className={`player player-${colour}${turn ? ' player-turn' : ''}`} data-seat={i}>
            <span className={`swatch tile-${colour}`}>
              <Emblem colour={colour} size={14} />
            </span>
            <span className="player-name">
              {seat.name}
              {seat.isMe && <em> ({t('play.you')})</em>}
              {seat.isBot && <em> ({t('play.bot')})</em>}
              <small>
                {t('play.tiles', { count: table.handSizes[i] ?? 0 })} ·{' '}
                {t('play.pile', { count: table.pileSizes[i] ?? 0 })}
              </small>
            </span>
            <span className="player-score" data-score={score}>
              <span className="sr-only">{t('play.scoreOf', { score, target: table.roundsToWin })}</span>
              {Array.from({ length: table.roundsToWin }, (_, k) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: pips are identical and never reorder
                <span key={k} className={k < score ? 'pip pip-won' : 'pip'} aria-hidden="true" />
              ))}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export interface HandProps {
  readonly hand: readonly TileType[];
  readonly owner: number;
  readonly playable: ReadonlySet<TileType>;
  readonly selected: TileType | null;
  readonly onSelect: (type: TileType) => void;
  /** Keys typed on a hand tile reach the board's shortcuts (R, P, S, arrows…). */
  readonly onKey: (e: KeyboardEvent<HTMLElement>) => void;
}

/** The viewer's own hand; a tile whose type has no legal placement is shown but cannot be picked. */
export function Hand({ hand, owner, playable, selected, onSelect, onKey }: HandProps) {
  const { t } = useTranslation();
  const label = useTileLabel();
  const sorted = [...hand].sort((a, b) => TILE_TYPES.indexOf(a) - TILE_TYPES.indexOf(b));
  return (
    <div className="hand" role="toolbar" aria-label={t('play.yourHand')} data-testid="hand">
      {sorted.map((type, i) => {
        const tile = { owner, type, down: false };
        const can = playable.has(type);
        return (
          <button
            // Tiles of one type are interchangeable: the key only needs to be stable within the hand.
            // biome-ignore lint/suspicious/noArrayIndexKey: tiles of one type are identical
            key={`${type}${i}`}
            type="button"
            className={`hand-tile${selected === type ? ' selected' : ''}`}
            data-type={type}
            aria-pressed={selected === type}
            aria-label={label(tile)}
            disabled={!can}
            onClick={() => onSelect(type)}
            onKeyDown={(e) => {
              // Enter and Space keep their button meaning here: they pick the tile.
              if (e.key !== 'Enter' && e.key !== ' ') onKey(e);
            }}
          >
            <TileView tile={tile} />
            <span className="hand-name">{t(`typesShort.${type}`)}</span>
          </button>
        );
      })}
    </div>
  );
}

/** The moves so far as sentences (sentences.ts; the LX-N1 notation on demand), a deal of a round as a separator. */
export function MoveList({ log, names }: { log: readonly LogEntry[]; names: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const lang = langOf(i18n.language);
  // LX-20: round k + 1 is dealt by the k-th `next` of the record.
  const roundOf = (i: number) => 1 + log.slice(0, i + 1).filter((e) => e.text === 'next').length;
  return (
    <SharedMoveList
      log={log}
      names={names}
      describe={(entry, i) => describeMove(entry, { names, round: roundOf(i) }, lang)}
      emblem={(entry) => <Emblem colour={COLOUR_NAMES[entry.seat] ?? 'neutral'} />}
      separator={(entry, i) => (entry.text === 'next' ? t('play.round', { n: roundOf(i) }) : null)}
    />
  );
}
