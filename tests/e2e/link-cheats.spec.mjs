// The link game's cheats, closed as far as a link can close them: the
// device keeps its own record of its game, so a friend's reply that rewrites
// a move made here is refused, an older link of the game never rewinds it,
// and a link never replaces a game in progress without asking. The analysis
// is not offered while a friend game runs.

import { newComputerGame } from './computer-helpers.mjs';
import { DESKTOP, engine, expect, newGame, openPage, playMove, settle, test } from './game-helpers.mjs';
// Two or three devices (browser contexts) at once: on a loaded machine
// their steps take longer than one page's.
test.describe.configure({ timeout: 180_000 });

// Opens `url` in a page of a new, empty browser profile, at instant speed.
async function openDevice(browser, url = '/') {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(() => {
    if (!localStorage.getItem('mancala.prefs')) localStorage.setItem('mancala.prefs', JSON.stringify({ speed: 'instant' }));
  });
  const page = await context.newPage();
  if (url === '/') await openPage(page);
  else {
    await page.goto(url);
    await expect(page.locator('body.ready')).toBeVisible();
    await settle(page);
  }
  return { context, page };
}

// The link the friend panel offers to send, once the move is shown.
async function linkToSend(page) {
  await page.waitForFunction(() => !window.__mancala.animating());
  const field = page.locator('.friend-panel .copy-text');
  await expect(field).toBeVisible();
  return field.inputValue();
}

// No move is being shown (on the friend's turn no move is awaited either).
const idle = (page) => page.waitForFunction(() => !window.__mancala.animating());

// Plays first legal moves until the turn passes to the other side (an
// extra move keeps it).
async function playTurn(page) {
  const side = (await engine.position(page)).to_move;
  do {
    await playMove(page, await engine.position(page), (await engine.legalMoves(page))[0]);
    await idle(page);
  } while ((await engine.position(page)).to_move === side && !(await engine.outcome(page)));
}

// Opens `url` in the page as the address, over what the page has.
async function openLink(page, url) {
  await page.goto(url);
  await expect(page.locator('body.ready')).toBeVisible();
}

// South (`page`) plays a first move to a friend on a second device; the
// friend answers it. Returns both devices, South's move and the links.
async function friendGame(page, browser) {
  await page.setViewportSize(DESKTOP);
  await openPage(page);
  await newGame(page, { game: 'giuthi' });
  await page.click('#share-button');
  await page.getByRole('button', { name: 'Play South against a friend' }).click();
  const first = (await engine.legalMoves(page))[0];
  await playMove(page, await engine.position(page), first);
  const toFriend = await linkToSend(page);
  const friend = await openDevice(browser, toFriend);
  await expect(friend.page.locator('.friend-panel')).toContainText('You play North');
  return { first, toFriend, friend };
}

// The friend (`other`) forges: plays both sides, takes every move back,
// makes a South move other than `first`, and returns the link of a North
// reply to it.
async function forgeFirstMove(other, first) {
  await other.getByRole('button', { name: 'Play both sides here' }).click();
  while ((await engine.record(other)).moves.length > 0) {
    await other.click('#undo-button');
    await settle(other);
  }
  const forged = (await engine.legalMoves(other)).find((move) => JSON.stringify(move) !== JSON.stringify(first));
  await playMove(other, await engine.position(other), forged);
  await settle(other);
  await other.click('#share-button');
  await other.getByRole('button', { name: 'Play North against a friend' }).click();
  await playMove(other, await engine.position(other), (await engine.legalMoves(other))[0]);
  return linkToSend(other);
}

// The refusal of a link that changes South's first move; its dialog.
async function expectRefusedAsRewritingMoveOne(page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText('This link was not opened: it does not continue your game');
  await expect(dialog).toContainText('It changes move 1, which you made on this device.');
  return dialog;
}

test('a reply that changes the move South made is refused, and South’s game stays as played', async ({ page, browser }) => {
  const { first, friend } = await friendGame(page, browser);
  const { page: other, context } = friend;
  try {
    // The friend forges: plays both sides, takes South's move back, makes
    // another South move, and sends a North reply to it.
    await openLink(page, await forgeFirstMove(other, first));
    const dialog = await expectRefusedAsRewritingMoveOne(page);
    await expect(dialog.getByRole('button')).toHaveText(['Back to my game']);
    await dialog.getByRole('button', { name: 'Back to my game' }).click();
    await expect(dialog).toBeHidden();
    await idle(page);
    expect((await engine.record(page)).moves).toEqual([first]);
    await expect(page.locator('.friend-panel')).toContainText('You play South');
    await expect(page.locator('#status')).toContainText('Waiting for North');
  } finally {
    await context.close();
  }
});

test('after a whole exchange, a reply that changes the first move South made is still refused', async ({ page, browser }) => {
  const { first, friend } = await friendGame(page, browser);
  const { page: other, context } = friend;
  try {
    // North replies; South takes the reply and answers it.
    await playTurn(other);
    await openLink(page, await linkToSend(other));
    await settle(page);
    await expect(page.getByRole('dialog')).toBeHidden();
    await playTurn(page);
    const played = await engine.record(page);
    await openLink(other, await linkToSend(page));
    await settle(other);
    expect((await engine.record(other)).moves).toEqual(played.moves);

    // North forges from the start: South's first move replaced, then a
    // North reply sent.
    await openLink(page, await forgeFirstMove(other, first));
    const dialog = await expectRefusedAsRewritingMoveOne(page);
    await dialog.getByRole('button', { name: 'Back to my game' }).click();
    await idle(page);
    expect(await engine.record(page)).toEqual(played);
  } finally {
    await context.close();
  }
});

test('an older link of the game never rewinds it; the same link changes nothing', async ({ page, browser }) => {
  const { first, toFriend, friend } = await friendGame(page, browser);
  const { page: other, context } = friend;
  try {
    const reply = (await engine.legalMoves(other))[0];
    await playMove(other, await engine.position(other), reply);
    const back = await linkToSend(other);
    // South takes the reply: a link that continues the game opens at once.
    await openLink(page, back);
    await settle(page);
    expect((await engine.record(page)).moves).toEqual([first, reply]);
    await expect(page.getByRole('dialog')).toBeHidden();
    await playTurn(page);
    await linkToSend(page);
    const played = await engine.record(page);

    // The friend's reply opened again from the chat: older than the game.
    await openLink(page, back);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`It is an older link of your game: it stops at move 2, and your game here has ${played.moves.length} moves.`);
    await dialog.getByRole('button', { name: 'Back to my game' }).click();
    await idle(page);
    expect(await engine.record(page)).toEqual(played);
    // And the first link, sent before the reply.
    await openLink(page, toFriend);
    await expect(dialog).toContainText('it stops at move 1');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await idle(page);
    expect(await engine.record(page)).toEqual(played);

    // The link just sent, opened here: the same game, nothing changes.
    await openLink(page, await page.locator('.friend-panel .copy-text').inputValue());
    await expect(page.locator('.board-toast')).toHaveText('This link shows your game as it is here.');
    await idle(page);
    expect(await engine.record(page)).toEqual(played);
    await expect(page.getByRole('dialog')).toBeHidden();
  } finally {
    await context.close();
  }
});

test('a link of the game with one character changed is told as damaged, not as an older link, and the game stays', async ({ page, browser }) => {
  const { friend } = await friendGame(page, browser);
  const { page: other, context } = friend;
  try {
    await playMove(other, await engine.position(other), (await engine.legalMoves(other))[0]);
    const back = await linkToSend(other);
    await openLink(page, back);
    await idle(page);
    await playTurn(page);
    await linkToSend(page);
    const played = await engine.record(page);
    // The friend's reply, its last character changed on the way: what can
    // still be read of it is a shorter game.
    const altered = back.slice(0, -1) + (back.at(-1) === 'A' ? 'B' : 'A');
    await openLink(page, altered);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(/changed or damaged after it was made|garbled on the way/);
    await expect(dialog).not.toContainText('older link');
    await dialog.getByRole('button', { name: 'Back to my game' }).click();
    await idle(page);
    expect(await engine.record(page)).toEqual(played);
  } finally {
    await context.close();
  }
});

test('a link over a game in progress asks first: Keep my game keeps it, Open the link opens it', async ({ page, browser }) => {
  // A friend's invitation from another device: a Giuthi game, South's move made.
  const inviter = await openDevice(browser);
  try {
    await newGame(inviter.page, { game: 'giuthi' });
    await inviter.page.click('#share-button');
    await inviter.page.getByRole('button', { name: 'Play South against a friend' }).click();
    await playMove(inviter.page, await engine.position(inviter.page), (await engine.legalMoves(inviter.page))[0]);
    const invitation = await linkToSend(inviter.page);
    const invited = await engine.record(inviter.page);

    // Here: a Hus game against the computer, some moves in.
    await page.setViewportSize(DESKTOP);
    await openPage(page);
    await newComputerGame(page, { game: 'hus', level: 'beginner', you: 0 });
    await playMove(page, await engine.position(page), (await engine.legalMoves(page))[0]);
    await settle(page);
    const mine = await engine.record(page);

    await openLink(page, invitation);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading')).toHaveText('Open this link instead of your game?');
    await expect(dialog).toContainText(`Your game here is not finished (${mine.moves.length} moves played).`);
    const keep = dialog.getByRole('button', { name: 'Keep my game' });
    await expect(keep).toBeFocused();
    await keep.click();
    await settle(page);
    expect(await engine.record(page)).toEqual(mine);
    await expect(page.locator('.friend-panel')).toBeHidden();

    await openLink(page, invitation);
    await dialog.getByRole('button', { name: 'Open the link' }).click();
    await settle(page);
    expect(await engine.record(page)).toEqual(invited);
    await expect(page.locator('.friend-panel')).toContainText('You play North');
  } finally {
    await inviter.context.close();
  }
});

test('no analysis for the players while a friend game runs', async ({ page, browser }) => {
  const { friend } = await friendGame(page, browser);
  try {
    await expect(page.locator('#analysis-button')).toBeHidden();
    await expect(friend.page.locator('#analysis-button')).toBeHidden();
    await expect(friend.page.locator('#hint-button')).toBeHidden();
  } finally {
    await friend.context.close();
  }
});
