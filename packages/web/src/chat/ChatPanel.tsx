import { MAX_CHAT_CHARS } from '@ludotheque/protocol';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerModerationTexts } from '../moderation/i18n.js';
import { ReportButton } from '../moderation/ReportButton.js';
import type { SessionState } from '../play/session.js';
import { sessionRef } from '../play/useSession.js';
import { PlayerName } from '../players/PlayerName.js';
import { registerChatTexts } from './i18n.js';
import { charactersLeft } from './left.js';
import './chat.css';

/**
 * The chat of an online table (issue 16): the players' chat for a seat, the spectators' for a spectator, as the
 * server sends it (`state.chat`). Every line is React text, never HTML. A seat mutes or unmutes another person;
 * the server keeps the mute. Nothing at a local table.
 */
export function ChatPanel({ state, gameId }: { readonly state: SessionState; readonly gameId?: string }) {
  const { t, i18n } = useTranslation();
  registerChatTexts(i18n);
  registerModerationTexts(i18n);
  const [draft, setDraft] = useState('');
  const { chat, snapshot } = state;
  if (chat === undefined || snapshot === null) return null;
  const me = state.mySeats[0] ?? null;
  const seatName = (seat: number) => snapshot.seats[seat]?.name || t('play.player', { n: seat + 1 });
  const send = (e: FormEvent) => {
    e.preventDefault();
    if (draft.trim() === '') return;
    if (sessionRef.current?.send?.({ type: 'chat', text: draft })) setDraft('');
  };
  const others = me === null ? [] : snapshot.seats.flatMap((s, i) => (i !== me && s.kind === 'human' ? [i] : []));
  const title = me === null ? t('chat.spectators') : t('chat.players');
  const left = charactersLeft(draft);
  const notice = chat.notice;
  const noticeText =
    notice === undefined
      ? null
      : notice.code === 'chatRateLimited'
        ? t('chat.tooFast', { count: Math.max(1, Math.ceil((notice.retryAfterMs ?? 1000) / 1000)) })
        : notice.code === 'chatMuted'
          ? // A moderator's mute (moderation/): its end, in the page's language.
            t('moderation.chatMuted', {
              time: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                new Date(Date.now() + (notice.retryAfterMs ?? 0)),
              ),
            })
          : t('errors.chatText');
  const older = () => {
    const first = chat.lines[0];
    if (first !== undefined) sessionRef.current?.send?.({ type: 'chatOlder', before: first.at });
  };
  return (
    <section className="chat-panel" aria-label={title} data-testid="chat">
      <h2>{title}</h2>
      {others.length > 0 && (
        <ul className="chat-mutes">
          {others.map((i) => {
            const muted = chat.muted.includes(i);
            return (
              <li key={i}>
                {muted && <span>{t('chat.muted', { name: seatName(i) })} </span>}
                <button
                  type="button"
                  aria-pressed={muted}
                  onClick={() => sessionRef.current?.send?.({ type: 'mute', seat: i, muted: !muted })}
                >
                  {t(muted ? 'chat.unmute' : 'chat.mute', { name: seatName(i) })}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {chat.more && (
        <button type="button" className="chat-older" onClick={older} data-testid="chat-older">
          {t('chat.older')}
        </button>
      )}
      {chat.lines.length === 0 ? (
        <p className="chat-empty">{t('chat.empty')}</p>
      ) : (
        <ol className="chat-lines" aria-live="polite">
          {chat.lines.map((l) => (
            <li key={`${l.at}-${l.seat}`}>
              <span className="chat-author">
                {/* A seat's line links to its player's profile (issue 25); a spectator's is plain text. */}
                <PlayerName
                  name={l.name ?? (l.seat === null ? t('chat.spectator') : seatName(l.seat))}
                  player={l.seat === null ? null : snapshot.seats[l.seat]?.player}
                />
              </span>{' '}
              <span className="chat-text">{l.text}</span>
              {/* Another seat's line may be reported to the moderators (moderation/). */}
              {gameId !== undefined && l.seat !== null && l.seat !== me && (
                <ReportButton
                  line
                  target={{ gameId, channel: l.channel, at: l.at }}
                  player={snapshot.seats[l.seat]?.player}
                  name={l.name ?? seatName(l.seat)}
                />
              )}
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={send}>
        <label>
          <span className="sr-only">{t('chat.message')}</span>
          <input
            value={draft}
            maxLength={MAX_CHAT_CHARS}
            onChange={(e) => setDraft(e.target.value)}
            aria-describedby="chat-left"
            data-testid="chat-input"
          />
        </label>
        <button type="submit">{t('chat.send')}</button>
        <span id="chat-left" className={left === 0 ? 'chat-left over' : 'chat-left'}>
          {t('chat.left', { count: left })}
        </span>
      </form>
      {noticeText !== null && (
        <p className="chat-notice" role="status" data-testid="chat-notice">
          {noticeText}
        </p>
      )}
    </section>
  );
}
