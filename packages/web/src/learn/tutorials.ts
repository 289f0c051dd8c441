import type { CubikoGoal, CubikoState } from '@ludotheque/cubiko';
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
  cubiko: () =>
    import('@ludotheque/cubiko').then((m) => ({
      ...lesson(m.cubiko, m.cubikoTutorial as Tutorial<unknown>, (b, a, g) => m.cubikoReaches(b, a, g as CubikoGoal)),
      // CB-9: a counted throw leaves the placement phase in the ball's cell.
      landing: (after: unknown) => {
        const phase = (after as CubikoState).phase;
        return phase.kind === 'placement' ? (m.CELL_NAMES[phase.cell] ?? null) : null;
      },
    })),
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
