/**
 * Texts of people's names and profiles (issue 25) in French and English, under `people.*`: guests' names in the
 * page's language, bots' own names with their level, the public profile. Registered with the players' texts.
 */
import type { i18n } from 'i18next';
import { addTexts } from '../i18n/addTexts.js';

const en = {
  people: {
    guestName: 'Guest {{n}}',
    /** A bot's own name and its level: "Margot (easy)". */
    bot: '{{name}} ({{level}})',
    levels: {
      random: 'random',
      beginner: 'beginner',
      novice: 'novice',
      easy: 'easy',
      medium: 'medium',
      hard: 'hard',
      expert: 'expert',
    },
    profileOf: 'Profile of {{name}}',
    provisional: 'provisional rating',
    profile: {
      loading: 'Loading the profile…',
      unknown: 'No player has this address. The link may be cut short or the guest long gone.',
      failed: 'The profile could not be loaded. Try again later.',
      guest: 'Guest',
      account: 'Registered player',
      memberSince: 'Member since {{date}}',
      recent: 'Recent games',
      noRecent: 'No finished game yet.',
      totals: 'Games played and won',
      date: 'Date',
      players: 'Players',
      result: 'Result',
      won: 'won',
      lost: 'lost',
      draw: 'draw',
      open: 'Replay',
      openLabel: 'Replay the game of {{game}} of {{date}}',
    },
  },
};

const fr: typeof en = {
  people: {
    guestName: 'Invité {{n}}',
    bot: '{{name}} ({{level}})',
    levels: {
      random: 'au hasard',
      beginner: 'débutant',
      novice: 'novice',
      easy: 'facile',
      medium: 'moyen',
      hard: 'difficile',
      expert: 'expert',
    },
    profileOf: 'Profil de {{name}}',
    provisional: 'classement provisoire',
    profile: {
      loading: 'Chargement du profil…',
      unknown: 'Aucun joueur à cette adresse. Le lien est peut-être tronqué, ou l’invité parti depuis longtemps.',
      failed: 'Le profil n’a pas pu être chargé. Réessayez plus tard.',
      guest: 'Invité',
      account: 'Joueur inscrit',
      memberSince: 'Membre depuis le {{date}}',
      recent: 'Parties récentes',
      noRecent: 'Aucune partie terminée pour l’instant.',
      totals: 'Parties jouées et gagnées',
      date: 'Date',
      players: 'Joueurs',
      result: 'Résultat',
      won: 'gagnée',
      lost: 'perdue',
      draw: 'nulle',
      open: 'Revoir',
      openLabel: 'Revoir la partie de {{game}} du {{date}}',
    },
  },
};

export const peopleTexts = { en, fr } as const;

export function registerPeopleTexts(instance: i18n): void {
  addTexts(instance, 'people.guestName', peopleTexts);
}
