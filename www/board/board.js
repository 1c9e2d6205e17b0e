// The board: draws a position, animates a move's trace, and turns clicks,
// taps and keys into "pit N was chosen". It knows no rules: what is legal,
// selected or protected is told to it by whoever mounts it.

import { t } from '../i18n/i18n.js';
import { el } from '../ui/dom.js';
import { boardGrid, neighbour, pitAt, screenLayout } from './geometry.js';
import { PALETTE, drawCount, drawSeeds, paintBoard, pitShape, roundRect } from './paint.js';
import { Scene, stepsOf, timeSteps } from './animation.js';

// Device pixels of the board's canvas at most (a phone's screen at 3x has
// about 3 million).
const MAX_CANVAS_PIXELS = 3_000_000;

export class Board {
  // `describePit(pit, count, flags)` gives a pit button its accessible name;
  // `onActivate(pit)` reports a chosen pit, `onBackground()` a click beside
  // the pits; `fitHeight()` the height the board should try to fit in.
  constructor(container, { describePit, onActivate, onBackground, fitHeight }) {
    this.describePit = describePit;
    this.onActivate = onActivate;
    this.onBackground = onBackground;
    this.fitHeight = fitHeight ?? (() => window.innerHeight * 0.6);
    this.state = null;
    this.scene = null;
    this.animation = null;
    this.hover = null;
    this.frame = 0;
    this.ratio = 1;

    this.canvas = el('canvas', { class: 'board-canvas', 'aria-hidden': 'true' });
    this.mirror = el('div', { class: 'board-mirror', role: 'group', 'aria-label': t('board.pits') });
    this.overlay = el('div', { class: 'board-overlay' });
    this.caption = el('div', { class: 'board-caption', 'aria-hidden': 'true' });
    this.toast = el('div', { class: 'board-toast', 'aria-hidden': 'true' });
    this.stage = el('div', { class: 'board-stage' }, this.canvas, this.mirror, this.overlay);
    this.scroller = el('div', { class: 'board-scroll' }, this.stage);
    this.root = el('div', { class: 'board' }, this.scroller, this.caption, this.toast);
    container.append(this.root);

    this.canvas.addEventListener('click', (event) => this.pointerChoose(event));
    this.canvas.addEventListener('pointermove', (event) => this.pointerHover(event));
    this.canvas.addEventListener('pointerleave', () => this.setHover(null));
    this.mirror.addEventListener('keydown', (event) => this.keyNavigate(event));
    this.mirror.addEventListener('click', (event) => {
      const button = event.target.closest('button[data-pit]');
      if (button) this.onActivate(Number(button.dataset.pit));
    });
    this.resizeObserver = new ResizeObserver(() => this.relayout());
    this.resizeObserver.observe(this.root);
    window.addEventListener('resize', () => this.relayout());
    // Only the part of the board in view is redrawn (see visibleArea):
    // scrolling brings the rest up to date.
    window.addEventListener('scroll', () => this.invalidate(), { passive: true });
    this.scroller.addEventListener('scroll', () => this.invalidate(), { passive: true });
  }

  configure(game, holes) {
    this.grid = boardGrid(game, holes);
    this.game = game;
    this.focused = null;
    this.buttons = this.grid.cells.map((cell) =>
      el('button', { type: 'button', class: 'pit-button', 'data-pit': cell.pit, tabindex: '-1' }),
    );
    this.mirror.replaceChildren(...this.buttons);
    this.layoutKey = null;
    this.relayout();
  }

  // What to draw when no move is being animated. `state` holds pits,
  // captured, nki, turn (side to move or null), legal (Set of pits that
  // react), selected, chosen (Set), last ({from, to}) and active (whether
  // input is awaited).
  show(state) {
    this.state = state;
    this.syncMirror();
    this.invalidate();
  }

  // Animates a move from the state shown now; resolves when it is over (or
  // skipped). The caller then shows the engine's position.
  play(trace, speed) {
    this.skip();
    const steps = timeSteps(stepsOf(trace), speed);
    this.scene = new Scene(this.state);
    return new Promise((resolve) => {
      this.animation = { steps, index: -1, stepStart: 0, resolve };
      if (speed === 'instant') {
        this.skip();
        return;
      }
      this.advance(performance.now());
      this.invalidate();
    });
  }

  skip() {
    const animation = this.animation;
    if (!animation) return;
    const { steps } = animation;
    const scene = this.scene;
    if (animation.index >= 0 && animation.index < steps.length) scene.end(steps[animation.index]);
    for (let i = animation.index + 1; i < steps.length; i++) {
      scene.begin(steps[i]);
      scene.end(steps[i]);
    }
    this.finishAnimation();
  }

  get animating() {
    return this.animation !== null;
  }

  finishAnimation() {
    const animation = this.animation;
    this.animation = null;
    this.scene = null;
    this.caption.textContent = '';
    this.caption.classList.remove('visible');
    this.syncMirror();
    this.invalidate();
    animation?.resolve();
  }

  // Starts the steps whose time has come.
  advance(now) {
    const animation = this.animation;
    const { steps } = animation;
    if (animation.index < 0) {
      animation.index = 0;
      animation.stepStart = now;
      if (steps.length) this.scene.begin(steps[0]);
    }
    const index = animation.index;
    while (animation.index < steps.length && now - animation.stepStart >= steps[animation.index].dur) {
      this.scene.end(steps[animation.index]);
      animation.stepStart += steps[animation.index].dur;
      animation.index += 1;
      if (animation.index < steps.length) this.scene.begin(steps[animation.index]);
    }
    // The mirror tells the counts of the moment, like the canvas.
    if (animation.index !== index) this.syncMirror();
    this.showCaption();
    if (animation.index >= steps.length) {
      this.finishAnimation();
      return false;
    }
    return true;
  }

  showCaption() {
    const caption = this.scene?.caption;
    let text = '';
    if (caption?.say) {
      text = t(caption.say.key, { side: caption.say.side === undefined ? '' : this.sideName(caption.say.side) });
    } else if (caption && caption.laps > 1) {
      text = t('anim.lap', { lap: caption.lap, laps: caption.laps });
      if (caption.start === 'resow') text += ` · ${t('anim.resow')}`;
      else if (caption.reversed) text += ` · ${t('anim.reversed')}`;
      else if (caption.start === 'relay') text += ` · ${t('anim.relay')}`;
    }
    if (this.caption.textContent !== text) this.caption.textContent = text;
    this.caption.classList.toggle('visible', text !== '');
  }

  sideName(side) {
    return this.state?.names?.[side] ?? t(side === 0 ? 'side.south' : 'side.north');
  }

  // A short message over the board, gone after a moment (`ms`).
  flash(text, ms = 2200) {
    this.toast.textContent = text;
    this.toast.classList.add('visible');
    clearTimeout(this.toastTimer);
    this.toastTimer = setTimeout(() => this.toast.classList.remove('visible'), ms);
  }

  // Where a pit is, in CSS pixels relative to the stage (for pickers).
  pitRect(pit) {
    const r = this.layout.pits[pit];
    return { x: r.x, y: r.y, w: r.w, h: r.h };
  }

  get turned() {
    return this.layout?.turned ?? false;
  }

  focusPit(pit) {
    const button = this.buttons?.[pit];
    if (!button) return;
    this.setRovingFocus(pit);
    button.focus({ preventScroll: false });
  }

  setRovingFocus(pit) {
    if (this.focused !== null && this.buttons[this.focused]) this.buttons[this.focused].tabIndex = -1;
    this.focused = pit;
    this.buttons[pit].tabIndex = 0;
  }

  relayout() {
    if (!this.grid) return;
    const width = Math.max(240, this.root.clientWidth);
    const height = Math.max(260, this.fitHeight());
    const key = `${width}x${height}@${window.devicePixelRatio || 1}`;
    if (key === this.layoutKey) return;
    this.layoutKey = key;
    this.layout = screenLayout(this.grid, width, height);
    const { width: w, height: h } = this.layout;
    // The browser copies the whole canvas every frame it changes: a board
    // far larger than the screen (2 x 50 turned on a phone) is drawn at a
    // lower resolution than the screen's, so that a frame keeps its time.
    const ratio = Math.min(window.devicePixelRatio || 1, Math.sqrt(MAX_CANVAS_PIXELS / (w * h)));
    this.ratio = ratio;
    this.canvas.width = Math.round(w * ratio);
    this.canvas.height = Math.round(h * ratio);
    this.canvas.style.width = `${w}px`;
    this.canvas.style.height = `${h}px`;
    this.stage.style.width = `${w}px`;
    this.stage.style.height = `${h}px`;
    this.root.classList.toggle('turned', this.layout.turned);
    this.root.classList.toggle('scrolls', w > width + 1);
    this.background = document.createElement('canvas');
    this.background.width = this.canvas.width;
    this.background.height = this.canvas.height;
    const bg = this.background.getContext('2d');
    bg.setTransform(ratio, 0, 0, ratio, 0, 0);
    paintBoard(bg, this.layout);
    this.layout.pits.forEach((r, pit) => {
      const style = this.buttons[pit].style;
      style.left = `${r.x}px`;
      style.top = `${r.y}px`;
      style.width = `${r.w}px`;
      style.height = `${r.h}px`;
    });
    this.invalidate();
    this.root.dispatchEvent(new CustomEvent('relayout'));
  }

  syncMirror() {
    const state = this.state;
    if (!state || !this.buttons) return;
    const pits = this.shownCounts();
    this.buttons.forEach((button, pit) => {
      const flags = {
        legal: state.legal?.has(pit) ?? false,
        nki: state.nki?.includes?.(pit) ?? state.nki?.has?.(pit) ?? false,
        selected: state.selected === pit,
        chosen: state.chosen?.has(pit) ?? false,
      };
      const label = this.describePit(pit, pits[pit], flags);
      if (button.getAttribute('aria-label') !== label) button.setAttribute('aria-label', label);
      const disabled = String(!(state.active && flags.legal));
      if (button.getAttribute('aria-disabled') !== disabled) button.setAttribute('aria-disabled', disabled);
      // Only a chosen pit is a pressed toggle; the others are plain buttons.
      if (flags.selected || flags.chosen) button.setAttribute('aria-pressed', 'true');
      else button.removeAttribute('aria-pressed');
    });
    if (this.focused === null) this.setRovingFocus(this.firstFocusable());
  }

  firstFocusable() {
    const legal = this.state?.legal;
    if (legal?.size) return Math.min(...legal);
    return 0;
  }

  shownCounts() {
    return this.scene?.pits ?? this.state.pits;
  }

  pointerChoose(event) {
    if (this.animation) {
      this.skip();
      return;
    }
    const pit = this.pointAt(event);
    if (pit === null) this.onBackground?.();
    else this.onActivate(pit);
  }

  pointerHover(event) {
    this.setHover(this.pointAt(event));
  }

  setHover(pit) {
    if (pit === this.hover) return;
    this.hover = pit;
    const reacts = pit !== null && this.state?.active && this.state.legal?.has(pit);
    this.canvas.classList.toggle('pointing', Boolean(reacts));
    this.invalidate();
  }

  pointAt(event) {
    if (!this.layout) return null;
    const rect = this.canvas.getBoundingClientRect();
    return pitAt(this.layout, event.clientX - rect.left, event.clientY - rect.top);
  }

  keyNavigate(event) {
    const steps = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const step = steps[event.key];
    const button = event.target.closest('button[data-pit]');
    if (!step || !button) return;
    event.preventDefault();
    const next = neighbour(this.layout, Number(button.dataset.pit), step[0], step[1]);
    if (next !== null) this.focusPit(next);
  }

  invalidate() {
    if (this.frame) return;
    this.frame = requestAnimationFrame((now) => {
      this.frame = 0;
      const running = this.animation ? this.advance(now) : false;
      this.draw(now);
      if (running) this.invalidate();
    });
  }

  // The part of the canvas (CSS px) inside the window and the board's
  // scroller, widened by half a window each way so that a scroll between two
  // frames reveals nothing undrawn. A 2 x 50 board turned on a phone is a
  // canvas of millions of pixels, mostly out of view: redrawing all of it
  // every frame of a move cost more than a frame's time.
  visibleArea() {
    const { width, height } = this.layout;
    const canvas = this.canvas.getBoundingClientRect();
    const scroller = this.scroller.getBoundingClientRect();
    const marginX = window.innerWidth / 2;
    const marginY = window.innerHeight / 2;
    const left = Math.max(0, Math.max(0, scroller.left) - canvas.left - marginX);
    const top = Math.max(0, Math.max(0, scroller.top) - canvas.top - marginY);
    const right = Math.min(width, Math.min(window.innerWidth, scroller.right) - canvas.left + marginX);
    const bottom = Math.min(height, Math.min(window.innerHeight, scroller.bottom) - canvas.top + marginY);
    return { x: left, y: top, w: right - left, h: bottom - top };
  }

  draw(now) {
    const { canvas, layout, state } = this;
    if (!layout || !state) return;
    const view = this.visibleArea();
    if (view.w <= 0 || view.h <= 0) return;
    const ratio = this.ratio;
    const sx = Math.floor(view.x * ratio);
    const sy = Math.floor(view.y * ratio);
    const sw = Math.min(canvas.width, Math.ceil((view.x + view.w) * ratio)) - sx;
    const sh = Math.min(canvas.height, Math.ceil((view.y + view.h) * ratio)) - sy;
    const ctx = canvas.getContext('2d');
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(sx, sy, sw, sh);
    ctx.drawImage(this.background, sx, sy, sw, sh, sx, sy, sw, sh);
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.save();
    ctx.beginPath();
    ctx.rect(sx / ratio, sy / ratio, sw / ratio, sh / ratio);
    ctx.clip();
    const scene = this.scene;
    const pits = scene?.pits ?? state.pits;
    const captured = scene?.captured ?? state.captured;
    const nki = scene?.nki ?? new Set(state.nki ?? []);
    const unit = layout.unit;
    const countSize = Math.round(Math.min(15, Math.max(10, unit * 0.27)));
    // Within a unit of the view: seeds and count badges overhang a little.
    const near = (box) =>
      box.x + box.w + unit > view.x && box.x - unit < view.x + view.w && box.y + box.h + unit > view.y && box.y - unit < view.y + view.h;

    if (state.turn !== null && state.turn !== undefined && !scene) this.drawTurn(ctx, state.turn);
    layout.pits.forEach((cell, pit) => {
      if (!near(cell)) return;
      const shape = pitShape(cell);
      const active = !scene && state.active;
      if (active && state.legal?.has(pit)) {
        this.ring(ctx, shape, pit === this.hover ? PALETTE.selected : PALETTE.legal, pit === this.hover ? 3 : 2);
      }
      if (!scene && state.last && pit === state.last.from) this.ring(ctx, shape, PALETTE.last, 1.5, [3, 3]);
      if (nki.has(pit)) this.nkiMark(ctx, shape);
      if (!scene && (state.selected === pit || state.chosen?.has(pit))) {
        this.ring(ctx, shape, PALETTE.selected, 3.5);
      }
      drawSeeds(ctx, this.game, pits[pit], shape.cx, shape.cy - shape.ry * 0.08, shape.rx * 0.86, shape.ry * 0.8, this.ratio, pit * 3 + 1);
      drawCount(ctx, pits[pit], shape.cx, shape.cy + shape.ry * 0.78, countSize, pits[pit] === 0 ? 'empty' : 'pit');
    });
    layout.stores.forEach((store, side) => {
      if (!store || !near(store)) return;
      const inner = { cx: store.cx, cy: store.cy, rx: store.w * 0.36, ry: store.h * 0.36 };
      drawSeeds(ctx, this.game, captured[side], inner.cx, inner.cy, inner.rx, inner.ry, this.ratio, 97 + side);
      const badge = store.kind === 'prison'
        ? { x: store.cx, y: layout.turned ? store.cy : store.y + store.h - countSize * 1.1 }
        : { x: store.cx, y: store.cy };
      drawCount(ctx, captured[side], badge.x, badge.y, countSize + 1);
    });
    if (scene) this.drawMotion(ctx, now);
    ctx.restore();
  }

  drawTurn(ctx, side) {
    const cells = this.layout.pits.filter((_, pit) => this.grid.cells[pit].side === side);
    const x0 = Math.min(...cells.map((c) => c.x));
    const y0 = Math.min(...cells.map((c) => c.y));
    const x1 = Math.max(...cells.map((c) => c.x + c.w));
    const y1 = Math.max(...cells.map((c) => c.y + c.h));
    ctx.fillStyle = PALETTE.turn;
    roundRect(ctx, x0 + 2, y0 + 2, x1 - x0 - 4, y1 - y0 - 4, this.layout.unit * 0.45);
    ctx.fill();
  }

  ring(ctx, { cx, cy, rx, ry }, colour, width, dash) {
    ctx.save();
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    if (dash) ctx.setLineDash(dash);
    ctx.beginPath();
    ctx.ellipse(cx, cy, rx + width, ry + width, 0, 0, Math.PI * 2);
    ctx.stroke();
    ctx.restore();
  }

  // Protected (nki): a gold double ring and a small diamond at the rim.
  nkiMark(ctx, shape) {
    this.ring(ctx, shape, PALETTE.nki, 1.5, [4, 3]);
    const size = Math.max(3, Math.min(shape.rx, shape.ry) * 0.16);
    const x = shape.cx;
    const y = shape.cy - shape.ry - 1;
    ctx.fillStyle = PALETTE.nki;
    ctx.beginPath();
    ctx.moveTo(x, y - size);
    ctx.lineTo(x + size, y);
    ctx.lineTo(x, y + size);
    ctx.lineTo(x - size, y);
    ctx.closePath();
    ctx.fill();
  }

  anchor(target) {
    const layout = this.layout;
    if (target === null || target === undefined) {
      return { x: layout.frame.x + layout.frame.w / 2, y: layout.frame.y + layout.frame.h / 2 };
    }
    const cell = layout.pits[target];
    return { x: cell.cx, y: cell.cy };
  }

  storeAnchor(side) {
    const store = this.layout.stores[side];
    return store ? { x: store.cx, y: store.cy } : this.anchor(null);
  }

  drawMotion(ctx, now) {
    const animation = this.animation;
    const scene = this.scene;
    if (!animation || animation.index >= animation.steps.length) return;
    const step = animation.steps[animation.index];
    const progress = step.dur > 0 ? Math.min(1, (now - animation.stepStart) / step.dur) : 1;
    const ease = progress < 0.5 ? 2 * progress * progress : 1 - 2 * (1 - progress) ** 2;
    const lift = this.layout.unit * 0.45;
    if (scene.hand && scene.hand.n > 0) {
      let at = this.anchor(scene.hand.at);
      let height = lift;
      if (step.kind === 'drop') {
        const a = this.anchor(step.from);
        const b = this.anchor(step.to);
        at = { x: a.x + (b.x - a.x) * ease, y: a.y + (b.y - a.y) * ease };
        height = lift * (1 + 0.6 * Math.sin(Math.PI * progress));
      }
      this.drawCluster(ctx, scene.hand.n, at.x, at.y - height);
    }
    if (scene.flights) {
      const { from, to } = scene.flights;
      const target = to.store !== undefined ? this.storeAnchor(to.store) : to.pit !== undefined ? this.anchor(to.pit) : this.anchor(to.hand);
      for (const flight of from) {
        const start = flight.hand ? this.anchor(scene.hand?.at ?? null) : this.anchor(flight.pit);
        const x = start.x + (target.x - start.x) * ease;
        const y = start.y + (target.y - start.y) * ease - lift * 1.5 * Math.sin(Math.PI * progress);
        this.drawCluster(ctx, flight.n, x, y);
      }
    }
  }

  drawCluster(ctx, n, x, y) {
    const size = this.layout.unit * 0.36;
    ctx.save();
    ctx.shadowColor = 'rgba(40, 20, 5, 0.35)';
    ctx.shadowBlur = size * 0.8;
    ctx.shadowOffsetY = size * 0.5;
    drawSeeds(ctx, this.game, Math.min(n, 7), x, y, size, size * 0.8, this.ratio, 5);
    ctx.restore();
    if (n > 1) {
      const countSize = Math.round(Math.min(14, Math.max(10, this.layout.unit * 0.25)));
      drawCount(ctx, n, x + size * 1.3, y - size * 0.9, countSize, 'hand');
    }
  }
}

