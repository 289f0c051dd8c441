import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from './api.js';
import { usePlayer } from './PlayerContext.js';
import { addPasskey, passkeyLogin, passkeysSupported } from './passkeys.js';
import { ErrorText } from './RenameForm.js';

/** Adds a passkey to the account (`add`), or signs in with one (`login`); hidden where the browser has no WebAuthn. */
export function PasskeyButtons({ mode }: { readonly mode: 'add' | 'login' }) {
  const { t } = useTranslation();
  const { refresh } = usePlayer();
  const [state, setState] = useState<{ error: ApiFailure | null; added: number | null }>({
    error: null,
    added: null,
  });
  if (!passkeysSupported()) return null;
  const run = async () => {
    if (mode === 'login') {
      const r = await passkeyLogin();
      if (r.ok) await refresh();
      else setState({ error: r, added: null });
      return;
    }
    const r = await addPasskey();
    setState(r.ok ? { error: null, added: r.value.passkeys } : { error: r, added: null });
  };
  return (
    <div className="player-passkeys">
      <button type="button" onClick={run} data-testid={mode === 'add' ? 'add-passkey' : 'passkey-login'}>
        {mode === 'add' ? t('players.addPasskey') : t('players.passkeyLogin')}
      </button>
      {state.added !== null && (
        <p role="status" data-testid="passkey-added">
          {t('players.passkeyAdded', { count: state.added })}
        </p>
      )}
      {state.error !== null && <ErrorText code={state.error.error} failure={state.error} />}
    </div>
  );
}
