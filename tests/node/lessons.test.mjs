// The lessons' words and the page's judge of a move (www/learn/). Every
// text a lesson step names is in the English, Swedish and Kiswahili
// catalogues (www/i18n/learn/), and so is every key the lesson code asks
// for; the catalogues hold the same keys. The judge reads a step's claims
// from an engine trace as tests/lessons.rs does with the native engine.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import en from '../../www/i18n/learn/en.js';
import sv from '../../www/i18n/learn/sv.js';
import sw from '../../www/i18n/learn/sw.js';
import { CLAIM_NAMES, holds, landingPit, seedsTaken } from '../../www/learn/judge.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const GAMES = ['giuthi', 'kiothi', 'en-gehe', 'hus'];
const CATALOGUES = { en, sv, sw };
const lessonOf = (game) => JSON.parse(readFileSync(join(ROOT, 'www/learn/lessons', `${game}.json`), 'utf8'));

// The keys a step's words take: its text always; the reason of each of its
// explanations of a wrong answer; the note on an example shown in place of
// the learner's own move; its tradition note and the project's decision
// when it has them.
function stepKeys(game, step) {
  const key = (part) => `learn.${game}.${step.id}.${part}`;
  return [
    key('text'),
    ...(step.wrong ?? []).map((reason) => key(`wrong.${reason.key}`)),
    step.after ? key('example') : null,
    step.note ? key('note') : null,
    step.decision ? key('decision') : null,
  ].filter(Boolean);
}

// The literal keys the lesson code asks for: t('learn.…'), and those of
// what a move did (explain.js builds them: plural forms, Kiothi's words).
function codeKeys() {
  const dir = join(ROOT, 'www/learn');
  const keys = new Set();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
    for (const match of readFileSync(join(dir, file), 'utf8').matchAll(/\bt\('(learn\.[^']+)'/g)) keys.add(match[1]);
  }
  for (const key of Object.keys(en)) if (key.startsWith('learn.say.')) keys.add(key);
  return keys;
}

test('every lesson step has its words in all three languages', () => {
  for (const game of GAMES) {
    for (const step of lessonOf(game).steps) {
      for (const key of stepKeys(game, step)) {
        for (const [code, catalogue] of Object.entries(CATALOGUES)) {
          assert.equal(typeof catalogue[key], 'string', `${code} lacks ${key}`);
          assert.ok(catalogue[key].trim().length > 0, `${code}: ${key} is empty`);
        }
      }
    }
  }
});

test('the lesson code asks only for keys the catalogues have', () => {
  const keys = codeKeys();
  assert.ok(keys.size >= 10, 'the lesson code was read');
  for (const key of keys) {
    for (const [code, catalogue] of Object.entries(CATALOGUES)) assert.equal(typeof catalogue[key], 'string', `${code} lacks ${key}`);
  }
});

test('the three catalogues hold the same keys, none unused', () => {
  const used = new Set([...codeKeys(), ...GAMES.flatMap((game) => lessonOf(game).steps.flatMap((step) => stepKeys(game, step)))]);
  // A touch wording goes with the key it words differently (i18n.js).
  const unused = Object.keys(en).filter((key) => !used.has(key) && !used.has(key.replace(/\.touch$/, '')));
  assert.deepEqual(unused, []);
  for (const code of ['sv', 'sw']) assert.deepEqual(Object.keys(CATALOGUES[code]).sort(), Object.keys(en).sort(), code);
});

test('the placeholders of each text are the same in every language', () => {
  const names = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
  for (const [key, text] of Object.entries(en)) {
    for (const code of ['sv', 'sw']) assert.deepEqual(names(CATALOGUES[code][key]), names(text), `${code} ${key}`);
  }
});

test('lesson files make only claims the judge knows', () => {
  for (const game of GAMES) {
    for (const step of lessonOf(game).steps) {
      for (const claims of [step.goal, step.check, ...(step.wrong ?? []).map((reason) => reason.if)]) {
        for (const name of Object.keys(claims ?? {})) assert.ok(CLAIM_NAMES.includes(name), `${game} ${step.id}: ${name}`);
      }
    }
  }
});

test('the judge reads captures, landings, relays and results from a trace', () => {
  // Giuthi 2 x 6, pit 11 counter-clockwise, relayed back clockwise to a chain capture (the engine's trace).
  const trace = {
    player: 0,
    move: { pit: 11, dir: 'ccw' },
    laps: [
      { start: 'lift', from: 11, dir: 'ccw', hand: 3, drops: [0, 1, 2], end: { type: 'relay' }, cleared_nki: false },
      {
        start: 'relay',
        from: 2,
        dir: 'cw',
        hand: 3,
        drops: [1, 0, 11],
        end: { type: 'capture', taken: [{ pit: 0, count: 2, rule: 'opposite' }, { pit: 1, count: 2, rule: 'chain' }], capturer: 11 },
        cleared_nki: false,
      },
    ],
    extra_move: false,
    pass: 1,
  };
  const move = { pit: 11, dir: 'ccw' };
  assert.equal(seedsTaken(trace), 4);
  assert.equal(landingPit(trace), 11);
  assert.ok(holds({ captures: 4, rule: 'chain', reverses: true, lands: 11, laps: 2, end: 'capture', pass: 1, move }, move, trace, null));
  assert.ok(holds({}, move, trace, null));
  for (const wrong of [{ captures: 5 }, { rule: 'leftmost' }, { lands: 10 }, { reverses: false }, { extraMove: true }, { move: { pit: 11, dir: 'cw' } }]) {
    assert.equal(holds(wrong, move, trace, null), false, JSON.stringify(wrong));
  }
  assert.equal(holds({ unheardOf: 1 }, move, trace, null), false);
  const draw = { winner: null, scores: [9, 2], reason: 'repetition', one_warrior_victory: false };
  assert.ok(holds({ result: { reason: 'repetition', winner: null } }, move, trace, draw));
  assert.equal(holds({ result: { reason: 'repetition', winner: null } }, move, trace, null), false);
  assert.equal(holds({ result: { reason: 'repetition', winner: 0 } }, move, trace, draw), false);
});

// What a move did, in words (explain.js), for every move the learner can
// make at every step of every lesson, played by the engine: each sentence
// says what the trace says (the laps, the pit the last seed fell into, the
// seeds captured or seized, an extra move, a pass, protection lost, the
// result) and nothing it does not; every wrong move has its reason, in
// each language.
test('what a move did is told from its trace, and every wrong move has its reason', async () => {
  globalThis.document ??= { documentElement: {} };
  const { readFileSync: read } = await import('node:fs');
  const { WasmGame, boardTopology, initSync } = await import('../../www/pkg/mancala.js');
  initSync({ module: read(join(ROOT, 'www/pkg/mancala_bg.wasm')) });
  const i18n = await import('../../www/i18n/i18n.js');
  const mainCatalogues = {
    en: (await import('../../www/i18n/en.js')).default,
    sv: (await import('../../www/i18n/sv.js')).default,
    sw: (await import('../../www/i18n/sw.js')).default,
  };
  const { explainMove, explainLanding, pitOf } = await import('../../www/learn/explain.js');
  const { capturedBy } = await import('../../www/ui/words.js');
  const { wrongCase } = await import('../../www/learn/judge.js');
  const setup = { names: ['', ''] };
  let told = 0;
  for (const code of ['en', 'sv', 'sw']) {
    i18n.addCatalogue(code, CATALOGUES[code]);
    i18n.useCatalogue(code, mainCatalogues[code]);
    for (const game of GAMES) {
      for (const step of lessonOf(game).steps) {
        if (step.task === 'game') continue;
        const record = step.record ?? { start: step.position, moves: [] };
        const start = () => WasmGame.fromRecord(record);
        const holes = record.start.holes;
        const topology = boardTopology(game, holes);
        const grid = { game, holes, ...topology };
        const probe = start();
        const moves = probe.position().phase === 'opening' ? [step.example ?? step.move] : probe.legalMoves();
        probe.free();
        if (step.task === 'watch' && step.move) moves.splice(0, moves.length, step.move);
        for (const move of moves) {
          const played = start();
          const trace = played.play(move);
          const outcome = played.outcome();
          const words = explainMove(trace, { grid, setup, after: played.position(), outcome });
          played.free();
          told += 1;
          const at = `${code} ${game} ${step.id} ${JSON.stringify(move)}: ${words}`;
          assert.doesNotMatch(words, /learn\.|\{\w+\}/, at);
          if (trace.opening) continue;
          const landing = trace.laps.at(-1).drops.at(-1);
          assert.ok(words.includes(pitOf(grid, setup, landing)), `${at} (where the last seed fell)`);
          if (code !== 'en') continue;
          const laps = trace.laps.length;
          assert.ok(words.includes(laps === 1 ? 'One lap:' : `${laps} laps`), `${at} (laps)`);
          assert.equal(/you move again/.test(words), trace.extra_move || trace.pass !== null, `${at} (extra move or pass)`);
          assert.equal(/must pass/.test(words), trace.pass !== null, `${at} (pass)`);
          const captured = capturedBy(trace);
          assert.equal(/You captured/.test(words), captured > 0, `${at} (capture)`);
          if (captured) assert.match(words, new RegExp(`You captured ${captured} (seed|warrior)`), at);
          const seizures = trace.laps.filter((lap) => lap.end.type === 'resow').length;
          assert.equal((words.match(/you captured/g) ?? []).length, seizures, `${at} (seizures)`);
          assert.equal(/protection \(nki\) away/.test(words), trace.laps.some((lap) => lap.cleared_nki), `${at} (nki lost)`);
          if (outcome) assert.match(words, outcome.winner === null ? /draw/i : / wins, (\d+|with \d+ seeds? on the board) to \d+\./, at);
          const right = step.task === 'move' && holds(step.goal, move, trace, outcome);
          if (step.task === 'move' && !right) {
            const reason = wrongCase(step, move, trace, outcome);
            assert.ok(reason && Object.keys(reason.if).length, `${at}: no reason of its own for this wrong move`);
          }
        }
        if (step.task === 'landing') {
          const played = start();
          const trace = played.play(step.move);
          played.free();
          for (const cell of topology.cells) {
            if (cell.pit === step.answer) continue;
            const words = explainLanding(trace, cell.pit, { grid, setup });
            const passes = trace.laps.some((lap) => lap.drops.includes(cell.pit));
            assert.ok(words.includes(pitOf(grid, setup, cell.pit)), words);
            if (code === 'en') assert.equal(/on the way/.test(words), passes, words);
          }
        }
      }
    }
  }
  assert.ok(told > 100, `${told} moves told`);
});
