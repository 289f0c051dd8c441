import { botGivenName, type TableSeat } from '@ludotheque/protocol';
import { GAME_IDS, type GameId, rulesFor } from '../i18n/rules.js';
import { PlayerName } from '../players/PlayerName.js';
import type { Answer } from './api.js';
import type { useLobbyTexts } from './i18n.js';

/** The lobby's words shared by its parts: a game's name, a wait, a seat, a refusal. */

export type T = ReturnType<typeof useLobbyTexts>['t'];

export function gameName(game: string, language: string): string {
  return (GAME_IDS as readonly string[]).includes(game) ? rulesFor(game as GameId, language).name : game;
}

/** A wait in words: "—" when unknown, else seconds or minutes (rounded). */
export function waitText(t: T, ms: number | null): string {
  if (ms === null) return t('lobby.unknownWait');
  const s = Math.max(1, Math.round(ms / 1000));
  return s < 90 ? t('lobby.seconds', { count: s }) : t('lobby.minutes', { count: Math.round(s / 60) });
}

/** A seat in words: a person by `PlayerName` (a link to the profile), a bot by its own name and level, as at the table. */
export function SeatName({ t, seats, at }: { t: T; seats: readonly TableSeat[]; at: number }) {
  const s = seats[at];
  if (s === undefined || s.kind === 'free') return <>{t('lobby.free')}</>;
  if (s.kind === 'human') return <PlayerName name={s.name} player={s.player} />;
  const levels = seats.map((seat) => (seat.kind === 'bot' ? seat.level : null));
  const level = t(`people.levels.${s.level}`);
  const given = botGivenName(levels, at);
  return <>{given === null ? t('lobby.botSeat', { level }) : t('people.bot', { name: given, level })}</>;
}

export function errorText(t: T, a: Answer<unknown>): string {
  if (a.ok) return '';
  const known = t(`lobby.errors.${a.code}`, { message: a.message, defaultValue: '' });
  return known || t('lobby.errors.other', { message: a.message });
}
