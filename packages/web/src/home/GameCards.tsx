import { GAME_IDS, rulesFor } from '../i18n/rules.js';
import { hasTutorial } from '../learn/tutorials.js';
import { useHomeTexts } from './i18n.js';

/** One card per game: its picture, name, tagline and players; Play (the new-game page), Learn and Rules. */
export function GameCards() {
  const { t, i18n } = useHomeTexts();
  return (
    <ul className="game-cards">
      {GAME_IDS.map((id) => {
        const rules = rulesFor(id, i18n.language);
        return (
          <li key={id} className={`game-card game-${id}`} data-game={id}>
            <div className="game-art" aria-hidden="true" />
            <h2>{rules.name}</h2>
            <p>{rules.tagline}</p>
            <p className="muted small">{rules.players}</p>
            <div className="card-actions">
              <a className="button primary" href={`#/new/${id}`}>
                {t('home.play')}
              </a>
              {hasTutorial(id) && (
                <a className="button" href={`#/learn/${id}`}>
                  {t('home.learn')}
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
  );
}
