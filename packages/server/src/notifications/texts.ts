import type { NotificationKind } from '@ludotheque/protocol';

/** The games' names as people read them (the web app's own names are in its i18n files). */
const NAMES: Record<string, string> = { linx: 'Linx', superpion: 'Superpion', symbolix: 'Symbolix', cubiko: 'Cubiko' };
export const gameName = (game: string): string => NAMES[game] ?? game;

/**
 * A push's text, in the player's language when known, else both: a push is shown by the operating system, outside
 * the web app and its i18next, so the server writes it.
 */
export function pushText(kind: NotificationKind, game: string, lang: string | null): { title: string; body: string } {
  const name = gameName(game);
  const fr =
    kind === 'yourTurn'
      ? { title: 'À vous de jouer', body: `C'est votre tour dans votre partie de ${name}.` }
      : { title: 'Partie terminée', body: `Votre partie de ${name} est terminée.` };
  const en =
    kind === 'yourTurn'
      ? { title: 'Your turn', body: `It is your turn in your ${name} game.` }
      : { title: 'Game over', body: `Your ${name} game is over.` };
  if (lang === 'fr') return fr;
  if (lang === 'en') return en;
  return { title: `${fr.title} / ${en.title}`, body: `${fr.body}\n${en.body}` };
}
