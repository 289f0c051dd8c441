import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeFindings } from './axe.js';
import { type App, startApp } from './harness.js';

/**
 * Issue 26, challenges in Chromium with two contexts: Ana challenges Ben from his profile, Ben sees it live in the
 * bell and accepts from there, both land in the same game at their own seats; a decline's reason reaches Ana in
 * words; once Ben blocks Ana, her challenge is refused.
 */

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

const myId = (p: Page): Promise<string> =>
  p.evaluate(async () => ((await (await fetch('/api/me')).json()) as { id: string }).id);
const gameOf = (p: Page) => new URL(p.url()).pathname.split('/').pop() ?? '';

describe('challenges in Chromium', () => {
  it('challenge from a profile, accepted from the bell: one game; a decline with its reason; a block holds', async () => {
    const [ana, ben] = await Promise.all(
      ['en-GB', 'fr-FR'].map(async (locale) =>
        (await app.browser.newContext({ locale, viewport: { width: 1280, height: 900 } })).newPage(),
      ),
    );
    if (ana === undefined || ben === undefined) throw new Error('no pages');
    const errors: string[] = [];
    for (const p of [ana, ben]) p.on('pageerror', (e) => errors.push(e.message));
    await ana.goto(`${app.url}/?lang=en`);
    await ben.goto(`${app.url}/?lang=fr`);
    const benId = await myId(ben);
    await myId(ana);
    await ben.getByTestId('notify-bell').waitFor();

    // Ana opens Ben's profile and sends a challenge (Linx, untimed, casual).
    const challengeBen = async () => {
      await ana.goto(`${app.url}/?lang=en#/player/${benId}`);
      await ana.getByTestId('challenge-button').click();
      await ana.getByTestId('challenge-send').click();
    };
    await challengeBen();
    await ana
      .getByTestId('challenge-sent')
      .getByText(/waiting for an answer/)
      .waitFor();
    expect(describeFindings(await axeViolations(ana)), 'profile with a challenge sent').toEqual([]);

    // Ben's bell counts it live (no reload); he accepts from the notification and lands at his seat. A loaded
    // machine once took past the default 30 s here (the suite's run beside another's): the wait is longer, not a reload.
    await ben.getByTestId('notify-count').waitFor({ timeout: 60_000 });
    await ben.getByTestId('notify-bell').click();
    const item = ben.locator('li[data-kind="challenge"]').first();
    await item.getByText(/vous défie à Linx/).waitFor();
    expect(describeFindings(await axeViolations(ben)), 'the bell with a challenge').toEqual([]);
    await item.getByRole('button', { name: 'Accepter' }).click();
    await ben.waitForURL(/\/play\//);
    await ben.getByTestId('seat-strip').waitFor();
    // Ana's page hears the answer and goes to the same game, at her own seat.
    await ana.waitForURL(/\/play\/.*#seat=\d/);
    await ana.getByTestId('seat-strip').waitFor();
    expect(gameOf(ana)).toBe(gameOf(ben));
    expect(new URL(ana.url()).hash).not.toBe(new URL(ben.url()).hash);
    // Ana resigns: the end screen offers each of them to challenge the other again.
    await ana.getByTestId('resign').click();
    await ana.getByTestId('resign-confirm').click();
    await ben
      .getByTestId('offers')
      .getByRole('button', { name: /^Défier .+ à nouveau$/ })
      .waitFor();
    await ana
      .getByTestId('offers')
      .getByRole('button', { name: /^Challenge .+ again$/ })
      .waitFor();

    // A second challenge, declined with a reason: Ana reads it in words.
    await challengeBen();
    await ana.getByTestId('challenge-sent').waitFor();
    await ben.goto(`${app.url}/?lang=fr#/challenges`);
    const row = ben.getByTestId('challenges-incoming').locator('li').first();
    await row.getByTestId('challenge-reason').selectOption('tooFast');
    await row.getByRole('button', { name: 'Refuser' }).click();
    await ana
      .getByTestId('challenge-sent')
      .getByText(/declined: this clock is too fast\./)
      .waitFor();

    // Ben blocks Ana: her next challenge is refused, in words; nothing reaches Ben.
    await ben.evaluate(
      async (id) => {
        await fetch(`/api/social/blocks/${id}`, { method: 'PUT' });
      },
      await myId(ana),
    );
    await ana.reload();
    await ana.getByTestId('challenge-button').click();
    await ana.getByTestId('challenge-send').click();
    await ana.getByTestId('challenge-problem').getByText('You cannot challenge this player.').waitFor();
    const incoming = await ben.evaluate(async () => (await (await fetch('/api/challenges')).json()).incoming.length);
    expect(incoming).toBe(0);
    expect(errors).toEqual([]);
  });
});
