import { type OpenTable, RATED_PAIR_LIMIT_PER_DAY } from '@ludotheque/protocol';
import { clockLabel } from '@ludotheque/protocol/clock-model';
import { useEffect, useState } from 'react';
import { LevelPicker } from '../bots/LevelPicker.js';
import type { BotLevel } from '../play/botName.js';
import { PlayerName } from '../players/PlayerName.js';
import { fetchAllowance } from '../ratings/api.js';
import { type Answer, fillBots, joinTable, leaveTable } from './api.js';
import { describeOptions } from './describe.js';
import { useLobbyTexts } from './i18n.js';
import { gameName, SeatName } from './words.js';

/** A private table's link: `/#/lobby/t/<id>` (the id is its secret). */
export const tableLink = (id: string): string => `${window.location.origin}/#/lobby/t/${id}`;

/**
 * Whether a rated table would count for this player, said before they join: false when they already played the
 * day's limit of rated games with someone seated there (server ratings/README, per-pair limit); null: nothing to say.
 */
function usePairNote(table: OpenTable, me: string | null, registered: boolean): boolean | null {
  const others = table.seats.flatMap((s) => (s.kind === 'human' && s.player !== me ? [s.player] : []));
  const key = others.join(',');
  const [counts, setCounts] = useState<boolean | null>(null);
  const ask = table.rated && registered && me !== null && key !== '';
  useEffect(() => {
    if (!ask) return setCounts(null);
    let stopped = false;
    fetchAllowance(table.game, key.split(',')).then(
      (a) => !stopped && setCounts(a.rated),
      () => !stopped && setCounts(null),
    );
    return () => {
      stopped = true;
    };
  }, [ask, table.game, key]);
  return counts;
}

/** One open table: its game, options in words, seats, clock, rated or not; Join, Leave, and the creator's bots. */
export function TableRow(props: {
  table: OpenTable;
  me: string | null;
  registered: boolean;
  act: (a: Promise<Answer<unknown>>) => void;
}) {
  const { t, i18n } = useLobbyTexts();
  const { table, me, act } = props;
  const [level, setLevel] = useState<BotLevel>('easy');
  const mine = table.seats.some((s) => s.kind === 'human' && s.player === me);
  const creator = table.creator.player === me;
  const free = table.seats.some((s) => s.kind === 'free');
  const counts = usePairNote(table, me, props.registered);
  return (
    <tr data-testid="lobby-table" data-table={table.id}>
      <td>
        {gameName(table.game, i18n.language)}
        {table.private === true && (
          <span className="small muted lobby-private" data-testid="lobby-private">
            {' '}
            ({t('lobby.privateTable')})
          </span>
        )}
      </td>
      <td className="small" data-testid="lobby-options">
        {describeOptions(t, i18n.language, table.game, table.options).join(' · ')}
        {table.ratingRange != null && (
          <span data-testid="lobby-range">
            {' · '}
            {t('lobby.range', { min: table.ratingRange.min, max: table.ratingRange.max })}
          </span>
        )}
      </td>
      <td>
        <ul className="lobby-seats">
          {table.seats.map((s, i) => (
            // Seats have no id of their own: their place is what they are.
            // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its index
            <li key={i} className={`lobby-seat lobby-seat-${s.kind}`}>
              <SeatName t={t} seats={table.seats} at={i} />
            </li>
          ))}
        </ul>
      </td>
      <td>
        {table.clock === null
          ? t('lobby.untimed')
          : clockLabel(table.clock, i18n.language.startsWith('fr') ? 'fr' : 'en')}
      </td>
      <td>
        {table.rated ? t('lobby.rated') : t('lobby.casual')}
        {counts === false && (
          <span className="small muted lobby-pair-note" data-testid="lobby-pair-note">
            {' '}
            {t('lobby.pairLimitNote', { limit: RATED_PAIR_LIMIT_PER_DAY })}
          </span>
        )}
      </td>
      <td data-testid="lobby-creator">
        <PlayerName name={table.creator.name} player={table.creator.player} />{' '}
        <span className="player-rating" data-testid="lobby-creator-rating">
          {table.creatorRating == null
            ? t('lobby.unrated')
            : new Intl.NumberFormat(i18n.language).format(Math.round(table.creatorRating))}
        </span>
        {creator && table.private === true && <PrivateLink id={table.id} />}
      </td>
      <td className="lobby-actions">
        {!mine && free && (
          <button type="button" onClick={() => act(joinTable(table.id))}>
            {t('lobby.join')}
          </button>
        )}
        {mine && (
          <button type="button" onClick={() => act(leaveTable(table.id))}>
            {t('lobby.leave')}
          </button>
        )}
        {creator && free && (
          <span className="lobby-bots">
            <LevelPicker label={t('lobby.botLevel')} game={table.game} value={level} onChange={setLevel} />
            <button type="button" onClick={() => act(fillBots(table.id, level))}>
              {t('lobby.addBots')}
            </button>
          </span>
        )}
      </td>
    </tr>
  );
}

/** A private table's link with its copy button, on its creator's row. */
function PrivateLink({ id }: { id: string }) {
  const { t } = useLobbyTexts();
  const [copied, setCopied] = useState(false);
  const link = tableLink(id);
  return (
    <span className="lobby-link small">
      <label className="field">
        {t('lobby.privateLink')}
        <input readOnly value={link} data-testid="lobby-private-link" onFocus={(e) => e.currentTarget.select()} />
      </label>
      <button
        type="button"
        onClick={() =>
          void navigator.clipboard?.writeText(link).then(
            () => setCopied(true),
            () => undefined,
          )
        }
      >
        {copied ? t('lobby.copied') : t('lobby.copyLink')}
      </button>
    </span>
  );
}
