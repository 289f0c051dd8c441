import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushReceiver } from '../../server/src/notifications/fixtures/push-receiver.js';
import { type App, clickTurn, createOnline, shot, startApp } from './harness.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

const myTurn = async (page: Page) => (await page.getByTestId('status').textContent()) === 'Your turn';

describe('notifications in Chromium', () => {
  it('an untimed game: the other moves, the waiting player’s bell counts it live and a push reaches the receiver, the panel opens the game', async () => {
    const ctx = () => app.browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });
    const [host, guest] = [await ctx(), await ctx()];
    const ana = await host.newPage();
    const links = await createOnline(ana, app.url, 'linx');
    await ana.goto(links[0] as string);
    const ben = await guest.newPage();
    await ben.goto(links[1] as string);
    for (const p of [ana, ben]) await p.getByTestId('seat-strip').getByText('online').nth(1).waitFor();
    await ana.waitForFunction(() => document.querySelector('[data-testid="status"]')?.textContent !== '');
    const [mover, waiter] = (await myTurn(ana)) ? [ana, ben] : [ben, ana];
    // The waiting player leaves the game for the home page: their seat is bound to their browser's player.
    await waiter.goto(`${app.url}/#/`);
    await waiter.getByTestId('notify-bell').waitFor();
    expect(await waiter.getByTestId('notify-count').count()).toBe(0);
    // Web Push (issue 26): the waiting player's page subscribes with the local receiver's keys (Chromium's own push
    // service is out of reach here) and opts in to turns; the receiver checks the VAPID JWT and decrypts the push.
    const { publicKey } = (await (await fetch(`${app.url}/api/push/key`)).json()) as { publicKey: string };
    const receiver = await PushReceiver.start(() => publicKey);
    const statuses = await waiter.evaluate(async (sub) => {
      const post = await fetch('/api/push/subscriptions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...sub, lang: 'en' }),
      });
      const put = await fetch('/api/push/settings', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ kinds: ['yourTurn'] }),
      });
      return [post.status, put.status];
    }, receiver.subscription());
    expect(statuses).toEqual([201, 200]);
    await clickTurn(mover);
    await receiver.count(1, 20_000);
    expect(receiver.received[0]?.payload).toContain('Your turn');
    await receiver.close();
    // Live: no reload.
    await waiter.getByTestId('notify-count').getByText('1').waitFor();
    await waiter.getByTestId('notify-bell').click();
    const item = waiter.getByTestId('notify-item');
    await item.getByText('Your turn in your Linx game').waitFor();
    await shot(waiter, 'notifications-panel');
    await item.click();
    await waiter.waitForURL(/\/play\/[A-Za-z0-9_-]+#seat=[01]$/);
    await waiter.waitForFunction(() => document.querySelector('[data-testid="status"]')?.textContent === 'Your turn');
    // Read once opened: the count went.
    await waiter.getByTestId('notify-count').waitFor({ state: 'detached' });
    await Promise.all([host.close(), guest.close()]);
  });
});
