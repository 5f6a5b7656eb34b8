// axe-core in the journeys: the serious and critical findings on screen, one line each, so a failure names
// the rule and the elements. (The screen walk in support/screens.ts audits against the WCAG tags instead.)
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Serious and critical findings on the whole page, or only inside `include` (a CSS selector). */
export async function seriousA11yFindings(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
