// A museum's page on a second local origin (another port), framing the game
// from the development server, for the embed tests. Its own policy is
// strict too: scripts and styles only from itself (no inline style), frames
// only from the game's origin.
//
//   const host = await startHostPage({ gameOrigin, embedPath: '/embed.html?...', sandbox: 'allow-scripts' });
//   const host = await startHostPage({ gameOrigin, snippet: '<iframe src="https://games.example.org/..."></iframe>' });
//   await page.goto(host.url); ... await host.close();
//
// The page frames either `embedPath` (an <iframe id="game"> of `width` x
// `height`, with `sandbox` when given) or an exact `snippet` as docs/EMBED.md
// or the embed dialog writes it (HTML that may hold more, such as the
// doc's host page with its button and script tag), in which the
// documentation's addresses (https://games.example.org,
// https://museum.example) become the two test origins. `body` is more HTML
// after it, `before` HTML before it (a search box); `scripts` serves the
// host's own scripts ({path: text}, such as the doc's /mancala-host.js), the
// same addresses replaced; `stylesheet` the host's own stylesheet
// (/host.css, such as the doc's rule for the frame's class).
//
// The page's own script keeps every message from the game's window in
// `window.received` (its origin in `window.receivedOrigins`), every other
// message's origin in `window.foreign`, and sends with `window.sendToGame(data)`
// as docs/EMBED.md says a host sends (to '*': a sandboxed frame has no
// origin to name).

import { createServer } from 'node:http';

const HOST = '127.0.0.1';
const DOC_GAME_ORIGIN = 'https://games.example.org';
const DOC_HOST_ORIGIN = 'https://museum.example';

const RECORDER = `'use strict';
window.received = [];
window.receivedOrigins = [];
window.foreign = [];
const gameWindow = () => document.querySelector('iframe').contentWindow;
window.addEventListener('message', (event) => {
  if (event.source === gameWindow()) {
    window.received.push(event.data);
    window.receivedOrigins.push(event.origin);
  } else {
    window.foreign.push(event.origin);
  }
});
window.sendToGame = (data) => gameWindow().postMessage(data, '*');
`;

function attribute(text) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

function frameHtml({ frameSrc, width, height, sandbox }) {
  const sandboxed = sandbox === null ? '' : ` sandbox="${attribute(sandbox)}"`;
  return `<iframe id="game" src="${attribute(frameSrc)}" title="Giuthi, a mancala game" width="${width}" height="${height}"
  loading="lazy" referrerpolicy="no-referrer"${sandboxed}></iframe>`;
}

function hostHtml({ frame, body, before }) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>A museum page</title><script src="/host.js"></script><link rel="stylesheet" href="/host.css"></head>
<body>
<h1>The mancala collection</h1>
${before}
${frame}
${body}
</body>
</html>`;
}

// The documentation's example addresses, as the test's origins.
function localised(text, gameOrigin, origin) {
  return text
    .replaceAll(DOC_GAME_ORIGIN, gameOrigin)
    .replaceAll(encodeURIComponent(DOC_HOST_ORIGIN), encodeURIComponent(origin))
    .replaceAll(DOC_HOST_ORIGIN, origin);
}

/**
 * Serves the host page on a free port of 127.0.0.1 (a different origin from
 * the game's). `embedPath` is the framed path on the game's server, such as
 * '/embed.html?parentOrigin=...'; the string {HOST} in it is replaced by
 * this page's own origin. Resolves to {url, origin, frameSrc, close()}.
 */
export async function startHostPage({
  gameOrigin,
  embedPath = null,
  snippet = null,
  sandbox = null,
  width = 640,
  height = 400,
  body = '',
  before = '',
  scripts = {},
  stylesheet = '',
}) {
  let origin = '';
  let frame = '';
  let served = {};
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://host').pathname;
    const headers = {
      'Content-Security-Policy': `default-src 'self'; script-src 'self'; frame-src ${gameOrigin}; style-src 'self'`,
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
    };
    if (path === '/host.html') {
      response.writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8' });
      response.end(hostHtml({ frame, body, before }));
    } else if (path === '/host.css') {
      response.writeHead(200, { ...headers, 'Content-Type': 'text/css; charset=utf-8' });
      response.end(stylesheet);
    } else if (path === '/host.js' || Object.hasOwn(served, path)) {
      response.writeHead(200, { ...headers, 'Content-Type': 'text/javascript; charset=utf-8' });
      response.end(path === '/host.js' ? RECORDER : served[path]);
    } else if (path === '/favicon.ico') {
      response.writeHead(204, headers);
      response.end();
    } else {
      response.writeHead(404, { ...headers, 'Content-Type': 'text/plain' });
      response.end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, HOST, resolve));
  origin = `http://${HOST}:${server.address().port}`;
  let frameSrc;
  if (snippet !== null) {
    frame = localised(snippet, gameOrigin, origin);
    frameSrc = /<iframe[^>]* src="([^"]*)"/.exec(frame)[1].replace(/&amp;/g, '&');
  } else {
    frameSrc = new URL(embedPath.replaceAll('{HOST}', encodeURIComponent(origin)), gameOrigin).href;
    frame = frameHtml({ frameSrc, width, height, sandbox });
  }
  served = Object.fromEntries(
    Object.entries(scripts).map(([path, text]) => [path, localised(text, gameOrigin, origin)]),
  );
  return {
    url: `${origin}/host.html`,
    origin,
    frameSrc,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
