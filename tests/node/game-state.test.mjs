// The page's one game state (www/game/state.js): each action from each
// source, each way a game ends, each host's policy, and what the views
// derive (who is to move, whose pits are "yours", what the embed reports).
// The positions are the engine's shapes written by hand: the transitions
// check who may move and keep the engine's answer, they play nothing.
//
//   node --test tests/node/

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  FULL_PAGE,
  GameStore,
  initialState,
  isYours,
  permits,
  resultOfOutcome,
  toMove,
  transition,
  yourSide,
} from '../../www/game/state.js';
import { fullPageQuery, report } from '../../www/game/state-report.js';

const PERSON = { kind: 'person' };
const computer = (level) => ({ kind: 'computer', level });
const KIOSK = { ...FULL_PAGE, kiosk: true, address: false, storage: false, linksOut: false };
const EMBED = { ...FULL_PAGE, page: 'embed', address: false, storage: false };

const position = (toMove, pits = [4, 4, 4, 4]) => ({ game: 'hus', pits, captured: [0, 0], to_move: toMove, holes: 2 });
const game = (kind = 'game', id = null) => ({
  kind,
  id,
  setup: { game: 'hus', options: {}, starter: 0, names: ['', ''] },
  moves: [],
  position: position(0),
});
const played = (player, by, toMoveAfter = 1 - player, extra = {}) => ({
  type: 'played',
  move: { pit: player * 2 },
  trace: { player },
  by,
  position: position(toMoveAfter),
  ...extra,
});

// A state after `actions`, each of which must be applied.
function after(actions, policy = FULL_PAGE) {
  let state = initialState(policy);
  for (const action of actions) {
    state = transition(state, action);
    assert.equal(state.refusal, null, `${action.type} refused: ${state.refusal}`);
  }
  return state;
}

const vsComputer = [
  { type: 'newGame', game: game(), players: [PERSON, computer('beginner')], viewpoint: { you: 0, bottom: 0 } },
];
const byLink = [
  { type: 'newGame', game: game(), players: [PERSON, { kind: 'friend-link' }], viewpoint: { you: 0, bottom: 0 } },
];
const live = [
  { type: 'newGame', game: game(), players: [{ kind: 'friend-live' }, PERSON], viewpoint: { you: 1, bottom: 1 } },
];

test('a new game: nothing played, the starter to move, no result', () => {
  const state = after(vsComputer);
  assert.equal(state.game.moves.length, 0);
  assert.equal(toMove(state), 0);
  assert.equal(state.result, null);
  assert.equal(state.generation, 1);
});

test('each source moves only for the side it plays', () => {
  const cases = [
    // [setup, side to move's player kind, source, allowed]
    [vsComputer, 'person', true],
    [vsComputer, 'computer', false],
    [vsComputer, 'link', false],
    [vsComputer, 'puzzle', false],
    [vsComputer, 'lesson', false],
    [vsComputer, 'live', true],
    [vsComputer, 'redo', true],
    [vsComputer, 'replay', true],
  ];
  for (const [setup, by, allowed] of cases) {
    const state = transition(after(setup), played(0, by));
    assert.equal(state.refusal === null, allowed, `${by} for the person's side`);
  }
  const computerTurn = after([...vsComputer, played(0, 'person')]);
  for (const by of ['person', 'link', 'live', 'puzzle', 'lesson']) {
    assert.equal(transition(computerTurn, played(1, by)).refusal, 'not-theirs', by);
  }
  assert.equal(transition(computerTurn, played(1, 'computer')).refusal, null);
});

test('a move out of turn is refused and changes nothing', () => {
  const state = after(vsComputer);
  const refused = transition(state, played(1, 'computer'));
  assert.equal(refused.refusal, 'out-of-turn');
  assert.equal(refused.game, state.game);
  assert.equal(refused.result, null);
});

test("a friend's link may add the friend's moves, never one for your side", () => {
  const state = after([...byLink, played(0, 'person')]);
  const friend = transition(state, played(1, 'link'));
  assert.equal(friend.refusal, null);
  assert.deepEqual(
    friend.game.moves.map((move) => move.by),
    ['person', 'link'],
  );
  const yours = transition(friend, played(0, 'link'));
  assert.equal(yours.refusal, 'link-your-side');
  assert.equal(yours.game.moves.length, 2);
});

test('live: the server plays the friend’s moves and echoes the person’s own', () => {
  let state = after(live);
  state = transition(state, played(0, 'live'));
  assert.equal(state.refusal, null);
  state = transition(state, played(1, 'live'));
  assert.equal(state.refusal, null);
  assert.equal(state.game.moves.length, 2);
  // The person's own press is the person's; the friend's side is not.
  assert.equal(transition(state, played(0, 'person')).refusal, 'not-theirs');
});

test('the moves in effect keep the engine’s traces and position', () => {
  const trace = { player: 0, laps: [{ end: { type: 'capture' } }] };
  const state = after([...vsComputer, { ...played(0, 'person'), trace, position: position(1, [0, 5, 5, 4]) }]);
  assert.equal(state.game.moves[0].trace, trace);
  assert.deepEqual(state.game.position.pits, [0, 5, 5, 4]);
});

test('each way a game ends: to move goes, the result says how', () => {
  const ends = [
    [{ ...played(0, 'live'), result: resultOfOutcome({ winner: 0, scores: [30, 18] }) }, 'rules', 0],
    [{ type: 'ended', how: 'resigned', winner: 1 }, 'resigned', 1],
    [{ type: 'ended', how: 'flag', winner: 0 }, 'flag', 0],
    [{ type: 'ended', how: 'agreed', winner: null }, 'agreed', null],
    [{ type: 'ended', how: 'abandoned', winner: 1 }, 'abandoned', 1],
    [{ type: 'ended', how: 'left', winner: null }, 'left', null],
  ];
  for (const [action, how, winner] of ends) {
    const state = after([...live, action]);
    assert.equal(state.result.how, how);
    assert.equal(state.result.winner, winner);
    assert.equal(toMove(state), null, `${how}: nobody to move`);
    assert.equal(report(state).toMove, null);
    // Over is over: no move, no second end, no offer but a rematch.
    assert.equal(transition(state, played(state.game.position.to_move, 'live')).refusal, 'game-over');
    assert.equal(transition(state, { type: 'ended', how: 'resigned', winner: 0 }).refusal, 'game-over');
    assert.equal(transition(state, { type: 'offered', what: 'draw', by: 0 }).refusal, 'game-over');
    assert.equal(transition(state, { type: 'offered', what: 'rematch', by: 0 }).refusal, null);
  }
});

test('the rules’ outcome of a drawn game has no winner', () => {
  assert.deepEqual(resultOfOutcome({ winner: null, scores: [24, 24] }), { how: 'rules', winner: null, scores: [24, 24] });
  assert.equal(resultOfOutcome(null), null);
});

test('a puzzle is solved only where a puzzle’s line plays', () => {
  assert.equal(transition(after(vsComputer), { type: 'ended', how: 'solved', winner: 0 }).refusal, 'not-a-puzzle');
  const puzzle = after([{ type: 'newGame', game: game('puzzle', 'hus-p1z04pvy'), players: [PERSON, { kind: 'puzzle' }], viewpoint: { you: 0 } }]);
  const solved = transition(puzzle, { type: 'ended', how: 'solved', winner: 0 });
  assert.equal(solved.result.how, 'solved');
  assert.equal(toMove(solved), null);
});

test('undo takes back moves in effect and the end with them', () => {
  const ended = after([...vsComputer, played(0, 'person'), { ...played(1, 'computer'), result: resultOfOutcome({ winner: 1, scores: [1, 2] }) }]);
  const undone = transition(ended, { type: 'undone', count: 2, position: position(0) });
  assert.equal(undone.refusal, null);
  assert.equal(undone.game.moves.length, 0);
  assert.equal(undone.result, null);
  assert.equal(toMove(undone), 0);
  assert.equal(transition(undone, { type: 'undone', count: 1, position: position(0) }).refusal, 'nothing-to-undo');
});

test('live take-back: asked only after one’s own move, answered, then taken back', () => {
  let state = after(live);
  assert.equal(transition(state, { type: 'offered', what: 'takeBack', by: 1 }).refusal, 'nothing-to-undo');
  state = after([...live, played(0, 'live'), played(1, 'live')]);
  state = transition(state, { type: 'offered', what: 'takeBack', by: 1 });
  assert.equal(state.refusal, null);
  assert.equal(transition(state, { type: 'offered', what: 'takeBack', by: 1 }).refusal, 'offer-open');
  state = transition(state, { type: 'answered', what: 'takeBack', accepted: true });
  assert.deepEqual(state.offers, []);
  state = transition(state, { type: 'takenBack', ply: 1, position: position(1) });
  assert.equal(state.game.moves.length, 1);
  assert.equal(toMove(state), 1);
  assert.equal(transition(state, { type: 'answered', what: 'takeBack', accepted: false }).refusal, 'no-offer');
});

test('a draw offer accepted ends the game agreed; declined, it lapses', () => {
  const offered = after([...live, { type: 'offered', what: 'draw', by: 0 }]);
  const agreed = transition(offered, { type: 'answered', what: 'draw', accepted: true });
  assert.equal(agreed.result.how, 'agreed');
  assert.equal(toMove(agreed), null);
  const declined = transition(offered, { type: 'answered', what: 'draw', accepted: false });
  assert.equal(declined.result, null);
  assert.deepEqual(declined.offers, []);
});

test('a take-back asked for lapses with the next move; a rematch is for a finished game', () => {
  const state = after([...live, played(0, 'live'), { type: 'offered', what: 'takeBack', by: 0 }, played(1, 'live')]);
  assert.deepEqual(state.offers, []);
  assert.equal(transition(state, { type: 'offered', what: 'rematch', by: 0 }).refusal, 'game-running');
});

test('the cursor looks back without changing the game; nobody is to move meanwhile', () => {
  const state = after([...vsComputer, played(0, 'person'), played(1, 'computer')]);
  const back = transition(state, { type: 'cursorTo', ply: 1 });
  assert.equal(back.cursor, 1);
  assert.equal(back.game, state.game);
  assert.equal(toMove(back), null);
  assert.equal(transition(back, { type: 'cursorTo', ply: 2 }).cursor, null);
  assert.equal(transition(back, { type: 'cursorTo', ply: null }).cursor, null);
  assert.equal(transition(back, { type: 'cursorTo', ply: 3 }).refusal, 'no-such-move');
  assert.equal(transition(back, { type: 'cursorTo', ply: -1 }).refusal, 'no-such-move');
});

test('a replay has nobody to move', () => {
  const state = after([{ type: 'newGame', game: game('replay'), players: [{ kind: 'replay' }, { kind: 'replay' }], viewpoint: { you: null } }]);
  assert.equal(toMove(state), null);
  // A new game after the replay: people play, the starter is to move.
  const fresh = transition(state, { type: 'newGame', game: game(), players: [PERSON, PERSON], viewpoint: { you: 'mover' } });
  assert.equal(toMove(fresh), 0);
  assert.equal(report(fresh).toMove, 0);
});

test('whose pits are "yours" comes from the viewpoint, never the side to move', () => {
  // North by link (or live), South to move: South's pits are not North's.
  const north = after(live);
  assert.equal(toMove(north), 0);
  assert.equal(isYours(north, 0), false);
  assert.equal(isYours(north, 1), true);
  // A spectator and a demonstration: nobody's.
  const watching = transition(north, { type: 'viewFrom', you: null });
  assert.equal(isYours(watching, 0), false);
  assert.equal(isYours(watching, 1), false);
  // Two people passing the device: whoever holds it, the side to move.
  const twoHere = after([{ type: 'newGame', game: { ...game(), position: position(1) }, players: [PERSON, PERSON], viewpoint: { you: 'mover' } }]);
  assert.equal(yourSide(twoHere), 1);
  assert.equal(isYours(twoHere, 1), true);
});

test('a lesson’s own game covers the page’s and gives it back as it was', () => {
  const ended = after([...vsComputer, { ...played(0, 'person'), result: resultOfOutcome({ winner: 1, scores: [106, 214] }) }]);
  const lesson = transition(ended, {
    type: 'ownGame',
    game: { ...game('lesson', 'kiothi'), position: position(1) },
    players: [{ kind: 'lesson' }, PERSON],
    viewpoint: { you: 1, bottom: 1 },
  });
  assert.equal(lesson.refusal, null);
  // The old game's result is not the lesson's.
  assert.equal(lesson.result, null);
  assert.equal(toMove(lesson), 1);
  assert.equal(report(lesson).toMove, 1);
  assert.equal(fullPageQuery(lesson), 'learn=kiothi');
  const back = transition(lesson, { type: 'ownGameLeft' });
  assert.equal(back.game, ended.game);
  assert.equal(back.result.winner, 1);
  assert.deepEqual(back.viewpoint, ended.viewpoint);
  assert.equal(transition(back, { type: 'ownGameLeft' }).refusal, 'no-own-game');
});

test('a new game while a lesson has the board: the lesson’s layer is gone', () => {
  const lesson = after([...vsComputer, { type: 'ownGame', game: game('lesson', 'giuthi') }]);
  const fresh = transition(lesson, { type: 'newGame', game: game(), players: [PERSON, computer('strong')] });
  assert.equal(fresh.under, null);
  assert.equal(transition(fresh, { type: 'ownGameLeft' }).refusal, 'no-own-game');
});

test('after a game against the computer, a puzzle’s players are the solver and the line', () => {
  const state = after([
    ...vsComputer,
    { type: 'newGame', game: game('puzzle', 'hus-p1z04pvy'), players: [PERSON, { kind: 'puzzle' }], viewpoint: { you: 0 } },
  ]);
  assert.deepEqual(state.players, [PERSON, { kind: 'puzzle' }]);
  assert.equal(transition(state, played(0, 'computer')).refusal, 'not-theirs');
  assert.equal(fullPageQuery(state), 'puzzle=hus-p1z04pvy');
});

test('seating a player changes one side', () => {
  const state = after([...vsComputer, { type: 'seated', side: 1, player: computer('strong') }]);
  assert.deepEqual(state.players, [PERSON, computer('strong')]);
});

test('host policies: the full page may all; the embed keeps nothing; a kiosk never leaves', () => {
  const full = initialState(FULL_PAGE);
  for (const what of ['writeAddress', 'writeStorage', 'linkOut', 'leaveKiosk', 'playFriend']) assert.equal(permits(full, what), true, what);
  const embed = initialState(EMBED);
  assert.equal(permits(embed, 'writeAddress'), false);
  assert.equal(permits(embed, 'writeStorage'), false);
  assert.equal(permits(embed, 'linkOut'), true);
  const kiosk = initialState(KIOSK);
  for (const what of ['writeAddress', 'writeStorage', 'linkOut', 'leaveKiosk', 'playFriend']) assert.equal(permits(kiosk, what), false, what);
  // share=1 in a kiosk shows Share, and still nothing leaves, no friend plays.
  const sharing = initialState({ ...KIOSK, share: true });
  for (const what of ['writeAddress', 'writeStorage', 'linkOut', 'leaveKiosk', 'playFriend']) assert.equal(permits(sharing, what), false, what);
  // A policy that claims the address in a kiosk still may not write it.
  assert.equal(permits(initialState({ ...KIOSK, address: true, storage: true }), 'writeAddress'), false);
});

test('a kiosk, share=1 or not, seats no friend on another device', () => {
  for (const kind of ['friend-live', 'friend-link']) {
    const seat = { type: 'seated', side: 1, player: { kind } };
    assert.equal(transition(initialState(KIOSK), seat).refusal, 'kiosk');
    assert.equal(transition(initialState({ ...KIOSK, share: true }), seat).refusal, 'kiosk');
    assert.equal(transition(initialState(FULL_PAGE), seat).refusal, null);
    assert.equal(transition(initialState(EMBED), seat).refusal, null);
  }
});

test('refused actions change nothing', () => {
  const state = after(vsComputer);
  for (const action of [
    played(1, 'computer'),
    { type: 'undone', count: 1, position: position(0) },
    { type: 'takenBack', ply: 0, position: position(0) },
    { type: 'cursorTo', ply: 5 },
    { type: 'answered', what: 'draw', accepted: true },
    { type: 'offered', what: 'rematch', by: 0 },
    { type: 'ownGameLeft' },
    { type: 'nonsense' },
  ]) {
    const refused = transition(state, action);
    assert.notEqual(refused.refusal, null, action.type);
    assert.deepEqual({ ...refused, refusal: null }, state, action.type);
  }
  for (const action of [played(0, 'person'), { type: 'ended', how: 'resigned', winner: 1 }, { type: 'cursorTo', ply: 0 }]) {
    assert.equal(transition(initialState(), action).refusal, 'no-game', action.type);
  }
});

test('the store tells its views applied actions, and not refused ones', () => {
  const store = new GameStore(FULL_PAGE);
  const seen = [];
  const stop = store.subscribe((state, action) => seen.push([action.type, state.game?.moves.length ?? null]));
  assert.equal(store.dispatch(vsComputer[0]), null);
  assert.equal(store.dispatch(played(1, 'computer')), 'out-of-turn');
  assert.equal(store.dispatch(played(0, 'person')), null);
  stop();
  store.dispatch({ type: 'cursorTo', ply: 0 });
  assert.deepEqual(seen, [
    ['newGame', 0],
    ['played', 1],
  ]);
  assert.equal(store.state.cursor, 0);
});

test('the embed reports the game on the board: a lesson’s, a puzzle’s, with its id', () => {
  assert.equal(report(initialState()), null);
  const puzzle = after([{ type: 'newGame', game: { ...game('puzzle', 'hus-p1z04pvy'), position: position(1) }, players: [{ kind: 'puzzle' }, PERSON], viewpoint: { you: 1 } }]);
  assert.deepEqual(report(puzzle), { game: 'hus', kind: 'puzzle', id: 'hus-p1z04pvy', ply: 0, toMove: 1, result: null });
  assert.equal(fullPageQuery(after(vsComputer)), null);
});
