// axe-core (npm) in a page: every WCAG rule it checks, and a failure for any serious or critical
// violation. The page's own Content-Security-Policy refuses injected scripts: the contexts that
// run axe are made with bypassCSP.

import { createRequire } from 'node:module';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Fails with the list of serious and critical violations on the page as it is now. */
export async function expectNoSeriousViolations(page, what) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length > 0) {
    const lines = serious.map((v) => `${v.id} (${v.impact}): ${v.help}\n      ${v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1, 2).join(' ')}`).join('\n      ')}`);
    throw new Error(`${what}: axe finds ${serious.length} serious or critical violation(s):\n    ${lines.join('\n    ')}`);
  }
}

/** Runs the check in the light and the dark theme (as the system asks), leaving it light. */
export async function expectAccessibleInBothThemes(page, what) {
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectNoSeriousViolations(page, `${what}, ${scheme} theme`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
