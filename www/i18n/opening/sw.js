// @ts-check
// Kiswahili: the texts of Kiothi's opening panel (www/ui/opening-input.js), loaded with it
// (language.js).
export default {
  'opening.title': 'Ufunguzi',
  'opening.choose': 'Chagua boma zako mbili za kumwaga (umechagua {chosen} kati ya 2).',
  'opening.place': 'Weka wapiganaji {lifted} walioinuliwa kwenye boma yoyote ya ubao.',
  'opening.left.one': 'Amebaki mpiganaji {count} wa kuweka',
  'opening.left.other': 'Wamebaki wapiganaji {count} wa kuweka',
  'opening.batch': '{count}',
  'opening.batchAll': 'wote',
  'opening.batchLabel': 'Kwa kila kubofya:',
  'opening.batchLabel.touch': 'Kwa kila mguso:',
  'opening.undo': 'Tendua',
  'opening.reset': 'Anza upya',
  'opening.confirm': 'Thibitisha',
  'opening.allPlaced': 'Wapiganaji wote wamewekwa: thibitisha, au tendua uwekaji mmoja.',
  'opening.notYours': 'Chagua mojawapo ya boma zako zenye wapiganaji ili kuimwaga.',
};
