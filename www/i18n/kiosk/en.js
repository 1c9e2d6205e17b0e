// @ts-check
// English: kiosk mode's texts (www/kiosk/), loaded only in kiosk mode
// (language.js).
export default {
  'kiosk.pause': 'Pause',
  'kiosk.fullscreen': 'Full screen',
  'kiosk.touch': 'Touch to play',
  'kiosk.stillPlaying': 'Still playing?',
  'kiosk.countdown': 'This game ends in {seconds} seconds, and the screen is made ready for the next visitor.',
  'kiosk.secondsLeft': '{seconds} seconds left.',
  'kiosk.nextVisitor': 'Next visitor',
  'kiosk.goOn': 'Go on playing',
};
