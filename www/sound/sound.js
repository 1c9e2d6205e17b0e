// @ts-check
// The sound of the seeds, synthesised with the Web Audio API (no files to
// download): a soft click for each seed that falls, a deeper knock for a
// capture (or Hus's seizure), a short rising phrase at the end of a game. Each sound is as
// long as the board's step it goes with, so faster animation speeds make
// shorter sounds. The page shell (www/page/shell.js) creates it on a
// person's first press, as browsers' autoplay rules ask, and hands it the
// board's steps as they end. Every sound has its sight on the board: the
// seed landing and its pit's count, the captured seeds flying to the
// store with the caption that counts them, the result at the end.

const CLICK_HZ = 1900; // a seed on wood: short and high
const CAPTURE_HZ = 130; // a handful of seeds landing together: low
const END_NOTES_HZ = [523, 659, 784]; // C, E, G: a game's end
const VOLUME = 0.18;

// A number near `value`, up to `spread` (a fraction) above or below it, so
// that no two seeds sound exactly alike.
const jitter = (value, spread) => value * (1 + (Math.random() * 2 - 1) * spread);
const clamp = (value, low, high) => Math.min(high, Math.max(low, value));

export class SeedSounds {
  constructor() {
    // Older Safari names it with its prefix.
    const Context = window.AudioContext ?? /** @type {any} */ (window).webkitAudioContext;
    this.context = Context ? new Context() : null;
    this.output = null;
    if (!this.context) return;
    this.output = this.context.createGain();
    this.output.gain.value = VOLUME;
    this.output.connect(this.context.destination);
    this.wake();
  }

  // After a press (browsers may start the context suspended).
  wake() {
    if (this.context?.state === 'suspended') this.context.resume().catch(() => {});
  }

  // Muted: the context stops using the audio device until woken.
  sleep() {
    if (this.context?.state === 'running') this.context.suspend().catch(() => {});
  }

  // A board step has ended (www/board/animation.js): `dur` is its length.
  step(step) {
    if (step.kind === 'drop' || step.kind === 'place') {
      this.tone({ hz: jitter(CLICK_HZ, 0.12), type: 'triangle', gain: jitter(0.8, 0.2), seconds: clamp(step.dur * 0.25, 10, 80) / 1000 });
    } else if (step.kind === 'gather' && (step.told || step.to.store !== undefined)) {
      // Captured to the store, seized to sow on (Hus), or swept up at the end.
      this.tone({ hz: jitter(CAPTURE_HZ, 0.05), type: 'sine', gain: 1, seconds: clamp(step.dur * 0.5, 60, 400) / 1000 });
    }
  }

  gameOver() {
    END_NOTES_HZ.forEach((hz, index) => this.tone({ hz, type: 'sine', gain: 0.7, seconds: 0.35, delay: index * 0.14 }));
  }

  // One note: a quick rise and an exponential fall, gone after `seconds`.
  tone({ hz, type, gain, seconds, delay = 0 }) {
    const { context } = this;
    if (context?.state !== 'running') return;
    const start = context.currentTime + delay;
    const oscillator = context.createOscillator();
    const envelope = context.createGain();
    oscillator.type = type;
    oscillator.frequency.setValueAtTime(hz, start);
    envelope.gain.setValueAtTime(0.0001, start);
    envelope.gain.exponentialRampToValueAtTime(gain, start + 0.004);
    envelope.gain.exponentialRampToValueAtTime(0.0001, start + seconds);
    oscillator.connect(envelope).connect(this.output);
    oscillator.start(start);
    oscillator.stop(start + seconds + 0.02);
    // The nodes go once the note has ended: a kiosk plays for months.
    oscillator.addEventListener('ended', () => envelope.disconnect(), { once: true });
  }
}
