// @ts-check
// Svenska: kiosk mode's texts (www/kiosk/), loaded only in kiosk mode
// (language.js).
export default {
  'kiosk.pause': 'Pausa',
  'kiosk.fullscreen': 'Helskärm',
  'kiosk.touch': 'Tryck för att spela',
  'kiosk.stillPlaying': 'Spelar du fortfarande?',
  'kiosk.countdown': 'Partiet avslutas om {seconds} sekunder, och skärmen görs i ordning för nästa besökare.',
  'kiosk.secondsLeft': '{seconds} sekunder kvar.',
  'kiosk.nextVisitor': 'Nästa besökare',
  'kiosk.goOn': 'Fortsätt spela',
};
