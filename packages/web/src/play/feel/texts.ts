import type { i18n } from 'i18next';
import { registerTexts } from '../ends/texts.js';

const texts = {
  en: { sound: 'Sound', soundOn: 'Sound is on: click to mute', soundOff: 'Sound is off: click to turn it on' },
  fr: {
    sound: 'Son',
    soundOn: 'Le son est activé\u00a0: cliquer pour le couper',
    soundOff: 'Le son est coupé\u00a0: cliquer pour l’activer',
  },
};

export const registerFeelTexts = (instance: i18n): void => registerTexts(instance, 'feel', 'common', texts);
