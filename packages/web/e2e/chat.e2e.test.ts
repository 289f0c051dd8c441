import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createOnline, shot, startApp } from './harness.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

/** Sets the page's player name with the header's badge (players/), as a person would. */
async function setName(p: Page, name: string): Promise<void> {
  await p.getByTestId('player-name').click();
  const form = p.getByTestId('rename-form');
  await form.locator('input').fill(name);
  await form.locator('input').press('Enter');
  await p.getByTestId('player-name').getByText(name).waitFor();
}

const chatLines = (p: Page) => p.getByTestId('chat').locator('.chat-lines li').allTextContents();
async function say(p: Page, text: string): Promise<void> {
  await p.getByTestId('chat-input').fill(text);
  await p
    .getByTestId('chat')
    .getByRole('button', { name: /^(Send|Envoyer)$/ })
    .click();
}

describe('table chat in Chromium', () => {
  it('two players chat, a spectator’s chat stays apart, a script tag stays text', async () => {
    const ctx = () => app.browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });
    const contexts = [await ctx(), await ctx(), await app.browser.newContext({ locale: 'fr-FR' })];
    const [ana, ben, eve] = await Promise.all(contexts.map((c) => c.newPage()));
    if (!ana || !ben || !eve) throw new Error('pages');
    for (const [p, name] of [
      [ana, 'Ana'],
      [ben, 'Ben'],
      [eve, 'Ève'],
    ] as const) {
      await p.goto(app.url);
      await setName(p, name);
    }
    const links = await createOnline(ana, app.url, 'linx');
    await ana.goto(links[0] as string);
    await ben.goto(links[1] as string);
    await eve.goto(links[2] as string);
    for (const p of [ana, ben, eve]) await p.getByTestId('chat').waitFor();
    await ana.getByRole('heading', { name: 'Players’ chat' }).waitFor();
    await eve.getByRole('heading', { name: 'Discussion des spectateurs' }).waitFor();

    const evil = '<img src=x onerror="document.title=\'pwned\'">';
    await say(ana, 'Hello Ben');
    await say(ben, evil);
    await say(eve, 'Allez Ana !');
    await ana.getByText(evil).waitFor();
    await eve.getByText('Allez Ana !').waitFor();
    for (const p of [ana, ben]) {
      await p.getByTestId('chat').getByText(evil).waitFor();
      expect(await chatLines(p)).toEqual(['Ana Hello Ben', `Ben ${evil}`]);
    }
    // Authors by their player name (the spectator's too).
    expect(await chatLines(eve)).toEqual(['Ève Allez Ana !']);
    // Rendered as text: no image element made of it, the handler never ran.
    expect(await ana.locator('.chat-panel img').count()).toBe(0);
    expect(await ana.title()).not.toBe('pwned');
    await shot(ana, 'chat-players');

    // Ana mutes Ben: his next line does not reach her, and the mute holds after a reload.
    await ana.getByRole('button', { name: 'Mute Ben' }).click();
    await ana.getByText('Ben is muted').waitFor();
    await say(ben, 'you will not see this');
    await ben.getByText('you will not see this').waitFor();
    await say(ana, 'quiet now');
    await ana.getByText('quiet now').waitFor();
    expect(await chatLines(ana)).toEqual(['Ana Hello Ben', 'Ana quiet now']);
    await ana.reload();
    await ana.getByText('quiet now').waitFor();
    await ana.getByRole('button', { name: 'Unmute Ben' }).waitFor();
    expect(await chatLines(ana)).toEqual(['Ana Hello Ben', 'Ana quiet now']);
    await Promise.all(contexts.map((c) => c.close()));
  });
});
