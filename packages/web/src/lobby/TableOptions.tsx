import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameId } from '../i18n/rules.js';
import { ChipChoice } from '../pages/ChipChoice.js';
import { CubikoFields, cubikoOptions, DEFAULT_CUBIKO } from '../pages/cubikoSetup.js';
import { DEFAULT_HANDS, LinxFields, linxOptions } from '../pages/linxSetup.js';
import { SuperpionFields } from '../pages/NewGame.js';
import { useSetupTexts } from '../pages/setupTexts.js';
import { type SUPERPION_MODES, seatsOfMode } from '../pages/superpionSetup.js';
import { registerSuperpionTexts } from '../superpion/i18n.js';
import { DEFAULT_SYMBOLIX, SymbolixFields, symbolixOptions } from '../symbolix/setup-options.js';

/** What the create form sends: the seat count and the game's options (the rules "Options" of each game). */
export interface TableChoice {
  readonly players: number;
  readonly options: Record<string, string | number | boolean | number[]>;
}

type SpMode = (typeof SUPERPION_MODES)[number];

/**
 * Every rules option of one game, with the new-game page's own controls (pages/), so a lobby table offers what a
 * game created by invite offers. Reports the choice on every change.
 */
export function useTableOptions(game: GameId): { choice: TableChoice; fields: ReactNode } {
  const { t } = useSetupTexts();
  const { i18n } = useTranslation();
  registerSuperpionTexts(i18n);
  const [linxPlayers, setLinxPlayers] = useState(2);
  const [teams, setTeams] = useState(false);
  const [rounds, setRounds] = useState(2);
  const [hands, setHands] = useState<number[]>([...DEFAULT_HANDS]);
  const [spMode, setSpMode] = useState<SpMode>('two');
  const [clock, setClock] = useState<number | null>(null);
  const [idle, setIdle] = useState('black');
  const [sx, setSx] = useState(DEFAULT_SYMBOLIX);
  const [cb, setCb] = useState(DEFAULT_CUBIKO);
  switch (game) {
    case 'superpion':
      return {
        choice: {
          players: seatsOfMode(spMode),
          options: {
            mode: spMode,
            ...(spMode === 'three' && idle !== 'black' ? { idle } : {}),
            ...(clock !== null ? { clockMinutes: clock } : {}),
          },
        },
        fields: (
          <SuperpionFields
            mode={spMode}
            setMode={setSpMode}
            clock={clock}
            setClock={setClock}
            idle={idle}
            setIdle={setIdle}
          />
        ),
      };
    case 'symbolix': {
      const { players, ...options } = symbolixOptions(sx);
      return { choice: { players, options }, fields: <SymbolixFields value={sx} onChange={setSx} /> };
    }
    case 'cubiko': {
      const { players, ...options } = cubikoOptions(cb);
      return { choice: { players, options }, fields: <CubikoFields value={cb} onChange={setCb} /> };
    }
    default:
      return {
        choice: {
          players: linxPlayers,
          options: {
            ...(linxPlayers === 4 && teams ? { teams: true } : {}),
            ...linxOptions(linxPlayers, rounds, hands),
          },
        },
        fields: (
          <fieldset>
            <legend>{t('setup.players')}</legend>
            <ChipChoice name="players" values={[2, 3, 4]} value={linxPlayers} onChange={setLinxPlayers} />
            {linxPlayers === 4 && (
              <label className="check">
                <input type="checkbox" checked={teams} onChange={(e) => setTeams(e.target.checked)} />{' '}
                {t('setup.teams')}
              </label>
            )}
            <LinxFields players={linxPlayers} rounds={rounds} setRounds={setRounds} hands={hands} setHands={setHands} />
          </fieldset>
        ),
      };
  }
}
