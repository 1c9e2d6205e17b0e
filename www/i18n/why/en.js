// @ts-check
// English: the texts of why a pit cannot be played (www/ui/refusals.js), loaded with it
// (language.js).
export default {
  'why.not-this-game': 'That is not a move of this game.',
  'why.out-of-range': 'There is no such pit.',
  'why.notOwn': '{pit} belongs to {side}; it is {mover}’s turn.',
  'why.empty-pit': '{pit} is empty.',
  'why.single-seed': '{pit} holds a single seed, and a single seed cannot be sown.',
  'why.zero-count': 'At least one warrior must be lifted.',
  'why.count-too-large': '{pit} does not hold that many warriors.',
  'why.firstLap': 'From {pit}, the first lap would end in {landing}, an occupied boma of your own row.',
  'why.countSkipped': 'You may not lift {count}. {why}',
  'why.endless': 'Sowing from {pit} would not end within a million laps, so it may not be played.',
  'why.not-in-opening': 'The opening is over.',
  'why.in-opening': 'The opening comes first: empty two of your boma and place their warriors.',
  'why.opening-not-distinct': 'Choose two different boma.',
  'why.opening-not-occupied': '{pit} is not an occupied boma of your own row.',
  'why.opening-wrong-total': 'Place exactly the warriors you lifted.',
};
