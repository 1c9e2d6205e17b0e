// @ts-check
// The panel of a live game (live.js): which side one plays, the friend's
// connection, the links to send (the friend's while they have not come, the
// watchers'), the clocks, the offers to answer, resign, a draw, a take-back,
// and after the end the rematch. It shows what the server last said; its
// buttons only send messages (the server decides).

import { t } from '../i18n/i18n.js';
import { el, fill } from '../ui/dom.js';
import { copyField } from '../ui/copy.js';
import { SEATS } from './protocol.js';
import { sideWord } from './words.js';

/**
 * What the panel shows (live-game.js, from the server's record).
 * @typedef {object} PanelState
 * @property {number} side this device's side, -1 watching
 * @property {'connecting' | 'open' | 'away' | 'failed'} connection
 * @property {string} failure why the game could not be reached
 * @property {number} ply the moves in effect
 * @property {number | null} toMove null once over
 * @property {import('./protocol.js').Result | null} result
 * @property {string} resultWords
 * @property {import('./protocol.js').Offers} offers
 * @property {import('./protocol.js').Presence | null} presence
 * @property {import('./protocol.js').Clock | null} clock
 * @property {number} clockAt when the clock was heard (performance.now())
 * @property {number} serverOffset the server's clock less this device's
 * @property {boolean} inviting the friend's link is offered
 * @property {boolean} mayTakeBack this player has a move to take back
 */

/** @param {number} ms */
function clockText(ms) {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const two = (n) => String(n).padStart(2, '0');
  return hours ? `${hours}:${two(minutes % 60)}:${two(seconds % 60)}` : `${minutes}:${two(seconds % 60)}`;
}

/**
 * @param {{invite: {friend: string, watch: string} | null, watchUrl: string,
 *   act: (message: object) => boolean, leave: (() => void) | null}} options
 *   `invite`: the links made here (the friend's), `act(message)` sends a
 *   message to the server; `leave` null: the game is all there is (a
 *   gallery's frame), no Leave and no watchers' link to hand on
 */
export function livePanel({ invite, watchUrl, act, leave }) {
  const role = el('strong', { class: 'live-role' });
  const step = el('span', { class: 'live-step' });
  const leaveButton = leave && el('button', { type: 'button', class: 'button small', text: t('live.leave'), onclick: leave });
  const presence = el('p', { class: 'live-presence', 'aria-live': 'polite' });
  // The page's live region says it; this line keeps it in view.
  const notice = el('p', { class: 'live-notice', hidden: true });
  const clocks = [0, 1].map((side) => el('span', { class: 'live-clock', 'data-side': String(side) }));
  const clockRow = el('p', { class: 'live-clocks' }, clocks);
  const friendLink = copyField({ label: t('live.inviteLabel'), buttonText: t('share.copyLink'), link: true });
  if (invite) friendLink.set(invite.friend);
  const inviteRow = el('div', { class: 'live-invite' }, el('p', { class: 'live-note', text: t('live.invite') }), friendLink.root);
  const watchLink = copyField({ label: t('live.watchLabel'), buttonText: t('share.copyLink'), link: true });
  watchLink.set(watchUrl);
  const watchRow = el('details', { class: 'live-watch' }, el('summary', { text: t('live.watchSummary') }), watchLink.root);
  const offerRow = el('div', { class: 'live-offer' });
  const actions = el('div', { class: 'live-actions' });
  const root = el(
    'section',
    { class: 'seat-panel live-panel', 'aria-label': t('live.title') },
    el('div', { class: 'live-head' }, el('p', { class: 'live-text' }, role, ' ', step), leaveButton),
    notice,
    presence,
    clockRow,
    inviteRow,
    offerRow,
    actions,
    leave && watchRow,
  );
  let confirming = false;
  /** @type {PanelState | null} */
  let last = null;
  /** @type {ReturnType<typeof setInterval> | undefined} */
  let ticking;

  const button = (text, onclick, primary = false) => el('button', { type: 'button', class: primary ? 'button primary small' : 'button small', text, onclick });

  // The clocks as the server last said, the running one counted down here.
  function renderClocks() {
    const clock = last?.clock;
    clockRow.hidden = !clock;
    if (!clock) return;
    const running = SEATS.indexOf(clock.running);
    for (const side of [0, 1]) {
      const left = clock.remainingMs[SEATS[side]] - (side === running ? performance.now() - last.clockAt : 0);
      clocks[side].textContent = t('live.clock', { side: sideWord(side), time: clockText(left) });
      clocks[side].classList.toggle('running', side === running);
      clocks[side].classList.toggle('low', left < 30_000);
    }
  }

  /** @param {PanelState} state */
  function render(state) {
    last = state;
    const { side, connection, ply, result, offers, presence: here } = state;
    const playing = side >= 0;
    const mine = playing ? SEATS[side] : null;
    const theirs = playing ? SEATS[1 - side] : null;
    role.textContent = playing ? t('live.role', { side: sideWord(side) }) : t('live.watching');
    step.textContent =
      connection === 'failed'
        ? state.failure
        : connection === 'connecting'
          ? t('live.connecting')
          : connection === 'away'
            ? t('live.reconnecting')
            : result
              ? state.resultWords
              : state.toMove === null
                ? ''
                : playing && state.toMove === side
                  ? t('live.yourTurn')
                  : t('live.theirTurn', { side: sideWord(state.toMove) });
    root.classList.toggle('away', connection === 'away' || connection === 'failed');
    root.classList.toggle('waiting', playing && !result && state.toMove !== side);

    // The friend's connection (for watchers: both players').
    let presenceWords = '';
    if (here && connection === 'open') {
      if (playing && !result) {
        const at = here.abandonAt?.[theirs];
        // Away since the game began (the server counts the time), or not
        // come yet.
        presenceWords = here[theirs]
          ? t('live.friendHere')
          : at
            ? t('live.friendAwayUntil', { time: new Date(at - state.serverOffset).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) })
            : t('live.friendNotYet');
      } else if (!playing) {
        presenceWords = t('live.playersHere', {
          south: t(here.south ? 'live.here' : 'live.away'),
          north: t(here.north ? 'live.here' : 'live.away'),
        });
      }
    }
    presence.textContent = presenceWords;
    presence.hidden = presenceWords === '';
    inviteRow.hidden = !state.inviting;
    renderClocks();
    clearInterval(ticking);
    if (state.clock?.running && !result) ticking = setInterval(renderClocks, 250);

    // An offer to answer, or one's own waiting.
    const offered = ['draw', 'takeback'].find((kind) => offers?.[kind] && offers[kind] !== mine);
    const own = ['draw', 'takeback'].find((kind) => offers?.[kind] === mine);
    if (playing && !result && offered && connection === 'open') {
      fill(
        offerRow,
        el('p', { class: 'live-note', text: t(offered === 'draw' ? 'live.drawOffered' : 'live.takebackAsked') }),
        button(t('live.accept'), () => act({ t: 'answer', kind: offered, ply, accept: true }), true),
        button(t('live.decline'), () => act({ t: 'answer', kind: offered, ply, accept: false })),
      );
    } else if (playing && !result && own) {
      fill(
        offerRow,
        el('p', { class: 'live-note', text: t(own === 'draw' ? 'live.drawOfferedYou' : 'live.takebackAskedYou') }),
        button(t('live.withdraw'), () => act({ t: 'withdraw', kind: own })),
      );
    } else fill(offerRow);
    offerRow.hidden = offerRow.childElementCount === 0;

    // What one may do: during the game, resign (asked once more), a draw,
    // a take-back; after it, a rematch.
    if (!playing || connection === 'failed') fill(actions);
    else if (result) {
      const asked = offers?.rematch ?? [];
      fill(
        actions,
        asked.includes(mine)
          ? el('p', { class: 'live-note', text: t('live.rematchAsked') })
          : button(t('live.rematch'), () => act({ t: 'rematch' }), true),
        asked.includes(theirs) && !asked.includes(mine) ? el('p', { class: 'live-note', text: t('live.rematchOffered') }) : null,
      );
    } else if (confirming) {
      fill(
        actions,
        el('p', { class: 'live-note', text: t('live.resignConfirm') }),
        button(t('live.resignYes'), () => {
          confirming = false;
          act({ t: 'resign' });
          render(last);
        }, true),
        button(t('live.keepPlaying'), () => {
          confirming = false;
          render(last);
        }),
      );
    } else {
      fill(
        actions,
        button(t('live.offerDraw'), () => act({ t: 'offer', kind: 'draw', ply })),
        // A take-back is of one's own last move: none before it.
        state.mayTakeBack ? button(t('live.askTakeback'), () => act({ t: 'offer', kind: 'takeback', ply })) : null,
        button(t('live.resign'), () => {
          confirming = true;
          render(last);
        }),
      );
      for (const pressed of actions.querySelectorAll('button')) /** @type {HTMLButtonElement} */ (pressed).disabled = connection !== 'open';
    }
    actions.hidden = actions.childElementCount === 0;
  }

  // A word of the opponent's answer, until the game moves on ('' clears it).
  /** @param {string} words */
  function notify(words) {
    notice.textContent = words;
    notice.hidden = words === '';
  }

  return { root, render, notify, stop: () => clearInterval(ticking) };
}
