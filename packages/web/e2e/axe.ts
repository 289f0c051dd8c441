/**
 * axe-core in the e2e suite: its source (the pinned `axe-core` package) is injected into the page as a script, so
 * the page's own bundle never carries it, then run on the whole document. Only serious and critical violations fail
 * a test (issue 12, "Everyone can play"); each is reported with the rule, its help text and the elements it found.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  readonly id: string;
  readonly impact: string;
  readonly help: string;
  readonly targets: readonly string[];
}

/** The serious and critical violations on the page now, one line per rule (empty when none). */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol, not as a <script>: the app's CSP (rightly) blocks inline scripts.
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async () => {
    type Node = { target: unknown[] };
    type Violation = { id: string; impact: string | null; help: string; nodes: Node[] };
    const axe = (
      window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.map(String).join(' ')),
    }));
  });
  // AXE_ALL=1 lists the moderate and minor findings too (to look for work, never to fail a test on).
  return process.env.AXE_ALL ? found : found.filter((f) => f.impact === 'serious' || f.impact === 'critical');
}

/** Readable lines for a failing expectation: `rule (impact): help — elements`. */
export const describeFindings = (found: readonly AxeFinding[]): string[] =>
  found.map((f) => `${f.id} (${f.impact}): ${f.help} — ${f.targets.join(' | ')}`);
