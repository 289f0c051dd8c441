import type { AnyGame } from '@ludotheque/engine';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useLearnTexts } from '../i18n.js';
import type { Lesson } from '../session.js';
import { loadLesson } from '../tutorials.js';
import { LinxPicture } from './LinxPicture.js';
import '../learn.css';

/**
 * Pictures for the Rules pages: positions from the tutorial's setups (so each is a position the engine accepts),
 * optionally after a few moves played through the engine, drawn by the game's own board with no move to make.
 */
interface Picture {
  /** The Rules section it illustrates (index in `i18n/rules-*.ts`). */
  readonly section: number;
  /** Caption key under `learn.games.<game>.pictures`. */
  readonly id: string;
  /** The tutorial step whose position it starts from. */
  readonly step: string;
  readonly moves?: readonly string[];
  /** Cells drawn outlined (a winning line). */
  readonly marked?: readonly string[];
}

type Drawer = ComponentType<{ game: AnyGame; state: unknown; winning: readonly string[] }>;

// Linx's board is in the first chunk already; the others load with their game's chunk, as the tables do.
const DRAWERS: Readonly<Record<string, Drawer>> = {
  linx: LinxPicture,
  superpion: lazy(() => import('./SuperpionPicture.js')),
  symbolix: lazy(() => import('./SymbolixPicture.js')),
};

const PICTURES: Readonly<Record<string, readonly Picture[]>> = {
  linx: [
    { section: 3, id: 'cover', step: 'cover', moves: ['R>e4'] },
    { section: 4, id: 'line', step: 'line', moves: ['S@e4'], marked: ['c4', 'd4', 'e4'] },
    { section: 4, id: 'faces', step: 'faces' },
  ],
  superpion: [
    { section: 2, id: 'chain', step: 'chain' },
    { section: 3, id: 'flying', step: 'flying' },
  ],
  symbolix: [
    { section: 1, id: 'jump', step: 'jump' },
    { section: 2, id: 'win', step: 'win' },
  ],
};

/** Loads the game's lesson once for the page's pictures (null while loading or when the game has none). */
export function usePictureLesson(game: string): Lesson | null {
  const [lesson, setLesson] = useState<Lesson | null>(null);
  useEffect(() => {
    let live = true;
    if (!PICTURES[game]) return;
    loadLesson(game).then(
      (l) => live && setLesson(l),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [game]);
  return lesson;
}

/** The pictures of one Rules section. */
export function SectionPictures({ lesson, section }: { lesson: Lesson | null; section: number }) {
  const { t } = useLearnTexts();
  if (!lesson) return null;
  const game = lesson.tutorial.game;
  const Draw = DRAWERS[game];
  const pictures = (PICTURES[game] ?? []).filter((p) => p.section === section);
  if (!Draw || pictures.length === 0) return null;
  return (
    <div className="rule-pictures">
      {pictures.map((p) => {
        const state = positionOf(lesson, p);
        if (state === null) return null;
        return (
          <figure key={p.id} className="rule-picture" data-testid="rule-picture" data-picture={p.id}>
            <Suspense fallback={null}>
              <Draw game={lesson.game} state={state} winning={p.marked ?? []} />
            </Suspense>
            <figcaption>{t(`learn.games.${game}.pictures.${p.id}`)}</figcaption>
          </figure>
        );
      })}
    </div>
  );
}

/** The picture's position through the engine: the step's setup, then each move checked and played. */
function positionOf(lesson: Lesson, p: Picture): unknown {
  const { game, tutorial } = lesson;
  const step = tutorial.steps.find((s) => s.id === p.step);
  const start = step ? game.fromSetup(step.setup) : null;
  if (!start?.ok) return null;
  const state = start.value;
  for (const text of p.moves ?? []) {
    const m = game.parseMove(state, text);
    if (!m.ok || !game.isLegal(state, m.value)) return null;
    game.play(state, m.value);
  }
  return state;
}
