/**
 * The players module's texts (names, accounts, my games) in French and English, under `players.*` of the app's
 * `translation` namespace, plus the error codes of the players API under `errors.*`. Added by `registerPlayersTexts`.
 */
import type { i18n } from 'i18next';
import { addTexts } from '../i18n/addTexts.js';

const en = {
  players: {
    you: 'You: {{name}}',
    changeName: 'Change your name',
    nameLabel: 'Your name, as other players see it',
    nameHint: '1 to 24 characters.',
    save: 'Save',
    cancel: 'Cancel',
    renamed: 'You are now {{name}}.',
    seatTaken: {
      title: 'This seat is taken',
      text: 'Another player opened this invite link first: the seat is theirs. You can still watch the game.',
      watch: 'Watch the game',
    },
  },
  errors: {
    seatTaken: 'this seat belongs to another player',
    nameEmpty: 'a name needs at least one visible character',
    nameTooLong: 'a name has at most 24 characters',
    nameInvisible: 'a name may not contain control, formatting or invisible characters',
    forbidden: 'this request came from another site and was refused',
    unauthorized: 'you are not signed in',
    offline: 'the server cannot be reached',
  },
};

const fr: typeof en = {
  players: {
    you: 'Vous : {{name}}',
    changeName: 'Changer de nom',
    nameLabel: 'Votre nom, tel que les autres le voient',
    nameHint: 'De 1 à 24 caractères.',
    save: 'Enregistrer',
    cancel: 'Annuler',
    renamed: 'Vous vous appelez désormais {{name}}.',
    seatTaken: {
      title: 'Cette place est prise',
      text: 'Quelqu’un d’autre a ouvert ce lien d’invitation avant vous : la place est la sienne. Vous pouvez regarder la partie.',
      watch: 'Regarder la partie',
    },
  },
  errors: {
    seatTaken: 'cette place appartient à quelqu’un d’autre',
    nameEmpty: 'un nom doit contenir au moins un caractère visible',
    nameTooLong: 'un nom compte au plus 24 caractères',
    nameInvisible:
      'un nom ne peut contenir ni caractère de contrôle, ni caractère de mise en forme, ni caractère invisible',
    forbidden: 'cette requête venait d’un autre site : elle a été refusée',
    unauthorized: 'vous n’êtes pas connecté',
    offline: 'le serveur est injoignable',
  },
};

export const playersTexts = { en, fr } as const;

/** Adds the texts once per i18next instance (the provider calls it). */
export function registerPlayersTexts(instance: i18n): void {
  addTexts(instance, 'players.you', playersTexts);
}
