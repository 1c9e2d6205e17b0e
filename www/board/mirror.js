// @ts-check
// The board for screen readers and keyboards: a button over each pit of
// the canvas (which is aria-hidden), named with the counts the canvas shows
// at that moment, one of them in the tab order (a roving tab stop), on a pit
// one can play when there is one.

import { t } from '../i18n/i18n.js';
import { el } from '../ui/dom.js';
import { MOVE_MARKS } from './marks.js';

// What last had the focus: once it has left the page (a closed picker), the
// focus was lost.
let lastFocused = null;
document.addEventListener('focusin', (event) => {
  lastFocused = event.target;
});

export class Mirror {
  constructor(describePit) {
    this.describePit = describePit;
    this.element = el('div', { class: 'board-mirror', role: 'group', 'aria-label': t('board.pits') });
    this.buttons = null;
    this.focused = null;
    this.turnKey = null;
    // What the move from the described pit would do, as its button's
    // description (the move preview), and that pit.
    this.description = el('span', { id: 'pit-preview-words', hidden: '' });
    this.described = null;
  }

  configure(grid, seat) {
    this.focused = null;
    this.turnKey = null;
    this.buttons = grid.cells.map((cell) =>
      el('button', { type: 'button', class: 'pit-button', 'data-pit': cell.pit, tabindex: '-1' }),
    );
    // Whose prison or pile is whose, written beside (or in) each store.
    this.storeLabels = grid.stores === 'none' ? [] : [0, 1].map((side) => el('span', { class: 'store-label', 'data-side': side }));
    this.storeKind = { piles: 'pile', ends: 'prison' }[grid.stores] ?? null;
    this.described = null;
    this.arrange(grid, seat);
  }

  // The buttons in the order the player at `seat` reads the board: their
  // own pits first, then the other side's, each side's in the order of its
  // loop (which starts at its owner's left).
  arrange(grid, seat) {
    const sideFirst = (side) => this.buttons.filter((_, pit) => grid.cells[pit].side === side);
    this.storeLabels.forEach((label, side) => label.classList.toggle('far-seat', side !== seat));
    const labels = seat === 1 ? [...this.storeLabels].reverse() : this.storeLabels;
    this.element.replaceChildren(...sideFirst(seat), ...sideFirst(1 - seat), ...labels, this.description);
  }

  // `words` describe pit `pit`'s button; a null pit describes none.
  describe(pit, words) {
    if (this.described !== null) this.buttons?.[this.described]?.removeAttribute('aria-describedby');
    this.described = pit !== null && words ? pit : null;
    this.description.textContent = this.described === null ? '' : words;
    if (this.described !== null) this.buttons[pit].setAttribute('aria-describedby', this.description.id);
  }

  // The group's own name, after a change of language.
  relabel() {
    this.element.setAttribute('aria-label', t('board.pits'));
  }

  place(layout) {
    layout.pits.forEach((r, pit) => {
      const style = this.buttons[pit].style;
      style.left = `${r.x}px`;
      style.top = `${r.y}px`;
      style.width = `${r.w}px`;
      style.height = `${r.h}px`;
    });
    this.storeLabels.forEach((label, side) => placeStoreLabel(label, layout, layout.stores[side]));
  }

  // "North's prison", "South's pile", in the players' names.
  labelStores(names) {
    this.storeLabels.forEach((label, side) => {
      const text = t(`store.${this.storeKind}`, { side: names?.[side] ?? t(side === 0 ? 'side.south' : 'side.north') });
      if (label.textContent !== text) label.textContent = text;
    });
  }

  // `pits`: the counts of the moment, mid-move the scene's. True when a
  // turn begins.
  sync(state, pits) {
    if (!state || !this.buttons) return false;
    this.labelStores(state.names);
    this.buttons.forEach((button, pit) => {
      const flags = {
        legal: state.legal?.has(pit) ?? false,
        nki: state.nki?.includes?.(pit) ?? state.nki?.has?.(pit) ?? false,
        selected: state.selected === pit,
        chosen: state.chosen?.has(pit) ?? false,
        // What the last move did here: 'from', 'to', 'taken'.
        last: state.last ? MOVE_MARKS.filter((mark) => state.last[mark].includes(pit)) : [],
      };
      const label = this.describePit(pit, pits[pit], flags, state);
      if (button.getAttribute('aria-label') !== label) button.setAttribute('aria-label', label);
      const disabled = String(!(state.active && flags.legal));
      if (button.getAttribute('aria-disabled') !== disabled) button.setAttribute('aria-disabled', disabled);
      // Only a chosen pit is a pressed toggle; the others are plain buttons.
      if (flags.selected || flags.chosen) button.setAttribute('aria-pressed', 'true');
      else button.removeAttribute('aria-pressed');
    });
    // A turn begins: the tab stop moves to a pit one can play, and so does
    // the focus if it is on the board or was lost.
    const playable = state.active ? state.legal : null;
    const turnKey = playable?.size ? `${state.toMove}:${[...playable].join(',')}` : null;
    if (this.focused === null) this.setRovingFocus(firstFocusable(state));
    if (turnKey === null || turnKey === this.turnKey) return false;
    this.turnKey = turnKey;
    if (playable.has(this.focused)) return true;
    const active = document.activeElement;
    const lost = (active === document.body || active === null) && lastFocused !== null && !lastFocused.isConnected;
    const here = this.element.contains(active) || lost;
    this.setRovingFocus(firstFocusable(state));
    if (here) this.buttons[this.focused].focus({ preventScroll: true });
    return true;
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
}

function firstFocusable(state) {
  const legal = state.legal;
  if (legal?.size) return Math.min(...legal);
  return 0;
}

// A prison's label sits inside its trough, at the top; a pile's beside the
// heap, towards the middle of the board, along its length.
// The far player's label is turned to them when players face each other
// (www/style.css sets --across); the turn is added to the place's own.
const ACROSS = 'var(--across, rotate(0deg))';

function placeStoreLabel(label, layout, store) {
  const { style } = label;
  label.classList.toggle('in-store', store?.kind === 'prison' && !store.label);
  label.classList.toggle('beside-store', Boolean(store?.label));
  style.display = store ? '' : 'none';
  if (!store) return;
  const gap = 6;
  const frame = layout.frame;
  // A narrow prison's: in the band beside the board, at its prison's end.
  if (store.label) {
    const { x, y, w, h } = store.label;
    const atLeft = x + w / 2 < frame.x + frame.w / 2;
    Object.assign(style, {
      left: `${x}px`,
      top: `${y}px`,
      width: `${w}px`,
      height: `${h}px`,
      lineHeight: `${h}px`,
      textAlign: atLeft ? 'left' : 'right',
      // Its words start over the trough's outer edge.
      padding: atLeft ? `0 0 0 ${store.x - x}px` : `0 ${x + w - store.x - store.w}px 0 0`,
      transform: ACROSS,
    });
    return;
  }
  Object.assign(style, { height: '', lineHeight: '', textAlign: '', padding: '' });
  if (store.kind === 'prison') {
    Object.assign(style, { left: `${store.x}px`, top: `${store.y + gap}px`, width: `${store.w}px`, transform: ACROSS });
    return;
  }
  const pastMiddle = layout.turned ? store.cy > frame.y + frame.h / 2 : store.cx > frame.x + frame.w / 2;
  if (layout.turned) {
    Object.assign(style, {
      left: `${store.x}px`,
      width: `${store.w}px`,
      top: `${pastMiddle ? store.y - gap : store.y + store.h + gap}px`,
      transform: pastMiddle ? 'translateY(-100%)' : '',
    });
  } else {
    Object.assign(style, {
      left: `${pastMiddle ? store.x - gap : store.x + store.w + gap}px`,
      width: '',
      top: `${store.cy}px`,
      transform: `${pastMiddle ? 'translate(-100%, -50%)' : 'translateY(-50%)'} ${ACROSS}`,
    });
  }
}
