// @ts-check
// The panel of a live game (live.js): which side one plays, the friend's
// connection, the links to send (the friend's while they have not come, the
// watchers'), the clocks, the offers to answer, resign, a draw, a take-back,
// and after the end the rematch. It shows what the server last said; its
// buttons only send messages (the server decides).

import { t } from '../i18n/i18n.js';
import { el } from '../ui/dom.js';
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
 * @property {import('../game/state-types.js').Result | null} result the page's game state's
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
  let confirming = false;
  /** @type {PanelState | null} */
  let last = null;
  /** @type {ReturnType<typeof setInterval> | undefined} */
  let ticking;

  // What the buttons send reads the state last shown when pressed. The
  // buttons and notes are made once and shown, hidden or relabelled by each
  // render: an offer or a presence change arriving between a press and its
  // release must not put a new button under the finger (the click would be
  // lost).
  const mine = () => (last && last.side >= 0 ? SEATS[last.side] : null);
  const offeredKind = () => ['draw', 'takeback'].find((kind) => last?.offers?.[kind] && last.offers[kind] !== mine());
  const ownKind = () => ['draw', 'takeback'].find((kind) => mine() && last?.offers?.[kind] === mine());
  const button = (key, onclick, primary = false) =>
    el('button', { type: 'button', class: primary ? 'button primary small' : 'button small', 'data-action': key, text: t(`live.${key}`), onclick });
  const note = () => el('p', { class: 'live-note' });

  const offerNote = note();
  const accept = button('accept', () => answer(true), true);
  const decline = button('decline', () => answer(false));
  const withdraw = button('withdraw', () => {
    const kind = ownKind();
    if (kind) act({ t: 'withdraw', kind });
  });
  const offerRow = el('div', { class: 'live-offer' }, offerNote, accept, decline, withdraw);

  const actionNote = note();
  const rematchNote = note();
  const rematch = button('rematch', () => act({ t: 'rematch' }), true);
  const resignYes = button('resignYes', () => {
    confirming = false;
    act({ t: 'resign' });
    if (last) render(last);
  }, true);
  const keepPlaying = button('keepPlaying', () => {
    confirming = false;
    if (last) render(last);
  });
  const offerDraw = button('offerDraw', () => last && act({ t: 'offer', kind: 'draw', ply: last.ply }));
  const askTakeback = button('askTakeback', () => last && act({ t: 'offer', kind: 'takeback', ply: last.ply }));
  const resign = button('resign', () => {
    confirming = true;
    if (last) render(last);
  });
  const actions = el('div', { class: 'live-actions' }, actionNote, rematch, rematchNote, resignYes, keepPlaying, offerDraw, askTakeback, resign);

  /** @param {boolean} accepted */
  function answer(accepted) {
    const kind = offeredKind();
    if (last && kind) act({ t: 'answer', kind, ply: last.ply, accept: accepted });
  }

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

  // Shows exactly `shown` of a row's children (the rest hidden) and the row
  // itself when any is; a note hidden keeps no words (the row's text is
  // what it shows).
  /** @param {HTMLElement} row @param {Element[]} shown */
  function showOnly(row, shown) {
    for (const child of /** @type {HTMLElement[]} */ ([...row.children])) {
      child.hidden = !shown.includes(child);
      if (child.hidden && child.tagName === 'P') child.textContent = '';
    }
    row.hidden = shown.length === 0;
  }

  // The clocks as the server last said, the running one counted down here.
  function renderClocks() {
    const clock = last?.clock;
    clockRow.hidden = !clock;
    if (!clock || !last) return;
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
    const { side, connection, result, offers, presence: here } = state;
    const playing = side >= 0;
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
      if (playing && !result && theirs) {
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
    const offered = offeredKind();
    const own = ownKind();
    if (playing && !result && offered && connection === 'open') {
      offerNote.textContent = t(offered === 'draw' ? 'live.drawOffered' : 'live.takebackAsked');
      showOnly(offerRow, [offerNote, accept, decline]);
    } else if (playing && !result && own) {
      offerNote.textContent = t(own === 'draw' ? 'live.drawOfferedYou' : 'live.takebackAskedYou');
      showOnly(offerRow, [offerNote, withdraw]);
    } else showOnly(offerRow, []);

    // What one may do: during the game, resign (asked once more), a draw,
    // a take-back; after it, a rematch.
    if (!playing || connection === 'failed') showOnly(actions, []);
    else if (result) {
      const asked = offers?.rematch ?? [];
      const askedHere = asked.includes(SEATS[side]);
      actionNote.textContent = t('live.rematchAsked');
      rematchNote.textContent = t('live.rematchOffered');
      showOnly(actions, [askedHere ? actionNote : rematch, ...(theirs && asked.includes(theirs) && !askedHere ? [rematchNote] : [])]);
    } else if (confirming) {
      actionNote.textContent = t('live.resignConfirm');
      showOnly(actions, [actionNote, resignYes, keepPlaying]);
    } else {
      // A take-back is of one's own last move: none before it.
      showOnly(actions, [offerDraw, ...(state.mayTakeBack ? [askTakeback] : []), resign]);
    }
    for (const pressed of [offerDraw, askTakeback, resign]) pressed.disabled = connection !== 'open';
  }

  // A word of the opponent's answer, until the game moves on ('' clears it).
  /** @param {string} words */
  function notify(words) {
    notice.textContent = words;
    notice.hidden = words === '';
  }

  return { root, render, notify, stop: () => clearInterval(ticking) };
}
