import { useTranslation } from 'react-i18next';

/**
 * An invite link whose seat another player opened first (the server's `seatTaken`): say so and offer to watch the
 * game (the same page without the token).
 */
export function SeatTaken({ id }: { readonly id: string }) {
  const { t } = useTranslation();
  return (
    <section className="problem" role="alert" data-testid="problem" data-kind="seatTaken">
      <h1>{t('players.seatTaken.title')}</h1>
      <p>{t('players.seatTaken.text')}</p>
      <a className="button primary" href={`/play/${encodeURIComponent(id)}`} data-testid="watch">
        {t('players.seatTaken.watch')}
      </a>
    </section>
  );
}
