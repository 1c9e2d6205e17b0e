// The security headers README.md ("Hosting the game") asks a host to send,
// as the tests expect them of the server (smoke.spec.mjs) and send them
// where a test answers a request itself (page.route), so that its page runs
// under the same policy. mancala-server sends them (server/src/files.rs).

const EMBEDDABLE_PAGES = new Set(['/embed.html']);

export function securityHeaders(pathname) {
  const frameAncestors = EMBEDDABLE_PAGES.has(pathname) ? '*' : "'self'";
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self' 'wasm-unsafe-eval'",
      "worker-src 'self' blob:",
      "style-src 'self'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      `frame-ancestors ${frameAncestors}`,
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(self)',
    'Access-Control-Allow-Origin': '*',
  };
}
