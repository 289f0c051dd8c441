import type { MoveNote } from '@ludotheque/ai';

/** A game's own remarks for the analysis (Cubiko: per throw, the aimed cell's landing chance), loaded lazily. */
export async function analysisNote(id: string): Promise<MoveNote<unknown, unknown> | undefined> {
  if (id !== 'cubiko') return undefined;
  const { throwNote } = await import('@ludotheque/cubiko');
  return throwNote as unknown as MoveNote<unknown, unknown>;
}
