// @ts-check
// English: the rules dialog's texts, loaded when it first opens (the first
// load of the page does without them). A language has a file here beside
// its catalogue one folder up (README, "How to add a language").
export default {
  'rules.title': 'Rules',
  'rules.games': 'Games',
  'rules.learn': 'Learn {game} by playing',
  'rules.section.play': 'How to play',
  'rules.section.capture': 'Capturing',
  'rules.section.end': 'The end',
  'rules.section.readings': 'How we read the sources',
  'rules.section.sources': 'Sources',

  'rules.giuthi.intro':
    'Giuthi means “to distribute” or “to place” in Kikuyu. Herders and boys watching cattle and goats at the foot of Mount Kenya play it in holes scooped in the ground or on wooden boards, with river stones or hard seeds.',
  'rules.giuthi.play':
    'Two rows of pits, usually 8 per row with 8 seeds in each; your row is the one nearest you, and captured seeds are piled beside the board.\n\n- Pick up all the seeds of one of your pits that holds at least two. A lone seed can never be sown.\n- Choose the direction: clockwise or counter-clockwise. Drop the seeds one by one into the following pits.\n- If the last seed falls into an occupied pit (on either side), pick up everything in it and sow again, now in the opposite direction. Every new lap turns back.\n- When the last seed falls into an empty pit, the move ends.',
  'rules.giuthi.capture':
    '- Ending in an empty pit on your opponent’s side: nothing happens.\n- Ending in an empty pit on your own side without having dropped a single seed on the opponent’s side during the whole move: you get an extra move.\n- Ending in an empty pit on your own side after visiting the opponent’s side: you capture the seeds in the pit opposite, and also the seeds opposite each empty pit that follows in a row along your side, in the direction of the last lap. If anything was captured, the last seed goes to your pile too.\n\nAs the Kikuyu say: “You cannot steal the cattle of another man without entering his land!”',
  'rules.giuthi.end':
    'A player who has only single seeds and empty pits passes until they can move again. The game ends when neither player can move, or at once as a draw when a position repeats with the same player to move. Each player scores their pile plus the seeds left in their own pits; the higher score wins.',
  'rules.giuthi.decisions':
    '- The source text prints the board’s top row in index order; read literally that contradicts its own counter-clockwise order, so the top row is read as seen from the top player’s seat.\n- The run of empty pits that extends a capture stops at the end of your row or at your first pit holding seeds; an empty pit opposite does not stop it.\n- The last seed is captured only when at least one seed was captured with it.\n- Repetition is checked after every move, extra moves included.\n- A move whose sowing has not ended after a million laps counts as endless and is not a legal move. This is the project’s rule, not tradition: such relays can go round for ever, no player sows a million laps, and the longest move that ended in a million test games took a few thousand.',
  'rules.giuthi.background':
    'The British ethnologist G. St. J. Orde Browne described Giuthi in 1925 in The Vanishing Tribes of Kenya. Elspeth Huxley (Red Strangers, 1939) and John A. Hunter (Tales of the African Frontier, 1954) noted how fast Kikuyu players counted relays that bewildered European onlookers. Seeds were rounded river stones, hard mubuthi seeds (Caesalpinia volkensii) or the yellow berries of the Sodom apple (Solanum incanum), called ndongu in southern Kikuyu. Recorded boards run from 2 × 5 to a demanding 2 × 10 with 9 seeds per pit.',

  'rules.kiothi.intro':
    'Kiothi, from the Kimeru verb “to put” or “to place”, is played by the Meru on the north-eastern slopes of Mount Kenya on hardwood boards about 90 cm long. The counters are warriors (njodthie), and each player has a prison at the end of the board.',
  'rules.kiothi.play':
    'Two rows of 10 boma. At the start each player has 5 warriors in each of their six rightmost boma (some accounts: five boma).\n\n- Opening: on your first turn, empty exactly two of your occupied boma and place their warriors, in any amounts, on any boma of the board, yours or your opponent’s. South opens, North answers. After North’s opening every boma holding warriors is marked nki: protected.\n- Later turns: lift any number of warriors (one, some or all) from one of your boma and sow them one by one counter-clockwise.\n- The last warrior of the first lap may not land in an occupied boma of your own row.\n- If a lap ends in an occupied boma (either row), lift all its warriors and sow on. The move ends in an empty boma.\n- A boma loses its nki protection for good as soon as warriors are lifted from it.',
  'rules.kiothi.capture':
    '- Ending in an empty boma of your row captures the enemy boma opposite, if it holds warriors and is not nki. The captured warriors and your last warrior go to your prison.\n- Ending in your leftmost boma also captures the three enemy boma opposite your second, third and fourth boma, all three or none: each must hold warriors, none may be nki, and each must have been empty at the start or have been sown from since the opening.',
  'rules.kiothi.end':
    'A player who cannot move ends the game, and every warrior left on the board goes to the other player’s prison. The fuller prison wins. Winning by exactly two warriors is the celebrated “one-warrior victory”, once valued like two or even ten ordinary wins.',
  'rules.kiothi.decisions':
    '- “Occupied” for the first-lap rule means the boma held warriors before the last one landed.\n- Receiving warriors does not clear nki; only lifting does, at the start of a move or in a relay.\n- The leftmost bonus is judged on its own, whether or not the opposite boma was captured; the last warrior goes to prison if anything was captured.\n- A move whose sowing has not ended after a million laps counts as endless and is not a legal move. This is the project’s rule, not tradition: such relays can go round for ever, no player sows a million laps, and the longest move that ended in a million test games took a few thousand.\n- The source text has no draw; two players could shuffle warriors for ever, so a position (all boma, their nki marks and the player to move) that comes up for the third time ends the game as a draw.\n- The Albanian version of the source text garbles the triple-capture clause; the English text is followed.',
  'rules.kiothi.background':
    'The anthropologist Bernardo Bernardi published the first record of Kiothi in The Mugwe, a Failing Prophet (1959), and Father Andrew Botta described Kiothi clubs at the Materi mission in Tharaka in 1972. The Mugwe, the highest spiritual office of the Meru, passed the day playing Kiothi; Rodney Needham wrote in The Left Hand of the Mugwe that the Mugwe kept his left hand hidden under a cloth at all times. The warriors are usually the smooth grey seeds of Caesalpinia bonduc.',

  'rules.en-gehe.intro':
    'En Gehé (plural ’n gehén) is the game of the Maasai warrior age-set, the morans, among the Loitha and Kisonga Maasai of northern Tanzania. Two teams of eight men play it, deciding each move together.',
  'rules.en-gehe.play':
    'Two rows of 40 to 50 holes scooped in the ground, 4 counters in each. Each team commands one row.\n\n- Lift all the counters of any occupied hole on your side (a single counter may be sown) and sow them one by one counter-clockwise.\n- If the last counter falls into an occupied hole, lift everything in it and sow on: a relay.\n- The move ends when the last counter falls into an empty hole.',
  'rules.en-gehe.capture':
    'If the move ends in an empty hole of your own row and the hole opposite holds counters, you take them and your last counter to your pile. If the hole opposite is empty, nothing is taken and the counter stays.',
  'rules.en-gehe.end':
    'A side that cannot move at its turn ends the game; the counters left on the board go to the side that made the last move. The larger pile wins; equal piles are a draw.',
  'rules.en-gehe.decisions':
    '- The two teams are the two sides; the names are labels only.\n- Smaller boards are offered for practice and labelled as such.\n- The source text has no draw; so that play cannot go round for ever, a position (all pits and the side to move) that comes up for the third time ends the game as a draw.\n- A move whose sowing has not ended after a million laps counts as endless and is not a legal move. This is the project’s rule, not tradition: such relays can go round for ever, no player sows a million laps, and the longest move that ended in a million test games took a few thousand. Legitimate moves of more than 80 laps happen; this page speeds them up so that none takes more than about ten seconds at normal speed.',
  'rules.en-gehe.background':
    'Maasai tradition credits Sindillo, son of Maitoumbe, the first man, with inventing the game in his old age, after he had brought honey into the Maasai diet. Women were excluded from play. Moritz Merker, an officer in German East Africa and an early ethnographer of the Maasai, published the first European account in 1904. Holes were called en gurtóto, rows ol mátua, and counters os soid: river pebbles or seeds of the ol gulangulu shrub (Caesalpinia bonduc). With up to 100 holes and 400 counters it is among the largest traditional board games anywhere; Ralf Gering published a noted 2 × 50 endgame study.',

  'rules.hus.intro':
    'Hus (ǁhūs in Khoekhoegowab) is the four-row mancala of Namibia, played by the Damara, Nama, Herero, Kwanyama, Ndonga, Kwangari, Mbukushu, Shambyo and Haiǁom, and known by many names: Owela, Otjitoto, Wera and others.',
  'rules.hus.play':
    'Four rows of 8 to 16 holes (24 or more for team games). You own the two rows nearest you. At the start there are 2 stones (“cows”) in each hole of your back row and in the right-hand half of your front row.\n\n- Lift all the stones of one of your holes with at least two, and sow them one by one counter-clockwise around your own two rows only.\n- If the last stone falls into an empty hole, the move ends.\n- If it falls into an occupied hole, lift everything there and sow on.',
  'rules.hus.capture':
    'If a lap ends in an occupied hole of your front row and the facing hole of your opponent’s front row holds stones, you capture them, together with the stones in the opponent’s back-row hole behind it. The captured stones are sown at once, starting in the hole after the one that made the capture (which keeps its stones). Such a lap can capture or relay again.',
  'rules.hus.end':
    'A player who cannot move (only empty holes and single stones) loses.',
  'rules.hus.decisions':
    '- Two players can shuffle stones for ever, so this project declares a draw when the same position (all holes and the player to move) comes up for the third time. The source text has no draw.\n- A move whose sowing has not ended after a million laps counts as endless and is not a legal move. This is the project’s rule, not tradition: such relays can go round for ever, no player sows a million laps, and the longest move that ended in a million test games took a few thousand.\n- The Windhoek children’s opening is too vague to play by, so it is left out.',
  'rules.hus.background':
    'The Rhenish missionary Johann Georg Krönlein recorded the game in Great Namaqualand in 1855. Hus appears in oral traditions of ǀGurihoeseb, the first ancestor of Damara mythology, and was once tied to communal rain ceremonies; the name may go back to an old word for “cloud”. The stones are thought of as cattle, so every capture is a raid on the opposing herd. The ǁ at the start of the name is a lateral click.',
};
