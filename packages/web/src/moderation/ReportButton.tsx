import { REPORT_TEXT_MAX, type ReportBody, type ReportKind } from '@ludotheque/protocol';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName } from '../players/names.js';
import { usePlayer } from '../players/PlayerContext.js';
import { sendReport } from './api.js';
import { registerModerationTexts } from './i18n.js';
import './moderation.css';

const KINDS: readonly ReportKind[] = ['cheating', 'abuse', 'other'];
const KNOWN = new Set(['alreadyReported', 'badText', 'rateLimited', 'notRegistered']);

/**
 * "Report" for a player (their profile) or one chat line (the chat panel), shown to a signed-in account that is not
 * the player: a modal dialog with the reason and a short text, sent to `POST /api/reports`. The server's refusal
 * is said in a sentence (already reported today, the text, the rate).
 */
export function ReportButton({
  target,
  player,
  name,
  line = false,
}: {
  readonly target: ReportBody['target'];
  /** The reported player's id (no button on one's own name). */
  readonly player: string | null | undefined;
  readonly name: string;
  /** A chat line's button (a smaller one, labelled with the author). */
  readonly line?: boolean;
}) {
  const { t, i18n } = useTranslation();
  registerModerationTexts(i18n);
  const { player: me } = usePlayer();
  const dialog = useRef<HTMLDialogElement>(null);
  const [kind, setKind] = useState<ReportKind>('abuse');
  const [text, setText] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | string>('idle');
  const ids = useId();
  if (me === null || !me.registered || player == null || player === me.id) return null;
  const shown = displayName(name, t);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setState('busy');
    const r = await sendReport({ target, kind, text });
    setState(r.ok ? 'sent' : KNOWN.has(r.error) ? r.error : 'failed');
  };
  const open = () => {
    setState('idle');
    setText('');
    dialog.current?.showModal();
  };
  return (
    <>
      <button
        type="button"
        className={line ? 'report-line' : 'report-button'}
        onClick={open}
        aria-label={line ? t('moderation.reportLine', { name: shown }) : t('moderation.reportPlayer', { name: shown })}
        data-testid={line ? 'report-line' : 'report-player'}
      >
        {t('moderation.report')}
      </button>
      <dialog ref={dialog} className="report-dialog" aria-labelledby={`${ids}-h`} data-testid="report-dialog">
        <h2 id={`${ids}-h`}>{t('moderation.dialogTitle', { name: shown })}</h2>
        {state === 'sent' ? (
          <p role="status" data-testid="report-sent">
            {t('moderation.sent')}
          </p>
        ) : (
          <form onSubmit={(e) => void submit(e)}>
            <fieldset>
              <legend>{t('moderation.kindLabel')}</legend>
              {KINDS.map((k) => (
                <label key={k}>
                  <input type="radio" name={`${ids}-kind`} value={k} checked={kind === k} onChange={() => setKind(k)} />{' '}
                  {t(`moderation.kind.${k}`)}
                </label>
              ))}
            </fieldset>
            <label className="report-text">
              {t('moderation.textLabel')}
              <textarea
                value={text}
                maxLength={REPORT_TEXT_MAX}
                required
                onChange={(e) => setText(e.target.value)}
                data-testid="report-text"
              />
            </label>
            {state !== 'idle' && state !== 'busy' && <p role="alert">{t(`moderation.errors.${state}`)}</p>}
            <button type="submit" disabled={state === 'busy'}>
              {t('moderation.send')}
            </button>
          </form>
        )}
        <button type="button" onClick={() => dialog.current?.close()}>
          {state === 'sent' ? t('moderation.dismiss') : t('moderation.cancel')}
        </button>
      </dialog>
    </>
  );
}
