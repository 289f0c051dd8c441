import { useTranslation } from 'react-i18next';
import { isGameId, rulesFor } from '../i18n/rules.js';
import { Problem } from './Problem.js';

export function Rules({ game }: { game: string }) {
  const { t, i18n } = useTranslation();
  if (!isGameId(game)) return <Problem kind="unknownGame" />;
  const rules = rulesFor(game, i18n.language);
  return (
    <article className="rules">
      <a href="#/" className="back">
        ← {t('rules.back')}
      </a>
      <h1>{t('rules.heading', { name: rules.name })}</h1>
      <p className="lead">{rules.tagline}</p>
      <p className="muted">{rules.players}</p>
      {rules.sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          <ul>
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
