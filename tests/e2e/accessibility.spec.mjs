// axe-core (node_modules/axe-core) on the main page (desktop and phone,
// light and dark, with Kiothi's opening panel, the Share dialog, the embed
// dialog and a lesson), its first screen in English, Swedish and Kiswahili and the embed (light and dark, its How to play and a
// lesson): no serious or critical violation, such as a
// text below 4.5:1 contrast or a page without a level-one heading.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DESKTOP, PHONE, expect, newGame, settle, test, openBoard, unfoldControls } from './game-helpers.mjs';
import { seriousViolations, violations } from './support/axe.mjs';
import { REPO_ROOT } from './support/index.mjs';

test.use({ bypassCSP: true });

for (const { name, viewport, colorScheme } of [
  { name: 'desktop', viewport: DESKTOP, colorScheme: 'light' },
  { name: 'phone', viewport: PHONE, colorScheme: 'light' },
  { name: 'desktop (dark)', viewport: DESKTOP, colorScheme: 'dark' },
  { name: 'phone (dark)', viewport: PHONE, colorScheme: 'dark' },
]) {
  test(`axe: the main page on a ${name} has no serious or critical violations`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize(viewport);
    await openBoard(page);
    await page.selectOption('#speed-select', 'instant');
    // A person's turn, with the "to move" badge showing.
    await expect(page.locator('.player-turn')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // The move preview on (on a phone, behind More), the focused pit's
    // button describing its move, and the preview's words under the board.
    await unfoldControls(page);
    await page.locator('#preview-toggle').check();
    await page.locator('.pit-button[aria-disabled="false"]').first().focus();
    await expect(page.locator('#pit-preview-words')).not.toBeEmpty();
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('#preview-toggle').uncheck();
    // The New game dialog.
    await page.click('#new-game-button');
    await expect(page.locator('#new-game-dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.locator('#new-game-dialog')).toBeHidden();
    // Kiothi's opening, its panel open.
    await newGame(page, { game: 'kiothi' });
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    // The Share dialog.
    await page.click('#share-button');
    await expect(page.locator('.share-dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // The embed dialog, with its players, level and live preview.
    await page.getByRole('button', { name: 'Embed this game…' }).click();
    await expect(page.locator('.embed-dialog')).toBeVisible();
    await page.locator('.embed-dialog input[name=embed-players][value=computer]').check();
    await expect(page.frameLocator('.embed-preview iframe').locator('body.ready')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`axe: a lesson on a ${name} has no serious or critical violations`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize(viewport);
    await openBoard(page);
    // The lessons' menu.
    await page.click('#learn-button');
    await expect(page.locator('#learn-dialog .learn-choice')).toHaveCount(4);
    expect(await seriousViolations(page)).toEqual([]);
    // A step with its tradition note and the project's decision, and a
    // wrong answer's explanation.
    await page.goto('/?learn=en-gehe');
    const panel = page.locator('.learn-panel');
    await page.selectOption('#speed-select', 'instant');
    await expect(panel.locator('.learn-note')).toBeVisible();
    await expect(panel.locator('.learn-decision')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Next step' }).click();
    await page.locator('.pit-button[data-pit="2"]').dispatchEvent('click');
    await expect(panel.locator('.learn-lead')).toHaveText('Right!');
    await panel.getByRole('button', { name: 'Next step' }).click();
    await page.locator('.pit-button[data-pit="12"]').dispatchEvent('click');
    await expect(panel.locator('.learn-feedback.wrong')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

// The first screen (www/welcome/), in each language, and the board its
// "Play against the computer" starts with the guided first move: no
// violation at all, whatever its impact.
for (const { lang, name, viewport, colorScheme } of [
  { lang: 'en', name: 'phone', viewport: PHONE, colorScheme: 'light' },
  { lang: 'sv', name: 'desktop (dark)', viewport: DESKTOP, colorScheme: 'dark' },
  { lang: 'sw', name: 'phone (dark)', viewport: PHONE, colorScheme: 'dark' },
  { lang: 'sw', name: 'desktop', viewport: DESKTOP, colorScheme: 'light' },
]) {
  test(`axe: the first screen in ${lang} on a ${name} has no violation`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize(viewport);
    await page.goto(`/?lang=${lang}`);
    await expect(page.locator('#first-screen')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    expect(await violations(page)).toEqual([]);
    await page.locator('.welcome-game[data-game=kiothi] [data-choice=computer]').click();
    await expect(page.locator('#first-screen')).toHaveCount(0);
    await expect(page.locator('#opening-panel')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

for (const theme of ['light', 'dark']) {
  test(`axe: the embed (${theme}) has no serious or critical violations`, async ({ page }) => {
    await page.setViewportSize({ width: 640, height: 400 });
    await page.goto(`/embed.html?game=giuthi&speed=instant&theme=${theme}`);
    await expect(page.locator('body.ready')).toBeVisible();
    await settle(page);
    await expect(page.locator('.player-turn')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // The level-one heading names the game.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Giuthi');
    // How to play, open in the frame.
    await page.getByRole('button', { name: 'How to play' }).click();
    await expect(page.getByRole('dialog', { name: 'Giuthi' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // A lesson in the frame.
    await page.goto(`/embed.html?learn=hus&speed=instant&theme=${theme}`);
    await expect(page.locator('.learn-panel .learn-note')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // A game's about page in the frame.
    await page.goto(`/embed.html?about=en-gehe&speed=instant&theme=${theme}`);
    await expect(page.locator('.embed-about h2')).toHaveText('About En Gehé');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

// The puzzles: the panel, a failed verdict and the list, on the main page
// (desktop and phone) and in the embed (dark).
for (const { name, viewport } of [
  { name: 'desktop', viewport: DESKTOP },
  { name: 'phone', viewport: PHONE },
]) {
  test(`axe: the puzzles on a ${name} have no serious or critical violations`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // No colour transitions: "Next puzzle" turns primary as the solution ends.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/?puzzle=giuthi-2');
    await expect(page.locator('.puzzle-panel')).toBeVisible();
    // On a phone the speed waits behind More.
    await unfoldControls(page);
    await page.selectOption('#speed-select', 'instant');
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('.puzzle-panel summary').click();
    await page.getByRole('button', { name: 'Show the solution' }).click();
    await expect(page.locator('.puzzle-verdict')).toContainText('The solution');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

// A puzzle's step row (Previous move, Next move, where the line stands) on
// a solution of several moves: no violation of any impact.
for (const { name, viewport, colorScheme } of [
  { name: 'desktop', viewport: DESKTOP, colorScheme: 'light' },
  { name: 'phone (dark)', viewport: PHONE, colorScheme: 'dark' },
]) {
  test(`axe: a puzzle's step row on a ${name} has no violations`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    const puzzle = ['giuthi', 'kiothi', 'en-gehe', 'hus']
      .flatMap((game) => JSON.parse(readFileSync(join(REPO_ROOT, 'www', 'puzzles', `${game}.json`), 'utf8')).puzzles)
      .find((entry) => entry.line.length >= 3);
    await page.goto(`/?puzzle=${puzzle.id}`);
    await expect(page.locator('.puzzle-panel')).toBeVisible();
    // On a phone the speed waits behind More.
    await unfoldControls(page);
    await page.selectOption('#speed-select', 'instant');
    await settle(page);
    await page.getByRole('button', { name: 'Show the solution' }).click();
    const steps = page.locator('.puzzle-steps');
    await expect(steps).toContainText(`Move ${puzzle.line.length} of ${puzzle.line.length}`);
    // Both ways open: a move back from the end.
    await steps.getByRole('button', { name: 'Previous move' }).click();
    await expect(steps).toContainText(`Move ${puzzle.line.length - 1} of ${puzzle.line.length}`);
    await expect(steps.getByRole('button', { name: 'Next move' })).toBeEnabled();
    await settle(page);
    expect(await violations(page, '.puzzle-steps')).toEqual([]);
  });
}

test('axe: the embed\'s puzzles (dark) have no serious or critical violations', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 640 });
  await page.goto('/embed.html?puzzles=kiothi&speed=instant&theme=dark');
  await expect(page.locator('.puzzle-panel')).toBeVisible();
  await settle(page);
  await page.locator('.puzzle-panel summary').click();
  expect(await seriousViolations(page)).toEqual([]);
});

// A friend's game link, looked back two moves: the current row of the
// move history is North's, its name in the accent on the row's highlight
// (3.99:1 once, light).
for (const colorScheme of ['light', 'dark']) {
  test(`axe: a game link's move history, North's row the current one, has no serious or critical violations (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize(DESKTOP);
    await openBoard(page, '/#2.9DyNQQgMAgI');
    await page.selectOption('#speed-select', 'instant');
    await settle(page);
    // Its four moves: South, North, South, South; back to North's.
    await expect(page.locator('.history-item')).toHaveCount(5);
    await page.click('#view-back');
    await expect(page.locator('.history-item[aria-current]')).toContainText('3.');
    await page.click('#view-back');
    await expect(page.locator('.history-item.side-1[aria-current]')).toContainText('North');
    expect(await seriousViolations(page)).toEqual([]);
  });
}
