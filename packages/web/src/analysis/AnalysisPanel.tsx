import { type AnalysedMove, type Analysis, chancesOf, MARKS } from '@ludotheque/ai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStep } from '../play/moves/context.js';
import { describedMove } from '../play/moves/describer.js';
import type { SessionState } from '../play/session.js';
import type { LogEntry } from '../play/types.js';
import { sessionRef } from '../play/useSession.js';
import { ChanceChart } from './Chart.js';
import { useAnalysisTexts } from './i18n.js';
import type { AnalysisRun } from './types.js';
import './analysis.css';

type Phase =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly done: number; readonly total: number; readonly run: AnalysisRun }
  | { readonly kind: 'done'; readonly analysis: Analysis }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'cancelled' };

/** A chance as the page's language writes a percentage ("42 %", "42 %" with a narrow space in French). */
const percentIn = (lang: string) => {
  const f = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 });
  return (x: number): string => f.format(x);
};

/** The marks' thresholds in points of chance, for the page's explanation (the same figures the analysis uses). */
const thresholds = (): Record<string, number> =>
  Object.fromEntries(MARKS.map((m) => [m.mark, Math.round(m.loss * 100)]));

/** Cubiko's cells as its board and move list name them (CB-N1: columns a–c, rows 1–3; `CELL_NAMES` of the rules). */
const CUBIKO_CELLS = ['a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3', 'b3', 'c3'] as const;

/**
 * The review of a finished game (issue 18): "Analyse" asks the session (the worker locally, the server online), shows
 * the progress with a Cancel, then each seat's chance over the game (a click on the chart steps the board there,
 * through step-through's `select`) and the moves with their marks and the bot's preferred move.
 */
export function AnalysisPanel({ state }: { readonly state: SessionState }) {
  const { t } = useAnalysisTexts();
  const step = useStep();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const current = useRef<AnalysisRun | null>(null);
  const snap = state.snapshot;
  const names = useMemo(() => (snap?.seats ?? []).map((s, i) => s.name || `${i + 1}`), [snap?.seats]);
  // Leaving the page (or a rematch) stops a running analysis.
  useEffect(() => () => current.current?.cancel(), []);
  const session = sessionRef.current;
  if (!snap || snap.result === null || !session?.analyse) return null;
  const start = () => {
    const run = session.analyse?.((done, total) => setPhase((p) => (p.kind === 'running' ? { ...p, done, total } : p)));
    if (!run) return;
    current.current = run;
    setPhase({ kind: 'running', done: 0, total: 0, run });
    void run.answer.then((answer) => {
      if (current.current !== run) return;
      current.current = null;
      if (answer.ok) setPhase({ kind: 'done', analysis: answer.value });
      else if (answer.kind === 'cancelled') setPhase({ kind: 'cancelled' });
      else setPhase({ kind: 'failed', message: answer.message });
    });
  };
  const select = (k: number) => step?.select(k);
  return (
    <section className="analysis" data-testid="analysis" aria-labelledby="analysis-title">
      <h2 id="analysis-title">{t('analysis.title')}</h2>
      {phase.kind === 'running' ? (
        <p className="analysis-progress">
          <progress value={phase.done} max={Math.max(phase.total, 1)} />{' '}
          <span aria-live="polite" data-testid="analysis-progress">
            {t('analysis.running', { done: phase.done, total: phase.total })}
          </span>{' '}
          <button type="button" className="small" onClick={() => phase.run.cancel()} data-testid="analysis-cancel">
            {t('analysis.cancel')}
          </button>
        </p>
      ) : (
        <button
          type="button"
          className={phase.kind === 'done' ? 'small' : 'primary'}
          onClick={start}
          data-testid="analyse"
        >
          {phase.kind === 'done' ? t('analysis.again') : t('analysis.start')}
        </button>
      )}
      {phase.kind === 'cancelled' && <p>{t('analysis.cancelled')}</p>}
      {phase.kind === 'failed' && <p className="error">{t('analysis.failed', { message: phase.message })}</p>}
      {phase.kind === 'done' && (
        <Review analysis={phase.analysis} names={names} log={snap.log} at={step?.at ?? null} select={select} />
      )}
    </section>
  );
}

function Review(props: {
  readonly analysis: Analysis;
  readonly names: readonly string[];
  readonly log: readonly LogEntry[];
  readonly at: number | null;
  readonly select: (k: number) => void;
}) {
  const { t, i18n } = useAnalysisTexts();
  const { analysis, names, log } = props;
  const rows = useMemo(() => chancesOf(analysis), [analysis]);
  const percent = percentIn(i18n.language);
  // The move list's own sentence for each move (play/moves' describer), so both say the same words; the notation
  // only when no move list is on screen. The bot's move is told the same way, without the played move's context.
  const sentence = (k: number, m: AnalysedMove) => describedMove(log[k] ?? { seat: m.seat, text: m.move }, k) ?? m.move;
  const bestSentence = (m: AnalysedMove) => describedMove({ seat: m.seat, text: m.best }, -1) ?? m.best;
  return (
    <>
      <p className="analysis-explain">
        {t('analysis.explain')} {t('analysis.thresholds', thresholds())}
      </p>
      <ChanceChart
        rows={rows}
        names={names}
        xLabel={t('analysis.chartAxis')}
        yLabel={t('analysis.chance')}
        label={t('analysis.chart')}
        lang={i18n.language}
        at={props.at}
        onPick={props.select}
      />
      <p className="analysis-hint">{t('analysis.chart')}</p>
      <ol className="analysis-moves" data-testid="analysis-moves">
        {analysis.moves.map((m, k) => (
          <li key={m.entry} data-mark={m.mark ?? undefined} aria-current={props.at === k + 1 ? 'step' : undefined}>
            {/* The visible sentence is the button's name (what is read is what is shown); the hint above says a
                click shows the board. */}
            <button type="button" onClick={() => props.select(k + 1)}>
              {t('analysis.move', { k: k + 1, sentence: sentence(k, m) })}
            </button>{' '}
            <span className="analysis-figures">
              {t('analysis.figures', { before: percent(m.before), after: percent(m.after) })}
            </span>
            {m.mark && (
              <span className={`analysis-mark ${m.mark}`}>
                {' '}
                {t(`analysis.marks.${m.mark}`)}
                {t('analysis.lost', { points: Math.round(m.loss * 100) })}
              </span>
            )}
            {m.best !== m.move && (
              <span className="analysis-best"> {t('analysis.preferred', { move: bestSentence(m) })}</span>
            )}
            <ThrowLine move={m} percent={percent} />
          </li>
        ))}
      </ol>
    </>
  );
}

/** Cubiko's note on a throw: the aimed cell (named as the board names it) and its landing chance, and the best aim. */
function ThrowLine({ move, percent }: { readonly move: AnalysedMove; readonly percent: (x: number) => string }) {
  const { t } = useAnalysisTexts();
  const note = move.note;
  if (note === null || typeof note !== 'object' || Array.isArray(note) || !('chance' in note)) return null;
  const cell = (c: unknown) => (typeof c === 'number' ? (CUBIKO_CELLS[c] ?? '') : '');
  const chance = percent(typeof note.chance === 'number' ? note.chance : 0);
  const aimed =
    typeof note.aimed === 'number'
      ? t('analysis.aimed', { cell: cell(note.aimed), chance })
      : t('analysis.aimedNowhere');
  const best =
    typeof note.bestAim === 'number' && typeof note.bestChance === 'number'
      ? `; ${t('analysis.bestAim', { cell: cell(note.bestAim), chance: percent(note.bestChance) })}`
      : '';
  return (
    <div className="analysis-throw">
      {aimed}
      {best}
    </div>
  );
}
