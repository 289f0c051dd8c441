import { createContext, useContext } from 'react';

/** The online game being shown (its id), so the end screen can ask for its rating changes; null in local games. */
export const OnlineGameId = createContext<string | null>(null);

export const useOnlineGameId = (): string | null => useContext(OnlineGameId);
