// English. To add a language, copy this file to xx.js and translate the
// values; keep game names and the terms boma, nki and prison as they are.
export default {
  'app.title': 'Mancala: four games from East and Southern Africa',
  'app.loadFailed': 'The game engine could not be loaded. Please reload the page.',

  'action.newGame': 'New game',
  'action.rules': 'Rules',
  'action.undo': 'Undo',
  'action.redo': 'Redo',
  'action.skip': 'Skip',
  'action.cancel': 'Cancel',
  'action.close': 'Close',

  'speed.label': 'Speed',
  'speed.slow': 'Slow',
  'speed.normal': 'Normal',
  'speed.fast': 'Fast',
  'speed.instant': 'Instant',

  'game.giuthi': 'Giuthi',
  'game.kiothi': 'Kiothi',
  'game.en-gehe': 'En Gehé',
  'game.hus': 'Hus',
  'game.giuthi.note': 'Kikuyu and Embu, Kenya · relays that turn back at every lap',
  'game.kiothi.note': 'Meru, Kenya · warriors, protected nki boma and prisons',
  'game.en-gehe.note': 'Maasai, Tanzania · one of the longest boards in the world',
  'game.hus.note': 'Namibia · four rows; seize the cattle and sow them at once',

  'side.south': 'South',
  'side.north': 'North',
  'turn.toMove': 'to move',

  'board.pits': 'Board',
  'board.twoRows': '2 × {holes}',
  'board.fourRows': '4 × {holes}',
  'board.withSeeds': '{shape}, {seeds} per pit',
  'board.withSeedsHus': '{shape}, {seeds} per filled hole',
  'board.kiothi': '2 × 10 boma, {setup} filled boma each',
  'board.practice': '{board} (practice board)',
  'board.practiceHoles': '{holes} (practice)',

  'pit.plain': 'pit {number}',
  'pit.boma': 'boma {number}',
  'pit.inner': 'inner hole {number}',
  'pit.outer': 'outer hole {number}',
  'pit.yours': 'Your {pit}',
  'pit.theirs': '{side} {pit}',
  'pit.protected': 'protected (nki)',
  'pit.selected': 'selected',
  'count.seeds.one': '{count} seed',
  'count.seeds.other': '{count} seeds',
  'count.warriors.one': '{count} warrior',
  'count.warriors.other': '{count} warriors',

  'score.points': 'Score {count}',
  'score.pile': 'captured {count}',
  'score.prison': 'Prison {count}',
  'score.tally': 'Captured {count}',
  'score.seedsOnSide.one': '{count} seed on the board',
  'score.seedsOnSide.other': '{count} seeds on the board',

  'status.move.giuthi': '{side} to move: choose a pit with two or more seeds, then a direction.',
  'status.move.kiothi': '{side} to move: choose one of your boma.',
  'status.move.en-gehe': '{side} to move: choose one of your pits.',
  'status.move.hus': '{side} to move: choose one of your holes with two or more seeds.',
  'status.direction': '{side}: choose the direction of the first lap (arrow keys), or press Escape.',
  'status.count': '{side}: choose how many warriors to lift, then sow.',
  'status.opening': '{side} opens: empty two of your boma and place their warriors anywhere.',
  'status.sowing': '{side} is sowing… (Escape or Skip to see the result at once)',
  'status.newGame': 'New game of {game}.',

  'anim.lap': 'Lap {lap} of {laps}',
  'anim.relay': 'relay',
  'anim.reversed': 'relay, turning back',
  'anim.resow': 'sowing the seized seeds',
  'anim.extraMove': 'Extra move!',
  'anim.pass': '{side} cannot move and passes',
  'anim.sweep': 'The board goes to {side}',

  'dir.ccw': 'counter-clockwise',
  'dir.cw': 'clockwise',
  'way.left': 'to the left',
  'way.right': 'to the right',
  'way.up': 'upwards',
  'way.down': 'downwards',

  'input.direction': 'Direction of the first lap',
  'input.sowCcw': 'Sow counter-clockwise ({way})',
  'input.sowCw': 'Sow clockwise ({way})',
  'input.howMany': 'How many warriors to lift',
  'input.fewer': 'Fewer',
  'input.more': 'More',
  'input.cancel': 'Cancel',
  'input.liftOf': 'Lift {count} of {available}',
  'input.sow': 'Sow {count}',

  'opening.title': 'Opening',
  'opening.choose': 'Choose two of your boma to empty ({chosen} of 2 chosen).',
  'opening.place': 'Place the {lifted} lifted warriors on any boma of the board.',
  'opening.left.one': '{count} warrior left to place',
  'opening.left.other': '{count} warriors left to place',
  'opening.batch': '{count}',
  'opening.batchAll': 'all',
  'opening.batchLabel': 'Per click:',
  'opening.undo': 'Undo',
  'opening.reset': 'Start over',
  'opening.confirm': 'Confirm',
  'opening.allPlaced': 'Every warrior is placed: confirm, or undo a placement.',
  'opening.notYours': 'Choose one of your own occupied boma to empty.',

  'move.opening': 'opening: emptied {emptied}',
  'move.laps.one': '{count} lap',
  'move.laps.other': '{count} laps',
  'move.captured': 'captured {count}',
  'move.seized': 'seized {count}',
  'move.extra': 'extra move',
  'list.and': ' and ',

  'say.opening': '{side} emptied {emptied} and placed the warriors.',
  'say.nki.one': '{count} boma is now protected (nki).',
  'say.nki.other': '{count} boma are now protected (nki).',
  'say.sowed': '{side} sowed {seeds} from {pit}, {laps}.',
  'say.sowedDir': '{side} sowed {seeds} from {pit} {dir}, {laps}.',
  'say.captured': 'Captured {count}.',
  'say.seized': 'Seized {count} and sowed them on.',
  'say.noCapture': 'No capture.',
  'say.extra': '{side} moves again.',
  'say.pass': '{side} cannot move and passes; {other} moves again.',

  'end.wins': '{side} wins, {high} to {low}.',
  'end.draw': 'A draw, {south} to {north}.',
  'end.repetition': 'Draw by repetition: the same position came up again.',
  'end.thirdRepetition': 'Draw: the same position came up for the third time.',
  'end.noMoves': 'Neither player can move; each scores their captures and the seeds in their own pits.',
  'end.husStuck': '{side} cannot move and loses.',
  'end.stuckSweep': '{side} cannot move: {other} takes the remaining {count}.',
  'end.stuck': '{side} cannot move.',
  'end.oneWarrior': 'One-warrior victory!',

  'result.look': 'Look at the board',
  'result.rematch': 'Rematch',

  'why.game-over': 'The game is over.',
  'why.not-this-game': 'That is not a move of this game.',
  'why.out-of-range': 'There is no such pit.',
  'why.notOwn': '{pit} belongs to {side}; it is {mover}’s turn.',
  'why.empty-pit': '{pit} is empty.',
  'why.single-seed': '{pit} holds a single seed, and a single seed cannot be sown.',
  'why.zero-count': 'At least one warrior must be lifted.',
  'why.count-too-large': '{pit} does not hold that many warriors.',
  'why.firstLap': 'From {pit}, the first lap would end in {landing}, an occupied boma of your own row.',
  'why.endless': 'Sowing from {pit} would never end, so it may not be played.',
  'why.not-in-opening': 'The opening is over.',
  'why.in-opening': 'The opening comes first: empty two of your boma and place their warriors.',
  'why.opening-not-distinct': 'Choose two different boma.',
  'why.opening-not-occupied': '{pit} is not an occupied boma of your own row.',
  'why.opening-wrong-total': 'Place exactly the warriors you lifted.',

  'history.title': 'Moves',
  'history.start': 'Start',
  'history.back': '◀ Earlier',
  'history.forward': 'Later ▶',
  'history.return': 'Back to the game',
  'history.viewing': 'Looking at the position after move {ply} of {plies}. The game waits for you.',
  'history.viewingHint': 'You are looking at an earlier position: go back to the game to play.',

  'save.corrupt': 'The saved game could not be read, so a new game was started.',
  'save.old': 'The saved game came from an older version and was set aside; a new game was started.',

  'newGame.title': 'New game',
  'newGame.game': 'Game',
  'newGame.board': 'Board',
  'newGame.custom': 'Custom…',
  'newGame.holes': 'Pits per row',
  'newGame.seeds': 'Seeds per pit',
  'newGame.starter': 'Who starts',
  'newGame.kiothiStarter': 'In Kiothi, South always opens the redistribution and North answers.',
  'newGame.names': 'Players',
  'newGame.southName': 'South (bottom)',
  'newGame.northName': 'North (top)',
  'newGame.start': 'Start',

  'rules.title': 'Rules',
  'rules.games': 'Games',
  'rules.section.play': 'How to play',
  'rules.section.capture': 'Capturing',
  'rules.section.end': 'The end',
  'rules.section.decisions': 'Decisions of this project',
  'rules.section.background': 'Background',
  'rules.section.sources': 'Sources',

  'rules.giuthi.intro':
    'Giuthi means “to distribute” or “to place” in Kikuyu. Herd boys at the foot of Mount Kenya played it in holes scooped in the ground or on carved wooden boards, with river stones or hard seeds.',
  'rules.giuthi.play':
    'Two rows of pits, usually 8 per row with 8 seeds in each; your row is the one nearest you, and captured seeds are piled beside the board.\n\n- Pick up all the seeds of one of your pits that holds at least two. A lone seed can never be sown.\n- Choose the direction: clockwise or counter-clockwise. Drop the seeds one by one into the following pits.\n- If the last seed falls into an occupied pit (on either side), pick up everything in it and sow again, now in the opposite direction. Every new lap turns back.\n- When the last seed falls into an empty pit, the move ends.',
  'rules.giuthi.capture':
    '- Ending in an empty pit on your opponent’s side: nothing happens.\n- Ending in an empty pit on your own side without having dropped a single seed on the opponent’s side during the whole move: you get an extra move.\n- Ending in an empty pit on your own side after visiting the opponent’s side: you capture the seeds in the pit opposite, and also the seeds opposite each empty pit that follows in a row along your side, in the direction of the last lap. If anything was captured, the last seed goes to your pile too.\n\nAs the Kikuyu say: “You cannot steal the cattle of another man without entering his land!”',
  'rules.giuthi.end':
    'A player who has only single seeds and empty pits passes until they can move again. The game ends when neither player can move, or at once as a draw when a position repeats with the same player to move. Each player scores their pile plus the seeds left in their own pits; the higher score wins.',
  'rules.giuthi.decisions':
    '- The seed text prints the board’s top row in index order; read literally that contradicts its own counter-clockwise order, so the top row is read as seen from the top player’s seat.\n- The run of empty pits that extends a capture stops at the end of your row or at your first pit holding seeds; an empty pit opposite does not stop it.\n- The last seed is captured only when at least one seed was captured with it.\n- Repetition is checked after every move, extra moves included.\n- A move whose relay would go round for ever is not a legal move.',
  'rules.giuthi.background':
    'The British ethnologist G. St. J. Orde Browne described Giuthi in 1925 in The Vanishing Tribes of Kenya. Elspeth Huxley (Red Strangers, 1939) and John A. Hunter (Tales of the African Frontier, 1954) noted how fast Kikuyu players counted relays that bewildered European onlookers. Seeds were rounded river stones, hard mubuthi seeds (Caesalpinia volkensii) or the yellow berries of the Sodom apple (Solanum incanum), called ndongu in southern Kikuyu. Recorded boards run from 2 × 5 to a demanding 2 × 10 with 9 seeds per pit.',
  'rules.giuthi.sources': 'Mancala World, “Giuthi”; G. St. J. Orde Browne, The Vanishing Tribes of Kenya (1925).',

  'rules.kiothi.intro':
    'Kiothi, from the Kimeru verb “to put” or “to place”, is played by the Meru on the north-eastern slopes of Mount Kenya on hardwood boards about 90 cm long. The counters are warriors (njodthie), and each player has a prison at the end of the board.',
  'rules.kiothi.play':
    'Two rows of 10 boma. At the start each player has 5 warriors in each of their six rightmost boma (some accounts: five boma).\n\n- Opening: on your first turn, empty exactly two of your occupied boma and place their warriors, in any amounts, on any boma of the board, yours or your opponent’s. South opens, North answers. After North’s opening every boma holding warriors is marked nki: protected.\n- Later turns: lift any number of warriors (one, some or all) from one of your boma and sow them one by one counter-clockwise.\n- The last warrior of the first lap may not land in an occupied boma of your own row.\n- If a lap ends in an occupied boma (either row), lift all its warriors and sow on. The move ends in an empty boma.\n- A boma loses its nki protection for good as soon as warriors are lifted from it.',
  'rules.kiothi.capture':
    '- Ending in an empty boma of your row captures the enemy boma opposite, if it holds warriors and is not nki. The captured warriors and your last warrior go to your prison.\n- Ending in your leftmost boma also captures the three enemy boma opposite your second, third and fourth boma, all three or none: each must hold warriors, none may be nki, and each must have been empty at the start or have been sown from since the opening.',
  'rules.kiothi.end':
    'A player who cannot move ends the game, and every warrior left on the board goes to the other player’s prison. The fuller prison wins. Winning by exactly two warriors is the celebrated “one-warrior victory”, once valued like two or even ten ordinary wins.',
  'rules.kiothi.decisions':
    '- “Occupied” for the first-lap rule means the boma held warriors before the last one landed.\n- Receiving warriors does not clear nki; only lifting does, at the start of a move or in a relay.\n- The leftmost bonus is judged on its own, whether or not the opposite boma was captured; the last warrior goes to prison if anything was captured.\n- A move whose relay would go round for ever is not a legal move.\n- The Albanian version of the seed text garbles the triple-capture clause; the English text is followed.',
  'rules.kiothi.background':
    'The anthropologist Bernardo Bernardi published the first record of Kiothi in The Mugwe, a Failing Prophet (1959), and Father Andrew Botta described Kiothi clubs at the Materi mission in Tharaka in 1972. The Mugwe, the highest spiritual office of the Meru, passed the day playing Kiothi; Rodney Needham wrote in The Left Hand of the Mugwe that the Mugwe kept his left hand hidden under a cloth at all times. The warriors are usually the smooth grey seeds of Caesalpinia bonduc.',
  'rules.kiothi.sources':
    'Mancala World, “Kiothi”; B. Bernardi, The Mugwe, a Failing Prophet (1959); R. Needham, The Left Hand of the Mugwe.',

  'rules.en-gehe.intro':
    'En Gehé (plural ’n gehén) is the game of the Maasai warrior age-set, the morans, among the Loitha and Kisonga Maasai of northern Tanzania. Two teams of about eight men played it, deciding each move together.',
  'rules.en-gehe.play':
    'Two rows of 40 to 50 holes scooped in the ground, 4 counters in each. Each team commands one row.\n\n- Lift all the counters of any occupied hole on your side (a single counter may be sown) and sow them one by one counter-clockwise.\n- If the last counter falls into an occupied hole, lift everything in it and sow on: a relay.\n- The move ends when the last counter falls into an empty hole.',
  'rules.en-gehe.capture':
    'If the move ends in an empty hole of your own row and the hole opposite holds counters, you take them and your last counter. If the hole opposite is empty, nothing is taken and the counter stays.',
  'rules.en-gehe.end':
    'A side that cannot move at its turn ends the game; the counters left on the board go to the side that made the last move. The larger tally wins; equal tallies are a draw.',
  'rules.en-gehe.decisions':
    '- The two teams are the two sides; the names are labels only.\n- Smaller boards are offered for practice and labelled as such.\n- A move whose relay would go round for ever is not a legal move. Legitimate moves of more than 80 laps happen; this page speeds them up so that none takes more than about ten seconds at normal speed.',
  'rules.en-gehe.background':
    'Maasai tradition credits Sindillo, son of Maitoumbe, the first man, with inventing the game in his old age, after he had brought honey into the Maasai diet. Women were excluded from play. Moritz Merker, an officer in German East Africa and an early ethnographer of the Maasai, published the first European account in 1904. Holes were called en gurtóto, rows ol mátua, and counters os soid: river pebbles or seeds of the ol gulangulu shrub (Caesalpinia bonduc). With up to 100 holes and 400 counters it is among the largest traditional board games anywhere; Ralf Gering published a noted 2 × 50 endgame study.',
  'rules.en-gehe.sources': 'Mancala World, “En Gehé”; M. Merker, Die Masai (1904).',

  'rules.hus.intro':
    'Hus (ǁhūs in Khoekhoegowab) is the four-row mancala of Namibia, played by the Damara, Nama, Herero, Kwanyama, Ndonga, Kwangari, Mbukushu, Shambyo and Haiǁom, and known by many names: Owela, Otjitoto, Wera and others.',
  'rules.hus.play':
    'Four rows of 8 to 16 holes (24 or more for team games). You own the two rows nearest you. At the start there are 2 stones (“cows”) in each hole of your back row and in the right-hand half of your front row.\n\n- Lift all the stones of one of your holes with at least two, and sow them one by one counter-clockwise around your own two rows only.\n- If the last stone falls into an empty hole, the move ends.\n- If it falls into an occupied hole, lift everything there and sow on.',
  'rules.hus.capture':
    'If a lap ends in an occupied hole of your front row and the facing hole of your opponent’s front row holds stones, you seize them, together with the stones in the opponent’s back-row hole behind it. The seized stones are sown at once, starting in the hole after the one that made the capture (which keeps its stones). Such a lap can capture or relay again.',
  'rules.hus.end':
    'A player who cannot move (only empty holes and single stones) loses.',
  'rules.hus.decisions':
    '- Two players can shuffle stones for ever, so this project declares a draw when the same position (all holes and the player to move) comes up for the third time. The seed text has no draw.\n- A move whose relay would go round for ever is not a legal move.\n- The Windhoek children’s opening is too vague to play by, so it is left out.',
  'rules.hus.background':
    'The Rhenish missionary Johann Georg Krönlein recorded the game in Great Namaqualand in 1855. Hus appears in oral traditions of ǀGurihoeseb, the first ancestor of Damara mythology, and was once tied to communal rain ceremonies; the name may go back to an old word for “cloud”. The stones are thought of as cattle, so every capture is a raid on the opposing herd. The ǁ at the start of the name is a lateral click.',
  'rules.hus.sources': 'Mancala World, “Hus”; J. G. Krönlein’s records (1855).',
};
