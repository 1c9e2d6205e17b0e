// @ts-check
// Swedish: the texts of Kiothi's opening panel (www/ui/opening-input.js), loaded with it
// (language.js).
export default {
  'opening.title': 'Öppning',
  'opening.choose': 'Välj två av dina boma att tömma ({chosen} av 2 valda).',
  'opening.place': 'Placera de {lifted} lyfta krigarna på valfria boma på brädet.',
  'opening.left.one': '{count} krigare kvar att placera',
  'opening.left.other': '{count} krigare kvar att placera',
  'opening.batch': '{count}',
  'opening.batchAll': 'alla',
  'opening.batchLabel': 'Per klick:',
  'opening.batchLabel.touch': 'Per tryck:',
  'opening.undo': 'Ångra',
  'opening.reset': 'Börja om',
  'opening.confirm': 'Bekräfta',
  'opening.allPlaced': 'Alla krigare är placerade: bekräfta, eller ångra en placering.',
  'opening.notYours': 'Välj en av dina egna boma med krigare att tömma.',
};
