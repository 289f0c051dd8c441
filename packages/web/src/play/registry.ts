import type { AnyGame } from '@ludotheque/engine';
import { linx } from '@ludotheque/linx';

/** The games this app can run locally, by id; a new game's board adds one line here. */
export const LOCAL_GAMES: Readonly<Record<string, AnyGame>> = { linx: linx as unknown as AnyGame };
