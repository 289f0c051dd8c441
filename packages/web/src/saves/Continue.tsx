import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isGameId, rulesFor } from '../i18n/rules.js';
import { botLevelOf } from '../play/botName.js';
import { arrangeSaves, movesIn, resultOf, type Save, type SaveLine, winnersOf } from './format.js';
import { registerSavesTexts } from './i18n.js';
import { SaveReason } from './SaveProblem.js';
import './saves.css';

// The saves' store (IndexedDB, and the engine's record reader to check each save) loads after the page shows: it
// is not part of the home's first chunk (issue 28).
const store = () => import('./store.js');

type Listed =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'ready'; lines: SaveLine[] };

/**
 * The home page's Continue: the games in progress on this device and the online games this browser joined, newest
 * first, then the last finished games with their results; each opens its game (a finished one its replay), each
 * can be deleted. A save that cannot be read is that one line's problem, reported there and deletable.
 */
export function Continue() {
  const { t, i18n } = useTranslation();
  registerSavesTexts(i18n);
  const [listed, setListed] = useState<Listed>({ kind: 'loading' });
  const reload = useCallback(() => {
    store()
      .then((m) => m.listSaves())
      .then(
        (lines) => setListed({ kind: 'ready', lines }),
        () => setListed({ kind: 'failed' }),
      );
  }, []);
  useEffect(reload, [reload]);
  if (listed.kind === 'loading') return null;
  if (listed.kind === 'failed') return <p className="muted saves-failed">{t('saves.listFailed')}</p>;
  if (listed.lines.length === 0) return null;
  const { current, finished } = arrangeSaves(listed.lines);
  const remove = (id: string) =>
    void store()
      .then((m) => m.deleteSave(id))
      .finally(reload);
  return (
    <section className="saves" aria-labelledby="saves-heading" data-testid="continue">
      <h2 id="saves-heading">{t('saves.heading')}</h2>
      {current.length > 0 && (
        <>
          <h3>{t('saves.current')}</h3>
          <ul className="saves-list" data-testid="saves-current">
            {current.map((line) => (
              <SavedLine key={line.ok ? line.save.id : line.id} line={line} onDelete={remove} />
            ))}
          </ul>
        </>
      )}
      {finished.length > 0 && (
        <>
          <h3>{t('saves.finished')}</h3>
          <ul className="saves-list" data-testid="saves-finished">
            {finished.map((save) => (
              <SavedLine key={save.id} line={{ ok: true, save }} onDelete={remove} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function SavedLine({ line, onDelete }: { line: SaveLine; onDelete: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const id = line.ok ? line.save.id : line.id;
  const game = line.ok ? gameOfSave(line.save) : line.game;
  const name = game && isGameId(game) ? rulesFor(game, i18n.language).name : t('saves.unknownGame');
  const time = line.ok ? line.save.updatedAt : line.updatedAt;
  const when =
    time === null
      ? ''
      : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(time);
  // Every line has the same buttons: a screen reader hears which game each one is for.
  const which = when ? `${name}, ${when}` : name;
  return (
    <li className={`saves-line${line.ok ? '' : ' saves-broken'}`} data-save={id} data-testid="save-line">
      <div className="saves-what">
        <strong>{name}</strong>
        {line.ok && (
          <span className="saves-where">{t(line.save.kind === 'local' ? 'saves.local' : 'saves.online')}</span>
        )}
        {time !== null && (
          <time className="muted small" dateTime={new Date(time).toISOString()}>
            {when}
          </time>
        )}
      </div>
      <div className="saves-how">{line.ok ? <Summary save={line.save} /> : <SaveReason line={line} />}</div>
      <div className="saves-actions">
        {line.ok && <OpenLink save={line.save} which={which} />}
        <DeleteButton which={which} onConfirm={() => onDelete(id)} />
      </div>
    </li>
  );
}

const gameOfSave = (save: Save): string => (save.kind === 'local' ? save.record.game : save.game);

/** Players, moves so far and, once over, who won. */
function Summary({ save }: { save: Save }) {
  const { t } = useTranslation();
  const seats: readonly { readonly name: string; readonly kind: string; readonly spec?: string }[] = save.seats;
  const nameOf = (i: number): string => {
    const seat = seats[i];
    if (!seat) return t('play.player', { n: i + 1 });
    // A bot by its level in the page's language (a local seat's spec, the server's English name online).
    const level = seat.kind === 'bot' ? botLevelOf(seat.spec ?? seat.name) : null;
    if (level) return t(`setup.levels.${level}`);
    return seat.name.trim() || t('play.player', { n: i + 1 });
  };
  const and = t('saves.and');
  const players = seats.map((_, i) => nameOf(i)).join(', ');
  const moves = save.kind === 'local' ? movesIn(save.record.moves) : save.moves;
  const result = resultOf(save);
  const winners = result ? winnersOf(result) : null;
  return (
    <>
      <span>{players}</span>
      {save.kind === 'online' && <span>{t('saves.asSeat', { name: nameOf(save.seat) })}</span>}
      <span>{t('saves.moves', { count: moves })}</span>
      {result && (
        <strong data-testid="save-result">
          {winners === null
            ? t('saves.drawn')
            : t('saves.winner', { count: winners.length, names: winners.map(nameOf).join(and) })}
        </strong>
      )}
    </>
  );
}

function OpenLink({ save, which }: { save: Save; which: string }) {
  const { t } = useTranslation();
  const href = save.kind === 'local' ? `/${save.link}` : `/play/${save.gameId}#token=${save.token}`;
  return (
    <a className="button primary" href={href} data-testid="save-open">
      {resultOf(save) ? t('saves.replay') : t('saves.resume')}
      <span className="sr-only"> — {which}</span>
    </a>
  );
}

/** Deleting asks once more on the line itself (no modal dialog), so a slip of the finger loses nothing. */
function DeleteButton({ which, onConfirm }: { which: string; onConfirm: () => void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  // The Delete button is gone once asked: keyboard focus moves to the safe answer, not to the page's top.
  useEffect(() => {
    if (asking) keep.current?.focus();
  }, [asking]);
  if (!asking) {
    return (
      <button type="button" className="button" onClick={() => setAsking(true)} data-testid="save-delete">
        {t('saves.delete')}
        <span className="sr-only"> — {which}</span>
      </button>
    );
  }
  return (
    <span className="saves-confirm">
      <span>{t('saves.confirm')}</span>
      <button type="button" className="button primary" onClick={onConfirm} data-testid="save-delete-yes">
        {t('saves.yes')}
      </button>
      <button type="button" className="button" ref={keep} onClick={() => setAsking(false)}>
        {t('saves.no')}
      </button>
    </span>
  );
}
