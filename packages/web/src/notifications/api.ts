import {
  type Notification,
  NotificationFrame,
  NotificationList,
  type PushKind,
  type PushSettings,
} from '@ludotheque/protocol';

/** Same-origin JSON (the session cookie goes with it; the browser adds the `Origin` the CSRF check wants). */
async function json<T>(method: string, path: string, body?: unknown): Promise<T | null> {
  try {
    const res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return res.ok ? ((await res.json()) as T) : null;
  } catch {
    return null;
  }
}

/** The newest page of the player's notifications (checked against the protocol: the server is trusted, not blind). */
export async function fetchNotifications(): Promise<NotificationList | null> {
  const r = await json<unknown>('GET', '/api/notifications?limit=30');
  const parsed = NotificationList.safeParse(r);
  return parsed.success ? parsed.data : null;
}

export const markRead = (ids: readonly string[] | 'all') =>
  json<{ unread: number }>('POST', '/api/notifications/read', ids === 'all' ? { all: true } : { ids });

export const parseFrame = (text: string): NotificationFrame | null => {
  try {
    const parsed = NotificationFrame.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/** The game's page at the player's seat (web route.ts: `#seat=N` joins a bound seat without its token). */
export const gameHref = (n: Pick<Notification, 'gameId' | 'seat'>): string =>
  // A moderator's word is about no game (moderation/): it opens the player's own page, where it is shown.
  n.gameId === '' ? '/#/me' : `/play/${encodeURIComponent(n.gameId)}${n.seat === null ? '' : `#seat=${n.seat}`}`;

export const fetchPushSettings = () => json<PushSettings>('GET', '/api/push/settings');
export const savePushSettings = (kinds: readonly PushKind[], lang: 'fr' | 'en') =>
  json<PushSettings>('PUT', '/api/push/settings', { kinds, lang });

/** base64url (the server's VAPID key) to the bytes `PushManager.subscribe` takes. */
function keyBytes(b64url: string): Uint8Array<ArrayBuffer> {
  const b64 = b64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/**
 * This browser's push subscription, made once (asks the permission), stored on the server for the player. Returns
 * why not: `unsupported`, `denied`, `failed`.
 */
export async function subscribePush(lang: 'fr' | 'en'): Promise<'ok' | 'unsupported' | 'denied' | 'failed'> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  if ((await window.Notification.requestPermission()) !== 'granted') return 'denied';
  try {
    const key = await json<{ publicKey: string }>('GET', '/api/push/key');
    if (key === null) return 'failed';
    const registration = await navigator.serviceWorker.ready;
    const sub =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(key.publicKey),
      }));
    const body = sub.toJSON();
    const saved = await json('POST', '/api/push/subscriptions', {
      endpoint: body.endpoint,
      keys: body.keys,
      lang,
    });
    return saved === null ? 'failed' : 'ok';
  } catch {
    return 'failed';
  }
}
