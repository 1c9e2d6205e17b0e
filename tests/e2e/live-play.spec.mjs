// Live play (issue 36) against the real server (support/live-server.mjs):
// two devices (two browser contexts) play one game; each sees the other's
// moves as they are played, animated, with its own row at the bottom; a
// reload or a lost page resumes the game where it stands; the server refuses
// what a cheating page sends, and neither board changes.

import { expect, test } from './support/live-server.mjs';
import { expectSameGame, gameAfterAMoveEach, idle, liveAddress, makeLiveGame, moves, openDevice, playTurn, ready, sendOwn, engine } from './live-helpers.mjs';
import { playMove } from './game-helpers.mjs';

// Two or three devices (browser contexts) at once: on a loaded machine
// their steps take longer than one page's.
test.describe.configure({ timeout: 180_000 });

test('two devices play live: each sees the other’s moves animated, its own row at the bottom', async ({ device }) => {
  const south = await makeLiveGame(device);
  await expect(south.page.locator('.live-presence')).toHaveText('Your friend has not opened the link yet.');
  await expect(south.page.locator('#analysis-button')).toBeHidden();
  // The friend watches at the normal speed, to see South's move played.
  const north = await openDevice(device, south.friendUrl, { speed: 'normal' });
  await expect(north.locator('.live-role')).toHaveText('You play North, the bottom row.');
  await ready(north);
  await expect(north.locator('body')).toHaveClass(/seat-north/);
  await expect(south.page.locator('body')).not.toHaveClass(/seat-north/);
  await expect(north.locator('#player-1 .player-role')).toHaveText('You');
  await expect(south.page.locator('.live-presence')).toHaveText('Your friend is connected.');
  await expect(south.page.locator('.live-invite')).toBeHidden();
  await expect(north.locator('#analysis-button')).toBeHidden();
  await expect(north.locator('#undo-button')).toBeDisabled();

  await playTurn(south.page);
  await expect.poll(() => north.evaluate(() => window.__mancala.animating())).toBe(true);
  await north.click('#skip-button');
  await expectSameGame(south.page, north);
  await north.selectOption('#speed-select', 'instant');
  for (let turn = 0; turn < 3; turn++) {
    await playTurn(north);
    await playTurn(south.page);
  }
  const played = await expectSameGame(south.page, north);
  expect(played.length).toBeGreaterThanOrEqual(7);
  await idle(north);
  await expect(north.locator('.live-step')).toHaveText('Your turn.');
  await expect(south.page.locator('.live-step')).toHaveText('Waiting for North to move.');
});

test('a cheating page is refused and changes nothing on either board', async ({ device }) => {
  const south = await makeLiveGame(device);
  const north = await openDevice(device, south.friendUrl);
  await ready(north);
  await playTurn(south.page);
  const before = await expectSameGame(south.page, north);
  const { game, token: northToken } = liveAddress(north.url());
  const { token: southToken } = liveAddress(south.page.url());
  const southMove = await south.page.evaluate(() => window.__mancala.record().moves[0]);

  // South moves out of turn, on a socket of the page's own seat.
  const [outOfTurn, stale, forged, unknown] = await sendOwn(south.page, { game, token: southToken }, [
    { t: 'move', ply: before.length, move: southMove },
    { t: 'move', ply: 0, move: southMove },
    '{"t":"move","ply":',
    { t: 'move', ply: before.length, move: southMove, seat: 'north' },
  ]);
  expect(outOfTurn.code).toBe('not-your-turn');
  expect(stale.code).toBe('stale-ply');
  expect(forged.code).toBe('bad-json');
  expect(unknown.code).toBe('bad-message');
  // North's illegal move (a pit out of the board).
  const [illegal] = await sendOwn(north, { game, token: northToken }, [{ t: 'move', ply: before.length, move: { pit: 99, dir: 'cw' } }]);
  expect(['bad-move', 'illegal-move']).toContain(illegal.code);

  // The link's token edited: no seat, nothing shown of anyone's.
  const forgedToken = `${northToken.slice(0, -2)}${northToken.endsWith('AA') ? 'BB' : 'AA'}`;
  const intruder = await openDevice(device, south.friendUrl.replace(northToken, forgedToken));
  await expect(intruder.locator('.live-step')).toHaveText('This link’s seat does not belong to the game: it may have been changed. Ask for the link again.');
  await expect(intruder.locator('.live-actions')).toBeHidden();

  expect(await moves(south.page)).toEqual(before);
  expect(await moves(north)).toEqual(before);
  // The game goes on as before.
  await playTurn(north);
  await expectSameGame(south.page, north);
});

test('a second live link to a game the server does not have leaves the live game here as it was, its panel too', async ({ device }) => {
  const south = await makeLiveGame(device);
  const north = await openDevice(device, south.friendUrl);
  await ready(north);
  await playTurn(south.page);
  const before = await expectSameGame(south.page, north);
  const address = north.url();

  // A link pasted into the address bar, to a game that is not on the server.
  await north.evaluate(() => {
    window.location.hash = 'live.NoSuchGame000000.NoSuchToken000000';
  });
  await expect(north.locator('#live')).toHaveText('This live game is not on this server (the link may be wrong, or the game long over).');
  await expect(north.locator('.live-panel')).toHaveCount(1);
  await expect(north.locator('.live-panel .live-role')).toHaveText('You play North, the bottom row.');
  expect(await moves(north)).toEqual(before);

  // The game here goes on, on both boards.
  await playTurn(north);
  await expectSameGame(south.page, north);
  expect(await moves(north)).not.toEqual(before);
  expect(new URL(north.url()).hash).toBe(new URL(address).hash);
});

test('a reload, a closed page and a lost connection resume the game with nothing lost or doubled', async ({ device }) => {
  const { south, north, played } = await gameAfterAMoveEach(device);

  // North reloads: the same game, still North's seat.
  await north.reload();
  await expect(north.locator('body.ready')).toBeVisible();
  await ready(north);
  expect(await moves(north)).toEqual(played);
  await expect(north.locator('.live-role')).toHaveText('You play North, the bottom row.');

  // North's phone is locked (the page closed): South sees it, moves on.
  const address = north.url();
  const northDevice = north.context();
  await north.close();
  await expect(south.page.locator('.live-presence')).toContainText('Your friend has lost the connection');
  await playTurn(south.page);
  const meanwhile = await moves(south.page);
  const back = await northDevice.newPage();
  await back.goto(address);
  await ready(back);
  expect(await moves(back)).toEqual(meanwhile);
  await expect(south.page.locator('.live-presence')).toHaveText('Your friend is connected.');

  // South's network goes and comes back.
  await south.page.context().setOffline(true);
  await expect(south.page.locator('.live-step')).toHaveText('The connection was lost: reconnecting…');
  await expect(back.locator('.live-presence')).toContainText('Your friend has lost the connection');
  await south.page.context().setOffline(false);
  await playTurn(back);
  await expectSameGame(back, south.page);
  await playTurn(south.page);
  const after = await expectSameGame(south.page, back);
  expect(after.length).toBeGreaterThan(meanwhile.length);
});

test('take-back and draw need the other’s consent; resign ends the game, and the rematch swaps the seats', async ({ device }) => {
  const south = await makeLiveGame(device);
  const north = await openDevice(device, south.friendUrl);
  await ready(north);
  await playTurn(south.page);
  const afterSouth = await expectSameGame(south.page, north);

  // South asks to take the move back: North declines, then accepts.
  await south.page.getByRole('button', { name: 'Ask to take back' }).click();
  await expect(south.page.locator('.live-offer')).toContainText('You asked to take back your last move');
  await expect(north.locator('.live-offer')).toContainText('Your friend asks to take back their last move.');
  await north.locator('.live-offer').getByRole('button', { name: 'Decline' }).click();
  await expect(south.page.locator('.live-notice')).toHaveText('Your friend declined the take-back.');
  expect(await moves(south.page)).toEqual(afterSouth);
  await south.page.getByRole('button', { name: 'Ask to take back' }).click();
  await north.locator('.live-offer').getByRole('button', { name: 'Accept' }).click();
  await expect.poll(() => moves(south.page)).toEqual([]);
  await expect.poll(() => moves(north)).toEqual([]);
  await ready(south.page);
  await expect(south.page.locator('.live-step')).toHaveText('Your turn.');

  // A draw offered and declined changes nothing.
  await playTurn(south.page, 1);
  await north.getByRole('button', { name: 'Offer a draw' }).click();
  await expect(south.page.locator('.live-offer')).toContainText('Your friend offers a draw.');
  await south.page.locator('.live-offer').getByRole('button', { name: 'Decline' }).click();
  await expect(north.locator('.live-notice')).toHaveText('Your friend declined the draw.');
  await expect(north.locator('.live-step')).toHaveText('Your turn.');

  // North resigns, asked once more.
  await north.getByRole('button', { name: 'Resign' }).click();
  await north.getByRole('button', { name: 'Keep playing' }).click();
  await expect(north.locator('.live-step')).toHaveText('Your turn.');
  await north.getByRole('button', { name: 'Resign' }).click();
  await north.getByRole('button', { name: 'Yes, resign' }).click();
  for (const page of [north, south.page]) {
    await expect(page.locator('.live-step')).toHaveText('North resigned: South wins.');
    await expect(page.locator('#status')).toHaveText('North resigned: South wins.');
    // Over: the whole review is there.
    await expect(page.locator('#analysis-button')).toBeVisible();
  }

  // Both ask for a rematch: a new game, the seats swapped.
  await south.page.getByRole('button', { name: 'Rematch' }).click();
  await expect(north.locator('.live-actions')).toContainText('Your friend wants a rematch.');
  await north.getByRole('button', { name: 'Rematch' }).click();
  await expect(south.page.locator('.live-role')).toHaveText('You play North, the bottom row.');
  await expect(north.locator('.live-role')).toHaveText('You play South, the bottom row.');
  await ready(north);
  expect(await moves(north)).toEqual([]);
  await playTurn(north);
  await expectSameGame(north, south.page);
  await expect(south.page.locator('body')).toHaveClass(/seat-north/);
  // The rematch's seat is the address: a reload keeps it.
  await south.page.reload();
  await ready(south.page);
  await expect(south.page.locator('.live-role')).toHaveText('You play North, the bottom row.');
});

test('a watcher sees the moves and cannot move', async ({ device }) => {
  const south = await makeLiveGame(device);
  const north = await openDevice(device, south.friendUrl);
  const watcher = await openDevice(device, south.watchUrl);
  await expect(watcher.locator('.live-role')).toHaveText('You are watching this game.');
  await expect(watcher.locator('.live-presence')).toHaveText('South: connected. North: connected.');
  await playTurn(south.page);
  await playTurn(north);
  const played = await expectSameGame(south.page, north, watcher);
  await idle(watcher);
  await expect(watcher.locator('.live-actions')).toBeHidden();
  // Whose move it is, not the player's instructions.
  await expect(watcher.locator('#status')).toHaveText('Waiting for South to move.');
  await expect(watcher.getByRole('button', { name: 'Leave' })).toBeVisible();
  // Pressing the side to move's pits plays nothing.
  const legal = await engine.legalMoves(watcher);
  await watcher.locator(`.pit-button[data-pit="${legal[0].pit}"]`).dispatchEvent('click');
  expect(await moves(watcher)).toEqual(played);
  // Nor does a watcher's socket.
  const [refused] = await sendOwn(watcher, { game: liveAddress(south.watchUrl).game, token: null }, [
    { t: 'move', ply: played.length, move: legal[0] },
  ]);
  expect(refused.code).toBe('watcher');
  expect(await moves(south.page)).toEqual(played);
});

test('a move the server refuses shows its reason and leaves the board as it was', async ({ device }) => {
  const south = await makeLiveGame(device);
  const north = await openDevice(device, south.friendUrl);
  await ready(north);
  // A second tab of South's seat whose connection holds back the server's
  // moves (a slow network): it still shows South to move after the first
  // tab has moved.
  const context = south.page.context();
  const late = await context.newPage();
  await late.routeWebSocket(/\/live\/socket$/, (socket) => {
    const server = socket.connectToServer();
    server.onMessage((message) => {
      if (JSON.parse(String(message)).t !== 'moved') socket.send(message);
    });
  });
  await late.goto(south.page.url());
  await ready(late);
  await playTurn(south.page);
  const played = await expectSameGame(south.page, north);
  expect(await moves(late)).toEqual([]);

  const legal = await engine.legalMoves(late);
  const refused = legal.at(-1);
  expect(refused).not.toEqual(played[0]);
  await playMove(late, await engine.position(late), refused);
  await expect(late.locator('.board-toast')).toHaveText('The game had moved on: that was not played.');
  // The refused move was never played anywhere; the late tab asks for the
  // whole game again (its state answer is let through) and catches up.
  await expect.poll(() => moves(late)).toEqual(played);
  expect(await moves(south.page)).toEqual(played);
  expect(await moves(north)).toEqual(played);
});

test('a game with a clock shows both clocks, the running one counting down', async ({ device }) => {
  const page = await openDevice(device);
  await page.locator('.welcome-game[data-game=hus] [data-choice=friend]').click();
  await page.click('#share-button');
  const dialog = page.locator('.share-dialog');
  await dialog.getByLabel('Clock').selectOption({ label: '5 min + 3 s a move' });
  await dialog.getByRole('button', { name: 'Play a friend online' }).click();
  await expect(page.locator('.live-role')).toHaveText('You play South, the bottom row.');
  await expect(page.locator('.live-clock')).toHaveText(['South: 5:00', 'North: 5:00']);
  const friendUrl = await page.locator('.live-invite .copy-text').inputValue();
  const north = await openDevice(device, friendUrl);
  await ready(north);
  await playTurn(page);
  // North's clock runs: South's got its increment.
  await expect(north.locator('.live-clock.running')).toHaveAttribute('data-side', '1');
  await expect(north.locator('.live-clock[data-side="0"]')).toHaveText(/^South: 5:0[0-3]$/);
  await expect(north.locator('.live-clock[data-side="1"]')).toHaveText(/^North: 4:5\d$/);
});

test('the embed shows a live game to watch, read-only, from the watchers’ link', async ({ device }) => {
  const south = await makeLiveGame(device);
  const north = await openDevice(device, south.friendUrl);
  await ready(north);
  const { game } = liveAddress(south.watchUrl);
  const gallery = await openDevice(device, `/embed.html#live.${game}`, { viewport: { width: 800, height: 600 } });
  await expect(gallery.locator('.live-role')).toHaveText('You are watching this game.');
  await playTurn(south.page);
  await playTurn(north);
  const played = await expectSameGame(south.page, north, gallery);
  await idle(gallery);
  await expect(gallery.locator('.live-actions')).toBeHidden();
  // Nothing to take back or start over: the moves are the players'.
  await expect(gallery.getByRole('button', { name: /^(Undo|New game)$/ })).toHaveCount(0);
  const legal = await engine.legalMoves(gallery);
  await gallery.locator(`.pit-button[data-pit="${legal[0].pit}"]`).dispatchEvent('click');
  expect(await moves(gallery)).toEqual(played);
});

test('both players’ screens show the same game and the offer, at phone and desktop size', async ({ device }) => {
  const PHONE = { width: 390, height: 844 };
  const DESK = { width: 1280, height: 800 };
  const south = await makeLiveGame(device, { viewport: PHONE });
  const north = await openDevice(device, south.friendUrl, { viewport: DESK });
  await ready(north);
  for (let turn = 0; turn < 2; turn++) {
    await playTurn(south.page);
    await playTurn(north);
  }
  await expectSameGame(south.page, north);
  await idle(south.page);
  await north.getByRole('button', { name: 'Offer a draw' }).click();
  await expect(south.page.locator('.live-offer')).toBeVisible();
  await south.page.setViewportSize(DESK);
  await north.setViewportSize(PHONE);
  await idle(north);
});

test('the game in progress here stays saved through a live game and its rematch, and comes back on Leave', async ({ device }) => {
  const page = await openDevice(device);
  await page.locator('.welcome-game[data-game=hus] [data-choice=computer]').click();
  await playMove(page, await engine.position(page), (await engine.legalMoves(page))[0]);
  await page.waitForFunction(() => !window.__mancala.animating() && window.__mancala.waiting());
  const mine = await engine.record(page);
  expect(mine.moves.length).toBeGreaterThan(0);

  await page.click('#share-button');
  await page.locator('.share-dialog').getByRole('button', { name: 'Play a friend online' }).click();
  await expect(page.locator('.live-role')).toHaveText('You play South, the bottom row.');
  const north = await openDevice(device, await page.locator('.live-invite .copy-text').inputValue());
  await ready(north);
  await playTurn(page);
  await north.getByRole('button', { name: 'Resign' }).click();
  await north.getByRole('button', { name: 'Yes, resign' }).click();
  await page.getByRole('button', { name: 'Rematch' }).click();
  // The friend answers the ask once it has come (its arrival redraws the
  // panel, which a click at that moment could miss on a loaded machine).
  await expect(north.locator('.live-actions')).toContainText('Your friend wants a rematch.');
  await north.getByRole('button', { name: 'Rematch' }).click();
  await expect(page.locator('.live-role')).toHaveText('You play North, the bottom row.');
  await ready(page);
  await playTurn(north);
  await expectSameGame(page, north);

  await expect(page.locator('#player-1 .player-role')).toHaveText('You');
  await expect(page.locator('#player-0 .player-role')).toHaveText('Friend');
  await page.getByRole('button', { name: 'Leave' }).click();
  await expect(page.locator('.live-panel')).toHaveCount(0);
  // The game here is against the computer again: nobody is a friend.
  await expect(page.locator('.player-role')).toHaveCount(0);
  await expect.poll(() => engine.record(page)).toEqual(mine);
  expect(new URL(page.url()).hash).toBe('');
  await page.reload();
  await expect(page.locator('body.ready')).toBeVisible();
  expect(await engine.record(page)).toEqual(mine);
});

test('Kiothi live: each side’s opening through its panel, then moves', async ({ device }) => {
  const south = await makeLiveGame(device, { game: 'kiothi' });
  const north = await openDevice(device, south.friendUrl);
  await ready(north);
  for (let turn = 0; turn < 2; turn++) {
    await playTurn(south.page);
    await playTurn(north);
  }
  const played = await expectSameGame(south.page, north);
  expect(played.length).toBeGreaterThanOrEqual(4);
  expect(played[0].empty).toHaveLength(2);
});

test('a whole Hus game played live to its end: both boards end alike, and the review is there', async ({ device }) => {
  const south = await makeLiveGame(device, { game: 'hus' });
  const north = await openDevice(device, south.friendUrl);
  await ready(north);
  const pages = [south.page, north];
  while (!(await engine.outcome(south.page))) {
    const toMove = (await engine.position(south.page)).to_move;
    await playTurn(pages[toMove]);
    await expectSameGame(south.page, north);
  }
  const outcome = await engine.outcome(south.page);
  const winner = outcome.winner === 0 ? 'South' : 'North';
  for (const page of pages) {
    await idle(page);
    expect(await engine.outcome(page)).toEqual(outcome);
    await expect(page.locator('.live-step')).toHaveText(`The game is over: ${winner} wins.`);
    await expect(page.locator('#analysis-button')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rematch' })).toBeVisible();
  }
  expect((await moves(north)).length).toBeGreaterThan(10);
});
