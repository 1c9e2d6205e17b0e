// axe-core (node_modules/axe-core) run in the page as it is. Its script is
// inline, so a test that uses it needs `test.use({ bypassCSP: true })`: the
// page's Content-Security-Policy would refuse it.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

// Every violation (of the part of the page `within` selects, else of the
// whole page), as "impact rule: target (summary)" lines.
export async function violations(page, within = null) {
  return (await run(page, within)).flatMap((v) => lines(v, `${v.impact} ${v.id}`));
}

// The serious and critical violations (and a missing level-one heading,
// which axe calls moderate), as "rule: target (summary)" lines.
export async function seriousViolations(page) {
  return (await run(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'page-has-heading-one')
    .flatMap((v) => lines(v, v.id));
}

async function run(page, within = null) {
  await page.addScriptTag({ content: AXE });
  const results = await page.evaluate(
    (within) => window.axe.run(within ? { include: [within] } : document, { resultTypes: ['violations'] }),
    within,
  );
  return results.violations;
}

function lines(violation, label) {
  return violation.nodes.map((node) => `${label}: ${node.target.join(' ')} (${node.failureSummary.split('\n').slice(1, 2).join('').trim()})`);
}
