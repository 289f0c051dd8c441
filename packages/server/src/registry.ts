import { cubiko } from '@ludotheque/cubiko';
import type { AnyGame } from '@ludotheque/engine';
import { linx } from '@ludotheque/linx';
import { superpion } from '@ludotheque/superpion';
import { symbolix } from '@ludotheque/symbolix';

export type GameRegistry = Readonly<Record<string, AnyGame>>;

/** The games this server hosts, by id. Adding a game is one line here. */
export const GAMES: GameRegistry = {
  linx,
  superpion: superpion as unknown as AnyGame,
  symbolix: symbolix as unknown as AnyGame,
  cubiko: cubiko as unknown as AnyGame,
};
