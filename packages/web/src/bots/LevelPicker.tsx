import { BOT_LEVELS, type BotLevel } from '../play/botName.js';
import { useBotLevelTexts } from './i18n.js';
import { levelOptionText, useBotLevelRatings } from './levelRatings.js';

/**
 * The bot level `<select>`, in its label, of the new-game page and the lobby's "add bots" (issue 27): every level weakest first,
 * each with its first bot's name and its rating from games against people, or a note that it has none yet.
 */
export function LevelPicker(props: {
  readonly label: string;
  readonly game: string;
  readonly value: BotLevel;
  readonly onChange: (level: BotLevel) => void;
  readonly name?: string;
}) {
  const { t, i18n } = useBotLevelTexts();
  const ratings = useBotLevelRatings(props.game);
  return (
    <label className="field">
      {props.label}
      <select
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as BotLevel)}
        name={props.name}
        data-testid="bot-level"
        title={t('botLevels.hint')}
      >
        {BOT_LEVELS.map((l) => (
          <option key={l} value={l}>
            {levelOptionText(t, i18n.language, l, ratings === null ? null : (ratings.get(l) ?? null))}
          </option>
        ))}
      </select>
    </label>
  );
}
