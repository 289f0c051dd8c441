import type { Analysis } from '@ludotheque/ai';

/** A finished game's analysis as the worker (locally) or the server (online) answers it. */
export type AnalysisAnswer =
  | { readonly ok: true; readonly value: Analysis }
  | { readonly ok: false; readonly kind: string; readonly message: string };

/** An analysis under way: its progress comes through `onProgress`, `cancel` stops it (the answer is then `cancelled`). */
export interface AnalysisRun {
  readonly answer: Promise<AnalysisAnswer>;
  cancel(): void;
}

export type AnalysisProgress = (done: number, total: number) => void;
