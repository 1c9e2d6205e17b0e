// @ts-check
// Kiswahili: the embed's own texts (www/embed/embed.js), loaded with it
// (language.js): the main page does without them.
export default {
  'embed.pageTitle': 'Mancala',
  'embed.newGame': 'Mchezo mpya',
  'embed.aboutPlay': 'Cheza {game}',
  'embed.fullPage': 'Fungua ukurasa kamili ↗',
  'embed.replayAt': 'Marudio: hatua {ply} kati ya {plies}.',
  'embed.toStart': 'Hadi mwanzo',
  'embed.back': 'Hatua moja nyuma',
  'embed.next': 'Hatua inayofuata',
  'embed.toEnd': 'Hadi hatua ya mwisho',
  'embed.badBoard': 'Ubao huo hautumiki katika {game}; ubao wa kawaida unaonyeshwa.',
  'embed.howToPlay': 'Jinsi ya kucheza',
};
