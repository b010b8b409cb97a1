import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// axe-core runs inside the page (evaluated through the DevTools protocol, so the page's CSP does not apply).
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Finding = { rule: string; impact: string; target: string; summary: string };

/**
 * The serious and critical accessibility violations axe-core finds in the page as it is now (every rule axe
 * runs: WCAG 2.x A/AA and best practices), one line per element, named by `where`.
 */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const findings = await page.evaluate(async () => {
    type AxeNode = { target: string[]; failureSummary?: string };
    type AxeViolation = { id: string; impact: string | null; nodes: AxeNode[] };
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .flatMap((violation) =>
        violation.nodes.map((node) => ({
          rule: violation.id,
          impact: violation.impact ?? '',
          target: node.target.join(' '),
          summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200),
        })),
      );
  });
  return findings.map(
    (finding: Finding) =>
      `${where}: ${finding.rule} (${finding.impact}) ${finding.target} — ${finding.summary}`,
  );
}
