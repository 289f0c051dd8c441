import type { NotificationKind, PushKind, PushSettings, PushSubscriptionBody } from '@ludotheque/protocol';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { NotificationsTables } from './tables.js';
import { pushText } from './texts.js';

/** Browsers (subscriptions) per player: a new one past it is refused. */
export const MAX_SUBSCRIPTIONS = 10;
/** How long a push service keeps a push for a device that is off (a turn a day old is still worth telling). */
const TTL_SECONDS = 24 * 3600;

export interface PushOptions {
  /** The VAPID `sub` claim: how a push service reaches the operator (`mailto:` or an https URL). */
  readonly subject?: string;
  /** Sends one encrypted push (tests may watch); default `fetch`. */
  readonly send?: typeof fetch;
  readonly onError?: (e: unknown) => void;
}

/**
 * Web Push (RFC 8030/8291/8292) with `web-push`: it signs the VAPID JWT and encrypts the payload (aes128gcm); the
 * request is sent with `fetch` (web-push's own sender speaks https only, and the test's receiver is plain http).
 */
export class Push {
  private constructor(
    private readonly db: Kysely<NotificationsTables>,
    readonly publicKey: string,
    private readonly privateKey: string,
    private readonly options: PushOptions,
  ) {}

  /**
   * The VAPID key pair from the store, made at the first start. Two nodes starting at once both try to insert the
   * same row: one wins, and both read back the winner's keys.
   */
  static async open(db: Kysely<NotificationsTables>, options: PushOptions = {}): Promise<Push> {
    let row = await db.selectFrom('push_vapid').selectAll().where('id', '=', 'vapid').executeTakeFirst();
    if (row === undefined) {
      const keys = webpush.generateVAPIDKeys();
      await db
        .insertInto('push_vapid')
        .values({ id: 'vapid', public_key: keys.publicKey, private_key: keys.privateKey })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      row = await db.selectFrom('push_vapid').selectAll().where('id', '=', 'vapid').executeTakeFirstOrThrow();
    }
    return new Push(db, row.public_key, row.private_key, options);
  }

  /** Stores a browser's subscription for `player` (an endpoint another player had moves to this one: one browser, one account). */
  async subscribe(player: string, body: PushSubscriptionBody): Promise<'ok' | 'tooMany'> {
    const mine = await this.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('player_id', '=', player)
      .execute();
    if (!mine.some((r) => r.endpoint === body.endpoint) && mine.length >= MAX_SUBSCRIPTIONS) return 'tooMany';
    await this.db.deleteFrom('push_subscriptions').where('endpoint', '=', body.endpoint).execute();
    await this.db
      .insertInto('push_subscriptions')
      .values({
        endpoint: body.endpoint,
        player_id: player,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        created: new Date().toISOString(),
      })
      .execute();
    if (body.lang !== undefined) await this.saveSettings(player, { ...(await this.settings(player)), lang: body.lang });
    return 'ok';
  }

  async unsubscribe(player: string, endpoint: string): Promise<void> {
    await this.db
      .deleteFrom('push_subscriptions')
      .where('player_id', '=', player)
      .where('endpoint', '=', endpoint)
      .execute();
  }

  /** The kinds pushed to the player; none until they opt in. */
  async settings(player: string): Promise<PushSettings> {
    const row = await this.db
      .selectFrom('push_settings')
      .selectAll()
      .where('player_id', '=', player)
      .executeTakeFirst();
    if (row === undefined) return { kinds: [] };
    const kinds = JSON.parse(row.kinds) as PushKind[];
    return row.lang === 'fr' || row.lang === 'en' ? { kinds, lang: row.lang } : { kinds };
  }

  /** A language left out keeps the one stored (the page's, told with its subscription). */
  async saveSettings(player: string, s: PushSettings): Promise<void> {
    const lang = s.lang ?? (await this.settings(player)).lang ?? null;
    const values = { player_id: player, kinds: JSON.stringify([...new Set(s.kinds)]), lang };
    await this.db
      .insertInto('push_settings')
      .values(values)
      .onConflict((oc) => oc.column('player_id').doUpdateSet({ kinds: values.kinds, lang: values.lang }))
      .execute();
  }

  /** Pushes to each of the player's browsers when they opted in to `kind`; a subscription gone (404/410) is dropped. */
  async notify(
    player: string,
    kind: NotificationKind,
    gameId: string,
    game: string,
    url: string,
    from = '',
  ): Promise<void> {
    const settings = await this.settings(player);
    if (!(settings.kinds as string[]).includes(kind)) return;
    const subs = await this.db.selectFrom('push_subscriptions').selectAll().where('player_id', '=', player).execute();
    const payload = JSON.stringify({
      ...pushText(kind, game, settings.lang ?? null, from),
      url,
      tag: `${kind}:${gameId}`,
    });
    const send = this.options.send ?? fetch;
    await Promise.all(
      subs.map(async (s) => {
        try {
          const details = webpush.generateRequestDetails(
            { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
            payload,
            {
              TTL: TTL_SECONDS,
              vapidDetails: {
                subject: this.options.subject ?? 'mailto:admin@ludotheque.invalid',
                publicKey: this.publicKey,
                privateKey: this.privateKey,
              },
            },
          );
          const r = await send(details.endpoint, {
            method: details.method,
            headers: details.headers as Record<string, string>,
            body: details.body == null ? null : new Uint8Array(details.body),
            signal: AbortSignal.timeout(10_000),
          });
          await r.body?.cancel();
          if (r.status === 404 || r.status === 410) await this.unsubscribe(player, s.endpoint);
        } catch (e) {
          this.options.onError?.(e);
        }
      }),
    );
  }
}
