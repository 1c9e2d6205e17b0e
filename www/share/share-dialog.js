// @ts-check
// The Share dialog of the main page (loaded when first opened): the link to
// the game, playing a friend by link or online (where the host's policy
// lets a friend play: not in a kiosk), and the ways to the position editor
// and the embed dialog (each loaded in turn when opened).

import { t } from '../i18n/i18n.js';
import { loadPart } from '../i18n/language.js';
import { el, fill } from '../ui/dom.js';
import { loadStyle } from '../ui/stylesheet.js';
import { copyField } from '../ui/copy.js';
import { sideKey } from './friend.js';
import { permits } from '../game/state.js';

// The clocks a live game may have: none, or minutes and seconds a move.
const CLOCKS = [null, { minutes: 1, seconds: 0 }, { minutes: 3, seconds: 2 }, { minutes: 5, seconds: 3 }, { minutes: 10, seconds: 5 }, { minutes: 30, seconds: 10 }];

let dialog = null;
function shareDialog() {
  if (!dialog) {
    dialog = el('dialog', { class: 'dialog share-dialog', 'aria-labelledby': 'share-title' });
    document.body.append(dialog);
  }
  return dialog;
}

// Opens the dialog for `sharing` (the page's Sharing), once its texts and
// styles (and those of the editor and the embed dialog) are there.
export async function openShareDialog(sharing) {
  const friends = permits(sharing.shell.state, 'playFriend');
  const [online] = await Promise.all([friends && sharing.liveOffered(), loadPart('share'), loadPart('dialogs'), loadStyle('www/share/dialogs.css')]);
  const dialog = shareDialog();
  const snapshot = sharing.shell.snapshot();
  const live = sharing.shell.gameSession;
  if (live?.kind === 'live') {
    showLiveSharing(dialog, sharing, live);
    return;
  }
  const link = copyField({ label: t('share.linkLabel'), buttonText: t('share.copyLink'), link: true });
  link.set(sharing.currentUrl());
  const toMove = snapshot.position.to_move;
  const over = Boolean(snapshot.outcome);
  const friendPart = !friends
    ? null
    : sharing.friend
    ? el(
        'div',
        { class: 'share-section' },
        el('h3', { text: t('share.friendTitle') }),
        el('p', { text: t('share.friendActive', { side: t(sideKey(sharing.friend.you)) }) }),
      )
    : el(
        'div',
        { class: 'share-section' },
        el('h3', { text: t('share.friendTitle') }),
        el('p', { class: 'note', text: t('share.friendHow') }),
        over
          ? null
          : el('button', {
              type: 'button',
              class: 'button',
              text: t('share.friendStart', { side: t(sideKey(toMove)) }),
              onclick: () => {
                dialog.close();
                sharing.setFriend({ you: toMove, since: snapshot.ply });
                sharing.shell.resumeGame();
              },
            }),
      );
  // A live game from this game's start, where the site's server is there.
  const clock = el(
    'select',
    { id: 'share-online-clock' },
    CLOCKS.map((choice, index) =>
      el('option', { value: String(index), text: choice ? t('share.onlineClockOf', choice) : t('share.onlineNoClock') }),
    ),
  );
  const onlinePart = online
    ? el(
        'div',
        { class: 'share-section share-online' },
        el('h3', { text: t('share.onlineTitle') }),
        el('p', { class: 'note', text: t('share.onlineHow') }),
        el('label', { class: 'share-online-clock', for: 'share-online-clock' }, t('share.onlineClock'), ' ', clock),
        el('button', {
          type: 'button',
          class: 'button primary',
          text: t('share.onlineStart'),
          onclick: () => {
            const chosen = CLOCKS[Number(clock.value)] ?? null;
            dialog.close();
            const options = { clock: chosen && { initialMs: chosen.minutes * 60_000, incrementMs: chosen.seconds * 1000 } };
            sharing.live().then((live) => live.create(snapshot.record, options));
          },
        }),
      )
    : null;
  fill(
    dialog,
    el(
      'div',
      { class: 'dialog-head' },
      el('h2', { id: 'share-title', text: t('share.title') }),
      el('button', { type: 'button', class: 'button small', text: t('action.close'), onclick: () => dialog.close() }),
    ),
    el(
      'div',
      { class: 'share-section' },
      link.root,
      el('p', { class: 'note', text: t('share.linkHow', { count: snapshot.ply }) }),
    ),
    onlinePart,
    friendPart,
    el(
      'div',
      { class: 'share-section share-more' },
      el('button', {
        type: 'button',
        class: 'button',
        text: t('editor.open'),
        onclick: () => {
          dialog.close();
          openEditor(sharing);
        },
      }),
      el('button', {
        type: 'button',
        class: 'button',
        text: t('embed.open'),
        onclick: () => openEmbed(dialog, sharing),
      }),
    ),
  );
  dialog.showModal();
  link.button.focus();
}

// During a live game: only what fits it. The friend's link while they have
// not come (as the panel has it); anyone may watch it (its link, or the
// embed that shows it); the link game's ways (a link to reply to, both
// sides here, a position set up) would leave the server's game. Once it is
// over, its link as any game's, to step through.
function showLiveSharing(dialog, sharing, live) {
  let friend = null;
  if (live.friendUrl) {
    friend = copyField({ label: t('live.inviteLabel'), buttonText: t('share.copyLink'), link: true });
    friend.set(live.friendUrl);
  }
  const watch = copyField({ label: t('live.watchLabel'), buttonText: t('share.copyLink'), link: true });
  watch.set(live.watchUrl);
  let record = null;
  if (live.over) {
    record = copyField({ label: t('share.linkLabel'), buttonText: t('share.copyLink'), link: true });
    record.set(sharing.currentUrl());
  }
  fill(
    dialog,
    el(
      'div',
      { class: 'dialog-head' },
      el('h2', { id: 'share-title', text: t('share.liveTitle') }),
      el('button', { type: 'button', class: 'button small', text: t('action.close'), onclick: () => dialog.close() }),
    ),
    friend && el('div', { class: 'share-section share-friend' }, friend.root, el('p', { class: 'note', text: t('live.invite') })),
    el('div', { class: 'share-section share-watch' }, watch.root, el('p', { class: 'note', text: t('share.liveWatchHow') })),
    record &&
      el(
        'div',
        { class: 'share-section' },
        record.root,
        el('p', { class: 'note', text: t('share.linkHow', { count: sharing.shell.snapshot().ply }) }),
      ),
    el(
      'div',
      { class: 'share-section share-more' },
      el('button', { type: 'button', class: 'button', text: t('embed.openLive'), onclick: () => openEmbed(dialog, sharing, live) }),
    ),
  );
  dialog.showModal();
  (friend ?? watch).button.focus();
}

// The embed dialog: of the game here, or (`live`) for watching the live game.
async function openEmbed(dialog, sharing, live = null) {
  const { openEmbedDialog } = await import('./embed-dialog.js');
  dialog.close();
  openEmbedDialog({
    snapshot: sharing.shell.snapshot(),
    link: sharing.shell.engineGame.link(),
    liveGame: live?.gameId ?? null,
  });
}

async function openEditor(sharing) {
  const editor = await import('./editor.js');
  editor.openEditor({
    engine: sharing.engine,
    start: sharing.shell.snapshot(),
    onPlay: (position) => {
      const game = sharing.engine.WasmGame.fromPosition(position);
      sharing.leaveFriendGame();
      const setup = { game: position.game, options: { holes: position.holes }, starter: position.to_move, names: ['', ''] };
      sharing.shell.loadGame(game, setup, { save: true });
    },
  });
}
