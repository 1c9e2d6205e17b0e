// @ts-check
// English: the first screen's texts (www/welcome/), loaded with it
// (language.js).
export default {
  'welcome.title': 'Mancala',
  'welcome.family': 'Mancala is a family of board games played across Africa and far beyond: seeds are sown one by one round a board of pits, and captured. Here are four of them, from East and Southern Africa.',
  'welcome.back': 'Back to your game',
  'welcome.play': 'Play against the computer · {level}',
  'welcome.level': 'The computer’s level',
  'welcome.friendLink': 'With a friend by message, a move at a time',
  'welcome.puzzles': 'Puzzles',
  'welcome.friend': 'With a friend here',
  'welcome.online': 'With a friend online, live, at once',
  'welcome.learn': 'Learn',
  'welcome.about': 'About the game',
  'welcome.watch': 'Watch a game',
  'welcome.giuthi.people': 'Kikuyu and Embu · Kenya',
  'welcome.kiothi.people': 'Meru · Kenya',
  'welcome.en-gehe.people': 'Maasai · Tanzania',
  'welcome.hus.people': 'Damara, Nama, Herero and others · Namibia',
  'welcome.giuthi.special': 'Sow either way; every relay lap turns back. End in your own row for an extra move, or, after a raid into the enemy row, a capture.',
  'welcome.kiothi.special': 'Each side opens by emptying two boma and placing their warriors anywhere; the boma filled then are protected nki. Later you lift as many warriors as you choose.',
  'welcome.en-gehe.special': 'A team game on boards of up to 2 × 50 pits: the sowing relays lap after lap until a seed lands in an empty pit.',
  'welcome.hus.special': 'Four rows, two for each player: sow round your own two rows, capture from the enemy inner row and the hole behind it, and sow the captured seeds at once.',
};
