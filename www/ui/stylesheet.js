// @ts-check
// A feature's style sheet, added when the feature first loads (the first
// load of the page does without it): resolves once it applies, or failed.
// A preload of the same sheet (www/route-preloads.js) is not the sheet.
export function loadStyle(href) {
  if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', resolve, { once: true });
    link.addEventListener('error', resolve, { once: true });
    document.head.append(link);
  });
}
