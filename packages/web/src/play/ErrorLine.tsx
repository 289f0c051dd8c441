import { useTranslation } from 'react-i18next';
import type { SessionState } from './session.js';

/** The last refused move or failure of a session, translated by its kind (every game's table shows it alike). */
export function ErrorLine({ error }: { readonly error: SessionState['error'] }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p className="error" role="alert">
      {t('play.error', { message: t(`errors.${error.kind}`, { defaultValue: error.message }) })}
    </p>
  );
}
