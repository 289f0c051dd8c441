import { createContext, useContext } from 'react';

/** The online game being shown (its id), so the end screen can ask for its rating changes; null in local games. */
export const OnlineGameId = createContext<string | null>(null);

export const useOnlineGameId = (): string | null => useContext(OnlineGameId);

/** The online table's game and seats (names as the page says them, players once bound): the end screen's ratings. */
export interface TableSeats {
  readonly game: string;
  readonly seats: readonly { readonly name: string; readonly kind: 'human' | 'bot'; readonly player?: string }[];
}
export const TableSeatsContext = createContext<TableSeats | null>(null);
