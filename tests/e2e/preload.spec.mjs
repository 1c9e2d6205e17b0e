// Each page lists the modules its script imports (at any depth) as
// <link rel="modulepreload">, so that the browser fetches them in one round
// rather than a level of imports at a time: no module missing, none extra.

import { PAGES, preloadsOf, routeModules, routePreloads, staticImports } from '../../tools/preloads.mjs';
import { expect, test } from './support/index.mjs';

for (const [page, entry] of Object.entries(PAGES)) {
  test(`${page} preloads exactly the modules ${entry} imports`, () => {
    const wanted = staticImports(entry);
    expect(wanted).toContain('www/pkg/mancala.js');
    expect([...preloadsOf(page)].sort(), `${page}: node tools/preloads.mjs rewrites the list`).toEqual([...wanted].sort());
  });
}

test('www/route-preloads.js lists the modules of each view an address opens at once, less those the page preloads', () => {
  const wanted = routeModules();
  expect(wanted.learn).toContain('learn/page.js');
  expect(wanted.link).toContain('share/friend-panel.js');
  expect(wanted.puzzle).not.toContain('pkg/mancala.js');
  expect(routePreloads(), 'node tools/preloads.mjs rewrites the lists').toEqual(wanted);
});
