import type { PlayerTournaments as Rows } from '@ludotheque/protocol';
import { useEffect, useState } from 'react';
import { useTournamentTexts } from './i18n.js';

/** A profile's tournaments (`GET /api/players/:id/tournaments`): each with the player's place and points. */
export function PlayerTournaments({ player }: { readonly player: string }) {
  const { t } = useTournamentTexts();
  const [rows, setRows] = useState<Rows | null>(null);
  useEffect(() => {
    let live = true;
    void fetch(`/api/players/${encodeURIComponent(player)}/tournaments`, { headers: { accept: 'application/json' } })
      .then((r) => (r.ok ? (r.json() as Promise<Rows>) : []))
      .then((r) => live && setRows(r))
      .catch(() => live && setRows([]));
    return () => {
      live = false;
    };
  }, [player]);
  if (rows === null) return null;
  return (
    <section className="player-section" aria-labelledby="tournaments-h" data-testid="profile-tournaments">
      <h2 id="tournaments-h">{t('tournaments.profileTitle')}</h2>
      {rows.length === 0 ? (
        <p className="muted">{t('tournaments.profileNone')}</p>
      ) : (
        <ul className="tournament-list">
          {rows.map((r) => (
            <li key={r.tournament.id}>
              <a href={`/#/tournaments/${r.tournament.id}`}>{r.tournament.name}</a> —{' '}
              {t('tournaments.place', { count: r.rank, ordinal: true })}, {t('tournaments.points', { count: r.score })}
              {(r.berserks ?? 0) > 0 && <> · {t('tournaments.berserkMark', { count: r.berserks })}</>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
