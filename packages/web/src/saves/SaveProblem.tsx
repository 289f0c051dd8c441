import { useTranslation } from 'react-i18next';
import { homeHref } from '../route.js';
import type { SaveLine } from './format.js';

/** Why a saved game cannot be used, in the player's words; the exact cause below it, for a bug report. */
export function SaveReason({ line }: { line: Extract<SaveLine, { ok: false }> }) {
  const { t } = useTranslation();
  return (
    <>
      <span data-testid="save-damaged">{t('saves.cannotOpen', { reason: t(`saves.reasons.${line.reason}`) })}</span>{' '}
      <small className="muted">({line.message})</small>
    </>
  );
}

/** A saved game's page when the save cannot be resumed: the reason, a way to delete it, a way home. */
export function SaveProblem({ line }: { line: Extract<SaveLine, { ok: false }> }) {
  const { t } = useTranslation();
  const remove = () => {
    // The store (IndexedDB and the engine's record reader) is imported on use: the home page shows SaveReason.
    void import('./store.js')
      .then((m) => m.deleteSave(line.id))
      .finally(() => {
        window.location.href = homeHref();
      });
  };
  return (
    <section className="problem" role="alert" data-testid="problem" data-kind="save">
      <h1>{t('saves.damagedTitle')}</h1>
      <p>
        <SaveReason line={line} />
      </p>
      <div className="card-actions">
        <button type="button" className="button" onClick={remove}>
          {t('saves.delete')}
        </button>
        <a className="button primary" href={homeHref()}>
          {t('app.backHome')}
        </a>
      </div>
    </section>
  );
}
