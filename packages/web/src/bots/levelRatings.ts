import type { BotLevelRatings } from '@ludotheque/protocol';
import { BOT_NAMES } from '@ludotheque/protocol/bots';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import type { BotLevel } from '../play/botName.js';

/** One level's rating as the server has it: a number, `none` (no game against people yet), or unknown (offline). */
export type LevelRating = { readonly kind: 'rated'; readonly rating: number } | { readonly kind: 'none' } | null;

/**
 * The ratings of `game`'s bot levels from games against people (`GET /api/bots/levels/:game`, server bots/), by
 * level; null while loading or when there is no server to ask (a page served alone): the picker then shows levels
 * without ratings rather than inventing any.
 */
export function useBotLevelRatings(game: string): ReadonlyMap<string, LevelRating> | null {
  const [ratings, setRatings] = useState<ReadonlyMap<string, LevelRating> | null>(null);
  useEffect(() => {
    let live = true;
    setRatings(null);
    fetch(`/api/bots/levels/${encodeURIComponent(game)}`, { headers: { accept: 'application/json' } })
      .then(async (res) => (res.ok ? ((await res.json()) as BotLevelRatings) : null))
      .then((body) => {
        if (live && body !== null) setRatings(ratingsByLevel(body));
      })
      .catch(() => undefined); // no server (a static page): levels are shown without ratings
    return () => {
      live = false;
    };
  }, [game]);
  return ratings;
}

export function ratingsByLevel(body: BotLevelRatings): ReadonlyMap<string, LevelRating> {
  return new Map(
    body.levels.map((l) => [
      l.level,
      l.rating === null ? { kind: 'none' } : { kind: 'rated', rating: l.rating.rating },
    ]),
  );
}

/**
 * A level as a picker lists it: the level's first bot by name with the level in the page's language and its
 * rating ("Margot (facile) · ~1 200"), "no games against people yet" when it has none, the name alone when the
 * ratings are unknown.
 */
export function levelOptionText(t: TFunction, language: string, level: BotLevel, rating: LevelRating): string {
  const named = t('people.bot', { name: BOT_NAMES[level][0], level: t(`people.levels.${level}`) });
  if (rating === null) return named;
  if (rating.kind === 'none') return t('botLevels.unrated', { level: named });
  return t('botLevels.rated', { level: named, rating: new Intl.NumberFormat(language).format(rating.rating) });
}
