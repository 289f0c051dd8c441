import type { ModActionBody, ModActionKind, NotificationKind } from '@ludotheque/protocol';
import type { Kysely } from 'kysely';
import type { ChatTables } from '../chat/tables.js';
import type { PlayersTables } from '../players/tables.js';
import type { Database } from '../sql-store.js';
import type { ModerationTables } from './tables.js';

export type ModerationDb = Kysely<ModerationTables & PlayersTables & ChatTables & Database>;

/** What an action is given: its target, its moment and (a mute) its end, and the other modules' hooks. */
export interface ActionRun {
  readonly db: ModerationDb;
  readonly player: string;
  readonly at: string;
  readonly until: string | null;
  readonly markCheater: ((player: string) => Promise<unknown>) | null;
}

/**
 * One action's own part (README): a refusal checked before anything is written, what it does, the notice its
 * player gets. Everything else (the checks every action shares, the log line, the reports handled) is `act`'s, one
 * path for all of them.
 */
export interface ActionKind {
  readonly refuse?: (body: ModActionBody, run: Pick<ActionRun, 'markCheater'>) => 'badMinutes' | 'noRatings' | null;
  readonly apply?: (run: ActionRun) => Promise<unknown>;
  readonly notice?: NotificationKind;
}

export const ACTIONS: Record<ModActionKind, ActionKind> = {
  warn: { notice: 'modWarning' },
  mute: {
    refuse: (body) => (body.minutes === undefined ? 'badMinutes' : null),
    apply: ({ db, player, until }) =>
      db
        .insertInto('chat_bans')
        .values({ player_id: player, until: until as string })
        .onConflict((oc) => oc.column('player_id').doUpdateSet({ until: until as string }))
        .execute(),
    notice: 'modMuted',
  },
  cheater: {
    refuse: (_body, run) => (run.markCheater === null ? 'noRatings' : null),
    apply: ({ player, markCheater }) => markCheater?.(player) ?? Promise.resolve(),
  },
  close: {
    apply: ({ db, player, at }) =>
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('account_closures')
          .values({ player_id: player, at })
          .onConflict((oc) => oc.doNothing())
          .execute();
        // Every session ends: the player's pages are signed out at their next request.
        await trx.deleteFrom('sessions').where('player_id', '=', player).execute();
      }),
  },
  dismiss: {},
};

export const REFUSAL_WORDS = {
  badMinutes: 'a mute needs its minutes',
  noRatings: 'this server keeps no ratings',
} as const;
