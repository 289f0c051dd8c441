import { useTranslation } from 'react-i18next';
import { homeHref } from '../route.js';

/**
 * A page that cannot be shown (an unknown game, a malformed or damaged link, a refused join): the reason, translated
 * by its error kind, and a way back, instead of a lone lower-case phrase on an empty page.
 */
export function Problem({ kind, message = '' }: { readonly kind: string; readonly message?: string }) {
  const { t } = useTranslation();
  const reason = t(`errors.${kind}`, { defaultValue: message || kind });
  return (
    <section className="problem" role="alert" data-testid="problem" data-kind={kind}>
      <h1>{t('app.cannotOpen')}</h1>
      <p>{`${reason.charAt(0).toUpperCase()}${reason.slice(1)}.`}</p>
      <a className="button primary" href={homeHref()}>
        {t('app.backHome')}
      </a>
    </section>
  );
}
