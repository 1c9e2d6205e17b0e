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

// The keys a step's words take: its text always; the explanation of a
// wrong answer when it has a task to get wrong; its tradition note and the
// project's decision when it has them.
function stepKeys(game, step) {
  const key = (part) => `learn.${game}.${step.id}.${part}`;
  return [
    key('text'),
    step.task === 'move' || step.task === 'landing' ? key('wrong') : null,
    step.note ? key('note') : null,
    step.decision ? key('decision') : null,
  ].filter(Boolean);
}

// The literal keys the lesson code asks for: t('learn.…').
function codeKeys() {
  const dir = join(ROOT, 'www/learn');
  const keys = new Set();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
    for (const match of readFileSync(join(dir, file), 'utf8').matchAll(/\bt\('(learn\.[^']+)'/g)) keys.add(match[1]);
  }
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
      for (const claims of [step.goal, step.check]) {
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
