// axe-core in each of the page's three languages, on every dialog and mode
// a person can open from the main page (rules, new game, share, the
// position editor, the embed dialog, analysis, the lessons' menu) and on
// the embed: no violation at all, whatever its impact. The words differ by
// language (a longer Swedish label, a Kiswahili heading), so each is checked.

import { chooseLanguage, expect, openPage, test } from './game-helpers.mjs';
import { violations } from './support/axe.mjs';

test.use({ bypassCSP: true });

for (const language of ['en', 'sv', 'sw']) {
  test(`axe (${language}): the main page and each of its dialogs and modes have no violation`, async ({ page }) => {
    test.setTimeout(120_000);
    await openPage(page);
    await chooseLanguage(page, language);
    expect(await violations(page)).toEqual([]);

    async function inDialog(open, dialog) {
      await open();
      await expect(page.locator(dialog)).toBeVisible();
      expect(await violations(page), dialog).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.locator(dialog)).toBeHidden();
    }
    const share = async () => {
      await page.click('#share-button');
      await expect(page.locator('.share-dialog')).toBeVisible();
    };
    await inDialog(() => page.click('#rules-button'), '#rules-dialog');
    await inDialog(() => page.click('#new-game-button'), '#new-game-dialog');
    await inDialog(share, '.share-dialog');
    await inDialog(async () => {
      await share();
      await page.locator('.share-more button').nth(0).click();
    }, '.editor-dialog');
    await inDialog(async () => {
      await share();
      await page.locator('.share-more button').nth(1).click();
      await expect(page.frameLocator('.embed-preview iframe').locator('body.ready')).toBeVisible();
    }, '.embed-dialog');
    await inDialog(() => page.click('#learn-button'), '#learn-dialog');

    await page.click('#analysis-button');
    await expect(page.locator('#analysis-button')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.analysis-chip').first()).toBeVisible();
    expect(await violations(page), 'analysis').toEqual([]);
  });

  test(`axe (${language}): the embed has no violation`, async ({ page }) => {
    await page.setViewportSize({ width: 640, height: 400 });
    await page.goto(`/embed.html?game=hus&speed=instant&lang=${language}`);
    await expect(page.locator('body.ready')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    expect(await violations(page)).toEqual([]);
  });
}
