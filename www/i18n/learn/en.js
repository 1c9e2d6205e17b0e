// @ts-check
// English: the lessons (www/learn/). A step's words are
// learn.GAME.STEP.text, .wrong.KEY (why a wrong answer is wrong, said after
// what it did: one for each of the step's `wrong` cases), .example (a step
// shown from an example in place of the learner's own move), .note (a
// tradition from the rule text) and .decision (the project's own reading
// of the rules). learn.say.* tell what a move did, from its trace
// (explain.js).
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
  'learn.shown': 'Here is the move.',
  'learn.say.yours': 'your {pit}',
  'learn.say.theirs': '{side}’s {pit}',
  'learn.say.laps.one': 'One lap: the last seed fell into {pit}.',
  'learn.say.laps.other': '{count} laps: the last seed fell into {pit}.',
  'learn.say.laps.kiothi.one': 'One lap: the last warrior fell into {pit}.',
  'learn.say.laps.kiothi.other': '{count} laps: the last warrior fell into {pit}.',
  'learn.say.lapsBack.other': '{count} laps, each relay turning back the other way: the last seed fell into {pit}.',
  'learn.say.seized.one':
    'A lap ended in an occupied hole of your inner row facing seeds: you captured {seeds} ({from}) and sowed it on at once.',
  'learn.say.seized.other':
    'A lap ended in an occupied hole of your inner row facing seeds: you captured {seeds} ({from}) and sowed them on at once.',
  'learn.say.seizedAgain.one':
    'The last of the captured seeds landed in {pit}, occupied and facing seeds again: you captured {seeds} more ({from}) and sowed it on too.',
  'learn.say.seizedAgain.other':
    'The last of the captured seeds landed in {pit}, occupied and facing seeds again: you captured {seeds} more ({from}) and sowed them on too.',
  'learn.say.part.opposite': '{seeds} from {pit} facing it',
  'learn.say.part.chainLeft': '{seeds} from {pit}, as the chain ran on to your left',
  'learn.say.part.chainRight': '{seeds} from {pit}, as the chain ran on to your right',
  'learn.say.part.behind': '{seeds} from {pit} behind it',
  'learn.say.part.leftmost': '{seeds} from {pit} (the leftmost bonus)',
  'learn.say.part.capturer': 'and your capturing seed',
  'learn.say.part.capturer.kiothi': 'and your capturing warrior',
  'learn.say.captured': 'You captured {seeds}: {from}.',
  'learn.say.extra': 'It was an empty pit of your own row, and no seed of the move entered {side}’s row: you move again.',
  'learn.say.stop.theirs': 'It was an empty pit of {side}’s row, so the move ended there with nothing captured.',
  'learn.say.stop.theirs.kiothi': 'It was an empty boma of {side}’s row, so the move ended there with nothing captured.',
  'learn.say.stop.inYours': 'It was an empty pit of your row, so {side}’s move ended there with nothing captured.',
  'learn.say.stop.inYours.kiothi': 'It was an empty boma of your row, so {side}’s move ended there with nothing captured.',
  'learn.say.stop.empty': 'It was empty, so the move ended there.',
  'learn.say.stop.own': 'It was an empty pit of your row with nothing facing it to capture, so the move ended there.',
  'learn.say.stop.own.kiothi': 'It was an empty boma of your row with nothing facing it to capture, so the move ended there.',
  'learn.say.stop.facingNki':
    'It was an empty boma of your row, but {pit} facing it is nki (protected), so nothing was captured and the move ended there.',
  'learn.say.pass': '{side} is left with no pit of two or more and must pass: you move again.',
  'learn.say.clearedNki.one': 'Lifting warriors from {pits} took its protection (nki) away for good.',
  'learn.say.clearedNki.other': 'Lifting warriors from {pits} took their protection (nki) away for good.',
  'learn.say.opening.yours': 'You emptied {emptied} and placed their {warriors}.',
  'learn.say.opening.theirs': '{side} emptied {emptied} and placed their {warriors}.',
  'learn.say.passesBy': 'A seed of this move falls into {pit} on the way, but not the last one.',
  'learn.say.missed': 'No seed of this move falls into {pit}.',
  'learn.tryAgain': 'Try again: the board is as it was.',
  'learn.tradition': 'Tradition',
  'learn.decision': 'The project’s decision',
  'learn.landingTask': 'Click where you think the last seed will land (or choose the place with the keyboard).',
  'learn.landingTask.touch': 'Tap where you think the last seed will land.',
  'learn.menu.title': 'Learn by playing',
  'learn.menu.intro': 'Each lesson teaches one game in a few minutes, on the real board.',
  'learn.menu.kept': 'Your progress is kept on this device.',
  'learn.menu.new': 'Not started',
  'learn.menu.finished': 'Finished',

  'learn.giuthi.two-or-more.text':
    'Your pits are the bottom row. A move starts from one of your pits holding two or more seeds: a single seed can never be sown. Sow the only pit you can, in either direction.',
  'learn.giuthi.two-or-more.note':
    'Giuthi means “to distribute” or “to place” in Kikuyu. It is the game of the Kikuyu and Embu of central Kenya: herd boys watching cattle and goats at the foot of Mount Kenya scooped its holes in the sun-baked earth and played with river pebbles or hard seeds.',
  'learn.giuthi.direction.text':
    'You choose the direction of the first lap. If you sow your pit of three clockwise, one seed into each pit to the left along your row and on into North’s row, where does the last seed land?',
  'learn.giuthi.direction.wrong.count':
    'Count one seed per pit: clockwise runs to the left along your row, then round the corner into North’s row at the top.',
  'learn.giuthi.relay.text':
    'When a lap’s last seed falls into an occupied pit of either row, all the seeds of that pit are lifted and sown on as a relay, each relay lap going back the other way round. A lap ending in an empty pit of North’s row ends the move. Your pit of four can be sown either way: find the way that relays.',
  'learn.giuthi.relay.wrong.noRelay':
    'Its only lap ended in an empty pit, so nothing was relayed. Find the way whose last seed falls into an occupied pit.',
  'learn.giuthi.extra-move.text':
    'If your move ends in an empty pit of your own row and not one of its seeds entered North’s row, you move again. Find the move that earns an extra move.',
  'learn.giuthi.extra-move.wrong.entered':
    'No extra move: that move put seeds into North’s row. Look for one that stays in your own row and ends in an empty pit there.',
  'learn.giuthi.extra-move.decision':
    'The rule text says you sow again “from another pit”; here you may choose any pit you may sow, the same one included.',
  'learn.giuthi.capture.text':
    'If your move ends in an empty pit of your own row after a seed has entered North’s row, you capture the seeds of North’s pit facing it. The capture runs on as a chain along your row, in the direction the last lap was going: past each empty pit of yours, taking what faces it, up to a pit of yours holding seeds or the row’s end. Find the move that captures.',
  'learn.giuthi.capture.wrong.stayed':
    'That move never entered North’s row, so it earned an extra move, not a capture: a capture needs a seed in North’s row first.',
  'learn.giuthi.capture.wrong.theirs':
    'A move that ends in North’s row captures nothing. Find one that enters North’s row and comes back to end in an empty pit of yours.',
  'learn.giuthi.capture.note': 'The Kikuyu say: “You cannot steal the cattle of another man without entering his land!”',
  'learn.giuthi.capture.decision':
    'An empty pit facing the chain adds nothing but does not stop it, and the capturing seed goes to your pile only if something was taken.',
  'learn.giuthi.pass.text':
    'A player with only single seeds and empty pits cannot move and must pass, and plays again once they have a pit of two or more. Find the move that leaves North nothing to sow.',
  'learn.giuthi.pass.wrong.extra':
    'That extra move keeps the turn yours, so North never comes to move and never has to pass. Find the move that ends your turn and leaves North only single seeds.',
  'learn.giuthi.remember.text':
    'Look at this position, with North to move, and keep it in mind. North now sows its pit of three clockwise: press “Show me”.',
  'learn.giuthi.repetition.text':
    'When a position comes back with the same player to move, the game ends at once in a draw, whatever the score. Sow your pit of three counter-clockwise: it brings back the position you saw a step ago, with North to move.',
  'learn.giuthi.repetition.wrong.extra':
    'That earned an extra move, and the position it makes is new, so the game goes on. Sow the same pit counter-clockwise.',
  'learn.giuthi.repetition.decision': 'Positions are counted after every move, extra moves included, and the start counts too.',
  'learn.giuthi.scoring.text':
    'The game ends when neither player can move. Each scores the seeds in their pile plus those left in their own pits. You have 12 in your pile, North 8: sow your pit of two counter-clockwise to end the game.',
  'learn.giuthi.scoring.wrong.extra':
    'That earned an extra move, so the game goes on. Sow the same pit the other way, into North’s row.',
  'learn.giuthi.game.text':
    'You know the rules of Giuthi. Play a short game on a board of 2 × 5 pits against the beginner computer.',

  'learn.kiothi.opening.text':
    'Kiothi’s pits are boma and its counters are warriors. On your first turn you empty exactly two of your own filled boma and place their warriors, in any numbers, into any boma of either row. Make your opening: choose two boma, then place every warrior.',
  'learn.kiothi.opening.note':
    'Kiothi (“to put” or “to place” in Kimeru) is the game of the Meru on the slopes of Mount Kenya. The Mugwe, the Meru’s highest spiritual leader, passed his days playing it, his left hand always hidden under a cloth.',
  'learn.kiothi.nki.text':
    'North now answers your opening with its own. After it, every boma holding warriors becomes nki, protected: its warriors cannot be captured. A boma loses its protection for good once warriors are lifted from it. Press “Show me”.',
  'learn.kiothi.nki.example':
    'Your own opening was made on an earlier visit and is not kept, so the board shows an example opening of yours.',
  'learn.kiothi.partial.text':
    'From now on a move lifts warriors from one of your boma and sows them one by one counter-clockwise, on along your row and into North’s. You need not lift them all: lift two of the four warriors of your boma of four. The picker skips 3 and says why; the next step is about that rule.',
  'learn.kiothi.partial.wrong.one': 'You lifted only one of the four. Choose your boma of four again and lift 2.',
  'learn.kiothi.partial.wrong.all': 'You lifted all four. Choose your boma of four again and lift 2.',
  'learn.kiothi.partial.wrong.other': 'That was your boma of one. Choose your boma of four, then 2.',
  'learn.kiothi.first-lap.text':
    'The last warrior of your first lap may not land in an occupied boma of your own row. Lifting all three warriors of your boma of three would do that. Lift as many of them as you may.',
  'learn.kiothi.first-lap.wrong.fewer': 'One is allowed, but so is two: lift as many of the three as you may.',
  'learn.kiothi.first-lap.wrong.other':
    'That was your boma of one. This step is about your boma of three: lift as many of its warriors as you may.',
  'learn.kiothi.relay.text':
    'When the last warrior falls into an occupied boma of either row, all its warriors are lifted and sown on; the move ends in an empty boma. Sow both warriors of your boma of two and watch the relay.',
  'learn.kiothi.relay.wrong.one': 'Lifting one ends the move at once. Sow both warriors of your boma of two to see the relay.',
  'learn.kiothi.capture.text':
    'When your move ends in an empty boma of your row, you capture the warriors of the enemy boma facing it, with your capturing warrior, into your prison: unless that boma is nki (marked). Find the move that captures.',
  'learn.kiothi.capture.wrong.none':
    'No capture: the move must end in an empty boma of your row facing an occupied enemy boma that is not nki.',
  'learn.kiothi.capture.decision': 'Receiving warriors does not clear nki; only lifting warriors from a boma does.',
  'learn.kiothi.lose-nki.text':
    'Lifting warriors from a boma, even some of them, takes its protection away for good, and so does a relay that lifts them. Your boma 6 and 8 are nki (marked): make a move that keeps both protected.',
  'learn.kiothi.lose-nki.wrong.lifted':
    'You lifted warriors from a protected boma: it is nki no more, for good, whatever the move won. Move from a boma that is not nki.',
  'learn.kiothi.leftmost.text':
    'Ending in your leftmost boma (the first of your row, where counter-clockwise sowing comes into it) also captures the three enemy boma beside the one facing it, if all three are occupied, none is nki, and each was empty at the start or has been sown from since the opening (these three have been). Find the move that wins this bonus.',
  'learn.kiothi.leftmost.wrong.notLeftmost':
    'The bonus needs your last warrior in your leftmost boma. Look for a relay that goes round into it.',
  'learn.kiothi.leftmost.decision':
    'The bonus is judged on its own, all three boma or none, and “sown from since the opening” counts warriors lifted in play.',
  'learn.kiothi.sweep.text':
    'A player with no legal move ends the game, and every warrior left on the board goes to the prison of the player who can still move. Your prison holds 25 warriors, North’s 24, and North has none left: play your last warrior.',
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
  'learn.en-gehe.relay.text':
    'A last seed falling into an occupied pit lifts all its seeds for another lap; the turn ends in an empty pit. If you sow your pit of two, where does the last seed end?',
  'learn.en-gehe.relay.wrong.relayed':
    'Count on: the first lap ends in your occupied pit, whose seeds are sown on as a second lap.',
  'learn.en-gehe.capture.text':
    'Ending in an empty pit of your row takes the seeds of the pit facing it, with the capturing seed. If the facing pit is empty, nothing is captured and the seed stays. Find the move that captures.',
  'learn.en-gehe.capture.wrong.empty': 'The pit facing your last seed was empty, so the seed stays. Try your other pit.',
  'learn.en-gehe.end.text':
    'When a team cannot move at its turn, the game ends and every seed left on the board goes to the team that made the last move. North has no seeds: find the move that ends the game.',
  'learn.en-gehe.end.wrong.gives':
    'That move gives North seeds to sow, so the game goes on. Find the one that leaves North’s row empty.',
  'learn.en-gehe.end.decision':
    'The seeds left on the board are moved into the pile of the team that takes them, and a position that occurs for the third time is a draw.',
  'learn.en-gehe.game.text': 'Play a short game on the 2 × 8 practice board against the beginner computer.',

  'learn.hus.board.text':
    'Hus has four rows. The two nearest you are yours: your outer (back) row and your inner (front) row. Your seeds go round your own two rows only, counter-clockwise: to the right along the back row, and back to the left along the front row.',
  'learn.hus.board.note': 'Hus (ǁhūs) is played across Namibia. Its counters are called gomate, “cows”: every capture is a raid on the other herd.',
  'learn.hus.loop.text':
    'A move lifts all the seeds of one of your holes holding two or more and sows them round your loop. Sow the hole of three near the right end of your back row and watch the seeds turn into your front row. A last seed in an empty hole ends the move.',
  'learn.hus.loop.wrong.other': 'That was your hole of two. Sow the hole of three near the right end of your back row.',
  'learn.hus.relay.text':
    'If the last seed lands in an occupied hole, its seeds are lifted and sown on. If you sow your hole of two, where does the last seed end?',
  'learn.hus.relay.wrong.relayed': 'Count on: the first lap ends in your occupied hole, and its seeds are sown on.',
  'learn.hus.capture.text':
    'If a lap ends in an occupied hole of your inner row and North’s inner hole facing it has seeds, you capture them, and those of North’s outer hole behind it, and sow the captured seeds at once from the hole after yours. Find the move that captures.',
  'learn.hus.capture.wrong.empty':
    'Nothing captured: the last seed must land in an occupied hole of your inner row, facing an occupied inner hole of North’s.',
  'learn.hus.again.text':
    'Captured seeds are sown like any lap: if their last seed lands in an occupied hole of your inner row facing seeds, you capture again and sow on; in another occupied hole they relay. Find the move that captures twice.',
  'learn.hus.again.wrong.empty':
    'That lap ended in an empty hole, so nothing was captured. Find the move whose captured seeds land in an occupied hole of your inner row facing North’s seeds.',
  'learn.hus.lose.text':
    'A player who cannot move at their turn, having no hole of two or more, loses. North has only single seeds: make your move and win.',
  'learn.hus.lose.decision':
    'A position that occurs for the third time is a draw, and the Windhoek children’s opening is left out.',
  'learn.hus.game.text': 'Play a game on the 4 × 8 board against the beginner computer.',
};
