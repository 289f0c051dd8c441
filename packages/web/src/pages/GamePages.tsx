import type { CreateGameResponse } from '@ludotheque/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOARDS } from '../boards.js';
import { FlagProvider, SeatClocks } from '../clocks/SeatClocks.js';
import { COLOUR_NAMES } from '../linx/model.js';
import { Announcer } from '../play/announce/Announcer.js';
import { botLevelOf, tableNames } from '../play/botName.js';
import { rematchHash } from '../play/controls/rematch.js';
import { EndFactsProvider } from '../play/ends/EndFacts.js';
import { formatLocalHash, freshSeed, localOptions, parseLocalParams } from '../play/localSpec.js';
import { SteppedBoard } from '../play/moves/SteppedBoard.js';
import { type LocalGameSpec, startLocalSession } from '../play/session.js';
import { goHome, play, useSession } from '../play/useSession.js';
import { BrokenSave } from '../saves/BrokenSave.js';
import type { LocalSave } from '../saves/format.js';
import { useLocalSave } from '../saves/hooks.js';
import { type LocalSaveTarget, resumeSpec } from '../saves/local.js';
import { registerSuperpionTexts } from '../superpion/i18n.js';
import { registerSymbolixTexts } from '../symbolix/i18n.js';
import { Problem } from './Problem.js';
import { campsOfSeats, isSuperpionMode } from './superpionSetup.js';

export function LocalGame({
  game,
  params,
  saved = null,
}: {
  game: string;
  params: URLSearchParams;
  /** Where this game is saved (saves/LocalRoute.tsx) and, when it is resumed, the save it resumes. */
  saved?: { readonly target: LocalSaveTarget; readonly resume: LocalSave | null } | null;
}) {
  const { t } = useTranslation();
  // A bot is named by its level (`mcts:easy` → Easy); an explicit budget keeps its spec (`mcts:20`).
  const botName = (spec: string) => {
    const level = botLevelOf(spec);
    return level ? t(`setup.levels.${level}`) : spec;
  };
  const parsed = parseLocalParams(params, botName);
  const seed = parsed?.seed || '';
  // A link without a seed gets a fresh one written back, so a reload replays the same deal.
  useEffect(() => {
    if (parsed && !parsed.seed) window.location.replace(formatLocalHash(game, { ...parsed, seed: freshSeed() }));
  }, [parsed, game]);
  const key = `${game}?${params.toString()}`;
  // A resumed game is the saved one (its seats, options and moves), whatever the link says besides its save id.
  // Bots by their own names with their levels ("Margot (facile)": issue 25), distinct at the table, fixed by seat.
  const resumed = saved?.resume ? resumeSpec(saved.resume, botName) : null;
  const spec: LocalGameSpec = resumed
    ? { ...resumed, seats: tableNames(resumed.seats, t) }
    : {
        game,
        options: localOptions(parsed),
        seed,
        seats: tableNames(parsed?.seats ?? [], t),
        botDelayMs: parsed?.delay ?? 600,
        ...(parsed?.tableClock === undefined ? {} : { clock: parsed.tableClock }),
      };
  const state = useSession(() => startLocalSession(spec), key);
  useLocalSave(saved?.target ?? null, spec, state);
  const Board = BOARDS[game];
  if (!Board) return <Problem kind="unknownGame" />;
  if (!parsed) return <Problem kind="options" />;
  // Options the rules refuse (`mode=xyz`) fail at the start: there is no table to show the error on.
  if (state && !state.snapshot && state.error) {
    if (saved?.resume) return <BrokenSave id={saved.target.id} message={state.error.message} />;
    return <Problem kind={state.error.kind} message={state.error.message} />;
  }
  if (!seed || !state) return <p className="loading">{t('play.loading')}</p>;
  // A rematch: the same options, a new deal, the seats rotated (play/controls/rematch.ts).
  const rematch = () => {
    window.location.hash = rematchHash(game, parsed);
  };
  return (
    <>
      <FlagProvider state={state}>
        <EndFactsProvider state={state}>
          <SteppedBoard Board={Board} state={state} play={play} onRematch={rematch} onNewGame={goHome} />
        </EndFactsProvider>
      </FlagProvider>
      <SeatClocks state={state} />
      <Announcer state={state} />
    </>
  );
}

/** A seat's colour for its invite link: Linx's colour, or the Superpion camps the seat plays in its mode (SP-7). */
function seatColour(
  created: { game?: string; options?: { mode?: string } },
  seat: number,
  t: (key: string) => string,
): string {
  // A Symbolix seat's colour is its secret card (SX-5): the link tells nothing about it.
  if (created.game === 'symbolix') return t('symbolix.cardSecret');
  if (created.game !== 'superpion') return t(`colours.${COLOUR_NAMES[seat]}`);
  const mode = created.options?.mode ?? 'four';
  const camps = isSuperpionMode(mode) ? (campsOfSeats(mode)[seat] ?? []) : [];
  return camps.map((c) => t(`superpion.colours.${c}`)).join(' + ');
}

export function Invites({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  registerSuperpionTexts(i18n);
  registerSymbolixTexts(i18n);
  const [copied, setCopied] = useState<string>('');
  const stored = sessionStorage.getItem(`ludotheque.invites.${id}`);
  if (!stored) return <Problem kind="unknownGame" />;
  const created = JSON.parse(stored) as CreateGameResponse & { game?: string; options?: { mode?: string } };
  const absolute = (path: string) => new URL(path, window.location.origin).toString();
  const copy = (url: string) => {
    void navigator.clipboard?.writeText(url).then(() => setCopied(url));
  };
  const links = [
    ...created.invites.map((inv) => ({
      label: `${t('online.seatLink', { n: inv.seat + 1, colour: seatColour(created, inv.seat, t) })} — ${inv.name}`,
      url: absolute(inv.url),
    })),
    { label: t('online.spectator'), url: absolute(created.spectate) },
  ];
  return (
    <section className="invites">
      <h1>{t('online.invites')}</h1>
      <p>{t('online.invitesHint')}</p>
      <ul>
        {links.map((link) => (
          <li key={link.url}>
            <span>{link.label}</span>
            <input readOnly value={link.url} aria-label={link.label} data-testid="invite-link" />
            <button type="button" onClick={() => copy(link.url)}>
              {copied === link.url ? t('online.copied') : t('online.copy')}
            </button>
          </li>
        ))}
      </ul>
      {created.invites[0] && (
        <a className="button primary big" href={created.invites[0].url}>
          {t('online.open')}
        </a>
      )}
    </section>
  );
}
