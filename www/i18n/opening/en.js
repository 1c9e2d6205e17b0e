// @ts-check
// English: the texts of Kiothi's opening panel (www/ui/opening-input.js), loaded with it
// (language.js).
export default {
  'opening.title': 'Opening',
  'opening.choose': 'Choose two of your boma to empty ({chosen} of 2 chosen).',
  'opening.place': 'Place the {lifted} lifted warriors on any boma of the board.',
  'opening.left.one': '{count} warrior left to place',
  'opening.left.other': '{count} warriors left to place',
  'opening.batch': '{count}',
  'opening.batchAll': 'all',
  'opening.batchLabel': 'Per click:',
  'opening.batchLabel.touch': 'Per tap:',
  'opening.undo': 'Undo',
  'opening.reset': 'Start over',
  'opening.confirm': 'Confirm',
  'opening.allPlaced': 'Every warrior is placed: confirm, or undo a placement.',
  'opening.notYours': 'Choose one of your own occupied boma to empty.',
};
