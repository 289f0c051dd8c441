import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, createOnline, shot, startApp } from './harness.js';

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

describe('clocks (issue 17)', () => {
  it('a short timed online game shows each seat its time, tenths at the end, and the flag of the seat that waits', async () => {
    const context = await app.browser.newContext({ locale: 'en-GB', viewport: { width: 1200, height: 850 } });
    const page = await context.newPage();
    // The fast clock: a custom 9 seconds (0.15 minutes), no increment. The clock starts at the table's creation
    // (clocks/README), so it must outlast the seats' pages loading on a loaded machine (3 s did not, in CI).
    const links = await createOnline(page, app.url, 'linx', async (p) => {
      await p.locator('select[name="tableClock"]').selectOption('custom');
      await p.locator('input[name="clockMinutes"]').fill('0.15');
      await p.locator('input[name="clockIncrement"]').fill('0');
    });
    const seats = [await context.newPage(), await context.newPage()];
    await seats[0]?.goto(links[0] as string);
    await seats[1]?.goto(links[1] as string);
    for (const p of seats) await p?.getByTestId('seat-clocks').waitFor();
    const a = seats[0];
    if (!a) throw new Error('no page');
    expect(await a.getByTestId('seat-clock').count()).toBe(2);
    // Under ten seconds the running clock shows tenths.
    await a.locator('.seat-clock.running [data-testid="seat-clock-time"]').waitFor();
    expect(await a.locator('.seat-clock.running [data-testid="seat-clock-time"]').textContent()).toMatch(/^0:0\d\.\d$/);
    // The seat to move has the turn in its page title.
    const titles = await Promise.all(seats.map((p) => p?.title()));
    expect(titles.filter((t) => t?.startsWith('(Your turn)'))).toHaveLength(1);
    await shot(a, 'clocks-running');
    // Nobody moves: the server flags the seat to move after its 9 seconds; both pages show it and the end.
    await a.locator('.seat-clock.out').waitFor({ timeout: 20_000 });
    expect(await a.locator('.seat-clock.out [data-testid="seat-clock-time"]').textContent()).toBe('0:00.0');
    expect(await a.locator('.seat-clock.out').textContent()).toContain('out of time');
    expect(await a.getByTestId('clock-end').textContent()).toMatch(/^(Ana|Ben) ran out of time\.$/);
    await seats[1]?.locator('.seat-clock.out').waitFor({ timeout: 15_000 });
    // The end dialog says it was the clock, not a resignation.
    expect(await a.getByTestId('end-reason').textContent()).toMatch(/^(Ana|Ben) ran out of time\.$/);
    await a.waitForFunction(() => !document.title.startsWith('(Your turn)'));
    await shot(a, 'clocks-flag');
    await context.close();
  }, 60_000);
});
