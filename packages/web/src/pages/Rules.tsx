import { useTranslation } from 'react-i18next';
import { isGameId, rulesFor } from '../i18n/rules.js';
import { registerLearnTexts } from '../learn/i18n.js';
import { SectionPictures, usePictureLesson } from '../learn/pictures/Pictures.js';
import { hasTutorial } from '../learn/tutorials.js';
import { Problem } from './Problem.js';

export function Rules({ game }: { game: string }) {
  const { t, i18n } = useTranslation();
  registerLearnTexts(i18n);
  const lesson = usePictureLesson(game);
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
      {hasTutorial(game) && (
        <p>
          <a className="button primary" href={`#/learn/${game}`} data-testid="learn-link">
            {t('learn.link')}
          </a>
        </p>
      )}
      {rules.sections.map((section, i) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          <ul>
            {section.items.map((item) => (
              <RuleItem key={item} text={item} />
            ))}
          </ul>
          <SectionPictures game={game} lesson={lesson} section={i} />
        </section>
      ))}
    </article>
  );
}

/**
 * A rule as players read it. Its ids (`[LX-11]`) are for the code and the tests, not for learners (issue 25): kept in
 * `data-rules`, never shown.
 */
function RuleItem({ text }: { text: string }) {
  const match = /^(.*?)\s*\[([A-Z]{2}-[^\]]+)\]\s*$/.exec(text);
  if (!match) return <li className="rule-item">{text}</li>;
  return (
    <li className="rule-item" data-rules={match[2]}>
      {match[1]}
    </li>
  );
}
