import { DeclineReason } from '@ludotheque/protocol';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptChallenge, declineChallenge } from './api.js';
import { errorKey, registerChallengeTexts } from './i18n.js';

/**
 * Accept / Decline (with a reason) of one received challenge, on the challenges page and in the notification
 * centre. Accepting goes to the game at once when it started (the answer carries the seat and its token).
 */
export function ChallengeActions(props: { readonly id: string; readonly onAnswered?: () => void }) {
  const { t, i18n } = useTranslation();
  registerChallengeTexts(i18n);
  const select = useId();
  const [reason, setReason] = useState<DeclineReason>('generic');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const accept = async () => {
    setBusy(true);
    const r = await acceptChallenge(props.id);
    setBusy(false);
    if (!r.ok) return setProblem(r.error);
    if (r.value.started !== null) window.location.assign(r.value.started.url);
    else setDone(t('challenges.status.accepted'));
    props.onAnswered?.();
  };
  const decline = async () => {
    setBusy(true);
    const r = await declineChallenge(props.id, reason);
    setBusy(false);
    if (!r.ok) return setProblem(r.error);
    setDone(t('challenges.status.declined'));
    props.onAnswered?.();
  };
  if (done !== null) return <span className="badge">{done}</span>;
  return (
    <span className="challenge-actions">
      <button type="button" disabled={busy} onClick={() => void accept()} data-testid="challenge-accept">
        {t('challenges.accept')}
      </button>
      <label htmlFor={select} className="sr-only">
        {t('challenges.reasonLabel')}
      </label>
      <select
        id={select}
        value={reason}
        onChange={(e) => setReason(e.target.value as DeclineReason)}
        data-testid="challenge-reason"
      >
        {DeclineReason.options.map((r) => (
          <option key={r} value={r}>
            {t(`challenges.reason.${r}`)}
          </option>
        ))}
      </select>
      <button type="button" disabled={busy} onClick={() => void decline()} data-testid="challenge-decline">
        {t('challenges.decline')}
      </button>
      {problem !== null && <span role="alert">{t(errorKey(problem))}</span>}
    </span>
  );
}
