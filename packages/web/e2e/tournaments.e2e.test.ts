/**
 * Tournaments in Chromium (issue 29): Ana (English) finds an arena from the home page, Ben (French) opens it by its
 * link; both join, their game is ready at once, Ben pauses, Ana plays her game (and resigns it), the arena's clock
 * (the server's tournament clock, moved by the test) passes its end, and both see the podium. With
 * `LUDO_DOCS_SCREENSHOT=1` the tournament page is also written to `docs/screenshot-tournament.png`.
 */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, ARTIFACTS, ROOT, startApp } from './harness.js';

let app: App;
/** The tournaments' clock runs ahead of the real one by this much (the test jumps past the arena's end). */
let ahead = 0;
beforeAll(async () => {
  app = await startApp({}, { tournaments: { now: () => Date.now() + ahead, tickMs: 200 } });
});
afterAll(async () => {
  await app?.close();
});

/** An account made over the API (the creator: only accounts create tournaments), its session cookie. */
async function account(url: string, username: string): Promise<string> {
  const me = await fetch(`${url}/api/me`);
  let cookie = (me.headers.getSetCookie().find((c) => c.startsWith('ludo_session=')) ?? '').split(';')[0] ?? '';
  const r = await fetch(`${url}/api/account/register`, {
    method: 'POST',
    headers: { cookie, origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'correct horse battery' }),
  });
  if (r.status !== 200) throw new Error(`register: ${r.status}`);
  cookie = (r.headers.getSetCookie().find((c) => c.startsWith('ludo_session=')) ?? cookie).split(';')[0] ?? cookie;
  return cookie;
}

describe('tournaments (issue 29)', () => {
  it('the create form makes a 3+2 arena that allows berserk (French page)', async () => {
    const cookie = await account(app.url, 'dora-e2e');
    const [name, value] = cookie.split('=');
    const context = await app.browser.newContext({ locale: 'fr-FR', viewport: { width: 1366, height: 900 } });
    await context.addCookies([{ name: name ?? '', value: value ?? '', url: app.url }]);
    const page = await context.newPage();
    await page.goto(`${app.url}/#/tournaments`);
    await page.getByRole('heading', { name: 'Créer un tournoi' }).waitFor();
    await page.locator('input[name="tournamentName"]').fill('Blitz berserk');
    // No berserk without a clock: the box appears once a real-time clock is chosen.
    expect(await page.locator('input[name="berserkable"]').count()).toBe(0);
    await page.locator('select[name="arenaClock"]').selectOption('r180+2');
    await page.getByLabel('Permettre le berserk (moitié du temps pour un point de plus)').check();
    await page.getByRole('button', { name: 'Créer', exact: true }).click();
    await page.waitForURL(/#\/tournaments\/[A-Za-z0-9_-]+$/);
    const id = new URL(page.url()).hash.split('/').pop() ?? '';
    const detail = (await (await fetch(`${app.url}/api/tournaments/${id}`)).json()) as {
      tournament: { name: string; berserkable?: boolean; clock: unknown };
    };
    expect(detail.tournament).toMatchObject({
      name: 'Blitz berserk',
      berserkable: true,
      clock: { kind: 'realtime', baseSeconds: 180, incrementSeconds: 2 },
    });
    await context.close();
  });

  it('join, play, pause, and the podium at the end, in English and French', async () => {
    const cookie = await account(app.url, 'cleo-e2e');
    const made = await fetch(`${app.url}/api/tournaments`, {
      method: 'POST',
      headers: { cookie, origin: app.url, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Arène du soir', game: 'linx', format: 'arena', minutes: 10 }),
    });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: string };

    const anaContext = await app.browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });
    const benContext = await app.browser.newContext({ locale: 'fr-FR', viewport: { width: 1366, height: 768 } });
    const ana = await anaContext.newPage();
    const ben = await benContext.newPage();
    // Ana: home → Tournaments → the arena now playing.
    await ana.goto(`${app.url}/`);
    await ana.getByTestId('tournaments-link').click();
    await ana.getByRole('heading', { name: 'Playing now' }).waitFor();
    await ana.getByRole('link', { name: 'Arène du soir' }).click();
    await ana.getByTestId('tournament-join').click();
    await ana.getByTestId('tournament-me').getByText('You are in this tournament.').waitFor();
    // Ben, in French, by the tournament's link.
    await ben.goto(`${app.url}/#/tournaments/${id}`);
    await ben.getByRole('button', { name: 'S’inscrire' }).click();
    await ben.getByText('Votre prochaine partie est prête.').waitFor();
    await ana.getByText('Your next game is ready.').waitFor();
    await expect.poll(() => ana.getByTestId('tournament-clock').textContent()).toMatch(/^Ends in \d+:\d\d$/);
    // Ben pauses: no new game for him after this one.
    await ben.getByTestId('tournament-pause').click();
    await ben.getByText('Vous êtes en pause\u00a0: aucune nouvelle partie avant votre retour.').waitFor();
    // Ana plays her game: she opens it from the notice, and resigns it.
    await ana.getByTestId('tournament-play').click();
    await ana.getByTestId('resign').click();
    await ana.getByTestId('resign-confirm').click();
    await ana.getByTestId('match-over').waitFor();
    await ana.goto(`${app.url}/#/tournaments/${id}`);
    const standings = ana.getByTestId('tournament-standings');
    await expect.poll(() => standings.locator('tbody tr').first().textContent()).toContain('2');
    expect(await ana.getByTestId('tournament-ready').count()).toBe(0);
    // A resignation is a game played, not an absence: Ana is still in, not paused.
    expect(await ana.getByTestId('tournament-me').textContent()).toBe('You are in this tournament.');
    // The arena's clock passes its end: the podium, in each language.
    ahead = 11 * 60_000;
    await ana.getByTestId('tournament-podium').waitFor({ timeout: 15_000 });
    await ben.getByTestId('tournament-podium').waitFor({ timeout: 15_000 });
    expect(await ana.getByTestId('tournament-podium').textContent()).toMatch(
      /1st place.*2 points.*2nd place.*0 points/,
    );
    expect(await ben.getByTestId('tournament-podium').textContent()).toMatch(
      /1re place.*2\u00a0points.*2e place.*0\u00a0point/,
    );
    expect(await ben.getByTestId('tournament-clock').textContent()).toBe('Ce tournoi est terminé.');
    const file = join(ARTIFACTS, 'tournament.png');
    await ben.screenshot({ path: file, fullPage: false });
    if (process.env.LUDO_DOCS_SCREENSHOT === '1') copyFileSync(file, join(ROOT, 'docs/screenshot-tournament.png'));
    // The winner's profile lists the arena with the place (in French: « 1re place, 2 points »).
    await ben.getByTestId('tournament-standings').locator('tbody tr').first().getByRole('link').click();
    await expect
      .poll(() => ben.getByTestId('profile-tournaments').textContent())
      .toContain('Arène du soir — 1re place, 2\u00a0points');
    await anaContext.close();
    await benContext.close();
  }, 90_000);
});
