import type { Outcome } from '@ludotheque/engine';
import { timedOutSeats } from '@ludotheque/protocol/clock-model';
import type { TFunction } from 'i18next';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { clockMinutesOf } from '../clock.js';
import type { SessionState } from '../session.js';
import { absentTexts, type EndFacts, NO_FACTS, outcomeTexts, outcomeTitle, rankingText } from './outcome.js';
import { frOf, registerEndTexts } from './texts.js';

/** What the end dialogs need beyond the outcome (play/ends/outcome.ts): "you", the time-outs, the stand-ins. */
export const EndFactsContext = createContext<EndFacts>(NO_FACTS);

/** The facts of a session: its one person's seats, the seats whose table clock ran out, the seats a bot held. */
export function endFactsOf(state: SessionState): EndFacts {
  const snap = state.snapshot;
  const over = snap?.result != null;
  const clock = state.clock ?? null;
  const timedOut = new Set<number>(clock?.timedOut ?? []);
  // Locally the record says it (the page's own clock); online the clock frame, and the flag that ended the game.
  if (snap?.entries)
    for (const s of timedOutSeats(snap.entries, clockMinutesOf(state.options) !== null)) timedOut.add(s);
  if (over && clock && clock.kind !== undefined && clock.kind !== 'championship')
    clock.remainingMs.forEach((ms, s) => {
      if (ms === 0) timedOut.add(s);
    });
  return {
    you: state.mySeats.length === 1 ? [...state.mySeats] : [],
    timedOut: [...timedOut].sort((a, b) => a - b),
    absent: over ? [...(state.presence?.standIn ?? [])] : [],
  };
}

export function EndFactsProvider({ state, children }: { state: SessionState; children: ReactNode }) {
  return <EndFactsContext.Provider value={endFactsOf(state)}>{children}</EndFactsContext.Provider>;
}

/** An end's words: the title, the ranking (3 or more sides), a sentence per seat a bot held to the end. */
export interface OutcomeWords {
  readonly title: string;
  readonly ranking: string | null;
  readonly absent: readonly string[];
}

export function outcomeWords(
  t: TFunction,
  language: string,
  outcome: Outcome,
  names: readonly string[],
  teams: readonly (readonly number[])[],
  facts: EndFacts,
): OutcomeWords {
  return {
    title: outcomeTitle(t, language, outcome, names, teams, facts),
    ranking: rankingText(t, language, outcome, names, teams, facts),
    absent: absentTexts(t, names, facts, frOf),
  };
}

/** The words of an outcome for this screen (its language, its facts); `teams`: the game's sides, if it has teams. */
export function useOutcomeWords(
  outcome: Outcome | null,
  names: readonly string[],
  teams: readonly (readonly number[])[] = [],
): OutcomeWords | null {
  const { t, i18n } = useTranslation();
  registerEndTexts(i18n, 'outcome', outcomeTexts);
  const facts = useContext(EndFactsContext);
  if (outcome === null) return null;
  return outcomeWords(t, i18n.language, outcome, names, teams, facts);
}

/** The ranking and the stand-in sentences, under an end dialog's reasons. */
export function OutcomeLines({ words }: { words: OutcomeWords | null }) {
  if (words === null) return null;
  return (
    <>
      {words.ranking !== null && (
        <p className="end-reason" data-testid="end-ranking">
          {words.ranking}
        </p>
      )}
      {words.absent.map((text) => (
        <p key={text} className="end-reason" data-testid="end-absent">
          {text}
        </p>
      ))}
    </>
  );
}
