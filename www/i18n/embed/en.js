// @ts-check
// English: the embed's own texts (www/embed/embed.js), loaded with it
// (language.js): the main page does without them.
export default {
  'embed.pageTitle': 'Mancala',
  'embed.newGame': 'New game',
  'embed.aboutPlay': 'Play {game}',
  'embed.fullPage': 'Open full page ↗',
  'embed.replayAt': 'Replay: move {ply} of {plies}.',
  'embed.toStart': 'To the start',
  'embed.back': 'One move back',
  'embed.next': 'Next move',
  'embed.toEnd': 'To the last move',
  'embed.badBoard': 'That board is not one {game} is played on; the usual board is shown.',
  'embed.howToPlay': 'How to play',
};
