// axe-core (node_modules/axe-core) in the page: its script is inline, so a
// spec that uses it runs with `test.use({ bypassCSP: true })`.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

// The serious and critical violations on the page as it is (and a missing
// level-one heading, which axe calls moderate), as "rule: target (summary)"
// lines.
export async function seriousViolations(page) {
  await page.addScriptTag({ content: AXE });
  const results = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'page-has-heading-one')
    .flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} (${node.failureSummary.split('\n').slice(1, 2).join('').trim()})`));
}
