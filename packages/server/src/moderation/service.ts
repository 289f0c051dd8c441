import { randomBytes } from 'node:crypto';
import {
  type ChatContextLine,
  type ModAction,
  type ModActionBody,
  type ModReport,
  type ModReportDetail,
  type MyModeration,
  type NotificationKind,
  REPORT_TEXT_MAX,
  type ReportBody,
} from '@ludotheque/protocol';
import { chatText } from '../chat/text.js';
import type { Notifier } from '../notifications/service.js';
import { ACTIONS, type ModerationDb, REFUSAL_WORDS } from './actions.js';

type Db = ModerationDb;

export type Refusal =
  | 'badText'
  | 'self'
  | 'unknownPlayer'
  | 'unknownLine'
  | 'notVisible'
  | 'alreadyReported'
  | 'unknownReport'
  | 'badMinutes'
  | 'noRatings';
export type Result<T> = { ok: true; value: T } | { ok: false; error: Refusal; message: string };
const no = (error: Refusal, message: string): { ok: false; error: Refusal; message: string } => ({
  ok: false,
  error,
  message,
});

/** Lines kept on each side of a reported chat line (the context a moderator reads). */
export const CONTEXT_LINES = 10;
/** Warnings shown to the warned player: those of the last 30 days. */
const WARNINGS_DAYS = 30;
const DAY_MS = 86_400_000;

const newId = () => randomBytes(9).toString('base64url');

/** What the moderation needs of the other modules: the notifications, and ratings' cheater marking. */
export interface ModerationDeps {
  readonly notifier: Notifier | null;
  readonly markCheater: ((player: string) => Promise<unknown>) | null;
  readonly now?: () => number;
}

/**
 * Reports (any account) and moderators' work (README): reading reports with their context, the actions and their
 * log. The store is the truth: every check reads it (a mute, a closure, a role hold on every node at once).
 */
export class Moderation {
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    private readonly deps: ModerationDeps,
  ) {
    this.now = deps.now ?? Date.now;
  }

  private async nameOf(player: string): Promise<string | null> {
    const r = await this.db.selectFrom('players').select('name').where('id', '=', player).executeTakeFirst();
    return r?.name ?? null;
  }

  /** A report by `reporter` (an account: the route checks). One per reporter, reported player and day. */
  async report(reporter: string, body: ReportBody): Promise<Result<{ id: string }>> {
    const text = chatText(body.text, REPORT_TEXT_MAX);
    if (!text.ok) return no('badText', text.message);
    let player: string;
    let gameId: string | null = null;
    let chatAt: number | null = null;
    let context: ChatContextLine[] | null = null;
    if ('player' in body.target) {
      player = body.target.player;
      if ((await this.nameOf(player)) === null) return no('unknownPlayer', 'no player has this id');
    } else {
      const { gameId: game, channel, at } = body.target;
      const line = await this.db
        .selectFrom('chat_messages')
        .selectAll()
        .where('game_id', '=', game)
        .where('channel', '=', channel)
        .where('at', '=', at)
        .executeTakeFirst();
      if (line === undefined || line.seat === null) return no('unknownLine', 'no such chat line of a seated player');
      const seats = await this.db.selectFrom('game_seats').selectAll().where('game_id', '=', game).execute();
      const author = seats.find((s) => Number(s.seat) === Number(line.seat))?.player_id;
      if (author === undefined) return no('unknownLine', 'this line has no player to report');
      // The players' chat is read by the game's seats (and by everyone in the record once the game is over).
      const status = await this.db.selectFrom('games').select('status').where('id', '=', game).executeTakeFirst();
      if (status?.status === 'active' && !seats.some((s) => s.player_id === reporter))
        return no('notVisible', 'you cannot see this chat');
      player = author;
      gameId = game;
      chatAt = at;
      context = await this.contextOf(game, channel, at);
    }
    if (player === reporter) return no('self', 'you cannot report yourself');
    const now = this.now();
    const created = new Date(now).toISOString();
    const id = newId();
    try {
      await this.db
        .insertInto('reports')
        .values({
          id,
          reporter,
          player,
          kind: body.kind,
          text: text.text,
          game_id: gameId,
          chat_at: chatAt,
          context: context === null ? null : JSON.stringify(context),
          day: created.slice(0, 10),
          created,
          status: 'open',
          handled_by: null,
          handled_at: null,
        })
        .execute();
    } catch (e) {
      // The unique key (reporter, player, day): a second report today, maybe from another node at the same time.
      const again = await this.db
        .selectFrom('reports')
        .select('id')
        .where('reporter', '=', reporter)
        .where('player', '=', player)
        .where('day', '=', created.slice(0, 10))
        .executeTakeFirst();
      if (again !== undefined) return no('alreadyReported', 'you already reported this player today');
      throw e;
    }
    return { ok: true, value: { id } };
  }

  /** The lines around a reported one, as they are now (the report keeps this copy: lines are pruned later). */
  private async contextOf(gameId: string, channel: 'players' | 'spectators', at: number): Promise<ChatContextLine[]> {
    const base = () =>
      this.db
        .selectFrom('chat_messages')
        .select(['seat', 'name', 'text', 'at'])
        .where('game_id', '=', gameId)
        .where('channel', '=', channel);
    const before = await base().where('at', '<', at).orderBy('at', 'desc').limit(CONTEXT_LINES).execute();
    const after = await base()
      .where('at', '>=', at)
      .orderBy('at')
      .limit(CONTEXT_LINES + 1)
      .execute();
    return [...before.reverse(), ...after].map((l) => ({
      seat: l.seat === null ? null : Number(l.seat),
      name: l.name,
      text: l.text,
      at: Number(l.at),
      reported: Number(l.at) === at,
    }));
  }

  private reportsQuery() {
    return this.db
      .selectFrom('reports as r')
      .innerJoin('players as a', 'a.id', 'r.reporter')
      .innerJoin('players as p', 'p.id', 'r.player')
      .select([
        'r.id',
        'r.reporter',
        'a.name as reporterName',
        'r.player',
        'p.name as playerName',
        'r.kind',
        'r.text',
        'r.game_id',
        'r.created',
        'r.status',
        'r.context',
      ]);
  }

  private static toReport(r: {
    id: string;
    reporter: string;
    reporterName: string;
    player: string;
    playerName: string;
    kind: string;
    text: string;
    game_id: string | null;
    created: string;
    status: 'open' | 'handled';
  }): ModReport {
    return {
      id: r.id,
      reporter: { id: r.reporter, name: r.reporterName },
      player: { id: r.player, name: r.playerName },
      kind: r.kind as ModReport['kind'],
      text: r.text,
      gameId: r.game_id,
      created: r.created,
      status: r.status,
    };
  }

  /** Reports by status, oldest open first (the queue), at most 100. */
  async reports(status: 'open' | 'handled'): Promise<ModReport[]> {
    const rows = await this.reportsQuery()
      .where('r.status', '=', status)
      .orderBy('r.created', status === 'open' ? 'asc' : 'desc')
      .limit(100)
      .execute();
    return rows.map(Moderation.toReport);
  }

  async detail(id: string): Promise<ModReportDetail | null> {
    const r = await this.reportsQuery().where('r.id', '=', id).executeTakeFirst();
    if (r === undefined) return null;
    // The reported game first, then the player's newest games (a cheating report is about their games).
    const recent = await this.db
      .selectFrom('game_seats as s')
      .innerJoin('games as g', 'g.id', 's.game_id')
      .select(['g.id', 'g.game', 'g.status', 'g.created'])
      .where('s.player_id', '=', r.player)
      .orderBy('g.created', 'desc')
      .limit(10)
      .execute();
    const games = [...new Map(recent.map((g) => [g.id, g])).values()];
    if (r.game_id !== null && !games.some((g) => g.id === r.game_id)) {
      const g = await this.db
        .selectFrom('games')
        .select(['id', 'game', 'status', 'created'])
        .where('id', '=', r.game_id)
        .executeTakeFirst();
      if (g !== undefined) games.unshift(g);
    }
    games.sort((a, b) => (a.id === r.game_id ? -1 : b.id === r.game_id ? 1 : 0));
    return {
      report: Moderation.toReport(r),
      chat: r.context === null ? [] : (JSON.parse(r.context) as ChatContextLine[]),
      games: games.map((g) => ({ ...g, url: `/play/${g.id}` })),
      actions: await this.log({ player: r.player }),
    };
  }

  /** The actions, newest first (every moderator sees every action), at most 100; one player's with `player`. */
  async log(filter: { readonly player?: string } = {}): Promise<ModAction[]> {
    let q = this.db
      .selectFrom('mod_actions as m')
      .innerJoin('players as mo', 'mo.id', 'm.moderator')
      .innerJoin('players as p', 'p.id', 'm.player')
      .select([
        'm.id',
        'm.moderator',
        'mo.name as moderatorName',
        'm.player',
        'p.name as playerName',
        'm.action',
        'm.reason',
        'm.until',
        'm.report_id',
        'm.at',
      ]);
    if (filter.player !== undefined) q = q.where('m.player', '=', filter.player);
    const rows = await q.orderBy('m.at', 'desc').orderBy('m.id').limit(100).execute();
    return rows.map((m) => ({
      id: m.id,
      moderator: { id: m.moderator, name: m.moderatorName },
      player: { id: m.player, name: m.playerName },
      action: m.action as ModAction['action'],
      reason: m.reason,
      until: m.until,
      report: m.report_id,
      at: m.at,
    }));
  }

  /** A moderator's action (README): done, logged, its report (and the player's other open ones) handled. */
  async act(moderator: string, body: ModActionBody): Promise<Result<ModAction>> {
    const reason = chatText(body.reason, REPORT_TEXT_MAX);
    if (!reason.ok) return no('badText', reason.message);
    if (body.player === moderator) return no('self', 'you cannot act on yourself');
    if ((await this.nameOf(body.player)) === null) return no('unknownPlayer', 'no player has this id');
    if (body.report !== undefined) {
      const r = await this.db.selectFrom('reports').select('player').where('id', '=', body.report).executeTakeFirst();
      if (r === undefined || r.player !== body.player) return no('unknownReport', 'no such report of this player');
    }
    const kind = ACTIONS[body.action];
    const markCheater = this.deps.markCheater;
    const refused = kind.refuse?.(body, { markCheater }) ?? null;
    if (refused !== null) return no(refused, REFUSAL_WORDS[refused]);
    const now = this.now();
    const at = new Date(now).toISOString();
    const until = body.action === 'mute' ? new Date(now + (body.minutes ?? 0) * 60_000).toISOString() : null;
    await kind.apply?.({ db: this.db, player: body.player, at, until, markCheater });
    const id = newId();
    await this.db
      .insertInto('mod_actions')
      .values({
        id,
        moderator,
        player: body.player,
        action: body.action,
        reason: reason.text,
        until,
        report_id: body.report ?? null,
        at,
      })
      .execute();
    if (kind.notice !== undefined) await this.tell(body.player, kind.notice);
    await this.handle(moderator, body, at);
    const logged = (await this.log({ player: body.player })).find((a) => a.id === id);
    return { ok: true, value: logged as ModAction };
  }

  /**
   * The report acted on, and (for any action but a dismissal) every other open report of the player, go `handled`;
   * each reporter is told once. The UPDATE only takes open reports, so two moderators at once tell a reporter once.
   */
  private async handle(moderator: string, body: ModActionBody, at: string): Promise<void> {
    let q = this.db.selectFrom('reports').select(['id', 'reporter']).where('status', '=', 'open');
    // A dismissal handles its one report; any other action answers every open report of the player.
    q = body.action === 'dismiss' ? q.where('id', '=', body.report ?? '') : q.where('player', '=', body.player);
    for (const r of await q.execute()) {
      const done = await this.db
        .updateTable('reports')
        .set({ status: 'handled', handled_by: moderator, handled_at: at })
        .where('id', '=', r.id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 1) await this.tell(r.reporter, 'reportHandled');
    }
  }

  /** A notification about no game (gameId and game ''), stored and sent live (notifications/). */
  private async tell(player: string, kind: NotificationKind): Promise<void> {
    const notifier = this.deps.notifier;
    if (notifier === null) return;
    const n = await notifier.store.add(player, kind, { gameId: '', game: '', seat: null }, this.now());
    await notifier.frame(player, {
      type: 'notification',
      notification: n,
      unread: await notifier.store.unread(player),
    });
  }

  /** When a player's chat mute ends (ms), null when none is running. */
  async mutedUntil(player: string): Promise<number | null> {
    const r = await this.db.selectFrom('chat_bans').select('until').where('player_id', '=', player).executeTakeFirst();
    if (r === undefined) return null;
    const until = Date.parse(r.until);
    return until > this.now() ? until : null;
  }

  /** The ms a player's chat mute still runs, null when none: chat/'s check, on every line (`Chat.muteLeft`). */
  readonly muteLeft = async (player: string): Promise<number | null> => {
    const until = await this.mutedUntil(player);
    return until === null ? null : until - this.now();
  };

  /** What the player is shown of moderators' actions: a running mute, the warnings of the last 30 days. */
  async mine(player: string): Promise<MyModeration> {
    const until = await this.mutedUntil(player);
    const since = new Date(this.now() - WARNINGS_DAYS * DAY_MS).toISOString();
    const warnings = await this.db
      .selectFrom('mod_actions')
      .select(['reason', 'at'])
      .where('player', '=', player)
      .where('action', '=', 'warn')
      .where('at', '>=', since)
      .orderBy('at', 'desc')
      .limit(10)
      .execute();
    return { mutedUntil: until === null ? null : new Date(until).toISOString(), warnings };
  }
}
