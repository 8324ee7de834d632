import axe from 'axe-core';

/**
 * axe-core (WCAG 2.1 A and AA) on what jsdom rendered: the serious and critical violations, described. jsdom draws
 * nothing, so colour contrast is left to the browser suites (test/e2e/support/browser.ts checkScreen), which run the
 * same rules on real pages.
 */
export async function axeViolations(context: Element | Document = document): Promise<string[]> {
  const result = await axe.run(context, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    // The <html> element is index.html's (lang="en"), which a rendered component does not include.
    rules: { 'color-contrast': { enabled: false }, 'html-has-lang': { enabled: false } },
    // Violations in full; passes with one example each, which is all this reads.
    resultTypes: ['violations'],
  });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join('; ')})`);
}
