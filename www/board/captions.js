// @ts-check
// The board's words over the canvas: the caption of a move's lap or pause
// while it plays and what a move captured (held long enough to read, also
// after the move); aria-hidden: the page's live region says what matters.
// Loaded with the board's first move (board.js), into the element the
// board laid out from the start.

import { t } from '../i18n/i18n.js';

export class Captions {
  /** @param {HTMLElement} caption */
  constructor(caption) {
    this.caption = caption;
    this.lapText = '';
    this.captureText = '';
    this.captureTimer = 0;
  }

  show(caption, names) {
    let text = '';
    if (caption?.say) {
      text = t(caption.say.key, { side: caption.say.side === undefined ? '' : sideName(names, caption.say.side) });
    } else if (caption && caption.laps > 1) {
      text = t('anim.lap', { lap: caption.lap, laps: caption.laps });
      if (caption.start === 'resow') text += ` · ${t('anim.resow')}`;
      else if (caption.reversed) text += ` · ${t('anim.reversed')}`;
      else if (caption.start === 'relay') text += ` · ${t('anim.relay')}`;
    }
    this.lapText = text;
    this.render();
  }

  // "North captures 33" (or seizes, to sow on), for `ms`.
  showCapture({ kind, side, count }, names, ms) {
    this.captureText = t(`anim.${kind}`, { side: sideName(names, side), count });
    clearTimeout(this.captureTimer);
    this.captureTimer = setTimeout(() => {
      this.captureText = '';
      this.render();
    }, ms);
    this.render();
  }

  // The move is over: its lap's caption goes, a capture stays its time.
  clear() {
    this.lapText = '';
    this.render();
  }

  // A new move, or a jump: what the last one captured is no longer news.
  forgetCapture() {
    clearTimeout(this.captureTimer);
    this.captureText = '';
    this.render();
  }

  render() {
    const text = [this.lapText, this.captureText].filter(Boolean).join(' · ');
    if (this.caption.textContent !== text) this.caption.textContent = text;
    this.caption.classList.toggle('visible', text !== '');
    this.caption.classList.toggle('capture', this.captureText !== '');
  }
}

function sideName(names, side) {
  return names?.[side] ?? t(side === 0 ? 'side.south' : 'side.north');
}
