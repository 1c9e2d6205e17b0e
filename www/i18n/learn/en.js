// English: the lessons (www/learn/). A step's words are
// learn.GAME.STEP.text, .wrong (the rule, said again after a wrong answer),
// .note (a tradition from the rule text) and .decision (the project's own
// reading of the rules).
export default {
  'learn.title': 'Learn to play {game}',
  'learn.step': 'Step {step} of {steps}',
  'learn.resumed': 'Welcome back: the lesson goes on at step {step}.',
  'learn.leave': 'Leave the lesson',
  'learn.back': 'Previous step',
  'learn.next': 'Next step',
  'learn.showMe': 'Show me',
  'learn.play': 'Play against the beginner computer',
  'learn.right': 'Right!',
  'learn.tryAgain': 'Try again: the board is as it was.',
  'learn.tradition': 'Tradition',
  'learn.decision': 'The project’s decision',
  'learn.landingTask': 'Click where you think the last seed will land (or choose the place with the keyboard).',
  'learn.landingTask.touch': 'Tap where you think the last seed will land.',
  'learn.menu.title': 'Learn by playing',
  'learn.menu.intro': 'Each lesson teaches one game in a few minutes, on the real board. Your progress is kept on this device.',
  'learn.menu.new': 'Not started',
  'learn.menu.finished': 'Finished',

  'learn.giuthi.two-or-more.text':
    'Your pits are the bottom row. A move starts from one of your pits holding two or more seeds: a single seed can never be sown. Sow the only pit you can, in either direction.',
  'learn.giuthi.two-or-more.wrong': 'Only a pit of two or more seeds can be sown: here that is your pit of three.',
  'learn.giuthi.two-or-more.note':
    'Giuthi means “to distribute” or “to place” in Kikuyu. It is the game of the Kikuyu and Embu of central Kenya: herd boys watching cattle and goats at the foot of Mount Kenya scooped its holes in the sun-baked earth and played with river pebbles or hard seeds.',
  'learn.giuthi.direction.text':
    'You choose the direction of the first lap. If you sow your pit of three clockwise, one seed into each pit to the left along your row and on into North’s row, where does the last seed land?',
  'learn.giuthi.direction.wrong':
    'Not there. Count one seed per pit: clockwise runs to the left along your row, then round the corner into North’s row at the top.',
  'learn.giuthi.relay.text':
    'Now sow the same pit counter-clockwise, to the right. When a lap’s last seed falls into an occupied pit, all its seeds are lifted and sown again, each relay lap going the other way round. A lap ending in an empty pit of North’s row ends the move, with nothing captured.',
  'learn.giuthi.relay.wrong': 'Sow your pit of three counter-clockwise, to the right.',
  'learn.giuthi.extra-move.text':
    'If your move ends in an empty pit of your own row and not one of its seeds entered North’s row, you move again. Find the move that earns an extra move.',
  'learn.giuthi.extra-move.wrong':
    'No extra move: that move reached North’s row. Look for one that stays in your own row and ends in an empty pit there.',
  'learn.giuthi.extra-move.decision':
    'The rule text says you sow again “from another pit”; here you may choose any pit you may sow, the same one included.',
  'learn.giuthi.capture.text':
    'If your move ends in an empty pit of your own row after a seed has entered North’s row, you capture the seeds of North’s pit facing it, and those facing each empty pit that follows it along your row: a chain. Find the move that captures.',
  'learn.giuthi.capture.wrong':
    'No capture. A capture needs the last seed in an empty pit of your own row, after the move has entered North’s row. Try another pit or direction.',
  'learn.giuthi.capture.note': 'The Kikuyu say: “You cannot steal the cattle of another man without entering his land!”',
  'learn.giuthi.capture.decision':
    'An empty pit facing the chain adds nothing but does not stop it, and the capturing seed goes to your pile only if something was taken.',
  'learn.giuthi.pass.text':
    'A player with only single seeds and empty pits cannot move and must pass, and plays again once they have a pit of two or more. Find the move that leaves North nothing to sow.',
  'learn.giuthi.pass.wrong': 'North can still move after that. Find the move that leaves North only single seeds.',
  'learn.giuthi.repetition.text':
    'North has just moved. When a position comes back with the same player to move, the game ends at once in a draw, whatever the score. Sow your pit of three counter-clockwise and see.',
  'learn.giuthi.repetition.wrong': 'Sow your pit of three counter-clockwise: it brings back the position North had before its move.',
  'learn.giuthi.repetition.decision': 'Positions are counted after every move, extra moves included, and the start counts too.',
  'learn.giuthi.scoring.text':
    'The game ends when neither player can move. Each scores the seeds in their pile plus those left in their own pits. You have 12 in your pile, North 8: sow your pit of two counter-clockwise to end the game.',
  'learn.giuthi.scoring.wrong': 'Sow your pit of two, at the right end of your row, counter-clockwise.',
  'learn.giuthi.game.text':
    'You know the rules of Giuthi. Play a short game on a board of 2 × 5 pits against the beginner computer.',

  'learn.kiothi.opening.text':
    'Kiothi’s pits are boma and its counters are warriors. On your first turn you empty exactly two of your own filled boma and place their warriors, in any numbers, into any boma of either row. Make your opening: choose two boma, then place every warrior.',
  'learn.kiothi.opening.wrong': 'Empty two of your own boma, then place every warrior they held.',
  'learn.kiothi.opening.note':
    'Kiothi (“to put” or “to place” in Kimeru) is the game of the Meru on the slopes of Mount Kenya. The Mugwe, the Meru’s highest spiritual leader, passed his days playing it, his left hand always hidden under a cloth.',
  'learn.kiothi.nki.text':
    'North now makes its opening. After it, every boma holding warriors becomes nki, protected: its warriors cannot be captured. A boma loses its protection for good once warriors are lifted from it. Press “Show me”.',
  'learn.kiothi.partial.text':
    'From now on a move lifts warriors from one of your boma and sows them one by one counter-clockwise, on along your row and into North’s. You need not lift them all: lift two of the four warriors of your boma of four.',
  'learn.kiothi.partial.wrong': 'Lift just two of the four: choose your boma of four, then 2.',
  'learn.kiothi.first-lap.text':
    'The last warrior of your first lap may not land in an occupied boma of your own row. Lifting all three warriors of your boma of three would do that. Lift as many of them as you may.',
  'learn.kiothi.first-lap.wrong':
    'Not that one. Only counts whose last warrior lands in your own occupied boma are forbidden: you may lift two of the three.',
  'learn.kiothi.relay.text':
    'When the last warrior falls into an occupied boma of either row, all its warriors are lifted and sown on; the move ends in an empty boma. Sow both warriors of your boma of two and watch the relay.',
  'learn.kiothi.relay.wrong': 'Sow both warriors of your boma of two.',
  'learn.kiothi.capture.text':
    'When your move ends in an empty boma of your row, you capture the warriors of the enemy boma facing it, with your capturing warrior, into your prison: unless that boma is nki (marked). Find the move that captures.',
  'learn.kiothi.capture.wrong':
    'No capture: the move must end in an empty boma of your row facing an occupied enemy boma that is not nki.',
  'learn.kiothi.capture.decision': 'Receiving warriors does not clear nki; only lifting warriors from a boma does.',
  'learn.kiothi.leftmost.text':
    'Ending in your leftmost boma (the first of your row, where counter-clockwise sowing comes into it) also captures the three enemy boma beside the one facing it, if all three are occupied, none is nki, and each was empty at the start or has been sown from since the opening (these three have been). Find the move that wins this bonus.',
  'learn.kiothi.leftmost.wrong': 'The bonus needs your last warrior in your leftmost boma. Look for a relay that goes round into it.',
  'learn.kiothi.leftmost.decision':
    'The bonus is judged on its own, all three boma or none, and “sown from since the opening” counts warriors lifted in play.',
  'learn.kiothi.sweep.text':
    'A player with no legal move ends the game, and every warrior left on the board goes to the prison of the player who can still move. Your prison holds 25 warriors, North’s 24, and North has none left: play your last warrior.',
  'learn.kiothi.sweep.wrong': 'Play your last warrior.',
  'learn.kiothi.sweep.note':
    'A win by exactly two warriors is the celebrated “one-warrior victory”, a mark of great skill, traditionally worth two and sometimes ten ordinary wins.',
  'learn.kiothi.game.text': 'Now play a whole game of Kiothi, opening included, against the beginner computer.',

  'learn.en-gehe.board.text':
    'En Gehé is played on a monumental board: two rows of 40 to 50 pits, with 4 seeds in each. Each team commands one row; yours is South’s (on a narrow screen the board is turned, and South’s row runs down its left side). The next steps use a small practice board.',
  'learn.en-gehe.board.note':
    'En Gehé is the game of the Maasai warriors, the morans, of northern Tanzania: two teams of eight men weighed every move together. The holes were scooped in the ground; Maasai lore says Sindillo, son of the first man Maitoumbe, invented the game.',
  'learn.en-gehe.board.decision': 'The practice boards of 2 × 6 to 2 × 39 pits are the project’s, labelled as such.',
  'learn.en-gehe.single.text':
    'You may sow any occupied pit of your row, even a single seed, always counter-clockwise. Sow your single seed. When the last seed falls into an empty pit of your row facing an empty pit, nothing is captured and the seed stays.',
  'learn.en-gehe.single.wrong': 'Sow your single seed.',
  'learn.en-gehe.relay.text':
    'A last seed falling into an occupied pit lifts all its seeds for another lap; the turn ends in an empty pit. If you sow your pit of two, where does the last seed end?',
  'learn.en-gehe.relay.wrong': 'Not there. The first lap ends in your occupied pit, whose seeds are sown on.',
  'learn.en-gehe.capture.text':
    'Ending in an empty pit of your row takes the seeds of the pit facing it, with the capturing seed. If the facing pit is empty, nothing is captured and the seed stays. Find the move that captures.',
  'learn.en-gehe.capture.wrong': 'The pit facing your last seed was empty: it stays, and nothing is captured. Try your other pit.',
  'learn.en-gehe.end.text':
    'When a team cannot move at its turn, the game ends and every seed left on the board goes to the team that made the last move. North has no seeds: find the move that ends the game.',
  'learn.en-gehe.end.wrong': 'That move gives North seeds to sow, so the game goes on. Find the one that leaves North’s row empty.',
  'learn.en-gehe.end.decision':
    'The seeds left on the board are moved into the pile of the team that takes them, and a position that occurs for the third time is a draw.',
  'learn.en-gehe.game.text': 'Play a short game on the 2 × 8 practice board against the beginner computer.',

  'learn.hus.board.text':
    'Hus has four rows. The two nearest you are yours: your outer (back) row and your inner (front) row. Your seeds go round your own two rows only, counter-clockwise: to the right along the back row, and back to the left along the front row.',
  'learn.hus.board.note': 'Hus (ǁhūs) is played across Namibia. Its counters are called gomate, “cows”: every capture is a raid on the other herd.',
  'learn.hus.loop.text':
    'A move lifts all the seeds of one of your holes holding two or more and sows them round your loop. Sow the hole of three near the right end of your back row and watch the seeds turn into your front row. A last seed in an empty hole ends the move.',
  'learn.hus.loop.wrong': 'Sow the hole of three in your back row.',
  'learn.hus.relay.text':
    'If the last seed lands in an occupied hole, its seeds are lifted and sown on. If you sow your hole of two, where does the last seed end?',
  'learn.hus.relay.wrong': 'Not there. The first lap ends in your occupied hole, and its seeds are sown on.',
  'learn.hus.capture.text':
    'If a lap ends in an occupied hole of your inner row and North’s inner hole facing it has seeds, you capture them, and those of North’s outer hole behind it, and sow the captured seeds at once from the hole after yours. Find the move that captures.',
  'learn.hus.capture.wrong':
    'No capture: the last seed must land in an occupied hole of your inner row, facing an occupied inner hole of North’s.',
  'learn.hus.lose.text':
    'A player who cannot move at their turn, having no hole of two or more, loses. North has only single seeds: make your move and win.',
  'learn.hus.lose.wrong': 'Sow your hole of two.',
  'learn.hus.lose.decision':
    'A position that occurs for the third time is a draw, and the Windhoek children’s opening is left out.',
  'learn.hus.game.text': 'Play a game on the 4 × 8 board against the beginner computer.',
};
