import type { AnyGame } from '@ludotheque/engine';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOARDS } from '../boards.js';
import { isGameId, rulesFor } from '../i18n/rules.js';
import { loadLocalGame } from '../play/registry.js';
import type { SessionState } from '../play/session.js';
import { type Attempt, showSolution, startAttempt, tryMove } from './attempt.js';
import { registerPuzzleTexts, THEMES } from './i18n.js';
import { afterAttempt, loadRecord, type PuzzleRecord, puzzleLevel, puzzleSkill, saveRecord, shown } from './ratings.js';
import { sendAttempt, serverRecord } from './server.js';
import { loadSet, PUZZLE_GAMES } from './sets.js';
import type { Puzzle, PuzzleSet } from './types.js';
import './puzzles.css';

/** The unsolved puzzle whose rating is nearest the player's (the first one when all are solved). */
function pick(set: PuzzleSet, record: PuzzleRecord, skip: string | null): Puzzle | null {
  const me = shown(record.player);
  let best: Puzzle | null = null;
  let gap = Number.POSITIVE_INFINITY;
  for (const p of set.puzzles) {
    if (p.id === skip || record.solved.includes(p.id)) continue;
    const d = Math.abs(shown(puzzleSkill(record, p.id, p.difficulty.rating)) - me);
    if (d < gap) {
      gap = d;
      best = p;
    }
  }
  return best ?? set.puzzles[0] ?? null;
}

export function PuzzlePage({ game }: { game: string | null }) {
  const { t, i18n } = useTranslation();
  registerPuzzleTexts(i18n);
  if (!game || !isGameId(game)) {
    return (
      <section className="puzzles">
        <h1>{t('puzzles.title')}</h1>
        <p>{t('puzzles.choose')}</p>
        <ul className="puzzle-games">
          {PUZZLE_GAMES.map((id) => (
            <li key={id}>
              <a className="button" href={`#/puzzles/${id}`} data-puzzle-game={id}>
                {rulesFor(id, i18n.language).name}
              </a>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return <GamePuzzles key={game} game={game} />;
}

function GamePuzzles({ game }: { game: string }) {
  const { t, i18n } = useTranslation();
  const [loaded, setLoaded] = useState<{ engine: AnyGame; set: PuzzleSet } | null | 'missing'>(null);
  const [record, setRecord] = useState<PuzzleRecord>(() => loadRecord(game));
  // An account's ratings live on the server (the same on every device); a guest's in this browser.
  const [account, setAccount] = useState(false);
  const [puzzle, setPuzzle] = useState<Puzzle | null>(null);
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [rated, setRated] = useState(false);
  const [aims, setAims] = useState<((s: unknown, cell: number) => string | null) | null>(null);

  useEffect(() => {
    let live = true;
    void Promise.all([loadLocalGame(game), loadSet(game), serverRecord(game)]).then(async ([engine, set, kept]) => {
      if (!live) return;
      if (kept) {
        setAccount(true);
        setRecord(kept);
      }
      if (!engine || !set || set.puzzles.length === 0) return setLoaded('missing');
      if (game === 'cubiko') {
        const c = await import('@ludotheque/cubiko');
        setAims(() => (s: unknown, cell: number) => {
          const aim = c.aimFor(s as Parameters<typeof c.aimFor>[0], cell);
          return aim ? c.formatMove(aim) : null;
        });
      }
      setLoaded({ engine, set });
    });
    return () => {
      live = false;
    };
  }, [game]);

  const begin = (engine: AnyGame, p: Puzzle | null) => {
    setPuzzle(p);
    setAttempt(p ? startAttempt(engine, p) : null);
    setRated(false);
  };

  useEffect(() => {
    if (!loaded || loaded === 'missing' || puzzle) return;
    const first = pick(loaded.set, record, null);
    setPuzzle(first);
    setAttempt(first ? startAttempt(loaded.engine, first) : null);
  }, [loaded, puzzle, record]);

  // The first outcome of a puzzle rates it: solved without a miss is a win for the player, anything else a loss.
  useEffect(() => {
    if (!puzzle || !attempt || rated || attempt.status === 'solving') return;
    const next = afterAttempt(
      record,
      puzzle.id,
      puzzle.difficulty.rating,
      attempt.status === 'solved' && attempt.misses === 0,
    );
    const solved = attempt.status === 'solved' && attempt.misses === 0;
    setRecord(next);
    setRated(true);
    if (!account) saveRecord(game, next);
    else
      void sendAttempt(puzzle.id, solved, record).then((kept) => {
        if (kept) setRecord(kept);
      });
  }, [attempt, puzzle, rated, record, account, game]);

  const engine = loaded && loaded !== 'missing' ? loaded.engine : null;
  const session = useMemo((): SessionState | null => {
    if (!engine || !puzzle || !attempt) return null;
    const s = attempt.state;
    const toMove = engine.toMove(s);
    const mine = toMove === puzzle.seat && attempt.status === 'solving';
    const players = engine.options(s).players;
    return {
      snapshot: {
        version: attempt.line.length,
        seats: Array.from({ length: players }, (_, i) => ({
          // The solver's seat by its number: the board marks it "(vous)" and its sentences stay in the third person.
          name: i === puzzle.seat ? t('puzzles.seatName', { n: i + 1 }) : t('puzzles.opponent', { n: i + 1 }),
          kind: i === puzzle.seat ? ('human' as const) : ('bot' as const),
        })),
        views: Array.from({ length: players }, (_, i) => (i === puzzle.seat ? (engine.view(s, i) as never) : null)),
        toMove,
        legal: mine ? engine.legalMoves(s).map((m) => engine.formatMove(s, m)) : [],
        // The board's own move list tells the moves played in sentences (no notation list in the page).
        log: attempt.log,
        result: engine.outcome(s),
      },
      error: null,
      connection: 'local',
      mySeats: [puzzle.seat],
      game,
      options: engine.options(s) as never,
    };
  }, [engine, puzzle, attempt, game, t]);

  if (loaded === null) return <p className="loading">{t('puzzles.loading')}</p>;
  if (loaded === 'missing' || !engine) return <p role="alert">{t('puzzles.missing')}</p>;
  const Board = BOARDS[game];
  const play = (text: string) => puzzle && attempt && setAttempt(tryMove(engine, puzzle, attempt, text));
  const next = () => begin(engine, pick(loaded.set, record, puzzle?.id ?? null));
  const name = rulesFor(game as Parameters<typeof rulesFor>[0], i18n.language).name;

  return (
    <section className="puzzles" data-puzzle={puzzle?.id ?? ''} data-status={attempt?.status ?? 'broken'}>
      <h1>
        {t('puzzles.title')} — {name}
      </h1>
      <p className="puzzle-figures">
        <span data-testid="puzzle-streak">{t('puzzles.streak', { count: record.streak })}</span>
        {' · '}
        <span data-testid="player-rating">{t('puzzles.yourRating', { rating: shown(record.player) })}</span>
      </p>
      {puzzle && (
        <p className="muted small" data-testid="puzzle-rating">
          {t('puzzles.puzzleRating', {
            id: puzzle.id,
            rating: shown(puzzleSkill(record, puzzle.id, puzzle.difficulty.rating)),
            level: puzzleLevel(record, puzzle.id, puzzle.difficulty),
          })}
        </p>
      )}
      {!attempt || !puzzle ? (
        <p role="alert">{t('puzzles.broken')}</p>
      ) : (
        <>
          <p className="puzzle-task" data-testid="puzzle-task">
            <strong>{t(`puzzles.find.${puzzle.kind}`, { count: puzzle.target ?? 0 })}</strong>{' '}
            {t('puzzles.turnOf', { seat: puzzle.seat + 1 })}{' '}
            {puzzle.turns > 1 && t('puzzles.winIn', { count: puzzle.turns })}
          </p>
          <Themes puzzle={puzzle} />
          <Status attempt={attempt} />
          <AimPicker attempt={attempt} engine={engine} seat={puzzle.seat} aims={aims} onPlay={play} />
          <div className="puzzle-actions">
            {attempt.status === 'solving' && attempt.wrong && (
              <button type="button" onClick={() => setAttempt({ ...attempt, wrong: null })} data-testid="puzzle-retry">
                {t('puzzles.retry')}
              </button>
            )}
            {attempt.status === 'solving' && (
              <button type="button" onClick={() => setAttempt(showSolution(engine, puzzle, attempt))}>
                {t('puzzles.showSolution')}
              </button>
            )}
            {attempt.status !== 'solving' && (
              <button type="button" className="primary" onClick={next} data-testid="puzzle-next">
                {t('puzzles.next')}
              </button>
            )}
          </div>
          {session && Board && (
            // Puzzle mode: the table's controls (resign, hint) are hidden, and once the puzzle is over its end
            // dialogs too (puzzles.css): the page's own status line and "Next puzzle" say what follows.
            <div className="puzzle-board" data-done={attempt.status === 'solving' ? undefined : 'true'}>
              <Board state={session} play={(_seat, move) => play(move)} onRematch={null} onNewGame={next} />
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** What the puzzle is about, in words (`themes` of the shipped set, named in `i18n.ts`). */
function Themes({ puzzle }: { puzzle: Puzzle }) {
  const { t } = useTranslation();
  const known = (puzzle.themes ?? []).filter((id) => THEMES.includes(id));
  if (known.length === 0) return null;
  return (
    <p className="puzzle-themes" data-testid="puzzle-themes" data-themes={known.join(' ')}>
      {t('puzzles.themesLabel')}{' '}
      {known.map((id, i) => (
        <span key={id} className="puzzle-theme">
          {i > 0 ? ', ' : ''}
          {t(`puzzles.themes.${id}`)}
        </span>
      ))}
    </p>
  );
}

function Status({ attempt }: { attempt: Attempt }) {
  const { t } = useTranslation();
  const line = attempt.line.join(' ; ');
  let text = '';
  if (attempt.status === 'solved') text = t('puzzles.solved');
  else if (attempt.status === 'shown') text = t('puzzles.solution');
  else if (attempt.wrong) text = t('puzzles.wrong');
  else if (attempt.line.length > 1) text = t('puzzles.keepGoing');
  else if (attempt.line.length === 1) text = t('puzzles.right');
  return (
    <>
      <p className={`puzzle-status status-${attempt.status}`} role="status" data-testid="puzzle-status">
        {text}
      </p>
      {/* The line in notation, for tests and tools only: the board's move list tells it in words. */}
      <span hidden data-testid="puzzle-line" data-line={line} />
    </>
  );
}

/**
 * Cubiko only: the throw is a continuous move (CB-6), which the 3D table takes by dragging; the page also offers
 * the landing table's aim at each cell, named as the board names its cells. Every other game is played on its board.
 */
function AimPicker(props: {
  attempt: Attempt;
  engine: AnyGame;
  seat: number;
  aims: ((s: unknown, cell: number) => string | null) | null;
  onPlay: (move: string) => void;
}) {
  const { t } = useTranslation();
  const { attempt, engine, seat, aims, onPlay } = props;
  const s = attempt.state;
  const mine = attempt.status === 'solving' && engine.toMove(s) === seat;
  if (!mine || !aims) return null;
  const cells = ['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3'];
  // The landing table has an aim only in the throw phase (aimFor): none, no buttons (a finish is played on the table).
  if (cells.every((_, i) => aims(s, i) === null)) return null;
  return (
    <fieldset className="puzzle-aims">
      <legend>{t('puzzles.aimLabel')}</legend>
      {cells.map((cell, i) => {
        const aim = aims(s, i);
        return aim ? (
          <button key={cell} type="button" data-aim={cell} onClick={() => onPlay(aim)}>
            {t('puzzles.aimAt', { cell })}
          </button>
        ) : null;
      })}
    </fieldset>
  );
}
