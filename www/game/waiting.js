// @ts-check
// Waiting within a turn that an undo, a new game or leaving the page may
// abandon (its `signal` aborts): the computer's turns (computer-turns.js)
// and a puzzle's replies (www/puzzles/).

// How long the computer's turn lasts at least, from its start, by animation
// speed: a reply at once feels abrupt; 'instant' asks for no waiting.
export const COMPUTER_PAUSE_MS = { slow: 1000, normal: 600, fast: 300, instant: 0 };

export function abortError() {
  return new DOMException('The turn was abandoned', 'AbortError');
}

// A turn that ends only when abandoned.
export function untilAborted(signal) {
  return new Promise((_, reject) => signal.addEventListener('abort', () => reject(abortError()), { once: true }));
}

// Resolves after `ms`, or rejects when `signal` aborts first.
export function pause(ms, signal) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
