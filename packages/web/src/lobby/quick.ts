import type { GameId } from '../i18n/rules.js';

/**
 * Every player count each game allows in a quick match (issue 25), from the rules: Linx 2–4 and 4 as teams (LX-4,
 * LX-17), Superpion 2–4 (SP-7's modes: a bare count picks the plain mode), Symbolix 2–6 (SX-5), Cubiko 2–4 (CB-4).
 */
export const QUICK_POOLS: Readonly<Record<GameId, readonly { players: number; teams?: true }[]>> = {
  linx: [{ players: 2 }, { players: 3 }, { players: 4 }, { players: 4, teams: true }],
  superpion: [{ players: 2 }, { players: 3 }, { players: 4 }],
  symbolix: [{ players: 2 }, { players: 3 }, { players: 4 }, { players: 5 }, { players: 6 }],
  cubiko: [{ players: 2 }, { players: 3 }, { players: 4 }],
};
