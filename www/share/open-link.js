// @ts-check
// Opening a game link on the main page (loaded only when there is one): the
// game goes on as the link says it was played (a friend's game by whoever
// plays the side to move, a game against the computer on against it, any
// other to look at and play on here), and a link that cannot be read in full
// is explained.

import { t } from '../i18n/i18n.js';
import { readLinkKind, setupOfLinkedGame } from '../game/link.js';
import { sideKey } from './friend.js';

// What went wrong with a link: its message's code loads only then.
const showLinkMessage = (sharing, error, kept) =>
  import('./link-message.js').then(({ showLinkMessage: show }) => show(sharing, error, kept));

// Opens a link read (link.js's readLink) for `sharing` (the page's
// Sharing): 'opened', 'failed' or 'kept' (link-history.js).
export async function openLink(sharing, read) {
  const { game, error } = read;
  // A damaged link that gives no move is no game to look at or play on:
  // the player's own game stays.
  if (!game || (error && game.ply() === 0)) {
    game?.free();
    showLinkMessage(sharing, error, null);
    return 'failed';
  }
  if (sharing.shell.host.storage.loadGame() === null) return openRead(sharing, read, null);
  // A damaged link beside a game here is told as damaged: what could be
  // read of it is not the game that was sent, so it is never weighed
  // against this one as an older or a newer link of it. The game stays.
  if (error) {
    game.free();
    showLinkMessage(sharing, error, null);
    return 'failed';
  }
  const { guardGameHere } = await import('./link-history.js');
  const allowed = guardGameHere(sharing, game, (began) => openRead(sharing, read, began));
  return allowed ? openRead(sharing, read, allowed.began) : 'kept';
}

// `began`: the ply the friend's game this link goes on with began at on
// this device, or null: a game new here.
function openRead(sharing, read, began) {
  const { game, options, play, error } = read;
  const setup = setupOfLinkedGame(game, options);
  const ply = game.ply();
  const over = game.outcome() !== null;
  // Opened as it was played: a friend's game (and every link of version 1)
  // by whoever plays the side to move, a game against the computer on with
  // the computer, any other game with people on both sides here.
  const kind = readLinkKind(read);
  const you = over || kind !== 'friend' ? null : game.position().to_move;
  const players = [0, 1].map((side) => (kind === 'computer' && side === play.side ? play.level : 'person'));
  // The last move is taken back and replayed, so that it is animated.
  if (ply > 0) game.undo();
  sharing.shell.loadGame(game, setup, { run: false });
  sharing.setFriend(you === null ? null : { you, since: ply, began: began ?? ply });
  sharing.shell.usePlayers(players);
  if (ply > 0) {
    sharing.showArrival();
  } else {
    sharing.shell.saveGame();
    sharing.shell.resumeGame();
  }
  if (error) showLinkMessage(sharing, error, ply);
  else {
    const words = over
      ? t('friend.openedOver')
      : kind === 'computer'
        ? t('link.openedComputer', { level: t(`computer.level.${play.level}`), side: t(sideKey(1 - play.side)) })
        : kind === 'look'
          ? t('link.openedLook')
          : t('friend.opened', { side: t(sideKey(you)) });
    sharing.shell.flash(words, kind === 'friend' ? undefined : 6000);
    sharing.announce(words);
  }
  return 'opened';
}
