/** The level pickers' texts (issue 27) in English and French under `botLevels.*`. */
import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { addTexts } from '../i18n/addTexts.js';
import { registerPeopleTexts } from '../players/peopleTexts.js';

const en = {
  botLevels: {
    /** "Margot (easy) · ~1,200": the level's rating from games against people (the ratings' scale). */
    rated: '{{level}} · ~{{rating}}',
    unrated: '{{level}} · no games against people yet',
    hint: 'Levels from the weakest to the strongest; each beats the one before about three games in four. The number is the level’s rating from its games against people.',
  },
};

const fr: typeof en = {
  botLevels: {
    rated: '{{level}} · ~{{rating}}',
    unrated: '{{level}} · pas encore de parties contre des personnes',
    hint: 'Niveaux du plus faible au plus fort\u00a0; chacun bat le précédent environ trois parties sur quatre. Le nombre est le classement du niveau dans ses parties contre des personnes.',
  },
};

export const botLevelTexts = { en, fr } as const;

export function registerBotLevelTexts(instance: i18n): void {
  addTexts(instance, 'botLevels.rated', botLevelTexts);
  registerPeopleTexts(instance);
}

export function useBotLevelTexts(): ReturnType<typeof useTranslation> {
  const result = useTranslation();
  registerBotLevelTexts(result.i18n);
  return result;
}
