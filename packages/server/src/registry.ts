import type { AnyGame } from '@ludotheque/engine';
import { linx } from '@ludotheque/linx';

export type GameRegistry = Readonly<Record<string, AnyGame>>;

/** The games this server hosts, by id. Adding a game is one line here. */
export const GAMES: GameRegistry = {
  linx,
};
