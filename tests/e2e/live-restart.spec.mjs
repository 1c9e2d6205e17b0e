// The live server killed in the middle of a game (SIGKILL) and started
// again on its store: both players' pages reconnect by themselves and the
// game goes on from where it stood, nothing lost or doubled.

import { expect, test } from './support/live-server.mjs';
import { expectSameGame, gameAfterAMoveEach, moves, playTurn, ready } from './live-helpers.mjs';

// Two or three devices (browser contexts) at once: on a loaded machine
// their steps take longer than one page's.
test.describe.configure({ timeout: 180_000 });
// Each try to reach the killed server is a console error of the browser's.
test.use({ expectedLiveErrors: [/WebSocket connection to .* failed/] });
// The server of this worker is killed: no other test may share it.
test.describe.configure({ mode: 'serial' });

test('the server killed mid-game and started again: both pages reconnect and play on', async ({ device, liveServer }) => {
  const { south, north, played: before } = await gameAfterAMoveEach(device);

  await liveServer.kill();
  for (const page of [south.page, north]) {
    await expect(page.locator('.live-step')).toHaveText('The connection was lost: reconnecting…');
  }
  await liveServer.restart();
  await ready(south.page);
  await ready(north);
  expect(await moves(south.page)).toEqual(before);
  expect(await moves(north)).toEqual(before);
  await expect(south.page.locator('.live-presence')).toHaveText('Your friend is connected.');
  await playTurn(south.page);
  const after = await expectSameGame(south.page, north);
  expect(after.slice(0, before.length)).toEqual(before);
  expect(after.length).toBeGreaterThan(before.length);
});
