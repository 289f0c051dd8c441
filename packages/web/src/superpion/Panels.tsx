import type { Json } from '@ludotheque/engine';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStep } from '../play/moves/context.js';
import { MoveList as SharedMoveList } from '../play/moves/MoveList.js';
import { langOf } from '../play/moves/text.js';
import type { LogEntry } from '../play/types.js';
import { type ClockState, formatClock, remainingAt } from './clock.js';
import { PILE_COLOURS } from './geometry.js';
import { MiniPawn, SpEmblem } from './Pieces.js';
import { describeMove, FactsReader } from './sentences.js';
import type { SpTable } from './view.js';

export interface SeatLine {
  readonly name: string;
  readonly isBot: boolean;
  readonly isMe: boolean;
}

const colourKey = (c: number) => `superpion.colours.${PILE_COLOURS[c] ?? 'grey'}`;

/** Re-renders a few times a second while a clock runs, and remembers when the last measure arrived. */
function useClockNow(clock: ClockState | null): { now: number; measuredAt: number } {
  const [now, setNow] = useState(() => Date.now());
  const received = useRef({ clock, at: Date.now() });
  if (received.current.clock !== clock) received.current = { clock, at: Date.now() };
  useEffect(() => {
    if (!clock || clock.running === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 200);
    return () => window.clearInterval(timer);
  }, [clock]);
  return { now: Math.max(now, received.current.at), measuredAt: clock?.at ?? received.current.at };
}

/** Seats: names, the colours each plays, live scores (SP-20), captured piles, clocks; the idle camp apart. */
export function Seats(props: {
  table: SpTable;
  seats: readonly SeatLine[];
  scores: { seat: number[]; team: number[] } | null;
  clock: ClockState | null;
  over: boolean;
}) {
  const { table, seats, scores, clock, over } = props;
  const { t } = useTranslation();
  const { now, measuredAt } = useClockNow(clock);
  const turnSeat = over ? -1 : (table.seatOf[table.toMove] ?? -1);
  return (
    <ul className="players sp-seats" aria-label={t('superpion.score')}>
      {seats.map((seat, i) => {
        const colours = table.coloursOf[i] ?? [];
        const score = scores?.seat[i];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats are fixed for the whole game
          <li key={i} className={`player sp-seat${turnSeat === i ? ' player-turn' : ''}`} data-seat={i}>
            <span className="sp-swatches">
              {colours.map((c) => (
                <span key={c} className={`swatch sp-c-${PILE_COLOURS[c]}`} title={t(colourKey(c))}>
                  <SpEmblem colour={PILE_COLOURS[c] ?? 'grey'} size={14} />
                </span>
              ))}
            </span>
            <span className="player-name">
              {seat.name}
              {seat.isMe && <em> ({t('play.you')})</em>}
              {seat.isBot && <em> ({t('play.bot')})</em>}
              <small>{colours.map((c) => t(colourKey(c))).join(' + ')}</small>
              <Pile counts={table.captured[i] ?? []} />
            </span>
            <SeatRight
              score={score}
              team={table.teams ? (scores?.team[i] ?? null) : null}
              clockText={clock ? formatClock(remainingAt(clock, i, measuredAt, now)) : null}
              running={clock?.running === i}
            />
          </li>
        );
      })}
      {table.idle !== null && (
        <li className="player sp-seat sp-idle">
          <span className={`swatch sp-c-${PILE_COLOURS[table.idle]}`}>
            <SpEmblem colour={PILE_COLOURS[table.idle] ?? 'grey'} size={14} />
          </span>
          <span className="player-name">
            {t(`superpion.coloursCap.${PILE_COLOURS[table.idle]}`)}
            <small>{t('superpion.idle')}</small>
          </span>
        </li>
      )}
    </ul>
  );
}

/** A seat's live score (SP-20), its team's, and its clock when the game is timed (SP-18c). */
function SeatRight(props: {
  score: number | undefined;
  team: number | null;
  clockText: string | null;
  running: boolean;
}) {
  const { score, team, clockText, running } = props;
  const { t } = useTranslation();
  return (
    <span className="sp-seat-right">
      {score !== undefined && (
        <span className="sp-score" data-score={score} title={t('superpion.scoreNow', { count: score })}>
          <span className="sr-only">{t('superpion.scoreNow', { count: score })}</span>
          <span aria-hidden="true">{score}</span>
        </span>
      )}
      {team !== null && <small className="muted">{t('superpion.teamScore', { n: team })}</small>}
      {clockText !== null && (
        <span className={`sp-clock${running ? ' sp-clock-running' : ''}`} data-testid="clock">
          <span className="sr-only">{t('app.labelled', { label: t('superpion.clock'), value: '' })}</span>
          {clockText}
        </span>
      )}
    </span>
  );
}

/** A captured pile (SP-16, SP-20): small pawns grouped by colour, with counts for screen readers. */
function Pile({ counts }: { counts: readonly number[] }) {
  const { t } = useTranslation();
  const total = counts.reduce((a, b) => a + b, 0);
  const words = counts.flatMap((n, c) =>
    n > 0
      ? [
          t('superpion.pileCount', {
            count: n,
            colour: t(n > 1 ? `superpion.coloursMany.${PILE_COLOURS[c] ?? 'grey'}` : colourKey(c)),
          }),
        ]
      : [],
  );
  return (
    <span className="sp-pile" data-testid="pile" data-count={total}>
      <span className="sr-only">
        {t('superpion.capturedList', { list: total === 0 ? t('superpion.pileEmpty') : words.join(', ') })}
      </span>
      {counts.flatMap((n, c) =>
        Array.from({ length: n }, (_, k) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: pawns of one colour are identical
          <span key={`${c}-${k}`} className="sp-pile-pawn" aria-hidden="true">
            <MiniPawn colour={c} />
          </span>
        )),
      )}
    </span>
  );
}

/** The colour turn (SP-9): whose colour acts and its two actions, the first done or not. */
export function TurnBar(props: { table: SpTable; name: string; over: boolean; mine?: boolean }) {
  const { table, name, over, mine = false } = props;
  const { t } = useTranslation();
  if (over) return null;
  const colour = PILE_COLOURS[table.toMove] ?? 'grey';
  const done = 2 - table.actionsLeft;
  return (
    <span className={`sp-turn sp-turn-${colour}`} data-testid="colour-turn" data-colour={colour}>
      <span className={`swatch sp-c-${colour}`}>
        <SpEmblem colour={colour} size={14} />
      </span>
      <span>
        <strong>{t('superpion.turn', { colour: t(`superpion.colours.${colour}`) })}</strong>
        {name && (
          <small>
            {' '}
            ·{' '}
            {t('superpion.turnOf', {
              name,
              colour: t(`superpion.colours.${colour}`),
              context: mine ? 'you' : undefined,
            })}
          </small>
        )}
      </span>
      <span className="sp-actions" role="img" aria-label={t('superpion.action', { n: Math.min(2, done + 1) })}>
        {[0, 1].map((k) => (
          <span key={k} className={`sp-action${k < done ? ' sp-action-done' : k === done ? ' sp-action-now' : ''}`} />
        ))}
      </span>
    </span>
  );
}

/**
 * The moves so far as sentences (sentences.ts: a capture as the pieces it took and its path; the SP-N1 notation on
 * demand). What each move took is read by replaying the whole list (step-through shows it whole) from the setup.
 */
export function MoveList(props: {
  log: readonly LogEntry[];
  names: readonly string[];
  colours: readonly number[];
  options: Json;
}) {
  const { names, colours, options } = props;
  const { i18n } = useTranslation();
  const lang = langOf(i18n.language);
  const log = useStep()?.log ?? props.log;
  const reader = useRef(new FactsReader());
  const facts = useMemo(() => reader.current.facts(options, log), [options, log]);
  return (
    <SharedMoveList
      log={log}
      names={names}
      describe={(entry, i) => describeMove(entry, { names, facts: facts[i] ?? null }, lang)}
      emblem={(_, i) => {
        const c = PILE_COLOURS[facts[i]?.mover?.colour ?? facts[i]?.colour ?? colours[i] ?? -1];
        return c ? <SpEmblem colour={c} size={10} /> : null;
      }}
    />
  );
}
