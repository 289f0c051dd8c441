import type { AnyGame } from '@ludotheque/engine';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
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

type Still = ComponentType<{ step: string; winning: readonly string[] }>;

/**
 * Games whose pictures are drawn from the tutorial step's setup alone, with no engine and no moves: Cubiko's rules
 * package carries the physics (Rapier), too heavy for a Rules page; its board's cell grid draws the cells' cubes.
 */
const STILLS: Readonly<Record<string, Still>> = {
  cubiko: lazy(() => import('./CubikoPicture.js')),
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
  cubiko: [
    { section: 1, id: 'bump', step: 'bump' },
    { section: 2, id: 'line', step: 'line' },
    { section: 2, id: 'column', step: 'pass', marked: ['a1', 'a2', 'a3'] },
  ],
};

/** Loads the game's lesson once for the page's pictures (null while loading or when the game has none). */
export function usePictureLesson(game: string): Lesson | null {
  const [lesson, setLesson] = useState<Lesson | null>(null);
  useEffect(() => {
    let live = true;
    if (!PICTURES[game] || STILLS[game]) return;
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
export function SectionPictures(props: { game: string; lesson: Lesson | null; section: number }) {
  const { game, lesson, section } = props;
  const pictures = (PICTURES[game] ?? []).filter((p) => p.section === section);
  const Still = STILLS[game];
  if (Still) {
    return <Figures game={game} pictures={pictures} draw={(p) => <Still step={p.step} winning={p.marked ?? []} />} />;
  }
  const Draw = DRAWERS[game];
  if (!lesson || lesson.tutorial.game !== game || !Draw) return null;
  const draw = (p: Picture) => {
    const state = positionOf(lesson, p);
    return state === null ? null : <Draw game={lesson.game} state={state} winning={p.marked ?? []} />;
  };
  return <Figures game={game} pictures={pictures} draw={draw} />;
}

/** Each picture drawn (a picture that cannot be drawn is left out) with its caption. */
function Figures(props: { game: string; pictures: readonly Picture[]; draw: (p: Picture) => ReactNode }) {
  const { game, pictures, draw } = props;
  const { t } = useLearnTexts();
  if (pictures.length === 0) return null;
  return (
    <div className="rule-pictures">
      {pictures.map((p) => {
        const drawn = draw(p);
        if (drawn === null) return null;
        return (
          <figure key={p.id} className="rule-picture" data-testid="rule-picture" data-picture={p.id}>
            <Suspense fallback={null}>{drawn}</Suspense>
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
