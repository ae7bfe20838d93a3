import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

// axe (the engine behind Lighthouse's accessibility audit): WCAG 2.2 A and AA and axe's best
// practices, no violation allowed.

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

type Violation = { id: string; help: string; nodes: { target: string[]; failureSummary?: string }[] };

/** Runs axe on the page as it is now; the message lists each rule broken and where. */
export async function noViolations(page: Page, label: string) {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async (runOnly) => {
    const axe = (
      window as unknown as { axe: { run: (...a: unknown[]) => Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run(document, { runOnly });
    return result.violations.map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  }, RULES);
  const said = violations
    .map((v) => `${v.id} (${v.help}):\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`)
    .join('\n  ');
  expect(violations, `${label}:\n  ${said}`).toEqual([]);
}
