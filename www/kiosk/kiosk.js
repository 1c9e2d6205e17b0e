// @ts-check
// Kiosk mode (`kiosk=1`, docs/EMBED.md "Kiosk"): a museum's own touch
// screen. It opens on the attract state, the computer playing itself with
// "Touch to play" over it; a touch starts a visitor's game. After `idle`
// seconds without a touch, a click or a key, "Still playing?" counts down
// 20 seconds with a button to go on (WCAG 2.2.1); then the page is put
// back as it first opened, in place (a reload would end full screen):
// the settings through their own controls, the dialogs closed, the page's
// memory of the visitor emptied, the demonstration again. "Next visitor"
// does the same at once. The host's policy (www/page/host.js) keeps
// nothing on the device meanwhile, forgets every mode's state at the end
// of a visit, and lets nobody out. Loaded only in kiosk mode.

import { t } from '../i18n/i18n.js';
import { loadPart } from '../i18n/language.js';
import { boardOptions, readOptions } from '../page/options.js';
import { FIRST_LEVEL } from '../game/seats.js';
import { el, fill } from '../ui/dom.js';
import { loadStyle } from '../ui/stylesheet.js';

const DEFAULT_IDLE_S = 120;
const COUNTDOWN_S = 20;
// The seconds left that a screen reader is told (not every second).
const SAID_AT = [10, 5];
// What counts as a visitor still there.
const PRESENCE = ['pointerdown', 'pointermove', 'keydown', 'wheel'];

// The page's storage interface in memory only, for one visit: gone with
// the page, never on the device (the host's policy, www/page/host.js,
// empties it at the end of each visit).
export function memoryStorage() {
  const kept = new Map();
  const loader = (key) => () => kept.get(key) ?? null;
  const saver = (key) => (value) => {
    if (value === null) kept.delete(key);
    else kept.set(key, value);
    return true;
  };
  return {
    clear: () => kept.clear(),
    loadGame: loader('game'),
    saveGame: saver('game'),
    forgetGame: () => kept.delete('game') || true,
    loadPrefs: () => ({ ...kept.get('prefs') }),
    savePrefs: saver('prefs'),
    loadLessons: loader('lessons'),
    saveLessons: saver('lessons'),
    loadPuzzles: loader('puzzles'),
    savePuzzles: saver('puzzles'),
    loadFriend: loader('friend'),
    saveFriend: saver('friend'),
    whenUnavailable: () => {},
  };
}

// The kiosk's settings from the main page's address (the embed's
// parameters, docs/EMBED.md), or null when it is no kiosk.
export function kioskSettings(address) {
  const { options } = readOptions(address);
  if (!options.kiosk) return null;
  // Without a game chosen by the museum (`game=`), a visitor chooses one on
  // the first screen.
  const chosen = address.has('game');
  return { options, chosen, idle: options.idle, share: options.share, sound: options.sound === true, storage: memoryStorage() };
}

// The main page's games of a kiosk: the demonstration (the computer at
// `level` on both sides) and a visitor's (two visitors, or one against the
// computer), on the game and board the museum chose.
export function kioskSetups(options, presets) {
  const setup = { game: options.game, options: boardOptions(options, presets), starter: options.starts === 'north' ? 1 : 0, names: ['', ''] };
  const level = options.level ?? FIRST_LEVEL;
  return {
    demo: { ...setup, players: [level, level] },
    visit: { ...setup, players: ['person', options.opponent === 'computer' ? level : 'person'] },
  };
}

// The main page as a kiosk (`kiosk`: kioskSettings'), with its
// `startGame(setup)` and `forget()` (the host's end of a visit): Share only
// with share=1, the language menu in the
// kiosk's bar, a board the game is not played on replaced by the usual one;
// a visit opens on the first screen (`openFirstScreen()`) unless the museum
// chose the game.
export function onMainPage(shell, { kiosk, presets, startGame, forget, openFirstScreen, closeFirstScreen }) {
  document.getElementById('share-button').hidden = !kiosk.share;
  const { demo, visit } = kioskSetups(kiosk.options, presets);
  const start = (setup) => {
    try {
      startGame(setup);
    } catch {
      startGame({ ...setup, options: {} });
    }
  };
  return mountKiosk(shell, {
    idle: kiosk.idle,
    forget: () => {
      forget();
      if (!kiosk.chosen) closeFirstScreen();
    },
    bar: (node) => {
      node.append(document.getElementById('language-select').closest('label'));
      document.querySelector('.topbar').append(node);
    },
    quiet: [document.getElementById('layout'), document.querySelector('.topbar-actions')],
    startDemo: () => start(demo),
    startVisit: () => {
      start(visit);
      if (!kiosk.chosen) openFirstScreen();
    },
  });
}

// Mounts the kiosk (Kiosk's options) once its texts and styles are there,
// in the attract state.
export async function mountKiosk(shell, options) {
  await Promise.all([loadPart('kiosk'), loadStyle(new URL('./kiosk.css', import.meta.url).href)]);
  const kiosk = new Kiosk(shell, options);
  kiosk.beginAttract();
  return kiosk;
}

export class Kiosk {
  // `shell` (www/page/shell.js); `idle` seconds; `bar(node)` places the
  // kiosk's buttons at the top of the page, `quiet` the parts of the page
  // that sleep (inert) in the attract state; `startDemo()` and
  // `startVisit()` start the computer's game and a visitor's; `forget()`
  // empties the page's memory of the visitor.
  constructor(shell, { idle, bar, quiet, startDemo, startVisit, forget = () => {} }) {
    this.shell = shell;
    this.idleMs = (idle ?? DEFAULT_IDLE_S) * 1000;
    this.quiet = quiet;
    this.startDemo = startDemo;
    this.startVisit = startVisit;
    this.forget = forget;
    // The settings as the first visitor found them (settingsShown).
    this.home = null;
    this.idleTimer = null;
    this.tick = null;
    this.left = 0;
    this.visiting = false;
    this.paused = false;

    this.pauseButton = el('button', { type: 'button', class: 'button kiosk-pause', 'aria-pressed': 'false', onclick: () => this.togglePause() });
    this.fullscreenButton = el('button', { type: 'button', class: 'button kiosk-fullscreen', 'aria-pressed': 'false', onclick: () => toggleFullscreen() });
    this.fullscreenButton.hidden = !document.fullscreenEnabled;
    // The visitor done, or a guide making the screen ready: the next
    // visitor's kiosk at once, as after the countdown.
    this.nextButton = el('button', { type: 'button', class: 'button kiosk-next', onclick: () => this.endVisit() });
    this.nextButton.hidden = true;
    document.addEventListener('fullscreenchange', () =>
      this.fullscreenButton.setAttribute('aria-pressed', String(Boolean(document.fullscreenElement))),
    );
    bar(el('div', { class: 'kiosk-bar' }, this.nextButton, this.pauseButton, this.fullscreenButton));

    this.touchButton = el('button', { type: 'button', id: 'kiosk-touch', class: 'button primary kiosk-touch', onclick: () => this.beginVisit() });
    this.invite = el('p', { class: 'kiosk-invite' });
    // A touch anywhere on the demonstration starts, not only on the button.
    // A region of the page (a landmark), named by its call to action.
    this.attract = el('section', { class: 'kiosk-attract', 'aria-labelledby': 'kiosk-touch', onclick: () => this.beginVisit() }, el('div', { class: 'kiosk-call' }, this.invite, this.touchButton));

    this.seconds = el('p', { class: 'kiosk-seconds', 'aria-hidden': 'true' });
    this.sentence = el('p', { id: 'kiosk-countdown-words' });
    this.said = el('p', { class: 'visually-hidden', 'aria-live': 'assertive' });
    this.goOn = el('button', { type: 'button', class: 'button primary', onclick: () => this.stillHere() });
    this.dialog = el('dialog', { class: 'dialog kiosk-countdown', 'aria-labelledby': 'kiosk-countdown-title', 'aria-describedby': 'kiosk-countdown-words' });
    // Escape, or a touch beside the dialog, like the button: someone is there.
    this.dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      this.stillHere();
    });
    this.dialog.addEventListener('click', (event) => event.target === this.dialog && this.stillHere());
    document.body.append(this.attract, this.dialog);
    // On a portrait screen the call stands just under the board and its
    // South bar (kiosk.css), wherever the board's height puts them.
    const placeCall = () => {
      const under = [shell.boardRoot, document.getElementById('player-0')].map((node) => node?.getBoundingClientRect().bottom ?? 0);
      this.attract.style.setProperty('--board-foot', `${Math.round(Math.max(...under))}px`);
    };
    new ResizeObserver(placeCall).observe(shell.boardRoot);
    window.addEventListener('resize', placeCall);

    document.documentElement.classList.add('kiosk');
    // No long-press menus, no pinch zoom (Safari's gestures; elsewhere
    // kiosk.css's touch-action).
    document.addEventListener('contextmenu', (event) => event.preventDefault());
    document.addEventListener('gesturestart', (event) => event.preventDefault());
    for (const type of PRESENCE) document.addEventListener(type, () => this.visiting && !this.dialog.open && this.armIdle(), { passive: true, capture: true });
    this.retranslate();
  }

  retranslate() {
    this.pauseButton.textContent = t('kiosk.pause');
    this.fullscreenButton.textContent = t('kiosk.fullscreen');
    this.nextButton.textContent = t('kiosk.nextVisitor');
    this.touchButton.textContent = t('kiosk.touch');
    this.invite.textContent = t('app.title');
    this.goOn.textContent = t('kiosk.goOn');
    if (this.dialog.open) this.showSeconds();
  }

  // The attract state: the computer plays itself until someone touches.
  beginAttract() {
    this.visiting = false;
    document.documentElement.classList.add('attract-state');
    for (const part of this.quiet) part.inert = true;
    this.attract.hidden = false;
    this.pauseButton.hidden = false;
    this.nextButton.hidden = true;
    this.startDemo();
  }

  beginVisit() {
    if (this.visiting) return;
    this.visiting = true;
    this.setPaused(false);
    document.documentElement.classList.remove('attract-state');
    for (const part of this.quiet) part.inert = false;
    this.attract.hidden = true;
    this.pauseButton.hidden = true;
    this.nextButton.hidden = false;
    this.startVisit();
    this.home ??= settingsShown();
    this.armIdle();
  }

  togglePause() {
    this.setPaused(!this.paused);
    if (this.paused) {
      // Stopped where it stands, the move on show finished.
      this.shell.pauseGame();
      this.shell.skip();
    } else this.shell.resumeGame();
  }

  setPaused(paused) {
    this.paused = paused;
    this.pauseButton.setAttribute('aria-pressed', String(paused));
  }

  armIdle() {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.askStillPlaying(), this.idleMs);
  }

  askStillPlaying() {
    this.left = COUNTDOWN_S;
    fill(
      this.dialog,
      el('h2', { id: 'kiosk-countdown-title', text: t('kiosk.stillPlaying') }),
      this.seconds,
      this.sentence,
      this.said,
      el('div', { class: 'dialog-actions' }, this.goOn),
    );
    this.said.textContent = '';
    this.showSeconds();
    this.dialog.showModal();
    this.goOn.focus();
    this.tick = setInterval(() => {
      this.left -= 1;
      if (this.left <= 0) this.endVisit();
      else this.showSeconds();
    }, 1000);
  }

  showSeconds() {
    this.seconds.textContent = String(this.left);
    this.sentence.textContent = t('kiosk.countdown', { seconds: this.left });
    if (SAID_AT.includes(this.left)) this.said.textContent = t('kiosk.secondsLeft', { seconds: this.left });
  }

  stillHere() {
    clearInterval(this.tick);
    this.dialog.close();
    this.armIdle();
  }

  // The next visitor gets the page as it first opened.
  endVisit() {
    if (!this.visiting) return;
    clearInterval(this.tick);
    clearTimeout(this.idleTimer);
    for (const dialog of document.querySelectorAll('dialog')) if (dialog.open) dialog.close();
    restoreSettings(this.home);
    this.forget();
    /** @type {HTMLElement | null} */ (document.activeElement)?.blur?.();
    window.scrollTo(0, 0);
    this.beginAttract();
  }
}

// The settings a visitor may change, by their controls (the menus, the
// check boxes, the toggle buttons but the kiosk's own): key -> value.
function settingsShown() {
  const shown = new Map();
  for (const node of document.querySelectorAll('select, input[type=checkbox], button[aria-pressed]')) {
    if (node.closest('dialog, .board') || (node.matches('button') && node.closest('.kiosk-bar'))) continue;
    shown.set(node.id || node.className, settingOf(node));
  }
  return shown;
}

/** @param {any} node a menu, a check box or a toggle button */
const settingOf = (node) => (node.matches('select') ? node.value : node.matches('input') ? node.checked : node.getAttribute('aria-pressed'));

// Puts each setting back through its control, as a person would: the
// page's own handlers hear the change.
function restoreSettings(home) {
  for (const [key, value] of home) {
    /** @type {any} a menu, a check box or a toggle button */
    const node = document.getElementById(key) ?? document.getElementsByClassName(key)[0];
    if (!node || settingOf(node) === value) continue;
    if (node.matches('button')) {
      node.click();
      continue;
    }
    if (node.matches('select')) node.value = value;
    else node.checked = value;
    node.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

function toggleFullscreen() {
  const done = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
  done?.catch?.(() => {});
}
