// @ts-check
// The embed's conversation with the page that frames it (docs/EMBED.md).
// It speaks only when the host named its own origin (`parentOrigin`), posts
// only to that origin (never to '*'), and hears only messages from its
// parent window at that origin whose shape it knows.

import { OPTION_NAMES, PAGE_OPTIONS } from '../page/options.js';

export const PROTOCOL = 1;
const PREFIX = 'mancala:';

// What the parent may ask, with the option names each accepts.
const COMMANDS = {
  'mancala:new-game': new Set(OPTION_NAMES.filter((name) => ![...PAGE_OPTIONS, 'lang', 'theme'].includes(name))),
  'mancala:set-options': new Set(['lang', 'theme', 'speed']),
  // The value of the position shown, after `ms` of thought at most.
  'mancala:analyse': new Set(['ms']),
};

// A message from the parent, checked: {type, options, protocol} with only
// known option names, each a string, a whole number or a boolean, and the
// protocol, when it says one, this one; else null.
export function readCommand(data) {
  if (!isPlainObject(data) || typeof data.type !== 'string' || !Object.hasOwn(COMMANDS, data.type)) return null;
  const allowed = COMMANDS[data.type];
  const keys = Object.keys(data);
  if (keys.some((key) => key !== 'type' && key !== 'options' && key !== 'protocol')) return null;
  if (Object.hasOwn(data, 'protocol') && data.protocol !== PROTOCOL) return null;
  const options = data.options ?? {};
  if (!isPlainObject(options)) return null;
  const values = new Map();
  for (const [name, value] of Object.entries(options)) {
    if (!allowed.has(name)) return null;
    const scalar =
      (typeof value === 'string' && value.length <= 40_000) ||
      (typeof value === 'number' && Number.isInteger(value)) ||
      typeof value === 'boolean';
    if (!scalar) return null;
    values.set(name, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return { type: data.type, options: values };
}

function isPlainObject(value) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export class Messenger {
  // `parentOrigin` is the checked origin of the host page, or null (then
  // the embed neither posts nor listens); `onCommand(command)` gets each
  // accepted command.
  constructor({ parentOrigin, onCommand }) {
    this.parentOrigin = parentOrigin;
    this.active = Boolean(parentOrigin) && window.parent !== window;
    if (!this.active) return;
    window.addEventListener('message', (event) => {
      if (event.source !== window.parent || event.origin !== this.parentOrigin) return;
      const command = readCommand(event.data);
      if (!command) {
        this.post('error', { reason: 'bad-message' });
        return;
      }
      onCommand(command);
    });
  }

  // Posts {type: 'mancala:<kind>', protocol, ...data} to the parent.
  post(kind, data = {}) {
    if (!this.active) return;
    window.parent.postMessage({ ...data, type: `${PREFIX}${kind}`, protocol: PROTOCOL }, this.parentOrigin);
  }
}
