// @ts-check
// Kiswahili: kiosk mode's texts (www/kiosk/), loaded only in kiosk mode
// (language.js).
export default {
  'kiosk.pause': 'Sitisha',
  'kiosk.fullscreen': 'Skrini nzima',
  'kiosk.touch': 'Gusa ili kucheza',
  'kiosk.stillPlaying': 'Bado unacheza?',
  'kiosk.countdown': 'Mchezo huu utaisha baada ya sekunde {seconds}, na skrini itaandaliwa kwa ajili ya mgeni anayefuata.',
  'kiosk.secondsLeft': 'Zimebaki sekunde {seconds}.',
  'kiosk.nextVisitor': 'Mgeni anayefuata',
  'kiosk.goOn': 'Endelea kucheza',
};
