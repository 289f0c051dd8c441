import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { CreateGameResponse } from '@ludotheque/protocol';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { axeViolations, describeFindings } from './axe.js';
import { type App, shot, startApp } from './harness.js';

/**
 * Issue 16, players: a guest names itself (an injection string, shown as text), plays, registers, signs in from a
 * fresh browser and finds its games there; a passkey is added and signs in (Chromium's virtual authenticator).
 * The pages open `http://localhost:<port>`: WebAuthn refuses an IP address as the relying party.
 */

let app: App;
let url: string;
beforeAll(async () => {
  app = await startApp();
  url = app.url.replace('127.0.0.1', 'localhost');
});
afterAll(async () => {
  await app?.close();
});

const INJECTION = '<img src=x onerror=1>';
const newContext = (): Promise<BrowserContext> =>
  app.browser.newContext({ locale: 'en-GB', viewport: { width: 1200, height: 850 } });

async function createLinx(): Promise<CreateGameResponse> {
  const res = await fetch(`${app.url}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      game: 'linx',
      seats: [
        { kind: 'human', name: 'Ana' },
        { kind: 'human', name: 'Ben' },
      ],
    }),
  });
  if (res.status !== 201) throw new Error(`create: ${res.status}`);
  return (await res.json()) as CreateGameResponse;
}

/** A cookie-less client (as the CLI) that takes seat 1 with its token and resigns: the page's seat 0 wins. */
async function resignSeat1(game: CreateGameResponse): Promise<void> {
  const ws = new WebSocket(`${app.url.replace('http', 'ws')}/ws`);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const frames: { type: string; result?: unknown }[] = [];
  ws.on('message', (d) => frames.push(JSON.parse(String(d))));
  ws.send(JSON.stringify({ type: 'join', game: game.id, token: game.invites[1]?.token }));
  for (let i = 0; i < 500 && !frames.some((f) => f.type === 'sync'); i++) await new Promise((r) => setTimeout(r, 10));
  ws.send(JSON.stringify({ type: 'resign' }));
  for (let i = 0; i < 500 && !frames.some((f) => f.type === 'event' && f.result); i++)
    await new Promise((r) => setTimeout(r, 10));
  ws.close();
  if (!frames.some((f) => f.type === 'event' && f.result)) throw new Error('the resignation did not end the game');
}

const nameInHeader = (page: Page) => page.getByTestId('player-name');

describe('players in Chromium', () => {
  it('a guest named with markup registers, signs in from a fresh browser and finds its games', async () => {
    const first = await newContext();
    const a = await first.newPage();
    await a.goto(`${url}/`);
    await expect.poll(() => nameInHeader(a).textContent()).toMatch(/^Guest \d{4}$/); // "Invité 4821" said in the English page's language (issue 25)
    await nameInHeader(a).click();
    await a.getByLabel('Your name, as other players see it').fill(INJECTION);
    await a.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => nameInHeader(a).textContent()).toBe(INJECTION);
    // Text, not markup: no image was made of it anywhere in the page.
    expect(await a.locator('header img, main img').count()).toBe(0);

    // A finished game (the other seat resigns) and one in progress, both on this browser's seats.
    const finished = await createLinx();
    await a.goto(`${url}${finished.invites[0]?.url}`);
    await a.locator('.board').waitFor();
    await resignSeat1(finished);
    const running = await createLinx();
    await a.goto(`${url}${running.invites[0]?.url}`);
    await a.locator('.board').waitFor();

    // Register on the player page, from the header.
    await a.getByTestId('my-page').click();
    const register = a.getByTestId('register-form');
    await register.getByLabel('Username').fill('zoe-e2e');
    await register.getByLabel('Password').fill('correct horse battery');
    await register.getByRole('button', { name: 'Create an account' }).click();
    await expect.poll(() => a.getByTestId('signed-in').textContent()).toBe('Signed in as zoe-e2e.');
    await first.close();

    // A fresh browser: a new guest until it signs in; then the same player, its name and its games.
    const second = await newContext();
    const b = await second.newPage();
    await b.goto(`${url}/#/me`);
    await expect.poll(() => nameInHeader(b).textContent()).toMatch(/^Guest \d{4}$/); // "Invité 4821" said in the English page's language (issue 25)
    await b.getByTestId('login-form').waitFor();
    expect(describeFindings(await axeViolations(b)), 'player page, guest').toEqual([]);
    const login = b.getByTestId('login-form');
    await login.getByLabel('Username').fill('zoe-e2e');
    await login.getByLabel('Password').fill('wrong password');
    await login.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => b.getByTestId('player-error').textContent()).toBe('Wrong username or password.');
    await login.getByLabel('Password').fill('correct horse battery');
    await login.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => nameInHeader(b).textContent()).toBe(INJECTION);
    expect(await b.getByTestId('player-heading').textContent()).toBe(INJECTION);
    expect(await b.locator('header img, main img').count()).toBe(0);
    const done = b.getByTestId('finished').locator(`li[data-game-id="${finished.id}"]`);
    await expect.poll(() => done.getByTestId('outcome').textContent()).toBe('won');
    expect(await b.getByTestId('totals').locator('tbody tr').allTextContents()).toEqual(['Linx11']);
    const going = b.getByTestId('in-progress').locator(`li[data-game-id="${running.id}"]`);
    expect(await going.textContent()).toContain('Ana (you)');
    await shot(b, 'players-my-games');
    expect(describeFindings(await axeViolations(b)), 'player page, signed in, with games').toEqual([]);
    // Continue: the seat, on this device without its token.
    await going.getByRole('link', { name: 'Continue' }).click();
    await b.locator('.board').waitFor();
    await expect.poll(() => b.getByTestId('connection').textContent()).toBe('Connected');
    await b.locator('.hand-area').first().waitFor();
    await second.close();
  });

  it('adds a passkey to an account and signs in with it', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
    await page.goto(`${url}/#/me`);
    const register = page.getByTestId('register-form');
    await register.getByLabel('Username').fill('passkey-e2e');
    await register.getByLabel('Password').fill('another good one');
    await register.getByRole('button', { name: 'Create an account' }).click();
    await page.getByTestId('signed-in').waitFor();
    const id = await page.evaluate(async () => ((await (await fetch('/api/me')).json()) as { id: string }).id);
    await page.getByTestId('add-passkey').click();
    await expect.poll(() => page.getByTestId('passkey-added').textContent()).toBe('Passkey added (1 on this account).');
    await page.getByTestId('logout').click();
    await page.getByTestId('passkey-login').waitFor();
    const guest = await page.evaluate(async () => ((await (await fetch('/api/me')).json()) as { id: string }).id);
    expect(guest).not.toBe(id);
    await page.getByTestId('passkey-login').click();
    await expect.poll(() => page.getByTestId('signed-in').textContent()).toBe('Signed in as passkey-e2e.');
    const back = await page.evaluate(async () => ((await (await fetch('/api/me')).json()) as { id: string }).id);
    expect(back).toBe(id);
    await context.close();
  });

  it('says why a password is refused, how long to wait after too many attempts, and that a passkey is unknown (issue 23)', async () => {
    for (const [locale, password, refused, reason] of [
      ['fr-FR', 'motdepasse', 'Ce mot de passe est trop facile à deviner.', 'C’est un mot de passe très courant.'],
      ['en-GB', 'password', 'This password is too easy to guess.', 'This is one of the ten most used passwords.'],
    ] as const) {
      const context = await app.browser.newContext({ locale, viewport: { width: 1200, height: 850 } });
      const page = await context.newPage();
      await page.goto(`${url}/#/me`);
      const register = page.getByTestId('register-form');
      await register.locator('input[name=username]').fill(`weak-${locale.slice(0, 2)}`);
      await register.locator('input[name=password]').fill(password);
      await register.locator('button[type=submit]').click();
      const error = page.getByTestId('register-form').getByTestId('player-error');
      await expect.poll(() => error.locator('p').textContent()).toBe(refused);
      expect(await error.getByTestId('password-reasons').locator('li').allTextContents()).toContain(reason);
      // Wrong passwords at one username from this browser: the sixth try says how long to wait, in words.
      const login = page.getByTestId('login-form');
      await login.locator('input[name=username]').fill('nobody-e2e');
      for (let i = 0; i < 6; i++) {
        await login.locator('input[name=password]').fill(`wrong password ${i}`);
        await login.locator('button[type=submit]').click();
        await expect.poll(() => login.getByTestId('player-error').getAttribute('data-code')).toMatch(/./);
      }
      const wait =
        locale === 'fr-FR'
          ? /^Trop d’essais\u00a0: réessayez dans \d+\u00a0s\.$/
          : /^Too many attempts: try again in \d+\u00a0s\.$/;
      await expect.poll(() => login.getByTestId('player-error').textContent()).toMatch(wait);
      if (locale === 'fr-FR') await shot(page, 'players-too-many-attempts');
      await context.close();
    }
    // A passkey this server does not know (removed from the account, or another server's): a passkey's own words.
    const context = await newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
    const key = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'der', type: 'pkcs8' });
    await cdp.send('WebAuthn.addCredential', {
      authenticatorId,
      credential: {
        credentialId: randomBytes(16).toString('base64'),
        isResidentCredential: true,
        rpId: 'localhost',
        privateKey: key.toString('base64'),
        userHandle: randomBytes(16).toString('base64'),
        signCount: 0,
      },
    });
    await page.goto(`${url}/#/me`);
    await page.getByTestId('passkey-login').click();
    const stale = page.locator('.player-passkeys').getByTestId('player-error');
    await expect.poll(() => stale.getAttribute('data-code')).toBe('passkeyRefused');
    expect(await stale.textContent()).toMatch(/^This passkey could not sign you in/);
    await context.close();
  });

  it('a guest cookie planted in the browser stops working once the page takes its seat (issue 22)', async () => {
    // The attacker's own guest: its cookie X, kept, then planted in the victim's browser.
    const me = await fetch(`${url}/api/me`);
    const planted = (me.headers.getSetCookie()[0] ?? '').split(';')[0]?.split('=')[1] ?? '';
    const attacker = ((await me.json()) as { id: string }).id;
    const context = await newContext();
    await context.addCookies([{ name: 'ludo_session', value: planted, url, httpOnly: true, sameSite: 'Lax' }]);
    const page = await context.newPage();
    const game = await createLinx();
    await page.goto(`${url}${game.invites[0]?.url}`);
    await page.locator('.board').waitFor();
    await expect.poll(() => page.getByTestId('connection').textContent()).toBe('Connected');
    const now = (await context.cookies(url)).find((c) => c.name === 'ludo_session')?.value;
    expect(now).toBeDefined();
    expect(now).not.toBe(planted);
    // The victim is still the planted guest's player, on the new cookie; X acts for nobody.
    const victim = await page.evaluate(async () => ((await (await fetch('/api/me')).json()) as { id: string }).id);
    expect(victim).toBe(attacker);
    const x = await fetch(`${url}/api/me`, { headers: { cookie: `ludo_session=${planted}` } });
    expect(x.status).toBe(409);
    await context.close();
  });
});
