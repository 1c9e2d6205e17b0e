// @ts-check
// Whether live play is offered here: the site's own server answers this
// file itself with {"live": 1, ...} (docs/LIVE.md); a static host serves it
// as it is, {"live": 0}, and then nothing of live play is shown. (A static
// host answers a missing address with 404, which the browser's console
// reports as an error: the file is there so that it is never missing.)
// Asked once, when the first screen or the Share dialog first wants it.

/** @type {Promise<boolean> | null} */
let asked = null;

export function liveOffered() {
  asked ??= fetch(new URL('./status.json', import.meta.url), { cache: 'no-store' })
    .then((response) => (response.ok ? response.json() : null))
    .then((status) => status?.live === 1)
    .catch(() => false);
  return asked;
}
