import { useTranslation } from 'react-i18next';
import { ChallengeButton } from '../../challenges/ChallengeButton.js';
import { BerserkButton } from '../../tournaments/BerserkButton.js';
import type { SessionState } from '../session.js';
import { sessionRef } from '../useSession.js';
import { registerOffersTexts } from './i18n.js';
import './offers.css';

/**
 * The offers at an online table (issue 12), read from `state.offers` as the server tells them: an incoming
 * takeback request or rematch offer with Accept / Decline, one's own offer waiting, and once a rematch is agreed
 * the link to it (this seat's own token). Nothing at a local table (no `offers` there).
 */
export function OffersBar({ state }: { readonly state: SessionState }) {
  const { t, i18n } = useTranslation();
  registerOffersTexts(i18n);
  const { offers, snapshot } = state;
  if (offers === undefined || snapshot === null) return null;
  const me = state.mySeats[0] ?? null;
  const name = (seat: number) => snapshot.seats[seat]?.name || t('play.player', { n: seat + 1 });
  const send = sessionRef.current;
  const answer = (type: 'answerTakeback' | 'answerRematch', accept: boolean) => send?.command({ type, accept });
  const { takeback, rematch } = offers;
  const lines = [];
  if (takeback !== null && me !== null) {
    lines.push(
      takeback.from === me ? (
        <p key="tb">{t('offers.takebackWaiting', { name: name(1 - me) })}</p>
      ) : (
        <p key="tb">
          {t('offers.takebackAsked', { name: name(takeback.from) })}{' '}
          <button type="button" className="primary" onClick={() => answer('answerTakeback', true)}>
            {t('offers.accept')}
          </button>{' '}
          <button type="button" onClick={() => answer('answerTakeback', false)}>
            {t('offers.decline')}
          </button>
        </p>
      ),
    );
  }
  if (rematch !== null && me !== null) {
    lines.push(
      rematch.accepted.includes(me) ? (
        <p key="rm">{t('offers.rematchWaiting')}</p>
      ) : (
        <p key="rm">
          {t('offers.rematchOffered', { name: name(rematch.from) })}{' '}
          <button type="button" className="primary" onClick={() => answer('answerRematch', true)}>
            {t('offers.accept')}
          </button>{' '}
          <button type="button" onClick={() => answer('answerRematch', false)}>
            {t('offers.decline')}
          </button>
        </p>
      ),
    );
  }
  if (state.rematchUrl) {
    lines.push(
      <p key="go">
        {t('offers.rematchReady')}{' '}
        <a className="button primary" href={state.rematchUrl}>
          {me === null ? t('offers.watchRematch') : t('offers.playRematch')}
        </a>
      </p>,
    );
  }
  // The end screen (issue 26): challenge these opponents again, as a fresh challenge with a form (rematch-like).
  if (snapshot.result !== null && me !== null) {
    const others = snapshot.seats.flatMap((s, i) =>
      i !== me && s.kind === 'human' && s.player !== undefined ? [{ player: s.player, name: s.name }] : [],
    );
    if (others.length > 0)
      lines.push(
        <p key="ch">
          {others.map((o) => (
            <ChallengeButton key={o.player} player={o.player} name={o.name} game={state.game} again />
          ))}
        </p>,
      );
  }
  // A tournament arena's berserk (tournaments/BerserkButton: it shows only where the server allows it).
  const berserk = me !== null && snapshot.result === null ? <BerserkButton state={state} /> : null;
  if (lines.length === 0) return berserk;
  return (
    <>
      {berserk}
      <section className="offers-bar" data-testid="offers" aria-live="polite" aria-label={t('offers.label')}>
        {lines}
      </section>
    </>
  );
}
