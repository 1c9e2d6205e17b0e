// @ts-check
// The board: draws a position, animates a move's trace, and turns clicks,
// taps and keys into "pit N was chosen". It knows no rules: what is legal,
// selected or protected is told to it, and a move is drawn from the
// engine's trace and position alone. This is its public face; the modules
// it imports do the work, sharing its fields.

import { el } from '../ui/dom.js';
import { boardGrid } from './geometry.js';
import { listen } from './events.js';
import { layOut } from './layout.js';
import { Mirror } from './mirror.js';
import { draw } from './render.js';

// What of the board the window shows (room.js): for a message's place and
// a turn's pits, not for a first view.
/** @type {Promise<typeof import('./room.js')> | null} */
let roomLoad = null;
const room = () =>
  (roomLoad ??= import('./room.js').catch((error) => {
    roomLoad = null;
    throw error;
  }));

export class Board {
  // `describePit(pit, count, flags, state)` names a pit's button;
  // `onActivate(pit, {touch})` hears a chosen pit (`touch`: tapped),
  // `onBackground()` a click beside the pits, `onPoint()` the pointer or
  // the focus coming to a pit or leaving it; `fitHeight()` is the height to
  // fit in, `speed()` the animation's speed; `orientBy()`, when given, the
  // shape {width, height} that says whether the board turns (geometry.js's
  // `screen`), instead of its room's (the embed's frame).
  constructor(container, { describePit, onActivate, onBackground, onPoint, fitHeight, orientBy = null, speed }) {
    this.fitHeight = fitHeight ?? (() => window.innerHeight * 0.6);
    this.orientBy = orientBy;
    this.speed = speed;
    this.grid = null;
    this.game = null;
    this.shown = null; // the state drawn when no move plays
    this.playback = null; // the move playing, with its scene
    this.painted = null; // what the last frame of that move drew (render.js)
    this.moveEnd = null; // {after, resolve} of that move
    this.capturesTold = 0; // the scene's captures of that move on show
    this.hover = null;
    // Where a move being pointed at would go: {pit, draw(ctx, layout)}
    // (board/preview.js, loaded with the preview), or null.
    this.preview = null;
    this.previewDrawMs = 0; // what drawing it took last
    this.frame = 0;
    this.layout = null;
    this.layoutKey = null;
    this.seat = 0; // the side drawn at the bottom
    this.facing = false; // whether the far side's counts face a player across it
    this.ratio = 1;
    this.background = null;

    this.mirror = new Mirror(describePit);
    // What plays a move (animation.js), draws its frames (motion-frames.js),
    // writes its laps and captures over the board (captions.js) and keeps
    // what matters in view (follow.js) loads with the first move, or a turn
    // whose pits are out of view: a first view draws a position only
    // (docs/PERFORMANCE.md, "What the first load is").
    /** @type {Promise<void> | null} */
    this.motionLoad = null;
    /** @type {typeof import('./animation.js').Playback | null} */
    this.Playback = null;
    /** @type {typeof import('./animation.js').readingTime | null} */
    this.readingTime = null;
    /** @type {typeof import('./motion-frames.js') | null} */
    this.frames = null;
    /** @type {import('./captions.js').Captions | null} */
    this.captions = null;
    /** @type {import('./follow.js').Follower | null} */
    this.follower = null;
    this.skipOnArrival = false;
    this.movesWaiting = 0;
    this.caption = el('div', { class: 'board-caption', 'aria-hidden': 'true' });
    // Short messages that fade (flash), aria-hidden as the caption: the
    // page's live region says what matters.
    this.toast = el('div', { class: 'board-toast', 'aria-hidden': 'true' });
    this.toastTimer = 0;
    this.canvas = el('canvas', { class: 'board-canvas', 'aria-hidden': 'true' });
    this.stage = el('div', { class: 'board-stage' }, this.canvas, this.mirror.element);
    this.scroller = el('div', { class: 'board-scroll' }, this.stage);
    // The pickers' layer: over the stage, outside the box that would clip it.
    this.overlay = el('div', { class: 'board-overlay' });
    // The caption rides at the top of the board's part in view: a long move
    // followed down a tall board keeps it in sight.
    const captionBar = el('div', { class: 'board-caption-bar' }, this.caption);
    this.root = el('div', { class: 'board' }, captionBar, this.scroller, this.overlay, this.toast);
    container.append(this.root);
    // The piles' ground follows the theme (layout.js): a dark room
    // turned on or off paints the board anew.
    window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => this.relayout());
    listen(this, { onActivate, onBackground, onPoint });
  }

  /** @returns {Promise<void>} */
  loadMotion() {
    this.motionLoad ??= Promise.all([import('./animation.js'), import('./motion-frames.js'), import('./captions.js'), import('./follow.js')]).then(
      ([animation, frames, { Captions }, { Follower }]) => {
        this.Playback = animation.Playback;
        this.readingTime = animation.readingTime;
        this.frames = frames;
        this.captions = new Captions(this.caption);
        this.follower = new Follower(this);
      },
      (error) => {
        this.motionLoad = null;
        throw error;
      },
    );
    return this.motionLoad;
  }

  // The pit pointed at with the keyboard: the mirror's focused button.
  get focusedPit() {
    const button = /** @type {HTMLElement | null | undefined} */ (document.activeElement?.closest?.('button[data-pit]'));
    return button && this.mirror.element.contains(button) ? Number(button.dataset.pit) : null;
  }

  // Shows where a move would go over the pits (`overlay`: its pit and how
  // to draw it), with `words` for the pit's button; null takes it away.
  setPreview(overlay, words = null) {
    if (overlay === this.preview) return;
    this.preview = overlay;
    this.mirror.describe(overlay?.pit ?? null, words);
    this.invalidate();
  }

  configure(game, holes) {
    this.grid = boardGrid(game, holes);
    this.game = game;
    this.mirror.configure(this.grid, this.seat);
    this.layoutKey = null;
    this.relayout();
  }

  // For players facing each other across the device: the far side's
  // counts drawn upright for them (turned half a turn), or (false) every
  // count upright for the seat at the bottom.
  faceAcross(facing) {
    if (facing === this.facing) return;
    this.facing = facing;
    this.invalidate();
  }

  // Draws the board from the seat of `side` (0 South, 1 North), that side's
  // rows at the bottom.
  turnTo(side) {
    if (side === this.seat) return;
    this.seat = side;
    if (!this.grid) return;
    this.mirror.arrange(this.grid, side);
    this.layoutKey = null;
    this.relayout();
  }

  // What to draw when no move is being animated. `state` holds pits,
  // captured, nki, turn (side to move or null), legal (Set of pits that
  // react), selected, chosen (Set), last (the last move's marks: arrays
  // from, to and taken, or null) and active (whether input is awaited);
  // the rest (names, ...) is for the words.
  show(state) {
    this.shown = state;
    if (this.mirror.sync(state, this.playback?.scene.pits ?? state.pits)) this.#reveal(state.legal);
    this.showPointer();
    this.invalidate();
  }

  // A turn begins on `pits`: the follower brings them into view, loaded
  // first if one of them is out of the window's room (after the next
  // layout, as the follower looks).
  #reveal(pits) {
    if (this.follower) {
      this.follower.reveal(pits);
      return;
    }
    if (!pits?.size) return;
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (this.follower || !this.layout) return;
        room()
          .then(({ shownPart }) => {
            const layout = this.layout;
            const whole = (rect) => {
              const shown = shownPart(this.stage, rect);
              return shown && shown.width >= rect.w - 1 && shown.height >= rect.h - 1;
            };
            if (this.follower || !layout || [...pits].every((pit) => !layout.pits[pit] || whole(layout.pits[pit]))) return;
            return this.loadMotion().then(() => this.follower.reveal(pits));
          })
          .catch(() => {});
      }),
    );
  }

  // A hand over a pit one can play, also when the turn changes under a
  // pointer at rest.
  showPointer() {
    const pit = this.hover;
    const reacts = pit !== null && this.shown?.active && this.shown.legal?.has(pit);
    this.canvas.classList.toggle('pointing', Boolean(reacts));
  }

  // Shows `before`, animates the trace from it, and shows `after` when the
  // animation ends or is skipped, before the promise resolves: whatever the
  // caller shows next comes after it. The first move waits for the code
  // that plays it; a skip asked meanwhile plays it at once, and should
  // the code not come (offline before it was kept), the move shows done.
  async playMove(trace, after, before) {
    if (!this.Playback) {
      this.show(before);
      this.movesWaiting += 1;
      const loaded = await this.loadMotion().then(
        () => true,
        () => false,
      );
      this.movesWaiting -= 1;
      if (!loaded) {
        this.show(after);
        return;
      }
    }
    this.skip();
    this.show(before);
    const speed = this.skipOnArrival ? 'instant' : this.speed();
    this.skipOnArrival = false;
    this.playback = new this.Playback(trace, before, speed);
    this.painted = null;
    this.follower.start();
    this.captions.forgetCapture();
    this.capturesTold = 0;
    return new Promise((resolve) => {
      this.moveEnd = { after, resolve };
      if (speed === 'instant') {
        this.skip();
        return;
      }
      this.tick(performance.now());
      this.invalidate();
    });
  }

  skip() {
    if (!this.playback) {
      if (this.movesWaiting) this.skipOnArrival = true;
      return;
    }
    this.playback.finish();
    this.endMove();
  }

  get animating() {
    return this.playback !== null || this.movesWaiting > 0;
  }

  endMove() {
    const { after, resolve } = this.moveEnd;
    this.playback = null;
    this.moveEnd = null;
    this.follower.stop();
    this.captions.clear();
    this.show(after);
    resolve();
  }

  // Plays the move on to `now`; false once it is over.
  tick(now) {
    const playback = this.playback;
    const begun = Math.max(playback.index, 0);
    // The mirror tells the counts of the moment, like the canvas.
    if (playback.advance(now)) {
      this.mirror.sync(this.shown, playback.scene.pits);
      this.follower.follow(playback.scene.hand?.at);
      // For the sound (www/sound/); a skip's steps end unheard.
      for (const step of playback.steps.slice(begun, playback.index)) {
        this.root.dispatchEvent(new CustomEvent('stepend', { detail: step }));
      }
    }
    this.captions.show(playback.scene.caption, this.shown.names);
    const capture = playback.scene.capture;
    if (capture && capture.number !== this.capturesTold) {
      this.capturesTold = capture.number;
      this.captions.showCapture(capture, this.shown.names, this.readingTime(this.speed()));
    }
    if (playback.done) {
      this.endMove();
      return false;
    }
    return true;
  }

  // A short message over the board, gone after a moment (`ms`): in the
  // middle of the pits in view, so that it covers neither store. It is
  // placed in the board's own box, so that it stays over those pits when
  // the page scrolls after it appeared (a phone bringing the board into
  // view), and placed again when the board is laid out anew meanwhile.
  flash(text, ms = 2200) {
    this.#placeToast();
    this.toast.textContent = text;
    this.toast.classList.add('visible');
    clearTimeout(this.toastTimer);
    this.toastTimer = setTimeout(() => this.toast.classList.remove('visible'), ms);
  }

  // Centred in the part of the board in view, else (and until room.js
  // has come) at the board's foot.
  #placeToast() {
    room().then(({ shownPart }) => this.#placeToastIn(shownPart), () => {});
  }

  #placeToastIn(shownPart) {
    const shown = this.layout && shownPart(this.stage, this.layout.frame);
    const board = shown && this.root.getBoundingClientRect();
    const { style } = this.toast;
    style.left = shown ? `${shown.left - board.left + shown.width / 2}px` : '';
    style.top = shown ? `${shown.top - board.top + shown.height / 2}px` : '';
    style.bottom = shown ? 'auto' : '';
    style.transform = shown ? 'translate(-50%, -50%)' : '';
    style.maxWidth = shown ? `${Math.max(160, shown.width - 16)}px` : '';
  }

  // Where a pit is, in CSS pixels relative to the stage (for pickers). A
  // board that has just come into view is laid out here if need be: its
  // size observer reports only when the next frame is drawn, and a pit
  // can be pressed before that.
  pitRect(pit) {
    if (!this.layout) this.relayout();
    const r = this.layout.pits[pit];
    return { x: r.x, y: r.y, w: r.w, h: r.h };
  }

  get turned() {
    return this.layout?.turned ?? false;
  }

  focusPit(pit) {
    this.mirror.focusPit(pit);
  }

  // The focus to the board's tab stop: a pit one can play, when a move is
  // awaited (a game just begun).
  focus() {
    this.mirror.focusPit(this.mirror.focused ?? 0);
  }

  // After a change of language.
  relabel() {
    this.mirror.relabel();
  }

  relayout() {
    this.placeOverlay();
    if (!this.grid || !layOut(this)) return;
    this.placeOverlay();
    this.markEdges();
    this.invalidate();
    if (this.toast.classList.contains('visible')) this.#placeToast();
    this.root.dispatchEvent(new CustomEvent('relayout'));
  }

  // Which ends of a board wider than its room are scrolled out of view,
  // for the faded edge and arrow that say it scrolls (style.css).
  markEdges() {
    const { scrollLeft, scrollWidth, clientWidth } = this.scroller;
    this.root.classList.toggle('more-before', scrollLeft > 1);
    this.root.classList.toggle('more-after', scrollLeft + clientWidth < scrollWidth - 1);
  }

  // The pickers' layer over the stage, wherever it is centred or scrolled to.
  placeOverlay() {
    const { style } = this.overlay;
    style.left = `${this.stage.offsetLeft - this.scroller.scrollLeft}px`;
    style.top = `${this.stage.offsetTop - this.scroller.scrollTop}px`;
    style.width = this.stage.style.width;
    style.height = this.stage.style.height;
  }

  invalidate() {
    if (this.frame) return;
    this.frame = requestAnimationFrame((now) => {
      this.frame = 0;
      const running = this.playback ? this.tick(now) : false;
      draw(this, now);
      if (running) this.invalidate();
    });
  }
}
