import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setModerator } from '@ludotheque/cli';
import { Rng } from '@ludotheque/engine';
import { createRated, playEach, storeOf } from '@ludotheque/server/fixtures/rated';
import { rate, rating } from 'openskill';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeFindings } from './axe.js';
import { type App, createOnline, startApp } from './harness.js';

/**
 * Issue 26, reports and moderation in Chromium: Ana reports a line of Ben's chat, a moderator (granted by the CLI's
 * own function on the server's SQLite file: no web route can) opens it and mutes Ben, whose next line is refused
 * with the moderator's message in his (French) page; Ana is told; Ben marked a cheater, Ana's rating is recomputed
 * as openskill computes it without the voided game, and her profile shows it.
 */
const dir = mkdtempSync(join(tmpdir(), 'ludo-e2e-mod-'));
const dbFile = join(dir, 'mod.sqlite');
let app: App;
beforeAll(async () => {
  app = await startApp({}, { dbFile });
});
afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Registers the page's guest as an account (the players API, as the register form does) and names it. */
async function register(page: Page, username: string, name: string): Promise<string> {
  const id = await page.evaluate(
    async ([u, n]) => {
      const post = (path: string, body: unknown) =>
        fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      await fetch('/api/me');
      await post('/api/me/name', { name: n });
      const r = await post('/api/account/register', { username: u, password: `${u} long enough password` });
      return ((await r.json()) as { id: string }).id;
    },
    [username, name] as const,
  );
  // The page learns of its account as the register form would tell it: read again.
  await page.reload();
  return id;
}

/** openskill's own numbers (its API, not the server's): the README's τ, and the shown number's definition. */
const OPENSKILL = { tau: 25 / 300, preventSigmaIncrease: true };
const shownOf = (r: { mu: number; sigma: number }) => Math.round(1000 + 25 * (r.mu - 3 * r.sigma));

describe('moderation in Chromium', () => {
  it('a reported chat line, a mute the reported player reads, the reporter told, a cheater’s game voided', async () => {
    const ctx = (locale: string) => app.browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
    const [ana, ben, mia] = [
      await (await ctx('en-GB')).newPage(),
      await (await ctx('fr-FR')).newPage(),
      await (await ctx('en-GB')).newPage(),
    ];
    const errors: string[] = [];
    for (const p of [ana, ben, mia]) p.on('pageerror', (e) => errors.push(e.message));
    await ana.goto(`${app.url}/?lang=en`);
    await ben.goto(`${app.url}/?lang=fr`);
    await mia.goto(`${app.url}/?lang=en`);
    const anaId = await register(ana, 'ana-mod', 'Ana');
    const benId = await register(ben, 'ben-mod', 'Ben');
    const miaId = await register(mia, 'mia-mod', 'Mia');
    await setModerator('grant', 'mia-mod', dbFile);
    // Not a moderator: one sentence, and the server's 403 behind it.
    await ana.goto(`${app.url}/?lang=en#/mod`);
    await ana.getByTestId('mod-refused').getByText('This page is for moderators.').waitFor();

    // Ana and Ben at one online table; Ben writes a rude line, Ana reports it.
    const links = await createOnline(ana, app.url, 'linx');
    await ana.goto(links[0] as string);
    await ben.goto(links[1] as string);
    for (const p of [ana, ben]) await p.getByTestId('chat').waitFor();
    await ben.getByTestId('chat-input').fill('you play like a <b>potato</b>');
    await ben.getByTestId('chat-input').press('Enter');
    const rude = ana.getByTestId('chat').locator('li', { hasText: 'you play like a <b>potato</b>' });
    await rude.waitFor();
    await rude.getByRole('button', { name: 'Report this message by Ben' }).click();
    const dialog = ana.getByTestId('report-dialog');
    await dialog.getByLabel('Abuse or insults').check();
    await dialog.getByTestId('report-text').fill('Insults in the chat');
    expect(describeFindings(await axeViolations(ana)), 'the report dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Send the report' }).click();
    await dialog.getByTestId('report-sent').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The moderator opens it: the chat around the line, and mutes Ben for an hour.
    await mia.goto(`${app.url}/?lang=en#/mod`);
    await mia.getByRole('button', { name: 'Abuse or insults: Ben, reported by Ana' }).click();
    const report = mia.getByTestId('mod-report');
    await report.getByTestId('mod-chat').getByText('you play like a <b>potato</b>').waitFor();
    expect(await report.getByTestId('mod-report-text').textContent()).toBe('Insults in the chat');
    await report.getByTestId('mod-action').selectOption('mute');
    await report.getByTestId('mod-minutes').fill('60');
    await report.getByTestId('mod-reason').fill('Insults in the chat of a Linx game');
    expect(describeFindings(await axeViolations(mia)), 'the moderation page').toEqual([]);
    await report.getByTestId('mod-confirm').click();
    await report.waitFor({ state: 'detached' });
    await mia
      .getByTestId('mod-log')
      .getByText('Mia — Mute the chat — Ben: Insults in the chat of a Linx game')
      .waitFor();

    // Ben's next line is refused, said in his page in French; nothing reaches Ana.
    await ben.getByTestId('chat-input').fill('sorry');
    await ben.getByTestId('chat-input').press('Enter');
    const notice = await ben.getByTestId('chat-notice').textContent();
    expect(notice).toMatch(/^Un modérateur a coupé votre discussion jusqu’à .+\.$/);
    // Ana is told her report was handled (her bell, live).
    await ana.goto(`${app.url}/?lang=en#/`);
    await ana.getByTestId('notify-bell').click();
    await ana.getByTestId('notify-item').getByText('A moderator handled your report: thank you').waitFor();
    // Ben sees the mute on his pages too.
    await ben.goto(`${app.url}/?lang=fr#/`);
    expect(await ben.getByTestId('mod-muted').textContent()).toMatch(/^Un modérateur a coupé votre discussion jusqu’à/);

    // Rated games: Ben beats Ana, then Ana beats Mia. Mia reports Ben for cheating and marks him a cheater.
    const store = storeOf(app.server);
    const humans = [
      { kind: 'human' as const, name: 'P1' },
      { kind: 'human' as const, name: 'P2' },
    ];
    const played = async (a: string, b: string, loser: 0 | 1, seed: string) => {
      const id = await createRated(app.server.authority, store, { game: 'linx', options: {}, seats: humans }, [a, b]);
      await playEach(app.server.authority, id, Rng.seeded(seed), 2, [0, 1]);
      expect((await app.server.authority.command(id, loser, { type: 'resign' })).ok).toBe(true);
    };
    await played(benId, anaId, 1, 'e2e-1');
    await played(anaId, miaId, 1, 'e2e-2');
    await mia.goto(`${app.url}/?lang=en#/player/${anaId}`);
    // The ratings are settled just after each game ends: Ana's profile shows 2 rated games.
    await mia.getByText(/^Linx: \d+\?? after 2 rated games$/).waitFor();
    await mia.goto(`${app.url}/?lang=en#/player/${benId}`);
    await mia.getByTestId('report-player').click();
    const cheat = mia.getByTestId('report-dialog');
    await cheat.getByLabel('Cheating').check();
    await cheat.getByTestId('report-text').fill('Engine moves');
    await cheat.getByRole('button', { name: 'Send the report' }).click();
    await cheat.getByTestId('report-sent').waitFor();
    await mia.goto(`${app.url}/?lang=en#/mod`);
    await mia.getByRole('button', { name: 'Cheating: Ben, reported by Mia' }).click();
    await mia.getByTestId('mod-action').selectOption('cheater');
    await mia.getByTestId('mod-reason').fill('Engine moves in rated games');
    await mia.getByTestId('mod-confirm').click();
    await mia.getByTestId('mod-report').waitFor({ state: 'detached' });

    // Ana's rating: her win over Mia alone, two newcomers, as openskill computes it.
    const [[won]] = rate([[rating()], [rating()]], { ...OPENSKILL, rank: [1, 2] }) as [[{ mu: number; sigma: number }]];
    await ana.goto(`${app.url}/?lang=en#/player/${anaId}`);
    await ana.getByText(`Linx: ${shownOf(won)}? after 1 rated game`).waitFor();
    // Ben's ratings are hidden.
    await ana.goto(`${app.url}/?lang=en#/player/${benId}`);
    await ana.getByTestId('profile-name').waitFor();
    expect(await ana.getByTestId('rating-history-linx').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
