/**
 * The service worker's side of the page (vite-plugin-pwa, `registerType: 'prompt'`): registered a while after the
 * page has loaded, so it never competes with a first visit's own downloads. What it says — a new version waiting —
 * goes to whoever listens (`UpdateOffer`); nothing here ever reloads the page by itself. That the app is now ready
 * offline is not said: a note over a game the player is in the middle of would cost more than it tells.
 */
export type OfflineNews = { readonly kind: 'update'; apply(): void };

const listeners = new Set<(news: OfflineNews) => void>();
let last: OfflineNews | null = null;

function tell(news: OfflineNews): void {
  last = news;
  for (const l of listeners) l(news);
}

/** Listens for news; gets the last one at once (an update found before the listener mounted). */
export function onOfflineNews(listener: (news: OfflineNews) => void): () => void {
  listeners.add(listener);
  if (last) listener(last);
  return () => listeners.delete(listener);
}

/** How often a long-open page asks the server for a new version (a phone tab can stay open for days). */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/** How long after `load` a page's own lazy chunks have been seen to arrive on an emulated slow phone (issue 14). */
const SETTLE_MS = 3000;

export function startOffline(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = async () => {
    const { registerSW } = await import('virtual:pwa-register');
    const update = registerSW({
      onNeedRefresh: () => tell({ kind: 'update', apply: () => void update(true) }),
      onRegisteredSW: (_url, registration) => {
        if (registration) setInterval(() => void registration.update(), CHECK_EVERY_MS);
      },
    });
  };
  // The precache downloads the whole app (the physics WASM alone is about 0.9 MB): on a phone's first visit it must
  // not share the slow link with the chunks the page is still fetching (a game's board, its worker, which load
  // after the `load` event), so it waits a little past `load` and for an idle moment.
  const later = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(() => void register(), { timeout: 2000 });
      else void register();
    }, SETTLE_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
