import { useTranslation } from 'react-i18next';
import { GAME_IDS, PLAYABLE, rulesFor } from '../i18n/rules.js';
import { registerLearnTexts } from '../learn/i18n.js';
import { hasTutorial } from '../learn/tutorials.js';
import { PuzzlesLink } from '../puzzles/PuzzlesLink.js';
import { Continue } from '../saves/Continue.js';

export function Home() {
  const { t, i18n } = useTranslation();
  registerLearnTexts(i18n);
  return (
    <section className="home">
      <h1>{t('home.heading')}</h1>
      <Continue />
      <PuzzlesLink />
      <ul className="game-cards">
        {GAME_IDS.map((id) => {
          const rules = rulesFor(id, i18n.language);
          const playable = PLAYABLE.has(id);
          return (
            <li key={id} className={`game-card game-${id}${playable ? '' : ' game-coming'}`} data-game={id}>
              <div className="game-art" aria-hidden="true" />
              <h2>{rules.name}</h2>
              <p className="badge">{playable ? t('home.playable') : t('home.coming')}</p>
              <p>{rules.tagline}</p>
              <p className="muted small">{rules.players}</p>
              <div className="card-actions">
                {playable && (
                  <a className="button primary" href={`#/new/${id}`}>
                    {t('home.play')}
                  </a>
                )}
                {hasTutorial(id) && (
                  <a className="button" href={`#/learn/${id}`}>
                    {t('learn.link')}
                  </a>
                )}
                <a className="button" href={`#/rules/${id}`}>
                  {t('home.rules')}
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
