// Each game's about page (www/about/, issue 51's "What a museum shows of
// the games"): opened by `?about=GAME`, from the first screen's cards and
// from the Rules; its sections, its sources cited with what our source
// does not give said so (no year made up); and the Rules: the game first,
// then its rules, the project's readings behind "How we read the sources",
// Kiothi's and En Gehé's third-repetition draw among them. axe in the
// three languages on both.

import { DESKTOP, PHONE, chooseLanguage, expect, openBoard, test } from './game-helpers.mjs';
import { violations } from './support/axe.mjs';

test.use({ bypassCSP: true });

const aboutDialog = (page) => page.locator('#about-dialog');

test('?about=kiothi opens its page: people, play, history, names, what is uncertain, and the works cited as given', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/?about=kiothi');
  await expect(page.locator('body.ready')).toBeVisible();
  const dialog = aboutDialog(page);
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('About Kiothi');
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText([
    'Its people and places',
    'How, and by whom, it is played',
    'What is known of its history',
    'Its names',
    'What the sources leave uncertain',
    'Sources',
  ]);
  await expect(dialog).toContainText('Kiothi is played by the Meru people');
  await expect(dialog.locator('.about-works li')).toHaveText([
    'Bernardo Bernardi, The Mugwe, a Failing Prophet, 1959.',
    'Andrew Botta, title not given in our source, 1972.',
    'Rodney Needham, The Left Hand of the Mugwe, year not given in our source.',
  ]);
  await expect(dialog.locator('.about-compiled')).toHaveText('Our source, which cites them: Mancala World, “Kiothi”, a wiki article (no date given).');
  // Closed, the address no longer names it: a reload shows the page.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).searchParams.has('about')).toBe(false);
});

test('a game card’s “About the game” and the Rules lead to the about page, and it leads back to the rules', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.locator('body.ready')).toBeVisible();
  const link = page.locator('.welcome-game[data-game=hus]').getByRole('link', { name: 'About the game' });
  await expect(link).toHaveAttribute('href', '?about=hus');
  await link.click();
  await expect(aboutDialog(page).getByRole('heading', { level: 2 })).toHaveText('About Hus');
  await expect(aboutDialog(page)).toContainText('ǁhūs');
  await aboutDialog(page).getByRole('button', { name: 'The rules of Hus' }).click();
  const rules = page.locator('#rules-dialog');
  await expect(rules.getByRole('tab', { name: 'Hus' })).toHaveAttribute('aria-selected', 'true');
  await rules.getByRole('tab', { name: 'Giuthi' }).click();
  await rules.getByRole('button', { name: 'About Giuthi: its people and history' }).click();
  await expect(rules).toBeHidden();
  await expect(aboutDialog(page).getByRole('heading', { level: 2 })).toHaveText('About Giuthi');
});

test('the Rules: the game first, then its rules, the project’s readings behind “How we read the sources”, then the sources', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openBoard(page);
  await page.click('#rules-button');
  const rules = page.locator('#rules-dialog');
  for (const [game, name] of [
    ['kiothi', 'Kiothi'],
    ['en-gehe', 'En Gehé'],
  ]) {
    await rules.getByRole('tab', { name }).click();
    const body = rules.locator('.rules-body');
    // What comes before the first rule: the game, who plays it and its background.
    const before = await body.evaluate((node) => {
      const first = [...node.querySelectorAll('h3')][0];
      const texts = [];
      for (let child = node.firstElementChild; child && child !== first; child = child.nextElementSibling) texts.push(child.textContent);
      return { first: first.textContent, texts };
    });
    expect(before.first).toBe('How to play');
    expect(before.texts.join(' ')).toContain(game === 'kiothi' ? 'Bernardo Bernardi' : 'Moritz Merker');
    await expect(body.locator('h3')).toHaveText(['How to play', 'Capturing', 'The end', 'Sources']);
    // The readings are there for those who ask, and say the third-repetition draw.
    const readings = body.locator('details.rules-readings');
    await expect(readings.locator('summary')).toHaveText('How we read the sources');
    await expect(readings).not.toHaveAttribute('open');
    await expect(readings.getByText('comes up for the third time ends the game as a draw')).toBeHidden();
    await readings.locator('summary').click();
    await expect(readings.getByText('comes up for the third time ends the game as a draw')).toBeVisible();
    await expect(body.locator('.about-works li').first()).toContainText(game === 'kiothi' ? 'Bernardo Bernardi, The Mugwe, a Failing Prophet, 1959.' : 'Moritz Merker, title not given in our source, 1904.');
  }
});

for (const language of ['en', 'sv', 'sw']) {
  test(`axe (${language}): each game’s about page and the Rules have no violation`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(DESKTOP);
    await openBoard(page);
    await chooseLanguage(page, language);
    for (const game of ['giuthi', 'kiothi', 'en-gehe', 'hus']) {
      await page.goto(`/?about=${game}&lang=${language}`);
      await expect(page.locator('body.ready')).toBeVisible();
      await expect(aboutDialog(page).locator(`.about[data-game="${game}"]`)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      expect(await violations(page), game).toEqual([]);
    }
    await page.keyboard.press('Escape');
    await expect(aboutDialog(page)).toBeHidden();
    if (await page.locator('#first-screen').count()) await page.locator('.welcome-game[data-game=giuthi] [data-choice=friend]').click();
    await page.click('#rules-button');
    await expect(page.locator('#rules-dialog')).toBeVisible();
    await page.locator('#rules-dialog details.rules-readings summary').click();
    expect(await violations(page), 'rules').toEqual([]);
  });
}
