// @ts-check
// Swedish: the texts of why a pit cannot be played (www/ui/refusals.js), loaded with it
// (language.js).
export default {
  'why.not-this-game': 'Det är inget drag i det här spelet.',
  'why.out-of-range': 'Den gropen finns inte.',
  'why.notOwn': '{pit} tillhör {side}; det är {mover}s tur.',
  'why.empty-pit': '{pit} är tom.',
  'why.single-seed': '{pit} har bara ett frö, och ett ensamt frö får inte sås.',
  'why.zero-count': 'Minst en krigare måste lyftas.',
  'why.count-too-large': '{pit} har inte så många krigare.',
  'why.firstLap': 'Från {pit} skulle första varvet sluta i {landing}, en boma med krigare i din egen rad.',
  'why.countSkipped': 'Du får inte lyfta {count}. {why}',
  'why.endless': 'Sådden från {pit} skulle inte ta slut inom en miljon varv, så den får inte spelas.',
  'why.not-in-opening': 'Öppningen är över.',
  'why.in-opening': 'Öppningen kommer först: töm två av dina boma och placera deras krigare.',
  'why.opening-not-distinct': 'Välj två olika boma.',
  'why.opening-not-occupied': '{pit} är ingen boma med krigare i din egen rad.',
  'why.opening-wrong-total': 'Placera exakt de krigare du lyfte.',
};
