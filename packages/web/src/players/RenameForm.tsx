import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from './api.js';
import { usePlayer } from './PlayerContext.js';

/** The form that changes the player's name (header and player page); a refusal is shown translated by its code. */
export function RenameForm({ onDone, className = '' }: { readonly onDone?: () => void; readonly className?: string }) {
  const { t } = useTranslation();
  const { player, rename } = usePlayer();
  const [draft, setDraft] = useState(player?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const r = await rename(draft);
    setBusy(false);
    if (r.ok) {
      setError(null);
      onDone?.();
    } else setError(r.error);
  };
  return (
    <form className={`player-rename ${className}`} onSubmit={submit} data-testid="rename-form">
      <label htmlFor={inputId}>{t('players.nameLabel')}</label>
      <input
        id={inputId}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        maxLength={80}
        autoComplete="nickname"
        aria-describedby={`${inputId}-hint`}
      />
      <small id={`${inputId}-hint`}>{t('players.nameHint')}</small>
      {error !== null && <ErrorText code={error} />}
      <div className="player-actions">
        <button type="submit" className="primary" disabled={busy}>
          {t('players.save')}
        </button>
        {onDone && (
          <button type="button" onClick={onDone}>
            {t('players.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

/** An error of the players API, in the page's language (`errors.<code>`), capitalised as a sentence. */
export function ErrorText({ code, failure }: { readonly code: string; readonly failure?: ApiFailure | null }) {
  const { t } = useTranslation();
  const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  // How long to wait, in words ("Trop d’essais : réessayez dans 12 s"); the reasons a password is too easy.
  const text =
    code === 'tooManyAttempts' && failure?.retryAfterS !== undefined
      ? t('errors.tooManyAttemptsWait', { count: failure.retryAfterS })
      : t(`errors.${code}`, { defaultValue: t('errors.internal') });
  const reasons =
    code === 'weakPassword'
      ? [
          ...(failure?.warning ? [t(`passwordWarnings.${failure.warning}`, { defaultValue: '' })] : []),
          ...(failure?.suggestions ?? []).map((s) => t(`passwordSuggestions.${s}`, { defaultValue: '' })),
        ].filter((x) => x !== '')
      : [];
  return (
    <div className="player-error" role="alert" data-testid="player-error" data-code={code}>
      <p>{sentence(text)}</p>
      {reasons.length > 0 && (
        <ul data-testid="password-reasons">
          {reasons.map((r) => (
            <li key={r}>{sentence(r)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
