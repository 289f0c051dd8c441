import { createContext, useContext } from 'react';
import type { LogEntry } from '../types.js';

/** What the shared move list needs from step-through (given by `SteppedBoard`; absent, the list only reads). */
export interface StepControl {
  /** Moves shown on the board (the position after them), or null when the board is live. */
  readonly at: number | null;
  /** The whole list, even while the board shows an older position (whose own state lists the moves up to it). */
  readonly log: readonly LogEntry[];
  readonly select: (at: number | null) => void;
}

export const StepContext = createContext<StepControl | null>(null);
export const useStep = (): StepControl | null => useContext(StepContext);
