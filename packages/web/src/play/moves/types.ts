import type { Json, Outcome } from '@ludotheque/engine';

/** A position of the game as one audience saw it after its first `moves` moves (step-through). */
export interface PastView {
  readonly moves: number;
  /** The record version there (the number of entries, platform events included). */
  readonly version: number;
  /** The seat whose view this is, or null for the spectator's (public) view. */
  readonly seat: number | null;
  readonly view: Json;
  readonly toMove: number | null;
  readonly result: Outcome | null;
}

export type PastAnswer =
  | { readonly ok: true; readonly value: PastView }
  | { readonly ok: false; readonly kind: string; readonly message: string };
