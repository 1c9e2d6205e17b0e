// What a link is for, as its recipient meets it: a friend's move to answer
// (and only one's own move not yet sent may be taken back), a game against
// the computer to continue, a game to look at; and a damaged link that
// gives no move leaves the player's own game alone.

import { readFileSync } from 'node:fs';

import { newComputerGame, players } from './computer-helpers.mjs';
import { DESKTOP, engine, expect, newGame, openPage, playMove, settle, test } from './game-helpers.mjs';

const V1_LINKS = JSON.parse(readFileSync(new URL('../fixtures/links-v1.json', import.meta.url), 'utf8'));

// The link in the Share dialog (the dialog is closed again).
async function sharedLink(page) {
  await page.click('#share-button');
  const dialog = page.locator('.share-dialog');
  const link = await dialog.getByLabel('Link to this game').inputValue();
  await dialog.getByRole('button', { name: 'Close' }).click();
  return link;
}

// No move is being shown (on the friend's turn no move is awaited either).
const idle = (page) => page.waitForFunction(() => !window.__mancala.animating());

// Opens `url` in a page of a new, empty browser profile, at instant speed.
async function openBoard(browser, url) {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(() => localStorage.setItem('mancala.prefs', JSON.stringify({ speed: 'instant' })));
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.locator('body.ready')).toBeVisible();
  await settle(page);
  return { context, page };
}

test('friend by link: Undo takes back only one’s own move not yet sent, never the friend’s', async ({ page, browser }) => {
  await page.setViewportSize(DESKTOP);
  await openPage(page);
  await newGame(page, { game: 'giuthi' });
  await page.click('#share-button');
  await page.getByRole('button', { name: 'Play South against a friend' }).click();
  const first = (await engine.legalMoves(page))[0];
  await playMove(page, await engine.position(page), first);
  await idle(page);
  await expect(page.locator('.friend-panel')).toContainText('Now send this link to your friend');
  const toFriend = await page.locator('.friend-panel .copy-text').inputValue();

  const { context, page: friend } = await openBoard(browser, toFriend);
  try {
    await expect(friend.locator('.friend-panel')).toContainText('You play North');
    // South's move is not the friend's to take back: Undo is off, and its key
    // does nothing.
    await expect(friend.locator('#undo-button')).toBeDisabled();
    await friend.locator('body').press('Control+z');
    expect((await engine.record(friend)).moves).toEqual([first]);
    await expect(friend.locator('.friend-panel')).toContainText('Your turn');

    // North's own move, not yet sent, may be taken back, and only it.
    const reply = (await engine.legalMoves(friend))[0];
    await playMove(friend, await engine.position(friend), reply);
    await idle(friend);
    await expect(friend.locator('.friend-panel')).toContainText('who plays South');
    await expect(friend.locator('#undo-button')).toBeEnabled();
    await friend.click('#undo-button');
    await settle(friend);
    expect((await engine.record(friend)).moves).toEqual([first]);
    await expect(friend.locator('.friend-panel')).toContainText('Your turn');
    await expect(friend.locator('#undo-button')).toBeDisabled();
    // Still so after a reload: the friend's move stays.
    await friend.reload();
    await expect(friend.locator('body.ready')).toBeVisible();
    await settle(friend);
    await expect(friend.locator('#undo-button')).toBeDisabled();
    expect((await engine.record(friend)).moves).toEqual([first]);
  } finally {
    await context.close();
  }
});

test('a damaged link that gives no move offers “Back to my game” first and starts no friend game', async ({ page }) => {
  await openPage(page);
  await newGame(page, { game: 'giuthi' });
  for (let i = 0; i < 4; i++) {
    await playMove(page, await engine.position(page), (await engine.legalMoves(page))[0]);
    await settle(page);
  }
  const mine = await engine.record(page);
  await page.click('#share-button');
  const link = await page.locator('.share-dialog').getByLabel('Link to this game').inputValue();
  await page.locator('.share-dialog').getByRole('button', { name: 'Close' }).click();
  // The link cut short just after its start: the start reads, no move does.
  const cut = await page.evaluate(async (text) => {
    const { WasmGame } = await import('/www/pkg/mancala.js');
    const fragment = new URL(text).hash.slice(1);
    for (let length = fragment.length - 1; length > 2; length--) {
      const { game, error } = WasmGame.fromLink(fragment.slice(0, length));
      const moves = game?.ply();
      game?.free();
      if (moves === 0 && error) return text.replace(fragment, fragment.slice(0, length));
    }
    return null;
  }, link);
  expect(cut, 'some cut gives the start and no move').not.toBeNull();

  await page.goto(cut);
  await expect(page.locator('body.ready')).toBeVisible();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const back = dialog.getByRole('button', { name: 'Back to my game' });
  await expect(back).toHaveClass(/primary/);
  await expect(back).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Look at the game' })).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await settle(page);
  expect(await engine.record(page)).toEqual(mine);
  await expect(page.locator('.friend-panel')).toBeHidden();
});

test('a game against the computer, shared by link, opens as a game to continue against the computer', async ({ page, browser }) => {
  await page.setViewportSize(DESKTOP);
  await openPage(page);
  await newComputerGame(page, { game: 'giuthi', level: 'beginner', you: 1 });
  // The computer (South) opens; North answers, and the computer again.
  await settle(page);
  await playMove(page, await engine.position(page), (await engine.legalMoves(page))[0]);
  await settle(page);
  const record = await engine.record(page);
  expect(record.moves.length).toBeGreaterThanOrEqual(3);
  const link = await sharedLink(page);

  const { context, page: other } = await openBoard(browser, link);
  try {
    expect(await engine.record(other)).toEqual(record);
    await expect(other.locator('.board-toast')).toHaveText('A game against the computer (Beginner): you play North. Step back through its moves in the list, or play on.');
    await expect(other.locator('.friend-panel')).toBeHidden();
    expect(await players(other)).toEqual(['beginner', 'person']);
    await expect(other.locator('#player-0 .player-computer')).toHaveText('Computer · beginner');
    // Playing on: the computer answers the recipient's move (unless it
    // earns North another move first).
    const computerMoves = other.locator('#history-list .history-item.side-0');
    const before = await computerMoves.count();
    for (let i = 0; i < 5 && (await computerMoves.count()) === before; i++) {
      await playMove(other, await engine.position(other), (await engine.legalMoves(other))[0]);
      await settle(other);
    }
    await expect.poll(() => computerMoves.count()).toBeGreaterThan(before);
  } finally {
    await context.close();
  }
});

test('a game of two people on one device, shared by link, opens as a game to look at and play on here', async ({ page, browser }) => {
  await page.setViewportSize(DESKTOP);
  await openPage(page);
  await newGame(page, { game: 'hus' });
  for (let i = 0; i < 3; i++) {
    await playMove(page, await engine.position(page), (await engine.legalMoves(page))[0]);
    await settle(page);
  }
  const record = await engine.record(page);
  const { context, page: other } = await openBoard(browser, await sharedLink(page));
  try {
    expect(await engine.record(other)).toEqual(record);
    await expect(other.locator('.board-toast')).toHaveText('A game to look at: step back through its moves in the list, or play on here.');
    await expect(other.locator('.friend-panel')).toBeHidden();
    expect(await players(other)).toEqual(['person', 'person']);
    // Both sides are played here.
    for (let i = 0; i < 2; i++) {
      await playMove(other, await engine.position(other), (await engine.legalMoves(other))[0]);
      await settle(other);
    }
    expect((await engine.record(other)).moves).toHaveLength(record.moves.length + 2);
  } finally {
    await context.close();
  }
});

test('a link of version 1 still opens as it did: the side to move is the friend’s who opens it', async ({ page }) => {
  const fixture = V1_LINKS.find((f) => f.about === 'hus 4 x 10 of 2, standard start, 10 moves');
  await page.setViewportSize(DESKTOP);
  await openPage(page);
  await page.goto(`/#${fixture.link}`);
  await expect(page.locator('body.ready')).toBeVisible();
  await settle(page);
  // The link opener loads on use: wait for it rather than race it.
  await expect.poll(() => engine.record(page)).toEqual(fixture.record);
  const side = (await engine.position(page)).to_move === 0 ? 'South' : 'North';
  await expect(page.locator('.friend-panel')).toContainText(`You play ${side}`);
  await expect(page.locator('.board-toast')).toHaveText(`You play ${side}. It is your turn.`);
  expect(await players(page)).toEqual(['person', 'person']);
});
