import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MatchEnd } from '../linx/Overlays.js';
import { useOutcomeWords } from '../play/ends/EndFacts.js';
import { useSetAside } from '../play/ends/EndReason.js';
import { registerCommonEndTexts, registerEndTexts } from '../play/ends/texts.js';
import { SoundToggle } from '../play/feel/useFeel.js';
import { frozenStatus } from '../play/frozen.js';
import type { TableSnapshot } from '../play/types.js';
import { superpionEnd, superpionEndText, superpionEndTexts } from './ends.js';
import { COLOURS, LETTERS, PILE_COLOURS } from './geometry.js';
import { mustCapture, promoChoices, type SpUi } from './model.js';
import { TurnBar } from './Panels.js';
import { MiniPawn, SpEmblem } from './Pieces.js';
import type { SpTable } from './view.js';

/** Under the board: what to do now, the path entered so far, and the Pass / Step back buttons. */
export function EntryHelp(props: { ui: SpUi; legal: readonly string[]; onPass: () => void; onBack: () => void }) {
  const { ui, legal, onPass, onBack } = props;
  const { t } = useTranslation();
  const canPass = legal.includes('pass');
  const capture = mustCapture(legal);
  let hint = '';
  if (legal.length > 0)
    hint = canPass ? t('superpion.passHint') : t(ui.selected ? 'superpion.pickLanding' : 'superpion.pickPiece');
  const path = ui.selected ? [ui.selected, ...ui.steps].join(capture ? ' × ' : ' – ') : '';
  // Nothing to say while others play; the status line above the board tells whose turn it is.
  if (legal.length === 0) return null;
  return (
    <section className="hand-area sp-help" aria-label={t('superpion.actionsTitle')}>
      <p className="hint" aria-live="polite" data-testid="hint">
        {capture && <strong className="sp-must">{t('superpion.mustCapture')} </strong>}
        {hint}
      </p>
      {ui.steps.length > 0 && <p className="sp-path">{t('superpion.path', { path })}</p>}
      <div className="row">
        {canPass && (
          <button type="button" className="primary" onClick={onPass} data-testid="pass">
            {t('superpion.pass')}
          </button>
        )}
        {ui.selected && (
          <button type="button" onClick={onBack} data-testid="step-back">
            {t('superpion.back')}
          </button>
        )}
      </div>
    </section>
  );
}

/** SP-16: the under pawn's colour, one button per colour in the pile (or grey). */
export function PromotionDialog(props: { ui: SpUi; onChoose: (letter: string) => void; onCancel: () => void }) {
  const { ui, onChoose, onCancel } = props;
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('button')?.focus();
  }, []);
  return (
    <div
      className="overlay"
      role="dialog"
      aria-modal="true"
      aria-label={t('superpion.promoTitle')}
      data-testid="promotion"
      ref={ref}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      <div className="overlay-card">
        <h2>{t('superpion.promoTitle')}</h2>
        <p>{t('superpion.promoHint')}</p>
        <div className="sp-promo-choices">
          {promoChoices(ui).map((c) => (
            <button
              key={c}
              type="button"
              className="sp-promo"
              data-letter={LETTERS[c]}
              onClick={() => onChoose(LETTERS[c] as string)}
            >
              <MiniPawn colour={c} />
              {t('superpion.promoChoice', { colour: t(`superpion.colours.${PILE_COLOURS[c]}`) })}
            </button>
          ))}
        </div>
        <button type="button" onClick={onCancel}>
          {t('superpion.cancel')}
        </button>
      </div>
    </div>
  );
}

/** Which camp is drawn at the bottom: the player's own (default) or any of the four. */
export function RotateControl(props: {
  choice: number | 'auto';
  quarter: number;
  onChoose: (choice: number | 'auto') => void;
}) {
  const { choice, quarter, onChoose } = props;
  const { t } = useTranslation();
  return (
    <fieldset className="sp-rotate">
      <legend>{t('superpion.rotate')}</legend>
      <button type="button" aria-pressed={choice === 'auto'} onClick={() => onChoose('auto')}>
        {t('superpion.auto')}
      </button>
      {COLOURS.map((c, i) => (
        <button
          key={c}
          type="button"
          className={quarter === i ? 'sp-rot-on' : ''}
          aria-pressed={choice === i}
          aria-label={t('superpion.bottom', { colour: t(`superpion.colours.${c}`) })}
          title={t('superpion.bottom', { colour: t(`superpion.colours.${c}`) })}
          onClick={() => onChoose(i)}
        >
          <SpEmblem colour={c} size={12} />
        </button>
      ))}
    </fieldset>
  );
}

/** The bar above the board: game, mode, the colour turn, the rules link and whose turn it is. */
export function GameHeader(props: { table: SpTable; snap: TableSnapshot; names: readonly string[]; myTurn: boolean }) {
  const { table, snap, names, myTurn } = props;
  const { t } = useTranslation();
  const over = snap.result !== null;
  const seat = snap.toMove;
  const name = seat !== null ? (names[seat] ?? '') : '';
  const bot = seat !== null && snap.seats[seat]?.kind === 'bot';
  const words = useOutcomeWords(snap.result, names, superpionTeams(table));
  const status =
    frozenStatus(t, snap) ??
    (over
      ? t('ends.common.over', { title: words?.title ?? '' })
      : myTurn
        ? t('play.yourTurn')
        : t(bot ? 'play.thinking' : 'play.turnOf', { name }));
  return (
    <header className="game-bar">
      <h1 className="round game-title">{t('superpion.title')}</h1>
      <span className="muted">{t(`superpion.modes.${table.mode}`)}</span>
      <TurnBar table={table} name={name} over={over} mine={myTurn} />
      <a href="/#/rules/superpion" target="_blank" rel="noopener">
        {t('play.rules')}
      </a>
      <output className={`status${myTurn ? ' status-mine' : ''}`} aria-live="off" data-testid="status">
        {status}
      </output>
      <SoundToggle />
    </header>
  );
}

/** SP-8: the sides of the `teams` mode (seats 0+2 and 1+3), none otherwise; the title words them as a team. */
const superpionTeams = (table: SpTable): number[][] =>
  table.mode === 'teams'
    ? [
        [0, 2],
        [1, 3],
      ]
    : [];

/** The final scores (SP-20) and why the game ended (SP-18), which can be put aside to look at the last position. */
export function EndOverlays(props: {
  snap: TableSnapshot;
  table: SpTable;
  /** SP-N2's `resigned`, read from the raw view. */
  resigned: number | null;
  names: readonly string[];
  onRematch: (() => void) | null;
  onNewGame: () => void;
}) {
  const { snap, table, resigned, names, onRematch, onNewGame } = props;
  const { t, i18n } = useTranslation();
  registerCommonEndTexts(i18n);
  registerEndTexts(i18n, 'superpion', superpionEndTexts);
  const { aside, setAside, restore } = useSetAside(snap.version);
  if (!snap.result) return null;
  if (aside) return restore;
  return (
    <MatchEnd
      outcome={snap.result}
      names={names}
      onRematch={onRematch}
      onNewGame={onNewGame}
      scoreKey="play.points"
      teams={superpionTeams(table)}
      reasons={[superpionEndText(t, superpionEnd(table, resigned), names)]}
      onLook={setAside}
    />
  );
}
