import type { NotificationKind } from '@ludotheque/protocol';

/** The games' names as people read them (the web app's own names are in its i18n files). */
const NAMES: Record<string, string> = { linx: 'Linx', superpion: 'Superpion', symbolix: 'Symbolix', cubiko: 'Cubiko' };
export const gameName = (game: string): string => NAMES[game] ?? game;

/**
 * A push's text, in the player's language when known, else both: a push is shown by the operating system, outside
 * the web app and its i18next, so the server writes it. `from`: the challenger's name (kind `challenge`).
 */
export function pushText(
  kind: NotificationKind,
  game: string,
  lang: string | null,
  from = '',
): { title: string; body: string } {
  const name = gameName(game);
  const texts: Partial<
    Record<NotificationKind, { fr: { title: string; body: string }; en: { title: string; body: string } }>
  > = {
    yourTurn: {
      fr: { title: 'À vous de jouer', body: `C'est votre tour dans votre partie de ${name}.` },
      en: { title: 'Your turn', body: `It is your turn in your ${name} game.` },
    },
    challenge: {
      fr: { title: 'Nouveau défi', body: `${from} vous défie à ${name}.` },
      en: { title: 'New challenge', body: `${from} challenges you to ${name}.` },
    },
  };
  const t = texts[kind] ?? {
    fr: { title: 'Partie terminée', body: `Votre partie de ${name} est terminée.` },
    en: { title: 'Game over', body: `Your ${name} game is over.` },
  };
  if (lang === 'fr') return t.fr;
  if (lang === 'en') return t.en;
  return { title: `${t.fr.title} / ${t.en.title}`, body: `${t.fr.body}\n${t.en.body}` };
}
