// The board for screen readers and keyboards: a button over each pit of
// the canvas (which is aria-hidden), named with the counts the canvas shows
// at that moment, one of them in the tab order (a roving tab stop), on a pit
// one can play when there is one.

import { t } from '../i18n/i18n.js';
import { el } from '../ui/dom.js';

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
  }

  configure(grid) {
    this.focused = null;
    this.turnKey = null;
    this.buttons = grid.cells.map((cell) =>
      el('button', { type: 'button', class: 'pit-button', 'data-pit': cell.pit, tabindex: '-1' }),
    );
    this.element.replaceChildren(...this.buttons);
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
  }

  // `pits`: the counts of the moment, mid-move the scene's. True when a
  // turn begins.
  sync(state, pits) {
    if (!state || !this.buttons) return false;
    this.buttons.forEach((button, pit) => {
      const flags = {
        legal: state.legal?.has(pit) ?? false,
        nki: state.nki?.includes?.(pit) ?? state.nki?.has?.(pit) ?? false,
        selected: state.selected === pit,
        chosen: state.chosen?.has(pit) ?? false,
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
