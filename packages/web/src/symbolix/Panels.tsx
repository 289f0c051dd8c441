import { MoveList as SharedMoveList } from '../play/moves/MoveList.js';
import { langOf } from '../play/moves/text.js';
import type { LogEntry } from '../play/types.js';
import { ColourEmblem, SymbolGlyph } from './Glyphs.js';
import { useSymbolixTexts } from './i18n.js';
import { pieceLabel } from './log.js';
import type { CapturedChoice } from './model.js';
import { PieceView } from './PieceView.js';
import { describeMove } from './sentences.js';
import { type Captured, COLOURS, type ColourCard, type Piece, progress, SYMBOLS, type SymbolixTable } from './view.js';

export interface SeatLine {
  readonly name: string;
  readonly isBot: boolean;
  readonly isMe: boolean;
}

/** A colour card as the viewer knows it (SX-7): its colour and emblem, or a face-down card. */
export function CardChip({ card, big = false }: { card: ColourCard; big?: boolean }) {
  const { t } = useSymbolixTexts();
  const state = t(card.revealed ? 'symbolix.cardRevealed' : 'symbolix.cardSecret');
  if (!card.colour)
    return (
      <span className={`sx-card sx-card-unknown${big ? ' sx-card-big' : ''}`} title={t('symbolix.cardUnknown')}>
        <span aria-hidden="true">?</span>
        <span className="sr-only">{t('symbolix.cardUnknown')}</span>
      </span>
    );
  return (
    <span className={`sx-card sx-c-${card.colour}${big ? ' sx-card-big' : ''}`} data-colour={card.colour}>
      <ColourEmblem colour={card.colour} size={big ? 18 : 12} />
      <span className="sx-card-text">
        {t(`symbolix.colours.${card.colour}`)} <small>({state})</small>
      </span>
    </span>
  );
}

/** SX-16 progress: six colour slots and the symbol slots, filled by what is held; wildcards counted apart. */
function Progress({ coll, level }: { coll: readonly Captured[]; level: SymbolixTable['level'] }) {
  const { t } = useSymbolixTexts();
  const p = progress(coll);
  const symbols = level === 'basic' ? SYMBOLS : SYMBOLS.slice(0, 6);
  return (
    <div className="sx-progress">
      <span className="sx-slots" title={t('symbolix.progressColours', { n: p.colourScore })}>
        {COLOURS.map((c) => (
          <span key={c} className={`sx-slot sx-c-${c}${p.colours.includes(c) ? ' sx-slot-on' : ''}`}>
            <ColourEmblem colour={c} size={9} />
          </span>
        ))}
        <small>{t('symbolix.progressColours', { n: p.colourScore })}</small>
      </span>
      <span className="sx-slots" title={t('symbolix.progressSymbols', { n: p.symbolScore })}>
        {symbols.map((s) => (
          <span key={s} className={`sx-slot sx-slot-symbol${p.symbols.includes(s) ? ' sx-slot-on' : ''}`}>
            <SymbolGlyph symbol={s} size={12} />
          </span>
        ))}
        <small>{t('symbolix.progressSymbols', { n: p.symbolScore })}</small>
      </span>
      {p.wild > 0 && <small className="sx-wild">{t('symbolix.wild', { count: p.wild })}</small>}
    </div>
  );
}

export interface CollectionProps {
  readonly seat: number;
  readonly coll: readonly Captured[];
  readonly choices: ReadonlyMap<string, CapturedChoice>;
  readonly selectedRef: string | null;
  readonly onPick: (ref: string) => void;
}

/** A row of captured pieces; those the legal moves let the player pick are buttons. */
function Collection({ seat, coll, choices, selectedRef, onPick }: CollectionProps) {
  const { t } = useSymbolixTexts();
  if (coll.length === 0) return <p className="muted small">{t('symbolix.emptyCollection')}</p>;
  return (
    <ul className="sx-collection" aria-label={t('symbolix.collection')}>
      {coll.map((c, i) => {
        const ref = `${seat}:${i}`;
        const label = `${i + 1}. ${pieceLabel(t, c.piece)}${c.down ? ` (${t('symbolix.faceDown')})` : ''}`;
        const can = choices.has(ref);
        const view = <PieceView piece={c.piece} covered={c.down} size={18} />;
        return (
          <li key={ref}>
            {can ? (
              <button
                type="button"
                className={`sx-captured${selectedRef === ref ? ' sx-picked' : ''}`}
                aria-label={label}
                aria-pressed={selectedRef === ref}
                data-ref={ref}
                onClick={() => onPick(ref)}
              >
                {view}
              </button>
            ) : (
              <span className="sx-captured" role="img" aria-label={label} data-ref={ref}>
                {view}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Every seat: name, colour card as known, action cards and ban, collection with progress (SX Information). */
export function Players(props: {
  table: SymbolixTable;
  seats: readonly SeatLine[];
  choices: ReadonlyMap<string, CapturedChoice>;
  selectedRef: string | null;
  onPick: (ref: string) => void;
}) {
  const { t } = useSymbolixTexts();
  const { table, seats, choices, selectedRef, onPick } = props;
  return (
    <ul className="sx-players">
      {seats.map((seat, i) => {
        const turn = table.toMove === i;
        const ban = table.front[i];
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: seats never reorder
            key={i}
            className={`seat-card sx-player${turn ? ' player-turn' : ''}${table.winner === i ? ' sx-winner' : ''}`}
            data-seat={i}
          >
            <div className="sx-player-head">
              <span className="player-name">
                {seat.name}
                {seat.isMe && <em> ({t('symbolix.you')})</em>}
                {seat.isBot && <em> ({t('play.bot')})</em>}
              </span>
              <CardChip card={table.cards[i] ?? { colour: null, revealed: false }} />
            </div>
            {table.level === 'advanced' && (
              <small className="muted">
                {t('symbolix.actionCards', { count: table.handSizes[i] ?? 0 })}
                {ban && ` · ${t('symbolix.banInFront', { card: t(`symbolix.cards.${ban}`) })}`}
                {/* Strategy deals action cards face up (SX-24): the view then holds every hand. */}
                {!seat.isMe && table.hands[i] && table.hands[i].length > 0 && (
                  <> · {table.hands[i].map((c) => t(`symbolix.cards.${c}`)).join(', ')}</>
                )}
              </small>
            )}
            <Collection
              seat={i}
              coll={table.collections[i] ?? []}
              choices={choices}
              selectedRef={selectedRef}
              onPick={onPick}
            />
            <Progress coll={table.collections[i] ?? []} level={table.level} />
          </li>
        );
      })}
    </ul>
  );
}

/** The move log as sentences (sentences.ts; SX-N1 on demand), newest last (SX information: every public effect). */
export function MoveLog({
  log,
  names,
  seen,
}: {
  log: readonly LogEntry[];
  names: readonly string[];
  /** The piece this screen saw on each jump's jumped cell, by log index, when the told text does not name it. */
  seen: ReadonlyMap<number, Piece>;
}) {
  const { i18n } = useSymbolixTexts();
  const lang = langOf(i18n.language);
  return (
    <SharedMoveList
      log={log}
      names={names}
      className="sx-log"
      describe={(entry, i) => describeMove(entry, { names, seen: seen.get(i) ?? null }, lang)}
    />
  );
}
