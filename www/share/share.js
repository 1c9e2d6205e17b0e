// @ts-check
// Sharing on the main page: opening a game from a link, "Share" (copy the
// link), playing a friend by link, and the entries to the position editor
// and the embed dialog.
//
// Playing a friend by link needs no server: whoever opens a link plays the
// side to move in it. After their move the page offers the new link to send
// back, and the friend's side waits (a FriendSeat) until a link arrives.
// This module loads when a link is opened, a friend's game goes on or the
// Share button is pressed (app.js); opening a link (open-link.js), the friend
// panel (friend-panel.js), the Share dialog with the position editor and the
// embed dialog (share-dialog.js) load when first needed: the first load has
// no room for them.

import { t } from '../i18n/i18n.js';
import { loadPart } from '../i18n/language.js';
import { sideName } from '../ui/words.js';
import { TwoPeopleGame } from '../page/game-sessions.js';
import { linkFromFragment, linkOf, linkUrl, readLink, readLinkKind } from '../game/link.js';
import { loadFriend, saveFriend, sideKey } from './friend.js';

// The friend's side: it waits for a link and never moves on this device.
class FriendSeat {
  constructor() {
    this.kind = 'friend';
  }

  chooseMove(turn, signal) {
    return new Promise((_, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('The turn was abandoned', 'AbortError')), {
        once: true,
      });
    });
  }
}

export class Sharing {
  /** @type {import('../page/types.js').PageStorage} */
  #storage;

  // `engine` the wasm module; `shell` the PageShell (its controller, board
  // and live region, and the host's storage the friend's game is kept in);
  // `newGame()` opens the new-game dialog; `dock` is where the friend panel
  // goes; `live()` loads live play, `liveOffered()` says whether the site
  // has it.
  constructor({ engine, shell, newGame, dock, live, liveOffered }) {
    this.live = live;
    this.liveOffered = liveOffered;
    this.engine = engine;
    this.shell = shell;
    this.announce = shell.announce;
    this.#storage = shell.host.storage;
    this.newGame = newGame;
    this.friendSeat = new FriendSeat();
    this.friend = null;
    // The sessions of a game with a friend by link: the friend's side
    // waits for a link, and only one's own moves not yet sent may be taken
    // back. Its players are people, whoever opens the game again.
    this.friendSessions = [0, 1].map((you) => ({
      kind: 'friend',
      seats: [0, 1].map((side) => (side === you ? shell.people[side] : this.friendSeat)),
      you,
      friendElsewhere: true,
      plays: (players) => players.every((player) => player === 'person'),
      status: (snapshot) => this.friendStatus(snapshot),
      // No analysis to ring the best move while the game runs; once it is
      // over, the whole review. No hint: none against a person.
      offers: { analysis: () => Boolean(this.shell.engineGame?.outcome()), hint: false },
    }));

    // The friend panel (friend-panel.js), loaded when a game with a friend
    // first shows; before the dock, not in it: on phones the dock stays
    // small at the bottom of the screen and the panel scrolls with the page.
    this.dock = dock;
    this.panel = null;
    this.loadingPanel = null;
    // While a link's last move is being shown, the friend's turn is not yet
    // over: the panel waits for the animation.
    this.arriving = false;
  }

  // The Share button's dialog.
  openDialog() {
    return import('./share-dialog.js').then(({ openShareDialog }) => openShareDialog(this));
  }

  // The friend's game saved with the game, put back before the game resumes.
  resumeFriendGame() {
    this.setFriend(loadFriend(this.#storage));
  }

  // The friend panel, built once its code (and, with `link`, its link's
  // field) is there. A page that opens on a friend's game waits for it
  // before its first view, so that nothing shifts as the panel arrives.
  async readyPanel({ link = false } = {}) {
    this.loadingPanel ??= import('./friend-panel.js').then(({ friendPanel }) => {
      this.panel = friendPanel({ onLeave: () => this.leaveFriendGame({ rerun: true }) });
      this.panel.root.hidden = true;
      this.dock.before(this.panel.root);
    });
    await this.loadingPanel;
    if (link) await this.panel.readyLink();
  }

  // Before the page opens on the game saved here: its friend's panel, with
  // the field of the link to send (it may be the friend's turn).
  async readySavedFriend() {
    if (loadFriend(this.#storage)) await this.readyPanel({ link: true });
  }

  setFriend(friend) {
    this.friend = friend;
    saveFriend(this.#storage, friend);
    // Back on this device: two people here, until the game's players say
    // otherwise (a link's game against the computer).
    const session = friend ? { ...this.friendSessions[friend.you], undoFloor: friend.since ?? Infinity } : new TwoPeopleGame(this.shell);
    this.shell.useGame(session);
  }

  // A link's last move, taken back, is shown again: until it has been, the
  // friend's turn is not over (the panel waits for the animation).
  showArrival() {
    this.arriving = true;
    this.shell.presentGame();
    this.shell.redo().finally(() => {
      this.arriving = false;
      this.render(this.shell.snapshot());
      // The status line's "waiting for the friend" waited for the arrival.
      this.shell.refreshStatus();
    });
  }

  // The status line while the friend thinks: the link is theirs to answer.
  friendStatus(snapshot) {
    const toMove = snapshot.position.to_move;
    const friendsTurn = this.friend && !snapshot.outcome && toMove !== this.friend.you && !this.arriving;
    if (!friendsTurn || (snapshot.viewPly ?? null) !== null) return null;
    return t('friend.waiting', { side: sideName(snapshot.setup, toMove) });
  }

  // Back to a game on this device (a new game, or "play both sides here").
  leaveFriendGame({ rerun = false } = {}) {
    if (!this.friend) return;
    this.setFriend(null);
    if (rerun) this.shell.resumeGame();
  }

  // Opens the link in the address's fragment, if there is one; resolves to
  // 'none' (no link), 'opened' (a game, perhaps shortened, is on the board)
  // or 'failed' (nothing could be read; a message offers a new game).
  async openFromAddress() {
    const link = linkFromFragment(window.location.hash);
    if (link === null) return 'none';
    // The game is saved on this device from now on; the address goes back to
    // the plain page so that a reload does not open the link again.
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    const read = readLink(this.engine, link);
    // A friend's game has the friend panel, ready before its first view; the
    // link's own texts (link/) say what other games are and what went wrong.
    const friendGame = read.game && readLinkKind(read) === 'friend';
    const [{ openLink }] = await Promise.all([
      import('./open-link.js'),
      (read.error || !friendGame) && loadPart('link'),
      friendGame && this.readyPanel(),
    ]);
    return openLink(this, read);
  }

  // Called after the page shows a snapshot: the friend panel and the status
  // while the friend thinks.
  render(snapshot) {
    if (this.friend && !this.panel) {
      this.readyPanel().then(() => this.render(this.shell.snapshot()));
      return;
    }
    if (this.panel) this.panel.root.hidden = !this.friend;
    if (!this.friend) return;
    if (this.friend.since === undefined) this.setFriend({ ...this.friend, since: snapshot.ply });
    const you = this.friend.you;
    const yourSide = t(sideKey(you));
    const { root, role, step, showLink: offerLink } = this.panel;
    role.textContent = t('friend.role', { side: yourSide });
    const toMove = snapshot.position.to_move;
    const friendsTurn = !snapshot.outcome && toMove !== you && !this.arriving;
    const showLink = !this.arriving && (Boolean(snapshot.outcome) || friendsTurn);
    step.textContent = this.arriving
      ? t('friend.arriving')
      : snapshot.outcome
        ? t('friend.over')
        : friendsTurn
          ? t('friend.send', { side: t(sideKey(toMove)) })
          : t('friend.yourTurn');
    offerLink(showLink ? this.currentUrl() : null);
    root.classList.toggle('waiting', friendsTurn);
    // Said once per move, after the move's own sentence.
    const moment = `${snapshot.gameNumber}/${snapshot.ply}`;
    if (friendsTurn && this.announcedFor !== moment) {
      this.announcedFor = moment;
      setTimeout(() => this.announce(step.textContent), 1500);
    }
  }

  currentUrl() {
    return linkUrl(linkOf(this.shell.engineGame, this.shell.seats));
  }
}
