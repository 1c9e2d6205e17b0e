// @ts-check
// Whether live play is offered: the site's server answers this file itself
// with {"live": 1} (docs/LIVE.md); a static host serves it as it is,
// {"live": 0}. (A missing file's 404 would be an error in the console.)

/** @type {Promise<boolean> | null} */
let asked = null;

export function liveOffered() {
  asked ??= fetch(new URL('./status.json', import.meta.url), { cache: 'no-store' })
    .then((response) => (response.ok ? response.json() : null))
    .then((status) => status?.live === 1)
    .catch(() => false);
  return asked;
}
