import { useEffect, useRef, useState } from 'react';
import { BOARDS } from '../boards.js';
import { isGameId, rulesFor } from '../i18n/rules.js';
import { Problem } from '../pages/Problem.js';
import { goHome, play, useSession } from '../play/useSession.js';
import { useLearnTexts } from './i18n.js';
import { readProgress, resumeAt, saveProgress } from './progress.js';
import { type Answer, type Lesson, StepSession } from './session.js';
import { loadLesson } from './tutorials.js';
import './learn.css';

/** `#/learn/<game>`: the game's tutorial, resumed at the first step not done yet. */
export function Learn({ game }: { game: string }) {
  const { t } = useLearnTexts();
  const [lesson, setLesson] = useState<Lesson | null | 'loading'>('loading');
  useEffect(() => {
    let live = true;
    setLesson('loading');
    loadLesson(game).then(
      (l) => live && setLesson(l),
      () => live && setLesson(null),
    );
    return () => {
      live = false;
    };
  }, [game]);
  if (!isGameId(game)) return <Problem kind="unknownGame" />;
  if (lesson === 'loading') return <p className="loading">{t('play.loading')}</p>;
  if (lesson === null) return <p className="problem">{t('learn.notYet')}</p>;
  return <LessonView key={game} lesson={lesson} />;
}

function LessonView({ lesson }: { lesson: Lesson }) {
  const { t, i18n } = useLearnTexts();
  const game = lesson.tutorial.game;
  const steps = lesson.tutorial.steps;
  const [done, setDone] = useState(() => readProgress(game));
  const [at, setAt] = useState<number | null>(() =>
    resumeAt(
      steps.map((s) => s.id),
      done,
    ),
  );
  const name = isGameId(game) ? rulesFor(game, i18n.language).name : game;
  // Functional update: the step's session keeps the callback it was made with, so `done` here may be stale.
  const markDone = (id: string) =>
    setDone((before) => {
      const next = new Set(before).add(id);
      saveProgress(game, next);
      return next;
    });
  const restart = () => {
    const none = new Set<string>();
    setDone(none);
    saveProgress(game, none);
    setAt(0);
  };
  return (
    <article className="learn" data-testid="learn" data-game={game}>
      <a href={`#/rules/${game}`} className="back">
        ← {t('learn.rules')}
      </a>
      <h1>{t('learn.heading', { name })}</h1>
      <nav aria-label={t('learn.steps')}>
        <ol className="learn-steps">
          {steps.map((s, i) => (
            <li key={s.id}>
              <button
                type="button"
                aria-current={i === at ? 'step' : undefined}
                className={done.has(s.id) ? 'learn-step-done' : ''}
                aria-label={t(done.has(s.id) ? 'learn.stepDone' : 'learn.stepTodo', { n: i + 1 })}
                onClick={() => setAt(i)}
              >
                {i + 1}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {at === null ? (
        <Finished name={name} game={game} onRestart={restart} />
      ) : (
        <StepView
          key={at}
          lesson={lesson}
          index={at}
          onRight={markDone}
          onNext={() =>
            setAt(
              at + 1 < steps.length
                ? at + 1
                : resumeAt(
                    steps.map((s) => s.id),
                    done,
                  ),
            )
          }
        />
      )}
    </article>
  );
}

function Finished({ name, game, onRestart }: { name: string; game: string; onRestart: () => void }) {
  const { t } = useLearnTexts();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section className="learn-finished" data-testid="learn-finished">
      <h2 ref={ref} tabIndex={-1}>
        {t('learn.finished', { name })}
      </h2>
      <div className="card-actions">
        <a className="button primary" href={`#/new/${game}`}>
          {t('learn.play')}
        </a>
        <a className="button" href={`#/rules/${game}`}>
          {t('learn.rules')}
        </a>
        <button type="button" onClick={onRestart}>
          {t('learn.restart')}
        </button>
      </div>
    </section>
  );
}

interface StepViewProps {
  readonly lesson: Lesson;
  readonly index: number;
  readonly onRight: (id: string) => void;
  readonly onNext: () => void;
}

/** One step: its sentence, the game's own table on the step's position, and the answer to the learner's move. */
function StepView({ lesson, index, onRight, onNext }: StepViewProps) {
  const { t } = useLearnTexts();
  const { game, tutorial } = lesson;
  const step = tutorial.steps[index];
  const [answer, setAnswer] = useState<Answer>(null);
  const mine = useRef<StepSession | null>(null);
  const action = useRef<HTMLButtonElement>(null);
  const start = step ? game.fromSetup(step.setup) : null;
  const players = start?.ok ? game.options(start.value).players : 2;
  // The tables' usual names ("Player 1 (you)"): the move list conjugates them in the third person.
  const names = Array.from({ length: players }, (_, i) => t('play.player', { n: i + 1 }));
  const state = useSession(() => {
    const session = new StepSession(
      lesson,
      step ?? { id: '', rules: [], setup: null, seat: 0, expect: { kind: 'any' } },
      names,
      (a) => {
        setAnswer(a);
        if (a?.verdict === 'right' && step) onRight(step.id);
      },
    );
    mine.current = session;
    return session;
  }, `${tutorial.game}/${index}`);
  useEffect(() => {
    if (answer && answer.verdict !== 'illegal') action.current?.focus();
  }, [answer]);
  // The board in view (issue 27: at 1366×768 it started about 470 px down): when the table would end below the
  // window, the step (its sentence, the answer line, the table) is scrolled to the top; the title and the step
  // list stay a scroll away.
  const sectionRef = useRef<HTMLElement>(null);
  const shown = state?.snapshot != null;
  useEffect(() => {
    const table = sectionRef.current?.querySelector('.learn-table');
    if (!shown || !table || typeof window === 'undefined') return;
    if (table.getBoundingClientRect().bottom > window.innerHeight)
      sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [shown]);
  const Board = BOARDS[tutorial.game];
  if (!step || !Board) return <Problem kind="unknownGame" />;
  const texts = `learn.games.${tutorial.game}`;
  const isThrow = step.expect.kind === 'goal' && answer !== null && answer.verdict !== 'illegal';
  const landed = isThrow && lesson.landing ? lesson.landing(answer.after) : null;
  const where =
    isThrow && lesson.landing ? (landed === null ? t('learn.missed') : t('learn.landed', { cell: landed })) : '';
  const last = index === tutorial.steps.length - 1;
  return (
    <section
      ref={sectionRef}
      className="learn-step"
      data-testid="learn-step"
      data-step={step.id}
      // The rules the step teaches, by id: for tests and tools, not shown to a learner (issue 25).
      data-rules={step.rules.join(', ')}
    >
      <header className="learn-head">
        <p className="muted">{t('learn.step', { n: index + 1, total: tutorial.steps.length })}</p>
        <p className="learn-sentence" data-testid="learn-sentence">
          {t(`${texts}.steps.${step.id}`)}
        </p>
      </header>
      <div
        className={`learn-feedback${answer ? ` learn-${answer.verdict}` : ''}`}
        role="status"
        data-testid="learn-feedback"
      >
        {answer?.verdict === 'right' && (
          <>
            <strong>{t('learn.right')}</strong> {where} {t(`${texts}.done.${step.id}`)}{' '}
            <button type="button" className="primary" ref={action} onClick={onNext} data-testid="learn-next">
              {t(last ? 'learn.finish' : 'learn.next')}
            </button>
          </>
        )}
        {answer?.verdict === 'wrong' && (
          <>
            <strong>{t('learn.wrong')}</strong> {where} {t(`${texts}.why.${answer.why}`)}{' '}
            <button type="button" ref={action} onClick={() => mine.current?.restart()} data-testid="learn-retry">
              {t('learn.retry')}
            </button>
          </>
        )}
        {answer?.verdict === 'illegal' && (
          <>
            <strong>{t('learn.illegal')}</strong> {t(`${texts}.why.${answer.why}`)}
          </>
        )}
      </div>
      <div
        className="learn-table"
        // A click the board ignores (a cell no legal move names) still gets the step's explanation (issue 27).
        onClickCapture={(e) => {
          const cell = (e.target as HTMLElement).closest?.('[data-cell]')?.getAttribute('data-cell');
          if (cell) mine.current?.deadClick(cell);
        }}
      >
        {state?.snapshot ? (
          <Board state={state} play={play} onRematch={null} onNewGame={goHome} />
        ) : (
          <p className="loading">{t('play.loading')}</p>
        )}
      </div>
    </section>
  );
}
