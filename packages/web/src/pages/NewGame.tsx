import type { CreateGameRequest } from '@ludotheque/protocol';
import type { ClockSetting } from '@ludotheque/protocol/clock-model';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LevelPicker } from '../bots/LevelPicker.js';
import { ClockFields } from '../clocks/ClockFields.js';
import { isGameId, rulesFor } from '../i18n/rules.js';
import { Emblem } from '../linx/Glyphs.js';
import { COLOUR_NAMES } from '../linx/model.js';
import type { BotLevel } from '../play/botName.js';
import { formatLocalHash, freshSeed } from '../play/localSpec.js';
import type { LocalSeat } from '../play/types.js';
import { registerSuperpionTexts } from '../superpion/i18n.js';
import { DEFAULT_SYMBOLIX, SEAT_KEYS, SymbolixFields, symbolixOptions } from '../symbolix/setup-options.js';
import { ChipChoice } from './ChipChoice.js';
import { CubikoFields, cubikoOptions, DEFAULT_CUBIKO } from './cubikoSetup.js';
import { DEFAULT_HANDS, LinxFields, linxOptions } from './linxSetup.js';
import { Problem } from './Problem.js';
import { useSetupTexts } from './setupTexts.js';
import {
  CHAMPIONSHIP_MINUTES,
  CLOCK_CHOICES,
  campsOfSeats,
  IDLE_CHOICES,
  SUPERPION_MODES,
  seatsOfMode,
} from './superpionSetup.js';

const MODES = ['bots', 'hotseat', 'online'] as const;
type Mode = (typeof MODES)[number];
type Level = BotLevel;

export const botSpec = (level: Level): string => (level === 'random' ? 'random' : `mcts:${level}`);

/** Linx seats 2, 3 or 4 players (LX-4). */
const LINX_PLAYERS: readonly number[] = [2, 3, 4];

type SpMode = (typeof SUPERPION_MODES)[number];

/** Superpion's mode (which sets the seats) and clock choices. */
export function SuperpionFields(props: {
  mode: SpMode;
  setMode: (m: SpMode) => void;
  clock: number | null;
  setClock: (c: number | null) => void;
  idle: string;
  setIdle: (c: string) => void;
}) {
  const { t } = useSetupTexts();
  return (
    <fieldset>
      <legend>{t('setup.players')}</legend>
      <ChipChoice
        name="spMode"
        values={SUPERPION_MODES}
        value={props.mode}
        onChange={props.setMode}
        text={(m) => t(`superpion.modes.${m}`)}
      />
      <label className="field">
        {/* Superpion's own game time (SP-18c), not the table clock below: its own words, so no two fields read "Clock". */}
        {t('setupMore.gameTime')}
        <select
          name="clock"
          value={props.clock ?? ''}
          onChange={(e) => props.setClock(e.target.value ? Number(e.target.value) : null)}
        >
          {CLOCK_CHOICES.map((c) => (
            <option key={c ?? 'none'} value={c ?? ''}>
              {c === null
                ? t('setup.noClock')
                : c === CHAMPIONSHIP_MINUTES
                  ? t('setupMore.championship')
                  : t('setup.minutes', { n: c })}
            </option>
          ))}
        </select>
      </label>
      {props.mode === 'three' && (
        <label className="field">
          {t('setupMore.idle')}
          <select name="idle" value={props.idle} onChange={(e) => props.setIdle(e.target.value)}>
            {IDLE_CHOICES.map((c) => (
              <option key={c} value={c}>
                {t(`superpion.coloursCap.${c}`)}
              </option>
            ))}
          </select>
        </label>
      )}
    </fieldset>
  );
}

export function NewGame({ game }: { game: string }) {
  const { t, i18n } = useTranslation();
  const { t: more } = useSetupTexts();
  const [mode, setMode] = useState<Mode>('bots');
  const [linxPlayers, setPlayers] = useState(2);
  const [teams, setTeams] = useState(false);
  // Superpion: the mode sets the seat count (SP-7); an optional clock in minutes per seat (SP-18c).
  const [spMode, setSpMode] = useState<SpMode>('four');
  const [clock, setClock] = useState<number | null>(null);
  // Every game: the table clock (clocks/); Superpion's championship clock above replaces it when chosen.
  const [tableClock, setTableClock] = useState<ClockSetting>({ kind: 'untimed' });
  const [idle, setIdle] = useState('black');
  // Linx: rounds to win (LX-18) and starting hands (LX-8).
  const [rounds, setRounds] = useState(2);
  const [hands, setHands] = useState<number[]>([...DEFAULT_HANDS]);
  const [level, setLevel] = useState<Level>('easy');
  // Symbolix: 2–6 players, level and variant (its own fieldset, symbolix/setup-options.tsx).
  const [sxChoice, setSxChoice] = useState(DEFAULT_SYMBOLIX);
  // Cubiko: 2–4 players, precision, scoring and target (pages/cubikoSetup.tsx).
  const [cbChoice, setCbChoice] = useState(DEFAULT_CUBIKO);
  const [names, setNames] = useState<string[]>(['', '', '', '', '', '']);
  // Seats a bot takes, online and at a hot-seat table (people and bots mixed); seat 0 is always a person.
  const [seatBots, setSeatBots] = useState<boolean[]>([false, false, false, false, false, false]);
  const [status, setStatus] = useState<string>('');
  if (!isGameId(game)) return <Problem kind="unknownGame" />;
  const rules = rulesFor(game, i18n.language);
  const sp = game === 'superpion';
  if (sp) registerSuperpionTexts(i18n);
  const sx = game === 'symbolix';
  const cb = game === 'cubiko';
  const players = sp ? seatsOfMode(spMode) : sx ? sxChoice.players : cb ? cbChoice.players : linxPlayers;
  const cbOptions = cubikoOptions(cbChoice);
  const camps = sp ? campsOfSeats(spMode, idle) : [];
  const spIdle: Record<string, string> = spMode === 'three' && idle !== 'black' ? { idle } : {};
  const spOptions = { mode: spMode, ...spIdle, ...(clock !== null ? { clockMinutes: clock } : {}) };
  const lxOptions = linxOptions(players, rounds, hands);
  const botAt = (i: number) => (mode === 'bots' ? i > 0 : i > 0 && (seatBots[i] ?? false));
  const anyBot = Array.from({ length: players }, (_, i) => botAt(i)).some(Boolean);
  const campLabel = (cs: readonly string[] | undefined) =>
    (cs ?? []).map((c) => t(`superpion.colours.${c}`)).join(' + ');
  const nameOf = (i: number) => names[i]?.trim() || t('play.player', { n: i + 1 });

  const start = async (e: FormEvent) => {
    e.preventDefault();
    const seats = Array.from({ length: players }, (_, i) => i);
    if (mode !== 'online') {
      // An untyped name stays empty: the table says "Player 2" / "Joueur 2" in whatever language it is shown in.
      const local: LocalSeat[] = seats.map((i) =>
        botAt(i)
          ? { kind: 'bot', name: '', spec: botSpec(level) }
          : // A person who typed no name is named by the table in its own language ("Joueur 2"), never "you (you)".
            { kind: 'human', name: names[i]?.trim() ?? '' },
      );
      const timed = tableClock.kind === 'realtime' && !(sp && clock !== null);
      const base = {
        seats: local,
        seed: freshSeed(),
        delay: 600,
        teams: !sp && !sx && !cb && players === 4 && teams,
        ...(timed ? { tableClock } : {}),
      };
      const lx = !sp && !sx && !cb;
      const p = {
        ...base,
        roundsToWin: lx && lxOptions.roundsToWin !== undefined ? lxOptions.roundsToWin : null,
        ...(lx && lxOptions.startingHands ? { startingHands: lxOptions.startingHands } : {}),
        ...(sp ? { mode: spMode, ...spIdle, ...(clock !== null ? { clockMinutes: clock } : {}) } : {}),
        ...(sx ? { level: sxChoice.level, variant: sxChoice.variant } : {}),
        ...(cb ? { precision: cbOptions.precision, scoring: cbOptions.scoring } : {}),
        ...(cb && cbOptions.target !== undefined ? { target: cbOptions.target } : {}),
        ...(cb && cbOptions.configurations !== undefined ? { configurations: cbOptions.configurations } : {}),
      };
      window.location.hash = formatLocalHash(game, p);
      return;
    }
    const request: CreateGameRequest = {
      game,
      options: sp
        ? spOptions
        : sx
          ? symbolixOptions(sxChoice)
          : cb
            ? cbOptions
            : { ...(players === 4 && teams ? { teams: true } : {}), ...lxOptions },
      seats: seats.map((i) => (botAt(i) ? { kind: 'bot', level } : { kind: 'human', name: nameOf(i) })),
      ...(tableClock.kind !== 'untimed' && !(sp && clock !== null) ? { clock: tableClock } : {}),
    };
    setStatus(t('setup.creating'));
    const { createOnlineGame } = await import('../play/online.js');
    const r = await createOnlineGame(request);
    // A code the page words itself (the server's message is English, for logs); too many unfinished games is the
    // server's bound per player (issue 23).
    if (!r.ok)
      return setStatus(
        r.code === 'clockConflict'
          ? t('setup.clockConflict')
          : r.code === 'tooManyGames'
            ? t('setup.tooManyGames')
            : t('setup.createFailed', { message: r.message }),
      );
    // The game and its options travel with the invites so the seat links can name their camps.
    const stored = { ...r.value, game, options: request.options };
    sessionStorage.setItem(`ludotheque.invites.${r.value.id}`, JSON.stringify(stored));
    window.location.hash = `#/invites/${r.value.id}`;
  };

  return (
    <form className="new-game" onSubmit={start}>
      <h1>{t('setup.heading', { name: rules.name })}</h1>
      <fieldset className="modes">
        <legend>{t('setup.mode')}</legend>
        {MODES.map((m) => (
          <label key={m} className={`mode-card${mode === m ? ' checked' : ''}`}>
            <input type="radio" name="mode" value={m} checked={mode === m} onChange={() => setMode(m)} />
            <strong>{t(`setup.${m}`)}</strong>
            <span className="muted small">{t(`setup.${m}Hint`)}</span>
          </label>
        ))}
      </fieldset>
      {sp && (
        <SuperpionFields
          mode={spMode}
          setMode={setSpMode}
          clock={clock}
          setClock={setClock}
          idle={idle}
          setIdle={setIdle}
        />
      )}
      <ClockFields
        value={tableClock}
        onChange={setTableClock}
        online={mode === 'online'}
        disabled={sp && clock !== null}
      />
      {sx && <SymbolixFields value={sxChoice} onChange={setSxChoice} />}
      {cb && <CubikoFields value={cbChoice} onChange={setCbChoice} />}
      {/* Linx's own players and match (the other games' fields above have theirs): drawn only for Linx. */}
      {!sp && !sx && !cb && (
        <fieldset>
          <legend>{t('setup.players')}</legend>
          <ChipChoice
            name="players"
            values={LINX_PLAYERS}
            value={players}
            onChange={setPlayers}
            text={(n) => more('setupMore.players', { count: n })}
          />
          {players === 4 && (
            <label className="check">
              <input type="checkbox" checked={teams} onChange={(e) => setTeams(e.target.checked)} /> {t('setup.teams')}
            </label>
          )}
          <LinxFields players={players} rounds={rounds} setRounds={setRounds} hands={hands} setHands={setHands} />
        </fieldset>
      )}
      {(mode === 'bots' || anyBot) && (
        <LevelPicker label={t('setup.level')} game={game} value={level} onChange={setLevel} name="level" />
      )}
      <fieldset>
        <legend>{t('setup.names')}</legend>
        {Array.from({ length: mode === 'bots' ? 1 : players }, (_, i) => (
          <div className="seat-line" key={SEAT_KEYS[i]}>
            {/* Cubiko's colours follow the seats' sides (CB-4), drawn by its board, not Linx's palette. */}
            {!sp && !sx && !cb && (
              <span className={`swatch tile-${COLOUR_NAMES[i]}`}>
                <Emblem colour={COLOUR_NAMES[i] ?? 'neutral'} size={14} />
              </span>
            )}
            <label className="field">
              {t('setup.name', { n: i + 1 })}
              {/* Symbolix seats have no colour of their own: the colour card is secret (SX-5). */}
              {!sx && !cb && ` (${sp ? campLabel(camps[i]) : t(`colours.${COLOUR_NAMES[i]}`)})`}
              <input
                value={names[i] ?? ''}
                maxLength={40}
                name={`name${i}`}
                onChange={(e) => setNames(names.map((v, k) => (k === i ? e.target.value : v)))}
              />
            </label>
            {mode !== 'bots' && i > 0 && (
              <label className="check">
                <input
                  type="checkbox"
                  name={`bot${i}`}
                  checked={seatBots[i] ?? false}
                  onChange={(e) => setSeatBots(seatBots.map((v, k) => (k === i ? e.target.checked : v)))}
                />{' '}
                {t('setup.bot')}
              </label>
            )}
          </div>
        ))}
      </fieldset>
      <button type="submit" className="primary big">
        {t('setup.start')}
      </button>
      <output aria-live="polite">{status}</output>
    </form>
  );
}
