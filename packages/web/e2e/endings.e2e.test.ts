import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, shot, startApp } from './harness.js';

/**
 * Issue 22, endings in Chromium: the end screens of a 3-player game ended by the clocks, and of a 3-player game whose
 * absent player's seat a stand-in bot played to the end, each read in English and in French (exact sentences, by
 * hand). The games are made over the API (three seats, one invite link each), each seat in its own browser.
 */
let app: App;
beforeAll(async () => {
  app = await startApp({}, { presence: { graceMs: 500 }, standInLevel: 'random' });
});
afterAll(async () => {
  await app?.close();
});

const NB = '\u00a0';
const NAMES = ['Ana', 'Ben', 'Cléo'];

async function createTable(clock?: unknown): Promise<{ id: string; urls: string[] }> {
  const r = await fetch(`${app.url}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      game: 'linx',
      options: { roundsToWin: 3 },
      seats: NAMES.map((name) => ({ kind: 'human', name })),
      ...(clock === undefined ? {} : { clock }),
    }),
  });
  const body = (await r.json()) as { id: string; invites: { seat: number; url: string }[] };
  const urls = NAMES.map((_, s) => `${app.url}${body.invites.find((i) => i.seat === s)?.url ?? ''}`);
  return { id: body.id, urls };
}

/** One browser each (its own cookie: its own player); by default Ana and Ben read English, Cléo French. */
async function openSeats(
  urls: readonly string[],
  locales = ['en-GB', 'en-GB', 'fr-FR'],
): Promise<{ contexts: BrowserContext[]; pages: Page[] }> {
  const contexts = await Promise.all(
    locales.map((locale) => app.browser.newContext({ locale, viewport: { width: 1280, height: 900 } })),
  );
  const pages = await Promise.all(contexts.map((c) => c.newPage()));
  for (const [i, p] of pages.entries()) await p.goto(urls[i] as string);
  for (const p of pages) await p.getByTestId('status').waitFor();
  return { contexts, pages };
}

const ranksOf = async (id: string): Promise<number[]> => {
  const r = (await (await fetch(`${app.url}/api/games/${id}`)).json()) as { result: { ranks: number[] } | null };
  return r.result?.ranks ?? [];
};

async function endScreen(page: Page): Promise<{ title: string; lines: string[]; ranking: string; absent: string[] }> {
  const end = page.getByTestId('match-over');
  await end.waitFor({ timeout: 30_000 });
  return {
    title: (await end.getByRole('heading').textContent()) ?? '',
    lines: await end.getByTestId('end-reason').allTextContents(),
    ranking: (await end.getByTestId('end-ranking').textContent()) ?? '',
    absent: await end.getByTestId('end-absent').allTextContents(),
  };
}

/** The seat holding `rank` in `ranks`. */
const at = (ranks: readonly number[], rank: number) => ranks.indexOf(rank);

describe('endings of 3-player games (issue 22)', () => {
  it('ended by the clocks: the one player with time left wins, the two who ran out follow, in the order they did', async () => {
    // Three seconds a seat: the seat to move runs out, a bot plays it, the next runs out: one side has time left.
    const { id, urls } = await createTable({ kind: 'realtime', baseSeconds: 3, incrementSeconds: 0 });
    const { contexts, pages } = await openSeats(urls);
    const ends = await Promise.all(pages.map(endScreen));
    const ranks = await ranksOf(id);
    // The first out ranks last, the second out second, the one with time left first: three distinct ranks.
    expect([...ranks].sort()).toEqual([1, 2, 3]);
    const [w, m, l] = [at(ranks, 1), at(ranks, 2), at(ranks, 3)];
    const en = (seat: number) => {
      const who = (s: number) => (s === seat ? 'you' : NAMES[s]);
      return {
        title: seat === w ? 'You win the game!' : `${NAMES[w]} wins the game!`,
        ranking: `1st: ${who(w)}; 2nd: ${who(m)} (out of time); 3rd: ${who(l)} (out of time)`,
      };
    };
    const fr = (seat: number) => {
      const who = (s: number) => (s === seat ? 'vous' : NAMES[s]);
      return {
        title: seat === w ? `Vous gagnez la partie${NB}!` : `${NAMES[w]} gagne la partie${NB}!`,
        ranking: `1er${NB}: ${who(w)}${NB}; 2e${NB}: ${who(m)} (temps écoulé)${NB}; 3e${NB}: ${who(l)} (temps écoulé)`,
      };
    };
    for (const seat of [0, 1]) {
      expect({ title: ends[seat]?.title, ranking: ends[seat]?.ranking }).toEqual(en(seat));
      expect(ends[seat]?.lines).toEqual(['Only one player had time left: the game ends there.']);
    }
    expect({ title: ends[2]?.title, ranking: ends[2]?.ranking }).toEqual(fr(2));
    expect(ends[2]?.lines).toEqual([`Il ne restait du temps qu’à une seule personne${NB}: la partie s’arrête là.`]);
    // The status line says the same.
    expect(await pages[0]?.getByTestId('status').textContent()).toBe(`Game over: ${en(0).title}`);
    expect(await pages[2]?.getByTestId('status').textContent()).toBe(`Partie terminée${NB}: ${fr(2).title}`);
    await shot(pages[2] as Page, 'endings-timeout-fr');
    await Promise.all(contexts.map((c) => c.close()));
  }, 90_000);

  it('a stand-in to the end: the absent seat ranks last whatever the bot did, said in both languages', async () => {
    const { id, urls } = await createTable();
    const { contexts, pages } = await openSeats(urls, ['en-GB', 'en-GB', 'en-GB']);
    for (const p of pages)
      await p.waitForFunction(() => document.querySelector('[data-testid="status"]')?.textContent !== '');
    // The seat to move leaves; the next one lets a bot play it; the third, reading French, resigns.
    const statuses = await Promise.all(pages.map((p) => p.getByTestId('status').textContent()));
    const gone = statuses.indexOf('Your turn');
    expect(gone).toBeGreaterThanOrEqual(0);
    const chooser = (gone + 1) % 3;
    const resigner = (gone + 2) % 3;
    const url = new URL(urls[resigner] as string);
    url.searchParams.set('lang', 'fr');
    const resignPage = pages[resigner] as Page;
    await resignPage.goto(url.toString());
    await resignPage.getByTestId('status').waitFor();
    await (pages[gone] as Page).close();
    const choice = (pages[chooser] as Page).getByTestId('away-choice');
    await choice.getByRole('button', { name: 'Let a bot play' }).click({ timeout: 15_000 });
    // The bot plays the absent seat's move; then the resigner resigns.
    await resignPage.waitForFunction(() => document.querySelectorAll('[data-testid="move-list"] li').length >= 1);
    await resignPage.getByRole('button', { name: 'Abandonner', exact: true }).click();
    await resignPage.getByRole('button', { name: 'Oui, abandonner' }).click();
    const [en, fr] = [await endScreen(pages[chooser] as Page), await endScreen(resignPage)];
    const expected = [0, 0, 0];
    expected[chooser] = 1;
    expected[resigner] = 2;
    expected[gone] = 3;
    expect(await ranksOf(id)).toEqual(expected);
    const [w, r, g] = [NAMES[chooser], NAMES[resigner], NAMES[gone] as string];
    // The chooser, in English: it wins.
    expect(en.title).toBe('You win the game!');
    expect(en.ranking).toBe(`1st: you; 2nd: ${r}; 3rd: ${g} (seat played by a bot)`);
    expect(en.absent).toEqual([`${g}’s seat was played by a bot until the end: it ranks last, whatever the bot did.`]);
    // The resigner, in French: second, ahead of the absent seat whose bot was still playing.
    const of = /^[AEIOU]/.test(g) ? `d’${g}` : `de ${g}`;
    expect(fr.title).toBe(`${w} gagne la partie${NB}!`);
    expect(fr.ranking).toBe(`1er${NB}: ${w}${NB}; 2e${NB}: vous${NB}; 3e${NB}: ${g} (siège tenu par un robot)`);
    expect(fr.absent).toEqual([
      `Le siège ${of} a été tenu par un robot jusqu’à la fin${NB}: il finit dernier, quoi qu’ait fait le robot.`,
    ]);
    await shot(pages[chooser] as Page, 'endings-stand-in-en');
    await shot(resignPage, 'endings-stand-in-fr');
    await Promise.all(contexts.map((c) => c.close()));
  }, 90_000);
});
