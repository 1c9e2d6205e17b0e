// A museum's page on a second local origin (another port), framing the game
// from the development server, for the embed tests. Its own policy is
// strict too: scripts only from itself, frames only from the game's origin.
//
//   const host = await startHostPage({ gameOrigin, embedPath: '/embed.html?...' });
//   await page.goto(host.url); ... await host.close();
//
// The page's script keeps every message from the game's origin in
// `window.received` and sends with `window.sendToGame(data)`.

import { createServer } from 'node:http';

const HOST = '127.0.0.1';

function hostScript(gameOrigin) {
  return `'use strict';
window.received = [];
window.foreign = [];
window.addEventListener('message', (event) => {
  if (event.origin === ${JSON.stringify(gameOrigin)}) window.received.push(event.data);
  else window.foreign.push(event.origin);
});
window.sendToGame = (data) =>
  document.getElementById('game').contentWindow.postMessage(data, ${JSON.stringify(gameOrigin)});
`;
}

function hostHtml({ frameSrc, width, height }) {
  const escaped = frameSrc.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>A museum page</title><script src="/host.js"></script></head>
<body>
<h1>The mancala collection</h1>
<iframe id="game" src="${escaped}" title="Giuthi, a mancala game" width="${width}" height="${height}"
  loading="lazy" referrerpolicy="no-referrer"></iframe>
</body>
</html>`;
}

/**
 * Serves the host page on a free port of 127.0.0.1 (a different origin from
 * the game's). `embedPath` is the framed path on the game's server, such as
 * '/embed.html?parentOrigin=...'; the string {HOST} in it is replaced by
 * this page's own origin. Resolves to {url, origin, frameSrc, close()}.
 */
export async function startHostPage({ gameOrigin, embedPath, width = 640, height = 400 }) {
  let origin = '';
  let frameSrc = '';
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://host').pathname;
    const headers = {
      'Content-Security-Policy': `default-src 'self'; script-src 'self'; frame-src ${gameOrigin}; style-src 'self'`,
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
    };
    if (path === '/host.html') {
      response.writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8' });
      response.end(hostHtml({ frameSrc, width, height }));
    } else if (path === '/host.js') {
      response.writeHead(200, { ...headers, 'Content-Type': 'text/javascript; charset=utf-8' });
      response.end(hostScript(gameOrigin));
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
  frameSrc = new URL(embedPath.replaceAll('{HOST}', encodeURIComponent(origin)), gameOrigin).href;
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
