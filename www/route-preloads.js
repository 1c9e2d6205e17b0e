// The modules of the view an address opens at once, beside the page's own (docs/PERFORMANCE.md).
const ROUTES = {"learn":["learn/page.js","learn/lesson.js","learn/judge.js","learn/explain.js","learn/progress.js"],"puzzle":["puzzles/page.js","ui/stylesheet.js","puzzles/mode.js","game/waiting.js","puzzles/progress.js","puzzles/puzzle-id.js","puzzles/words.js","i18n/on-demand.js"],"link":["share/share.js","share/link.js","share/open-link.js","share/friend-panel.js","ui/stylesheet.js"]};
const address = new URLSearchParams(location.search);
const linked = location.hash.length > 1 && !location.hash.startsWith('#live.');
const route = address.has('learn') ? 'learn' : address.has('puzzle') || address.has('puzzles') ? 'puzzle' : linked ? 'link' : null;
for (const module of ROUTES[route] ?? []) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = new URL(module, import.meta.url).href;
  document.head.append(link);
}
