// @ts-check
// Swedish: the embed's own texts (www/embed/embed.js), loaded with it
// (language.js): the main page does without them.
export default {
  'embed.pageTitle': 'Mancala',
  'embed.newGame': 'Nytt parti',
  'embed.aboutPlay': 'Spela {game}',
  'embed.fullPage': 'Öppna hela sidan ↗',
  'embed.replayAt': 'Repris: drag {ply} av {plies}.',
  'embed.toStart': 'Till början',
  'embed.back': 'Ett drag bakåt',
  'embed.next': 'Nästa drag',
  'embed.toEnd': 'Till sista draget',
  'embed.badBoard': 'Det brädet används inte i {game}; det vanliga brädet visas.',
  'embed.howToPlay': 'Så spelar man',
};
