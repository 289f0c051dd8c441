import { useTranslation } from 'react-i18next';
import { GAME_IDS, type GameId, rulesFor } from '../i18n/rules.js';

/** A labelled choice of one of the four games, named in the page's language (the lobby's and the challenge's forms). */
export function GameSelect(props: { label: string; name: string; value: GameId; onChange: (game: GameId) => void }) {
  const { i18n } = useTranslation();
  return (
    <label className="field">
      {props.label}
      <select name={props.name} value={props.value} onChange={(e) => props.onChange(e.target.value as GameId)}>
        {GAME_IDS.map((g) => (
          <option key={g} value={g}>
            {rulesFor(g, i18n.language).name}
          </option>
        ))}
      </select>
    </label>
  );
}
