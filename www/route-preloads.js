// @ts-check
// What the view an address opens needs before it shows (its modules, style
// sheets and the game's lessons or puzzles), fetched beside the page's own
// instead of after them (docs/PERFORMANCE.md).
const ROUTES = {"welcome":{"modules":["welcome/welcome.js","ui/stylesheet.js","i18n/welcome/en.js"],"styles":["welcome/welcome.css"]},"learn":{"modules":["learn/page.js","ui/stylesheet.js","learn/lesson.js","learn/judge.js","learn/explain.js","learn/progress.js","i18n/learn/en.js"],"styles":["learn/learn.css"]},"puzzle":{"modules":["puzzles/page.js","ui/stylesheet.js","puzzles/mode.js","game/waiting.js","puzzles/progress.js","game/puzzle-id.js","puzzles/words.js","i18n/on-demand.js","i18n/puzzles/en.js"],"styles":["puzzles/puzzles.css"]},"link":{"modules":["share/share.js","game/link.js","share/friend.js","share/open-link.js","share/friend-panel.js","ui/stylesheet.js"],"styles":["share/seat-panel.css","share/friend.css"]}};
const address = new URLSearchParams(location.search);
const linked = location.hash.length > 1 && !location.hash.startsWith('#live.');
const route = address.has('learn') ? 'learn' : address.has('puzzle') || address.has('puzzles') ? 'puzzle' : linked ? 'link' : location.hash.length > 1 || address.has('kiosk') ? null : 'welcome';
const named = route === 'learn' ? address.get('learn') : route === 'puzzle' ? (address.get('puzzle') ?? address.get('puzzles')) : null;
const game = /^(giuthi|kiothi|en-gehe|hus)\b/.exec(named ?? '')?.[1];
const preload = (rel, href, as) => {
  const link = document.createElement('link');
  Object.assign(link, { rel, href: new URL(href, import.meta.url).href });
  if (as) link.as = as;
  if (as === 'fetch') link.crossOrigin = 'anonymous';
  document.head.append(link);
};
for (const module of ROUTES[route]?.modules ?? []) preload('modulepreload', module);
for (const sheet of ROUTES[route]?.styles ?? []) preload('preload', sheet, 'style');
if (game) preload('preload', route === 'learn' ? `learn/lessons/${game}.json` : `puzzles/${game}.json`, 'fetch');
