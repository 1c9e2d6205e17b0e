// @ts-check
// Kiothi's count picker: how many of a boma's warriors to lift (a partial
// harvest), opened by the move input (move-input.js) on a pit with more than
// one legal count. Loaded when such a turn begins: the first load does
// without it.

import { t } from '../i18n/i18n.js';
import { loadPart } from '../i18n/language.js';
import { el } from './dom.js';
import { pitWord } from './words.js';
import { loadStyle } from './stylesheet.js';

// Styled before the first picker opens.
await loadStyle('www/ui/count-picker.css');

// Why a count is skipped is said in the words of why a pit cannot be played
// (www/i18n/why/): the picker opens without waiting for them.
const whyWords = loadPart('why').then(
  () => true,
  () => false,
);

// The counts below the most that the engine refuses because the first lap
// would end in an occupied boma of the mover's own row (Kiothi's first-lap
// rule, the only one that forbids a count the boma holds): [{count, landing}].
function forbiddenCounts(input, pit, counts) {
  const forbidden = [];
  for (let count = 1; count < Math.max(...counts); count++) {
    if (counts.includes(count)) continue;
    const refusal = input.whyNotMove({ pit, count });
    if (refusal?.reason === 'first-lap-own-occupied') forbidden.push({ count, landing: refusal.landing });
  }
  return forbidden;
}

// "You may not lift 3. From boma 6, the first lap would end in boma 9, an
// occupied boma of your own row."
function forbiddenNote(input, pit, counts) {
  const note = el('p', { class: 'picker-note', hidden: true });
  const forbidden = forbiddenCounts(input, pit, counts);
  if (!forbidden.length) return note;
  whyWords.then((loaded) => {
    if (!loaded) return;
    const grid = input.board.grid;
    note.textContent = forbidden
      .map(({ count, landing }) => t('why.countSkipped', { count, why: t('why.firstLap', { pit: pitWord(grid, pit), landing: pitWord(grid, landing) }) }))
      .join(' ');
    note.hidden = false;
    input.placePicker();
  });
  return note;
}

// Opens `input`'s picker over `pit`, offering `counts`, the largest at first.
export function openCountPicker(input, pit, counts) {
  counts.sort((a, b) => a - b);
  let index = counts.length - 1;
  const available = input.pending.turn.position.pits[pit];
  const number = input.board.grid.cells[pit].move_number;
  const label = el('output', { class: 'picker-count', 'aria-live': 'polite' });
  const less = el('button', { type: 'button', class: 'picker-step', 'aria-label': t('input.fewer'), text: '−' });
  const more = el('button', { type: 'button', class: 'picker-step', 'aria-label': t('input.more'), text: '+' });
  const sow = el('button', { type: 'button', class: 'picker-go' });
  const cancel = el('button', { type: 'button', class: 'picker-cancel', 'aria-label': t('input.cancel'), text: '×' });
  const picker = { pit, count: counts[index] };
  const update = () => {
    label.textContent = t('input.liftOf', { count: counts[index], available });
    sow.textContent = t('input.sow', { count: counts[index] });
    less.disabled = index === 0;
    more.disabled = index === counts.length - 1;
    picker.count = counts[index];
    input.onChange();
  };
  const change = (by) => {
    index = Math.max(0, Math.min(counts.length - 1, index + by));
    update();
  };
  less.addEventListener('click', () => change(-1));
  more.addEventListener('click', () => change(1));
  sow.addEventListener('click', () => input.pending?.resolve({ pit: number, count: counts[index] }));
  cancel.addEventListener('click', () => input.cancel());
  const element = el(
    'div',
    { class: 'picker count-picker', role: 'group', 'aria-label': t('input.howMany') },
    el('div', { class: 'picker-row' }, less, label, more),
    el('div', { class: 'picker-row' }, sow, cancel),
    forbiddenNote(input, pit, counts),
  );
  element.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowRight' || event.key === '+') change(1);
    else if (event.key === 'ArrowDown' || event.key === 'ArrowLeft' || event.key === '-') change(-1);
    else if (event.key === 'Escape') input.cancel();
    else return;
    event.preventDefault();
  });
  picker.element = element;
  update();
  input.showPicker(picker);
  sow.focus();
}
