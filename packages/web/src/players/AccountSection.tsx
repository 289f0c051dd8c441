import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiFailure, changePassword, login, logout, register } from './api.js';
import { PasskeyButtons } from './PasskeyButtons.js';
import { usePlayer } from './PlayerContext.js';
import { ErrorText } from './RenameForm.js';

/** A username and password form (register or log in). */
function Credentials({
  submitLabel,
  newPassword,
  onSubmit,
  testId,
}: {
  readonly submitLabel: string;
  readonly newPassword: boolean;
  readonly onSubmit: (username: string, password: string) => Promise<ApiFailure | null>;
  readonly testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [error, setError] = useState<ApiFailure | null>(null);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    setError(await onSubmit(String(data.get('username') ?? ''), String(data.get('password') ?? '')));
  };
  return (
    <form className="player-form" onSubmit={submit} data-testid={testId}>
      <label htmlFor={`${id}-u`}>{t('players.username')}</label>
      <input id={`${id}-u`} name="username" autoComplete="username" required maxLength={32} />
      <label htmlFor={`${id}-p`}>{t('players.password')}</label>
      <input
        id={`${id}-p`}
        name="password"
        type="password"
        autoComplete={newPassword ? 'new-password' : 'current-password'}
        required
        maxLength={256}
      />
      {newPassword && <small>{t('players.passwordHint')}</small>}
      {error !== null && <ErrorText code={error.error} failure={error} />}
      <button type="submit" className="primary">
        {submitLabel}
      </button>
    </form>
  );
}

function PasswordChange() {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useState<{ error: ApiFailure | null; done: boolean }>({ error: null, done: false });
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const r = await changePassword(String(data.get('current') ?? ''), String(data.get('password') ?? ''));
    if (r.ok) form.reset();
    setState(r.ok ? { error: null, done: true } : { error: r, done: false });
  };
  return (
    <form className="player-form" onSubmit={submit} data-testid="password-form">
      <h3>{t('players.changePassword')}</h3>
      <label htmlFor={`${id}-c`}>{t('players.currentPassword')}</label>
      <input id={`${id}-c`} name="current" type="password" autoComplete="current-password" required />
      <label htmlFor={`${id}-n`}>{t('players.newPassword')}</label>
      <input id={`${id}-n`} name="password" type="password" autoComplete="new-password" required maxLength={256} />
      {state.error !== null && <ErrorText code={state.error.error} failure={state.error} />}
      {state.done && <p role="status">{t('players.passwordChanged')}</p>}
      <button type="submit">{t('players.changePassword')}</button>
    </form>
  );
}

/**
 * The account: a guest registers (keeping its games) or logs in to an account it has elsewhere; an account logs out,
 * changes its password, adds passkeys.
 */
export function AccountSection() {
  const { t } = useTranslation();
  const { player, refresh } = usePlayer();
  if (player === null) return null;
  const after = async (r: { ok: true } | ApiFailure): Promise<ApiFailure | null> => {
    if (!r.ok) return r;
    await refresh();
    return null;
  };
  if (!player.registered)
    return (
      <section className="player-section" aria-labelledby="account-h">
        <h2 id="account-h">{t('players.account')}</h2>
        <p>{t('players.guestText')}</p>
        <div className="player-columns">
          <div>
            <h3>{t('players.register')}</h3>
            <Credentials
              testId="register-form"
              submitLabel={t('players.register')}
              newPassword
              onSubmit={async (u, p) => after(await register(u, p))}
            />
          </div>
          <div>
            <h3>{t('players.login')}</h3>
            <Credentials
              testId="login-form"
              submitLabel={t('players.login')}
              newPassword={false}
              onSubmit={async (u, p) => after(await login(u, p))}
            />
            <PasskeyButtons mode="login" />
          </div>
        </div>
      </section>
    );
  return (
    <section className="player-section" aria-labelledby="account-h">
      <h2 id="account-h">{t('players.account')}</h2>
      <p data-testid="signed-in">{t('players.signedIn', { username: player.username })}</p>
      <button
        type="button"
        data-testid="logout"
        onClick={async () => {
          await logout();
          await refresh();
        }}
      >
        {t('players.logout')}
      </button>
      <PasswordChange />
      <PasskeyButtons mode="add" />
    </section>
  );
}
