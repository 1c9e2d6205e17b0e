// Game links on the main page: "Share" copies a link that a fresh browser
// opens as the same game; broken links are explained and never break the
// page; two browsers play each other by sending links back and forth.

import {
  DESKTOP,
  engine,
  expect,
  expectMirrorMatchesEngine,
  newGame,
  openPage,
  playMove,
  pressPit,
  randomOpening,
  seededRandom,
  settle,
  test,
} from './game-helpers.mjs';

async function playRandomMoves(page, count, random) {
  for (let i = 0; i < count; i++) {
    const position = await engine.position(page);
    const move =
      position.phase === 'opening'
        ? randomOpening(position, random)
        : (await engine.legalMoves(page))[Math.floor(random() * (await engine.legalMoves(page)).length)];
    await playMove(page, position, move);
    await settle(page);
  }
}

// The link in the Share dialog (the dialog is closed again).
async function sharedLink(page) {
  await page.click('#share-button');
  const dialog = page.locator('.share-dialog');
  await expect(dialog).toBeVisible();
  const link = await dialog.getByLabel('Link to this game').inputValue();
  await dialog.getByRole('button', { name: 'Close' }).click();
  return link;
}

// Opens a link in a page of a new, empty browser profile.
async function openInFreshBrowser(browser, link, { speed } = {}) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  if (speed) await context.addInitScript((s) => localStorage.setItem('mancala.prefs', JSON.stringify({ speed: s })), speed);
  await page.goto(link);
  await expect(page.locator('body.ready')).toBeVisible();
  return { context, page };
}

for (const { game, moves, seed } of [
  { game: 'giuthi', moves: 9, seed: 1 },
  { game: 'kiothi', moves: 6, seed: 2 },
  { game: 'en-gehe', moves: 5, seed: 3 },
  { game: 'hus', moves: 7, seed: 4 },
]) {
  test(`${game}: a link opened in a fresh browser shows the same game at its last move, with its history`, async ({ page, browser }) => {
    await page.setViewportSize(DESKTOP);
    await openPage(page);
    await newGame(page, { game });
    await playRandomMoves(page, moves, seededRandom(seed));
    const record = await engine.record(page);
    const link = await sharedLink(page);
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#2\.[A-Za-z0-9_-]+$/);

    const { context, page: other } = await openInFreshBrowser(browser, link, { speed: 'instant' });
    try {
      await settle(other);
      expect(await engine.record(other)).toEqual(record);
      await expectMirrorMatchesEngine(other);
      // The address is the plain page again: a reload keeps the saved game.
      expect(new URL(other.url()).hash).toBe('');
      await expect(other.locator('#history-list .history-item')).toHaveCount(moves + 1);
      await other.click('#view-back');
      await expect(other.locator('#status')).toHaveText(
        `Looking at the position after move ${moves - 1} of ${moves}. The game waits for you.`,
      );
      await other.click('#view-return');
      // A game of two people on one device is one to look at and play on
      // here (link-play.spec.mjs: what each kind of link opens as).
      await expect(other.locator('.friend-panel')).toBeHidden();
      await other.reload();
      await expect(other.locator('body.ready')).toBeVisible();
      expect(await engine.record(other)).toEqual(record);
    } finally {
      await context.close();
    }
  });
}

test('playing a friend by link: each side sees the other’s move animated, replies, and waits its turn', async ({ page, browser }) => {
  await page.setViewportSize(DESKTOP);
  await openPage(page);
  await newGame(page, { game: 'giuthi' });
  // South starts a game with a friend and plays.
  await page.click('#share-button');
  await page.getByRole('button', { name: 'Play South against a friend' }).click();
  await expect(page.locator('.friend-panel')).toContainText('You play South, the bottom row.');
  const first = (await engine.legalMoves(page))[0];
  await playMove(page, await engine.position(page), first);
  await page.waitForFunction(() => !window.__mancala.animating());
  await expect(page.locator('.friend-panel')).toContainText('Now send this link to your friend, who plays North');
  await expect(page.locator('#status')).toContainText('Waiting for North');
  const toFriend = await page.locator('.friend-panel .copy-text').inputValue();

  // South cannot play North's move on this device.
  const northPit = (await engine.legalMoves(page))[0].pit;
  await pressPit(page, northPit);
  expect((await engine.record(page)).moves).toHaveLength(1);

  // The friend opens it: the last move is animated, then it is their turn.
  const { context, page: friend } = await openInFreshBrowser(browser, toFriend, { speed: 'normal' });
  try {
    await expect.poll(() => friend.evaluate(() => window.__mancala.animating())).toBe(true);
    await expect(friend.locator('.friend-panel')).toContainText('Here is your friend’s move');
    await friend.click('#skip-button');
    await expect(friend.locator('.friend-panel')).toContainText('You play North, the bottom row. Your turn');
    await expect(friend.locator('#player-1 .player-role')).toHaveText('You');
    await expect(friend.locator('#player-0 .player-role')).toHaveText('Friend');
    await friend.selectOption('#speed-select', 'instant');
    const reply = (await engine.legalMoves(friend))[1];
    await playMove(friend, await engine.position(friend), reply);
    await expect(friend.locator('.friend-panel')).toContainText('who plays South');
    const back = await friend.locator('.friend-panel .copy-text').inputValue();

    // South opens the reply in the same tab and plays on.
    await page.goto(back);
    await expect(page.locator('body.ready')).toBeVisible();
    await settle(page);
    const record = await engine.record(page);
    expect(record.moves).toEqual([first, reply]);
    await expect(page.locator('.friend-panel')).toContainText('You play South');
  } finally {
    await context.close();
  }
});

test('Copy link puts the link on the clipboard, or selects it when the clipboard is refused', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL).origin });
  await openPage(page);
  await playRandomMoves(page, 2, seededRandom(5));
  await page.click('#share-button');
  const dialog = page.locator('.share-dialog');
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.locator('.copy-feedback')).toHaveText('Copied. Paste it into a message or an e-mail.');
  const field = await dialog.getByLabel('Link to this game').inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(field);

  // A browser that refuses: the field is selected to copy by hand.
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.locator('.copy-feedback')).toContainText('press Ctrl+C');
  const selected = await page.evaluate(() => {
    const input = document.activeElement;
    return input.value.slice(input.selectionStart, input.selectionEnd);
  });
  expect(selected).toBe(field);
});

test.describe('broken links', () => {
  let good;
  let moves;

  test.beforeEach(async ({ page }) => {
    await openPage(page);
    await playRandomMoves(page, 12, seededRandom(6));
    moves = (await engine.record(page)).moves;
    good = await sharedLink(page);
  });

  // `elsewhere`: opened on another device (this one, with the game in
  // progress, would first ask whether to replace it: link-cheats.spec.mjs).
  async function openBroken(page, url, { elsewhere = false } = {}) {
    await page.goto('/');
    if (elsewhere) await page.evaluate(() => localStorage.removeItem('mancala.game'));
    await page.goto(url);
    await expect(page.locator('body.ready')).toBeVisible();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('a link cut short keeps the moves it still holds and says so', async ({ page }) => {
    const dialog = await openBroken(page, good.slice(0, -3), { elsewhere: true });
    await expect(dialog.getByRole('heading')).toHaveText('This link could not be opened in full');
    await expect(dialog).toContainText(/The link was cut short: it holds \d+ of its 12 moves\./);
    const kept = Number((await dialog.textContent()).match(/holds (\d+) of/)[1]);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(12);
    await dialog.getByRole('button', { name: 'Look at the game' }).click();
    await settle(page);
    expect((await engine.record(page)).moves).toEqual(moves.slice(0, kept));
  });

  test('an altered link is called damaged, and its readable moves are shown', async ({ page }) => {
    const at = good.indexOf('#2.') + 12;
    const altered = good.slice(0, at) + (good[at] === 'A' ? 'B' : 'A') + good.slice(at + 1);
    const dialog = await openBroken(page, altered, { elsewhere: true });
    await expect(dialog).toContainText('The link was changed or damaged after it was made');
    await dialog.getByRole('button', { name: /Look at the game|Back to my game/ }).click();
    await settle(page);
  });

  test('a link from a newer version asks for the newest page, and offers a new game', async ({ page }) => {
    const dialog = await openBroken(page, good.replace('#2.', '#3.'));
    await expect(dialog).toContainText('It was made by a newer version of the game.');
    await dialog.getByRole('button', { name: 'New game' }).click();
    await expect(page.locator('#new-game-dialog')).toBeVisible();
  });

  test('text that is no link at all is called so, and the saved game stays', async ({ page }) => {
    const saved = await engine.record(page);
    for (const junk of ['#hello', '#1.%3Cscript%3Ealert(1)%3C/script%3E', '#1.', '#0.AAAA']) {
      const dialog = await openBroken(page, junk);
      await expect(dialog).toContainText(/not a game link|cut short before the game could be read/);
      await dialog.getByRole('button', { name: 'Back to my game' }).click();
      await settle(page);
      expect(await engine.record(page)).toEqual(saved);
      // Nothing from the link became markup.
      expect(await page.locator('script:not([src])').count()).toBe(0);
    }
  });
});

test('a link pasted into the address bar of an open page opens at once', async ({ page }) => {
  await openPage(page);
  await playRandomMoves(page, 3, seededRandom(8));
  const link = await sharedLink(page);
  const record = await engine.record(page);
  await newGame(page, { game: 'hus' });
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, new URL(link).hash);
  await expect.poll(() => engine.record(page)).toEqual(record);
});
