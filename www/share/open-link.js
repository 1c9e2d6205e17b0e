// @ts-check
// Opening a game link on the main page (loaded only when there is one): the
// game goes on as the link says it was played (a friend's game by whoever
// plays the side to move, a game against the computer on against it, any
// other to look at and play on here), and a link that cannot be read in full
// is explained.

import { t } from '../i18n/i18n.js';
import { readLinkKind, setupOfLinkedGame } from './link.js';
import { inProgress, linkAgainstGame } from './link-history.js';
import { sideKey } from './share.js';

// What went wrong with a link: its message's code loads only then.
const showLinkMessage = (sharing, error, kept) =>
  import('./link-message.js').then(({ showLinkMessage: show }) => show(sharing, error, kept));

// Refusing a link, or asking before it replaces the game here: their
// dialog's code loads only then.
const linkChoice = () => import('./link-choice.js');

// Opens a link read (link.js's readLink) for `sharing` (the page's
// Sharing): 'opened', 'failed' or 'kept' (the game here stays; when the
// player is asked, the link opens later if they choose it).
export function openLink(sharing, read) {
  const { game, error } = read;
  // A damaged link that gives no move is no game to look at or play on:
  // the player's own game stays.
  if (!game || (error && game.ply() === 0)) {
    game?.free();
    showLinkMessage(sharing, error, null);
    return 'failed';
  }
  const here = sharing.gameHere();
  const record = game.record();
  const linked = { start: JSON.stringify(record.start), moves: record.moves.map((move) => JSON.stringify(move)) };
  const { relation, move } = here ? linkAgainstGame(here, linked) : { relation: 'other' };
  const counts = { move, here: here?.moves.length, linked: linked.moves.length };
  if (relation === 'same') {
    game.free();
    sharing.board.flash(t('link.same'));
    sharing.announce(t('link.same'));
    return 'kept';
  }
  if (relation === 'rewritesYours' || relation === 'older') {
    game.free();
    linkChoice().then(({ refuseLink }) => refuseLink(sharing, relation, counts));
    return 'kept';
  }
  if (relation === 'rewritesFriends' || (relation === 'other' && inProgress(here))) {
    linkChoice()
      .then(({ askToOpen }) => askToOpen(sharing, relation, counts))
      .then((open) => (open ? openRead(sharing, read) : game.free()));
    return 'kept';
  }
  return openRead(sharing, read);
}

// The link's game replaces the game here.
function openRead(sharing, read) {
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
  sharing.controller.replaceGame(game, setup);
  sharing.setFriend(you === null ? null : { you, since: ply });
  sharing.controller.usePlayers(players);
  if (ply > 0) {
    sharing.showArrival();
  } else {
    sharing.controller.save();
    sharing.controller.run();
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
    sharing.board.flash(words, kind === 'friend' ? undefined : 6000);
    sharing.announce(words);
  }
  return 'opened';
}
