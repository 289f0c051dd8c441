import type { AnyGame } from '@ludotheque/engine';
import { linx } from '@ludotheque/linx';
import { superpion } from '@ludotheque/superpion';
import { symbolix } from '@ludotheque/symbolix';

/** The games this app can run locally, by id; a new game's board adds one line here. */
export const LOCAL_GAMES: Readonly<Record<string, AnyGame>> = {
  linx: linx as unknown as AnyGame,
  superpion: superpion as unknown as AnyGame,
  symbolix: symbolix as unknown as AnyGame,
};
