import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, clickPass, clickTurn, phase, shot, startApp } from './harness.js';

// Issue 16, the lobby: strangers meet through the lobby page (three browser contexts), play a Linx match of one
// round to its end while a third watches from the watch list, and chat (players apart from spectators); quick
// match pairs two players for Superpion.

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

const context = (locale = 'en-GB') => app.browser.newContext({ locale, viewport: { width: 1366, height: 900 } });

/** Opens the lobby and sets the player's display name from the header (players/). */
async function arrive(page: Page, name: string, fr = false): Promise<void> {
  await page.goto(`${app.url}/#/lobby`);
  await page.getByRole('heading', { name: fr ? 'Salon' : 'Lobby', level: 1 }).waitFor();
  await page.getByTestId('player-name').click();
  await page
    .getByLabel(fr ? 'Votre nom, tel que les autres le voient' : 'Your name, as other players see it')
    .fill(name);
  await page.getByRole('button', { name: fr ? 'Enregistrer' : 'Save' }).click();
  await page.getByTestId('player-name').filter({ hasText: name }).waitFor();
  await page
    .getByTestId('lobby-connection')
    .filter({ hasText: fr ? 'En direct' : 'Live' })
    .waitFor();
}

const chatLines = (p: Page) => p.getByTestId('chat').locator('.chat-lines li').allTextContents();
async function say(p: Page, text: string): Promise<void> {
  await p.getByTestId('chat-input').fill(text);
  await p
    .getByTestId('chat')
    .getByRole('button', { name: /^(Send|Envoyer)$/ })
    .click();
}
const myTurn = async (page: Page) => (await page.getByTestId('status').textContent()) === 'Your turn';
const gameId = (page: Page) => /\/play\/([A-Za-z0-9_-]+)/.exec(page.url())?.[1] ?? '';

describe('the lobby in Chromium', () => {
  it('two strangers meet at a public Linx table, play it to the end and chat; a third watches and chats apart', async () => {
    const contexts = [await context(), await context(), await context('fr-FR')];
    const [ana, ben, cleo] = await Promise.all(contexts.map((c) => c.newPage()));
    if (!ana || !ben || !cleo) throw new Error('pages');
    await arrive(ana, 'Ana');
    // A name that looks like markup stays text everywhere the lobby shows it.
    await arrive(ben, '<b>Ben</b>');
    await arrive(cleo, 'Cléo', true);

    // Ana opens a public table: Linx, 2 players, one round to win.
    await ana.locator('select[name="rounds"]').selectOption('1');
    await ana.getByRole('button', { name: 'Open the table' }).click();
    const row = ben.getByTestId('lobby-table').filter({ hasText: 'Ana' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Rounds to win the match: 1');
    expect(await row.textContent()).toContain('free seat');
    expect(await row.textContent()).toContain('casual');
    await cleo.getByTestId('lobby-table').filter({ hasText: 'Ana' }).filter({ hasText: 'place libre' }).waitFor();
    await shot(ben, 'lobby-open-table');
    await row.getByRole('button', { name: 'Join' }).click();
    // The table became a game: each player is sent to their own seat; the table leaves the lobby.
    await ana.waitForURL(/\/play\/[A-Za-z0-9_-]+#token=/);
    await ben.waitForURL(/\/play\/[A-Za-z0-9_-]+#token=/);
    expect(gameId(ana)).toBe(gameId(ben));
    expect(ana.url()).not.toBe(ben.url());
    await cleo.getByTestId('lobby-table').filter({ hasText: 'Ana' }).waitFor({ state: 'detached' });
    // Cléo finds it in the watch list and watches.
    const live = cleo.getByTestId('lobby-watch-game').filter({ hasText: 'Ana' });
    await live.waitFor();
    expect(await live.textContent()).toContain('Ana contre <b>Ben</b>');
    expect(await cleo.locator('.lobby-watch b').count()).toBe(0);
    await live.getByRole('link').click();
    await cleo.waitForURL(new RegExp(`/play/${gameId(ana)}$`));
    for (const p of [ana, ben, cleo]) await p.locator('.board').waitFor();
    expect(await cleo.locator('.hand-area').count()).toBe(0);

    // Chat: the players' chat and the spectators' apart.
    for (const p of [ana, ben, cleo]) await p.getByTestId('chat').waitFor();
    await say(ana, 'Bonne partie, Ben');
    await say(cleo, 'Allez Ana !');
    await ben.getByTestId('chat').getByText('Bonne partie, Ben').waitFor();
    await cleo.getByTestId('chat').getByText('Allez Ana !').waitFor();
    await say(ben, 'Merci !');
    await ana.getByTestId('chat').getByText('Merci !').waitFor();
    for (const p of [ana, ben]) expect((await chatLines(p)).join('\n')).not.toContain('Allez Ana');
    expect((await chatLines(cleo)).join('\n')).not.toContain('Bonne partie');

    // Play the match to its end by clicking, whoever is to move.
    let moves = 0;
    for (let step = 0; step < 3000; step++) {
      if ((await phase(ana)) === 'match' || (await phase(ben)) === 'match') break;
      const mover = (await myTurn(ana)) ? ana : (await myTurn(ben)) ? ben : null;
      if (!mover) {
        await ana.waitForTimeout(30);
        continue;
      }
      const now = await phase(mover);
      if (now === 'pass') await clickPass(mover);
      else if (now === 'mine') await clickTurn(mover);
      else continue;
      moves++;
    }
    for (const p of [ana, ben, cleo]) await p.getByTestId('match-over').waitFor();
    expect(moves).toBeGreaterThan(3);
    await shot(cleo, 'lobby-watcher-end');
    // Cléo's chat stayed her own to the end.
    for (const p of [ana, ben]) expect((await chatLines(p)).join('\n')).not.toContain('Allez Ana');
    await Promise.all(contexts.map((c) => c.close()));
  });

  it('quick match pairs two players for Superpion; a wait can be cancelled', async () => {
    const contexts = [await context(), await context()];
    const [dan, eva] = await Promise.all(contexts.map((c) => c.newPage()));
    if (!dan || !eva) throw new Error('pages');
    await arrive(dan, 'Dan');
    await arrive(eva, 'Eva');
    // Guests play casual quick matches (issue 22: an account's are rated by default), and are told so.
    await dan
      .getByTestId('lobby-quick-rated-note')
      .filter({ hasText: 'As a guest you play casual games: create an account to play rated ones.' })
      .waitFor();
    expect(await dan.locator('input[name="quickRated"]').isDisabled()).toBe(true);
    await dan.getByTestId('lobby-quick-linx-2').click();
    await dan.getByTestId('lobby-waiting-kind').filter({ hasText: '(casual)' }).waitFor();
    await dan
      .getByTestId('lobby-waiting')
      .filter({ hasText: 'Waiting for opponents: Linx, 2 players, rapid' })
      .waitFor();
    await eva.getByTestId('lobby-quick-wait-linx-2').filter({ hasText: '1 waiting' }).waitFor();
    await dan.getByRole('button', { name: 'Cancel' }).click();
    await dan.getByTestId('lobby-waiting').waitFor({ state: 'detached' });
    await eva.getByTestId('lobby-quick-wait-linx-2').filter({ hasText: '0 waiting' }).waitFor();

    await dan.getByTestId('lobby-quick-superpion-2').click();
    await dan.getByTestId('lobby-waiting').waitFor();
    await eva.getByTestId('lobby-quick-superpion-2').click();
    await dan.waitForURL(/\/play\/[A-Za-z0-9_-]+#token=/);
    await eva.waitForURL(/\/play\/[A-Za-z0-9_-]+#token=/);
    expect(gameId(dan)).toBe(gameId(eva));
    for (const p of [dan, eva]) await p.getByRole('heading', { name: 'Superpion', level: 1 }).waitFor();
    // Two different seats: exactly one of them is to move.
    await dan.getByTestId('status').waitFor();
    await eva.getByTestId('status').waitFor();
    const turns = [await dan.getByTestId('status').textContent(), await eva.getByTestId('status').textContent()];
    expect(turns.filter((s) => s === 'Your turn')).toHaveLength(1);
    await shot(dan, 'lobby-quick-superpion');
    await Promise.all(contexts.map((c) => c.close()));
  });
});
