// Languages: every catalogue, and every catalogue of the texts loaded on
// demand (the rules dialog's, www/i18n/rules/; the Share dialog's with the
// editor and the embed dialog, www/i18n/share/; the analysis's,
// www/i18n/analysis/; the first screen's, www/i18n/welcome/; a game link's,
// www/i18n/link/; the new-game and result dialogs', www/i18n/dialogs/), has
// every English key with the same
// placeholders; the page follows the browser's language, a `lang`
// parameter, or the visitor's choice in the menu, and keeps the game; the
// rules' texts load only when the dialog opens, in the page's language.

import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DESKTOP, chooseLanguage, engine, expect, openPage, playMove, settle, test, openBoard } from './game-helpers.mjs';
import { REPO_ROOT } from './support/index.mjs';

const I18N = resolve(REPO_ROOT, 'www', 'i18n');
// A language's files: its catalogue, the rules dialog's texts, the Share
// dialog's, the analysis board's, hints' and game review's, the puzzles'
// (loaded with them), kiosk mode's, the first screen's, a game link's, the
// dialogs', Kiothi's opening panel's, why a pit cannot be played, the
// embed's own, a live game's and the games' about pages.
const FOLDERS = ['', 'rules/', 'share/', 'analysis/', 'puzzles/', 'kiosk/', 'welcome/', 'link/', 'dialogs/', 'opening/', 'why/', 'embed/', 'live/', 'about/'];
const ANALYSIS_KEY = /^(analysis|hint|review)\./;
const PUZZLES_KEY = /^puzzles\./;
const load = async (file) => (await import(pathToFileURL(resolve(I18N, file)).href)).default;
const placeholders = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

test('every language file is listed, and has every English key with the same placeholders', async () => {
  // language.js touches the page only when called, so it imports in Node.
  const { LANGUAGES } = await import(pathToFileURL(resolve(I18N, 'language.js')).href);
  const codes = Object.keys(LANGUAGES).sort();
  for (const folder of FOLDERS) {
    const files = readdirSync(resolve(I18N, folder)).filter((file) => /^[a-z]{2,3}\.js$/.test(file));
    expect(files.map((file) => file.slice(0, -3)).sort(), `www/i18n/${folder}`).toEqual(codes);
  }
  const english = await Promise.all(FOLDERS.map((folder) => load(`${folder}en.js`)));
  // The rules' keys are only in the rules' file: the first load does without them.
  expect(Object.keys(english[0]).filter((key) => key.startsWith('rules.'))).toEqual([]);
  expect(Object.keys(english[1]).filter((key) => !key.startsWith('rules.'))).toEqual([]);
  // Nor the analysis's: they load with it.
  expect(Object.keys(english[0]).filter((key) => ANALYSIS_KEY.test(key))).toEqual([]);
  expect(Object.keys(english[3]).filter((key) => !ANALYSIS_KEY.test(key))).toEqual([]);
  expect(Object.keys(english[0]).filter((key) => PUZZLES_KEY.test(key))).toEqual([]);
  expect(Object.keys(english[4]).filter((key) => !PUZZLES_KEY.test(key))).toEqual([]);
  for (const code of codes) {
    const same = [];
    // Every text's faults at once (thousands of expects one by one are slow
    // on a loaded machine).
    const faults = [];
    for (const [index, folder] of FOLDERS.entries()) {
      const file = `${folder}${code}.js`;
      const en = english[index];
      const catalogue = await load(file);
      expect(Object.keys(catalogue).sort(), file).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(catalogue)) {
        if (typeof text !== 'string' || text.trim() === '') faults.push(`${file} ${key}: empty or not a text`);
        else if (placeholders(text).join() !== placeholders(en[key]).join()) faults.push(`${file} ${key}: placeholders {${placeholders(text)}} for English {${placeholders(en[key])}}`);
        if (code !== 'en' && text === en[key] && /[a-z]{4}/.test(text)) same.push(key);
      }
    }
    expect(faults).toEqual([]);
    // Translated, not copied: only names, numbers and symbols may stay.
    expect(same.length, `${code}: ${same.join(', ')}`).toBeLessThan(12);
  }
});

const CHROME = {
  sv: { newGame: 'Nytt parti', share: 'Dela', rules: 'Regler', history: 'Drag', south: 'Syd' },
  sw: { newGame: 'Mchezo mpya', share: 'Shiriki', rules: 'Kanuni', history: 'Hatua', south: 'Kusini' },
  en: { newGame: 'New game', share: 'Share', rules: 'Rules', history: 'Moves', south: 'South' },
};

async function expectLanguage(page, code) {
  const words = CHROME[code];
  await expect(page.locator('html')).toHaveAttribute('lang', code);
  await expect(page.locator('#new-game-button')).toHaveText(words.newGame);
  await expect(page.locator('#share-button')).toHaveText(words.share);
  await expect(page.locator('#rules-button')).toHaveText(words.rules);
  await expect(page.locator('#history-title')).toHaveText(words.history);
  await expect(page.locator('#player-0 .player-seat')).toHaveText(words.south);
}

test.describe('a Swedish browser', () => {
  test.use({ locale: 'sv-SE' });

  test('gets the page in Swedish', async ({ page }) => {
    await openPage(page);
    await expectLanguage(page, 'sv');
    await expect(page.locator('#status')).toHaveText('Syd drar: välj en grop med minst två frön och sedan en riktning.');
  });
});

test('a lang parameter wins over the browser, and the menu switches language keeping the game', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openBoard(page, '/?lang=sw');
  await page.selectOption('#speed-select', 'instant');
  await expectLanguage(page, 'sw');
  const position = await engine.position(page);
  await playMove(page, position, (await engine.legalMoves(page))[2]);
  await settle(page);
  const record = await engine.record(page);
  await page.click('#share-button');
  await page.keyboard.press('Escape');

  // The menu: Swedish, saved for the next visit, the lang parameter dropped.
  await page.selectOption('#language-select', 'sv');
  await page.waitForURL((url) => !url.search.includes('lang='));
  await expect(page.locator('body.ready')).toBeVisible();
  await expectLanguage(page, 'sv');
  expect(await engine.record(page)).toEqual(record);
  await expect(page.locator('#history-list .history-item').nth(1)).toContainText('Syd');
  await page.click('#rules-button');
  await expect(page.locator('#rules-dialog h3').first()).toHaveText('Så spelar man');
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.locator('body.ready')).toBeVisible();
  await expectLanguage(page, 'sv');
  await chooseLanguage(page, 'en');
  await expectLanguage(page, 'en');
});

test('the rules dialog loads its texts when it opens, in the page\'s language, and again with a new language', async ({ page }) => {
  const fetched = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/www/i18n/rules/')) fetched.push(pathname.slice('/www/i18n/rules/'.length));
  });
  await openBoard(page, '/?lang=sw');
  expect(fetched).toEqual([]);
  await page.click('#rules-button');
  const rules = page.locator('#rules-dialog');
  await expect(rules.locator('h2')).toHaveText('Kanuni');
  await expect(rules.locator('h3').first()).toHaveText('Jinsi ya kucheza');
  // English too, for any key the language lacks.
  expect(fetched.sort()).toEqual(['en.js', 'sw.js']);

  // A change of language in place, as the embed makes one, while the dialog
  // is open: the next game the dialog shows is in the new language.
  await page.evaluate(async () => (await import('/www/i18n/language.js')).useLanguage('sv'));
  expect(fetched).toContain('sv.js');
  await rules.locator('[role=tab]').nth(1).click();
  await expect(rules.locator('h3').first()).toHaveText('Så spelar man');
});

test('an unknown lang falls back to the browser language, then English', async ({ page }) => {
  await openPage(page);
  await openBoard(page, '/?lang=xx');
  await expectLanguage(page, 'en');
});
