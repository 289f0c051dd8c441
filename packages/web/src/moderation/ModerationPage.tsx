import type { ModAction, ModActionKind, ModReport, ModReportDetail } from '@ludotheque/protocol';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName } from '../players/names.js';
import { act, fetchIsModerator, fetchLog, fetchReport, fetchReports } from './api.js';
import { registerModerationTexts } from './i18n.js';
import './moderation.css';

const ACTIONS: readonly ModActionKind[] = ['warn', 'mute', 'cheater', 'close', 'dismiss'];

/**
 * `#/mod`, the moderators' page (issue 26): the open reports, one report with the chat around the reported line
 * and the player's games, the actions (warn, mute, mark a cheater, close, dismiss) with a reason, and every
 * moderator's log. Anybody else gets one sentence: the server answers them 403 on every `/api/mod` route.
 */
export default function ModerationPage() {
  const { t, i18n } = useTranslation();
  registerModerationTexts(i18n);
  const [allowed, setAllowed] = useState<boolean | null>(null);
  const [reports, setReports] = useState<ModReport[]>([]);
  const [log, setLog] = useState<ModAction[]>([]);
  const [open, setOpen] = useState<ModReportDetail | null>(null);
  const reload = useCallback(async () => {
    const [r, l] = [await fetchReports(), await fetchLog()];
    if (r.ok) setReports(r.value.reports);
    if (l.ok) setLog(l.value.actions);
  }, []);
  useEffect(() => {
    void fetchIsModerator().then((r) => {
      setAllowed(r.ok);
      if (r.ok) void reload();
    });
  }, [reload]);
  if (allowed === null) return <p className="loading">{t('moderation.page.loading')}</p>;
  if (!allowed)
    return (
      <p role="alert" data-testid="mod-refused">
        {t('moderation.page.notModerator')}
      </p>
    );
  const name = (n: string) => displayName(n, t);
  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <div className="player-page mod-page" data-testid="mod-page">
      <h1>{t('moderation.page.title')}</h1>
      <section className="player-section" aria-labelledby="mod-open-h">
        <h2 id="mod-open-h">{t('moderation.page.open')}</h2>
        {reports.length === 0 ? (
          <p className="muted">{t('moderation.page.none')}</p>
        ) : (
          <ul className="mod-reports">
            {reports.map((r) => (
              <li key={r.id} data-report={r.id}>
                <button
                  type="button"
                  aria-pressed={open?.report.id === r.id}
                  onClick={() => void fetchReport(r.id).then((d) => d.ok && setOpen(d.value))}
                >
                  {t('moderation.page.by', {
                    kind: t(`moderation.kind.${r.kind}`),
                    player: name(r.player.name),
                    reporter: name(r.reporter.name),
                  })}
                </button>{' '}
                <time dateTime={r.created}>{time(r.created)}</time>
              </li>
            ))}
          </ul>
        )}
      </section>
      {open !== null && (
        <Report
          key={open.report.id}
          detail={open}
          time={time}
          done={async () => {
            setOpen(null);
            await reload();
          }}
        />
      )}
      <section className="player-section" aria-labelledby="mod-log-h" data-testid="mod-log">
        <h2 id="mod-log-h">{t('moderation.page.log')}</h2>
        <ul>
          {log.map((a) => (
            <li key={a.id}>
              <time dateTime={a.at}>{time(a.at)}</time>{' '}
              {t('moderation.page.logLine', {
                moderator: name(a.moderator.name),
                action: t(`moderation.page.actionKind.${a.action}`),
                player: name(a.player.name),
                reason: a.reason,
              })}
              {a.until !== null && <> ({t('moderation.page.until', { time: time(a.until) })})</>}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function Report({
  detail,
  time,
  done,
}: {
  readonly detail: ModReportDetail;
  readonly time: (iso: string) => string;
  readonly done: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [action, setAction] = useState<ModActionKind>('warn');
  const [minutes, setMinutes] = useState(60);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { report } = detail;
  const who = displayName(report.player.name, t);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = await act({
      player: report.player.id,
      action,
      reason,
      report: report.id,
      ...(action === 'mute' ? { minutes } : {}),
    });
    if (r.ok) await done();
    else setProblem(r.error);
  };
  return (
    <section className="player-section" aria-labelledby="mod-report-h" data-testid="mod-report">
      <h2 id="mod-report-h">
        {t('moderation.page.by', {
          kind: t(`moderation.kind.${report.kind}`),
          player: who,
          reporter: displayName(report.reporter.name, t),
        })}
      </h2>
      <blockquote data-testid="mod-report-text">{report.text}</blockquote>
      {detail.chat.length > 0 && (
        <>
          <h3>{t('moderation.page.chat')}</h3>
          <ol className="chat-context" data-testid="mod-chat">
            {detail.chat.map((l) => (
              <li key={l.at} className={l.reported ? 'reported' : undefined} aria-current={l.reported || undefined}>
                <span className="chat-author">{displayName(l.name ?? '', t)}</span> <span>{l.text}</span>
              </li>
            ))}
          </ol>
        </>
      )}
      <h3>{t('moderation.page.games')}</h3>
      <ul>
        {detail.games.map((g) => (
          <li key={g.id}>
            <a href={g.url}>
              {g.game} — <time dateTime={g.created}>{time(g.created)}</time>
            </a>
          </li>
        ))}
      </ul>
      <h3>{t('moderation.page.actions', { name: who })}</h3>
      {detail.actions.length === 0 ? (
        <p className="muted">{t('moderation.page.noActions')}</p>
      ) : (
        <ul>
          {detail.actions.map((a) => (
            <li key={a.id}>
              <time dateTime={a.at}>{time(a.at)}</time> {t(`moderation.page.actionKind.${a.action}`)}: {a.reason}
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(e) => void submit(e)} data-testid="mod-act">
        <h3>{t('moderation.page.act', { name: who })}</h3>
        <label>
          {t('moderation.page.action')}
          <select value={action} onChange={(e) => setAction(e.target.value as ModActionKind)} data-testid="mod-action">
            {ACTIONS.map((a) => (
              <option key={a} value={a}>
                {t(`moderation.page.actionKind.${a}`)}
              </option>
            ))}
          </select>
        </label>
        {action === 'mute' && (
          <label>
            {t('moderation.page.minutes')}
            <input
              type="number"
              min={1}
              max={43200}
              value={minutes}
              onChange={(e) => setMinutes(Number(e.target.value))}
              data-testid="mod-minutes"
            />
          </label>
        )}
        <label>
          {t('moderation.page.reason')}
          <textarea
            value={reason}
            required
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
            data-testid="mod-reason"
          />
        </label>
        {problem !== null && <p role="alert">{t('moderation.page.failed', { error: problem })}</p>}
        <button type="submit" data-testid="mod-confirm">
          {t('moderation.page.confirm')}
        </button>
      </form>
    </section>
  );
}
