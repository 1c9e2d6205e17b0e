// @ts-check
// A person choosing a move on the board: which pits react (from the
// engine's legal moves), Giuthi's direction, Kiothi's count and opening.
// Resolves a HumanSeat's request with a move document for the engine.
// What a move names, where a direction goes and what an opening does are
// the engine's (describeGame, the board's cells, openingPreview).

import { describeGame } from '../pkg/mancala.js';
import { pitOfMove } from '../board/geometry.js';
import { t } from '../i18n/i18n.js';
import { el } from './dom.js';
import { directionSign } from './words.js';

// Kiothi's opening, the first two turns of a Kiothi game only: its panel
// (opening-input.js) loads when one begins.
let opening = null;
const openingInput = () => (opening ??= import('./opening-input.js'));
// Kiothi's count picker (count-picker.js), fetched when a turn offers a
// choice of counts begins, so that it is there when a pit is chosen.
let countPickerCode = null;
let countPickerModule = null; // once loaded: the picker opens at once
const countPicker = () => (countPickerCode ??= import('./count-picker.js').then((module) => (countPickerModule = module)));

export class MoveInput {
  // `view` shows the board for a turn: view.showTurn(turn, marks) where
  // marks = {legal, selected, chosen, preview}; `explain(pit)` says why a
  // pit cannot be played, `whyNotMove(move)` why the engine refuses a move
  // (WasmGame.whyNotMove: the count picker says why it skips a count);
  // `openingPanel` is where the opening controls go;
  // `openingPreview(empty, place)` is the engine's view of an opening being
  // composed (WasmGame.openingPreview). `confirmTaps()` says whether a tap
  // only points at a pit (the move preview shows where it goes) and a
  // second tap sows; `onChange()` hears the move being chosen change (a
  // pit selected, a count in the picker).
  constructor({ board, view, explain, whyNotMove, openingPanel, openingPreview, confirmTaps = () => false, onChange = () => {} }) {
    this.board = board;
    this.view = view;
    this.explain = explain;
    this.whyNotMove = whyNotMove;
    this.openingPanel = openingPanel;
    this.openingPreview = openingPreview;
    this.confirmTaps = confirmTaps;
    this.onChange = onChange;
    this.pending = null;
    this.picker = null;
    board.root.addEventListener('relayout', () => this.placePicker());
    // A press anywhere off the picker cancels it (the canvas reports its own).
    document.addEventListener('pointerdown', (event) => {
      if (this.picker && !this.picker.element.contains(event.target) && event.target !== board.canvas) this.cancel();
    });
  }

  get waiting() {
    return this.pending !== null;
  }

  awaitMove(turn, signal) {
    this.finish();
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        this.finish();
        reject(new DOMException('The turn was abandoned', 'AbortError'));
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.pending = {
        turn,
        resolve: (move) => {
          signal.removeEventListener('abort', onAbort);
          this.finish();
          resolve(move);
        },
        selected: null,
        opening: turn.position.phase === 'opening' ? { chosen: [], placed: [], batch: 1 } : null,
      };
      if (turn.legal.some((move) => move.count !== undefined)) countPicker();
      this.render();
    });
  }

  finish() {
    this.closePicker();
    this.openingPanel.replaceChildren();
    this.openingPanel.hidden = true;
    this.pending = null;
    this.onChange();
  }

  // The board pits from which some legal move starts.
  legalPits() {
    const { turn } = this.pending;
    return new Set(turn.legal.map((move) => pitOfMove(this.board.grid, turn.position.to_move, move.pit)));
  }

  render() {
    const pending = this.pending;
    if (!pending) return;
    if (pending.opening) {
      openingInput().then((opening) => this.pending === pending && opening.renderOpening(this));
      return;
    }
    this.view.showTurn(pending.turn, { legal: this.legalPits(), selected: pending.selected, confirm: pending.confirm });
    this.onChange();
  }

  // The moves a preview of `pit` shows: Giuthi's both directions, Kiothi's
  // count in the picker or else the whole lift, else the pit's one move.
  candidates(pit) {
    const pending = this.pending;
    if (!pending || pending.opening || !this.legalPits().has(pit)) return [];
    const number = this.board.grid.cells[pit].move_number;
    const moves = pending.turn.legal.filter((move) => move.pit === number);
    if (describeGame(pending.turn.position.game).move !== 'count') return moves;
    const count = this.picker?.pit === pit ? this.picker.count : Math.max(...moves.map((move) => move.count));
    return moves.filter((move) => move.count === count);
  }

  // A pit was clicked, tapped or pressed (`touch`: tapped).
  activate(pit, { touch = false } = {}) {
    const pending = this.pending;
    if (!pending) return false;
    if (pending.opening) {
      openingInput().then((opening) => this.pending === pending && opening.activateOpening(this, pit));
      return true;
    }
    if (!this.legalPits().has(pit)) {
      this.closePicker();
      pending.selected = null;
      pending.confirm = false;
      this.render();
      this.explain(pit);
      return true;
    }
    const { turn } = pending;
    // Moves name a pit by its move number (Hus: its place in the mover's loop).
    const number = this.board.grid.cells[pit].move_number;
    const shape = describeGame(turn.position.game).move;
    const moves = turn.legal.filter((move) => move.pit === number);
    if (shape === 'direction') {
      this.select(pit);
      this.openDirectionPicker(pit, moves.map((move) => move.dir));
    } else if (moves.length > 1) {
      this.select(pit);
      const counts = moves.map((move) => move.count);
      if (countPickerModule) countPickerModule.openCountPicker(this, pit, counts);
      else countPicker().then((picker) => this.pending === pending && picker.openCountPicker(this, pit, counts));
    } else if (touch && this.confirmTaps() && !(pending.confirm && pending.selected === pit)) {
      // The first tap shows where the move goes; a second one sows.
      pending.confirm = true;
      this.select(pit);
    } else {
      pending.resolve(moves[0]);
    }
    return true;
  }

  select(pit) {
    this.pending.selected = pit;
    this.render();
  }

  // Escape, or a click beside the pits.
  cancel() {
    if (!this.pending || (!this.picker && !this.pending.confirm)) return;
    const pit = this.pending.selected;
    this.closePicker();
    this.pending.selected = null;
    this.pending.confirm = false;
    this.render();
    if (pit !== null) this.board.focusPit(pit);
  }

  // A picker ({pit, element, ...}: the direction's arrows, Kiothi's count)
  // over its pit, in place of any other.
  showPicker(picker) {
    this.closePicker();
    this.picker = picker;
    this.board.overlay.append(picker.element);
    this.placePicker();
  }

  closePicker() {
    const picker = this.picker;
    if (!picker) return;
    const focused = picker.element.contains(document.activeElement);
    picker.element.remove();
    this.picker = null;
    // A direction or count chosen by the keyboard: the focus goes back to
    // the pit it was for, not to the page's body.
    if (focused) this.board.focusPit(picker.pit);
  }

  placePicker() {
    const picker = this.picker;
    if (!picker) return;
    const rect = this.board.pitRect(picker.pit);
    const style = picker.element.style;
    style.left = `${rect.x + rect.w / 2}px`;
    if (picker.arrows) {
      style.top = `${rect.y + rect.h / 2}px`;
      this.layoutArrows(picker);
      return;
    }
    // Open beyond the pit's row, off the board (on a turned board, away
    // from the nearer end), unless the screen ends there.
    this.board.placeOverlay();
    const top = this.board.overlay.getBoundingClientRect().top;
    const height = picker.element.offsetHeight + 8;
    const bottomHalf = rect.y + rect.h / 2 > this.board.stage.offsetHeight / 2;
    let below = this.board.turned ? !bottomHalf : bottomHalf;
    if (below && top + rect.y + rect.h + height > window.innerHeight) below = false;
    else if (!below && top + rect.y - height < 0) below = true;
    picker.element.classList.toggle('below', below);
    style.top = `${below ? rect.y + rect.h : rect.y}px`;
  }

  // Which way each direction goes on screen at `pit`: towards the first pit
  // a sowing that way reaches (the engine's, in the board's cells).
  screenDirection(pit) {
    const cell = this.board.grid.cells[pit];
    const next = this.board.pitRect(cell.ccw);
    const prev = this.board.pitRect(cell.cw);
    const turned = this.board.turned;
    const delta = turned ? next.y - prev.y : next.x - prev.x;
    const forward = turned ? (delta > 0 ? 'down' : 'up') : delta > 0 ? 'right' : 'left';
    const opposite = { left: 'right', right: 'left', up: 'down', down: 'up' };
    return { ccw: forward, cw: opposite[forward] };
  }

  openDirectionPicker(pit, dirs) {
    const screen = this.screenDirection(pit);
    const number = this.board.grid.cells[pit].move_number;
    const buttons = dirs.map((dir) => {
      const button = el('button', {
        type: 'button',
        class: `picker-arrow arrow-${screen[dir]}`,
        'data-dir': dir,
        'aria-label': t(dir === 'ccw' ? 'input.sowCcw' : 'input.sowCw', { way: t(`way.${screen[dir]}`) }),
        // The direction's sign, placed on the side it sows to.
        text: directionSign(dir),
      });
      button.addEventListener('click', () => this.pending?.resolve({ pit: number, dir }));
      return button;
    });
    const element = el('div', { class: 'picker direction-picker', role: 'group', 'aria-label': t('input.direction') }, buttons);
    element.addEventListener('keydown', (event) => {
      const way = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' }[event.key];
      if (way) {
        const dir = Object.keys(screen).find((d) => screen[d] === way);
        if (dir && dirs.includes(dir)) {
          event.preventDefault();
          this.pending?.resolve({ pit: number, dir });
        }
      } else if (event.key === 'Escape') {
        event.preventDefault();
        this.cancel();
      }
    });
    this.showPicker({ pit, element, arrows: buttons, screen });
    buttons[0]?.focus();
  }

  layoutArrows(picker) {
    const rect = this.board.pitRect(picker.pit);
    const reach = (this.board.turned ? rect.h : rect.w) * 0.62 + 6;
    for (const button of picker.arrows) {
      const way = picker.screen[button.dataset.dir];
      const dx = way === 'left' ? -reach : way === 'right' ? reach : 0;
      const dy = way === 'up' ? -reach : way === 'down' ? reach : 0;
      button.style.transform = `translate(calc(-50% + ${dx}px), calc(-50% + ${dy}px))`;
    }
  }

}
