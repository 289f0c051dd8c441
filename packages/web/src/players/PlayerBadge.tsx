import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayer } from './PlayerContext.js';
import './players.css';

/**
 * The player's name in the header: a button that opens a small form to change it. The name is always rendered as
 * text (React escapes it): a name like `<img src=x onerror=…>` shows those characters.
 */
export function PlayerBadge() {
  const { t } = useTranslation();
  const { player, rename } = usePlayer();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  if (player === null) return null;

  const open = () => {
    setDraft(player.name);
    setError(null);
    setEditing(true);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const r = await rename(draft);
    setBusy(false);
    if (r.ok) setEditing(false);
    else setError(r.error);
  };

  if (!editing)
    return (
      <div className="player-badge">
        <button type="button" onClick={open} title={t('players.changeName')} data-testid="player-name">
          {t('players.you', { name: player.name })}
        </button>
      </div>
    );
  return (
    <form className="player-badge player-rename" onSubmit={submit} data-testid="rename-form">
      <label htmlFor={inputId}>{t('players.nameLabel')}</label>
      <input
        id={inputId}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        maxLength={80}
        autoComplete="nickname"
        aria-describedby={`${inputId}-hint`}
        // biome-ignore lint/a11y/noAutofocus: the form opens on the user's click, to type a name at once
        autoFocus
      />
      <small id={`${inputId}-hint`}>{t('players.nameHint')}</small>
      {error !== null && (
        <p className="player-error" role="alert" data-testid="rename-error">
          {t(`errors.${error}`, { defaultValue: t('errors.internal') })}
        </p>
      )}
      <div className="player-actions">
        <button type="submit" className="primary" disabled={busy}>
          {t('players.save')}
        </button>
        <button type="button" onClick={() => setEditing(false)}>
          {t('players.cancel')}
        </button>
      </div>
    </form>
  );
}
