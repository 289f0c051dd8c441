import type { AnyGame, Tutorial } from '@ludotheque/engine';
import type { Lesson } from './session.js';

/**
 * Each game's tutorial with its engine, loaded on first use like the tables (boards.ts): Linx is in the first
 * chunk anyway; the others come with their own chunk, Cubiko with its physics (awaited: `load()`).
 */
const LOADERS: Readonly<Record<string, () => Promise<Lesson>>> = {
  linx: () => import('@ludotheque/linx').then((m) => lesson(m.linx, m.linxTutorial)),
  superpion: () => import('@ludotheque/superpion').then((m) => lesson(m.superpion, m.superpionTutorial)),
  symbolix: () => import('@ludotheque/symbolix').then((m) => lesson(m.symbolix, m.symbolixTutorial)),
};

const lesson = (game: unknown, tutorial: Tutorial<unknown>, reaches?: Lesson['reaches']): Lesson => ({
  game: game as AnyGame,
  tutorial,
  ...(reaches ? { reaches } : {}),
});

export const hasTutorial = (game: string): boolean => game in LOADERS;

export async function loadLesson(game: string): Promise<Lesson | null> {
  const load = LOADERS[game];
  if (!load) return null;
  const found = await load();
  await found.game.load?.();
  return found;
}
