// Following and re-watching moves: a move of the history played again with
// its animation (Replay move, Later, a row of the list, the arrow keys), the
// last move's marks on the board, the capture written over the board long
// enough to read, the legend and the stores' labels, and "You won" for a
// person who beat the computer.

import {
  DESKTOP,
  PHONE,
  engine,
  expect,
  mirrorCounts,
  newGame,
  openPage,
  pitButton,
  playMove,
  settle,
  test,
} from './game-helpers.mjs';

// A game of `game` played in the page by the engine, its moves chosen by a
// fixed sequence from `seed`: each move's trace, with the position and the
// outcome after it. Kiothi's opening spreads the warriors evenly.
function playedGame(page, game, seed) {
  return page.evaluate(
    async ({ game, seed }) => {
      const { WasmGame } = await import('/www/pkg/mancala.js');
      const played = new WasmGame(game, {});
      const plies = [];
      let choice = seed;
      while (plies.length < 800 && !played.outcome()) {
        let moves = played.legalMoves();
        if (played.position().phase === 'opening') {
          moves = played.openingChoices().map(({ empty, lifts }) => {
            const place = new Array(20).fill(0);
            for (let k = 0; k < lifts; k++) place[(k * 7 + plies.length * 3) % 20] += 1;
            return { empty, place };
          });
        }
        choice = (choice * 1103515245 + 12345) % 2147483648;
        const move = moves[choice % moves.length];
        const before = played.position();
        const trace = played.play(move);
        plies.push({ move, before, trace, after: played.position(), outcome: played.outcome() });
      }
      const record = played.record();
      played.free();
      return { record, plies };
    },
    { game, seed },
  );
}

// The link (of `kind`, 'look' unless given) of a game of `game` after its
// first move that `wanted({trace, after, outcome, number})` accepts (number
// 1 the first move), or before it
// unless `includeIt`; with that move and the position before it.
async function preparedLink(page, { game, wanted, includeIt = true, kind = ['look'] }) {
  for (let seed = 7; seed < 40; seed++) {
    const { record, plies } = await playedGame(page, game, seed);
    const index = plies.findIndex((ply, at) => at > 2 && wanted({ ...ply, number: at + 1 }));
    if (index < 0) continue;
    const moves = record.moves.slice(0, includeIt ? index + 1 : index);
    const text = await page.evaluate(
      async ({ record, kind }) => {
        const { WasmGame } = await import('/www/pkg/mancala.js');
        return WasmGame.fromRecord(record).link(...kind);
      },
      { record: { ...record, moves }, kind },
    );
    return { text, move: plies[index].move, position: plies[index].before };
  }
  throw new Error(`no game of ${game} has such a move`);
}

const capturedIn = (trace) =>
  trace.laps.filter((lap) => lap.end.type === 'capture').reduce((sum, lap) => sum + lap.end.taken.reduce((s, t) => s + t.count, 0), 0);

// Opens the link in a fresh load of the page (from the page itself, a new
// fragment would only be a hashchange, opened a moment later), then waits
// for its last move to have been shown.
async function openLink(page, text) {
  await page.goto('about:blank');
  await page.goto(`/#${text}`);
  await expect(page.locator('body.ready')).toBeVisible();
  await settle(page);
}

// Records, frame by frame, whether a move is being animated and the caption.
async function recordFrames(page) {
  await page.evaluate(() => {
    window.frames_ = [];
    const look = () => {
      window.frames_.push({ animating: window.__mancala.animating(), caption: document.querySelector('.board-caption').textContent });
      window.framesRequest = requestAnimationFrame(look);
    };
    look();
  });
}

const recordedFrames = (page) => page.evaluate(() => window.frames_);

// The move being shown is over (looking back, no move is awaited).
const moveShown = (page) => page.waitForFunction(() => !window.__mancala.animating());

test.describe('re-watching a move', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openPage(page, { speed: 'fast' });
  });

  test('Replay move plays the last move again, lap by lap, and comes back to the game', async ({ page }) => {
    const { text } = await preparedLink(page, { game: 'giuthi', wanted: ({ trace }) => trace.laps.length >= 3 });
    await openLink(page, text);
    const laps = (await page.evaluate(() => window.__mancala.record())).moves.length;
    const after = await mirrorCounts(page);
    await recordFrames(page);
    await page.getByRole('button', { name: '↻ Replay move' }).click();
    await expect(page.locator('.board-caption')).toHaveText(/^Lap 1 of \d+/);
    await settle(page);
    const frames = await recordedFrames(page);
    const captions = new Set(frames.filter((frame) => frame.animating).map((frame) => frame.caption.split(' · ')[0]));
    expect([...captions].filter((caption) => /^Lap \d+ of \d+$/.test(caption)).length).toBeGreaterThanOrEqual(3);
    // Back at the game, as before, with nothing played.
    expect(await mirrorCounts(page)).toEqual(after);
    expect((await page.evaluate(() => window.__mancala.record())).moves).toHaveLength(laps);
    await expect(page.locator('#view-return')).toBeDisabled();
  });

  test('Later, a row of the list and → play the move animated; ← steps back, unless a pit has the focus', async ({ page }) => {
    const { text } = await preparedLink(page, { game: 'giuthi', wanted: ({ trace }) => trace.laps.length >= 2 });
    await openLink(page, text);
    const plies = (await engine.record(page)).moves.length;
    const status = page.locator('#status');
    const counts = [];
    // ← with the focus on the page, not on a pit: one move back each time.
    await page.locator('#history-title').click();
    for (let back = 1; back <= 3; back++) {
      await page.keyboard.press('ArrowLeft');
      await expect(status).toHaveText(`Looking at the position after move ${plies - back} of ${plies}. The game waits for you.`);
      counts.push(await mirrorCounts(page));
    }
    // Later plays the next move: the board animates, then shows its position.
    await recordFrames(page);
    await page.getByRole('button', { name: 'Later ▶' }).click();
    await expect.poll(() => page.evaluate(() => window.__mancala.animating())).toBe(true);
    await moveShown(page);
    await expect(status).toHaveText(`Looking at the position after move ${plies - 2} of ${plies}. The game waits for you.`);
    expect(await mirrorCounts(page)).toEqual(counts[1]);
    expect((await recordedFrames(page)).some((frame) => frame.animating)).toBe(true);
    // → does the same.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.evaluate(() => window.__mancala.animating())).toBe(true);
    await moveShown(page);
    await expect(status).toHaveText(`Looking at the position after move ${plies - 1} of ${plies}. The game waits for you.`);
    expect(await mirrorCounts(page)).toEqual(counts[0]);
    // A row of the list plays its move from the position before it.
    await page.locator('.history-item').nth(2).click();
    await expect.poll(() => page.evaluate(() => window.__mancala.animating())).toBe(true);
    await moveShown(page);
    await expect(status).toHaveText(`Looking at the position after move 2 of ${plies}. The game waits for you.`);
    // On a pit, the arrows move between pits and leave the history alone.
    await page.getByRole('button', { name: 'Back to the game' }).click();
    await settle(page);
    const focused = pitButton(page, (await engine.legalMoves(page))[0].pit);
    await focused.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(status).not.toContainText('Looking at');
    await expect(page.locator('.pit-button:focus')).toHaveCount(1);
  });

  test('the re-watched move on a phone, mid-animation', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.selectOption('#speed-select', 'slow');
    // A long game: its list reaches far below the board.
    const { text } = await preparedLink(page, { game: 'giuthi', wanted: ({ trace, number }) => number >= 25 && trace.laps.length >= 3 });
    await openLink(page, text);
    // Replay move lies below the board, by the list, where a person who
    // reads the list has scrolled to: the board comes up.
    const replay = page.getByRole('button', { name: '↻ Replay move' });
    await replay.evaluate((button) => button.scrollIntoView({ block: 'start' }));
    await expect(page.locator('canvas.board-canvas')).not.toBeInViewport();
    await replay.click();
    await expect(page.locator('.board-caption')).toHaveText(/^Lap 2 of \d+/);
    await expect(page.locator('canvas.board-canvas')).toBeInViewport({ ratio: 0.9 });
    await page.keyboard.press('Escape');
    await settle(page);
  });
});

test.describe('the last move', () => {
  test('its start, end and captures are marked, in the pits’ names too, until the next move', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openPage(page, { speed: 'instant' });
    const { text } = await preparedLink(page, {
      game: 'giuthi',
      wanted: ({ trace }) => capturedIn(trace) > 0,
    });
    await openLink(page, text);
    // What the engine says the move did.
    const trace = await page.evaluate(async () => {
      const { WasmGame } = await import('/www/pkg/mancala.js');
      return WasmGame.fromRecord(window.__mancala.record()).history().at(-1);
    });
    const final = trace.laps.at(-1);
    const from = trace.laps[0].from;
    const to = final.drops.at(-1) ?? final.from;
    const taken = trace.laps.filter((lap) => lap.end.type === 'capture').flatMap((lap) => lap.end.taken.map((t) => t.pit));
    expect(taken.length).toBeGreaterThan(0);
    const name = (pit) => pitButton(page, pit).getAttribute('aria-label');
    expect(await name(from)).toContain('the last move started here');
    expect(await name(to)).toContain('the last move ended here');
    for (const pit of taken) expect(await name(pit)).toContain('the last move took from here');
    const marked = await page.evaluate(() =>
      [...document.querySelectorAll('.pit-button')].filter((b) => /the last move/.test(b.getAttribute('aria-label'))).length,
    );
    expect(marked).toBeLessThanOrEqual(new Set([from, to, ...taken]).size);

    // The next move moves the marks.
    await playMove(page, await engine.position(page), (await engine.legalMoves(page))[0]);
    await settle(page);
    const next = await page.evaluate(async () => {
      const { WasmGame } = await import('/www/pkg/mancala.js');
      return WasmGame.fromRecord(window.__mancala.record()).history().at(-1).laps[0].from;
    });
    expect(await name(next)).toContain('the last move started here');
    if (next !== from) expect(await name(from)).not.toContain('the last move started here');
  });

  test('a capture is written over the board for over a second at fast speed, and said in the live region', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openPage(page, { speed: 'fast' });
    // A move of South's that captures at least 4.
    const { text, move, position } = await preparedLink(page, {
      game: 'giuthi',
      includeIt: false,
      wanted: ({ trace }) => trace.player === 0 && capturedIn(trace) >= 4,
    });
    await openLink(page, text);
    expect((await engine.position(page)).to_move).toBe(position.to_move);
    // When the words came and went, by the page's own clock.
    await page.evaluate(() => {
      window.captureSeen = [];
      const caption = document.querySelector('.board-caption');
      new MutationObserver(() => {
        const shown = /captures/.test(caption.textContent) && caption.classList.contains('visible');
        if (shown !== (window.captureSeen.length % 2 === 1)) window.captureSeen.push(performance.now());
      }).observe(caption, { childList: true, characterData: true, subtree: true, attributes: true });
    });
    await playMove(page, await engine.position(page), move);
    const caption = page.locator('.board-caption');
    await expect(caption).toContainText(/South captures \d+/);
    await settle(page);
    await expect(page.locator('#live')).toContainText(/South captures \d+\./);
    // Gone in the end, having stayed over a second (a capture's flight
    // takes a quarter of that at fast speed).
    await expect(caption).not.toHaveClass(/visible/, { timeout: 5000 });
    const [shown, gone] = await page.evaluate(() => window.captureSeen);
    expect(gone - shown).toBeGreaterThanOrEqual(1000);
  });
});

test('the legend shows the marks of the game on the board, nki in Kiothi only, and the stores say whose they are', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openPage(page);
  const legend = page.getByRole('region', { name: 'Marks on the board' });
  await expect(legend.getByRole('listitem')).toHaveText([
    'the last move started here',
    'the last move ended here',
    'the last move took from here',
  ]);
  await expect(page.locator('.store-label')).toHaveText(['South’s pile', 'North’s pile']);
  await newGame(page, { game: 'kiothi' });
  await expect(legend.getByRole('listitem')).toHaveCount(4);
  await expect(legend.getByRole('listitem').last()).toContainText('nki: a protected boma');
  await expect(page.locator('.store-label')).toHaveText(['South’s prison', 'North’s prison']);
  await newGame(page, { game: 'hus' });
  await expect(legend.getByRole('listitem')).toHaveCount(3);
  await expect(page.locator('.store-label')).toHaveCount(0);
  await newGame(page, { game: 'kiothi', names: ['Kendi', 'Mwenda'] });
  await expect(page.locator('.store-label')).toHaveText(['Kendi’s prison', 'Mwenda’s prison']);
});

test('the legend in Kiothi, with a capture and nki on the board', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openPage(page);
  const { text } = await preparedLink(page, {
    game: 'kiothi',
    wanted: ({ trace, after }) => capturedIn(trace) > 0 && after.nki.length > 0,
  });
  await openLink(page, text);
  await expect(page.locator('.legend-item[data-mark=nki]')).toBeVisible();
});

for (const [opponent, kind, players] of [
  ['the computer', ['computer', 1, 'beginner'], ['person', 'beginner']],
  ['a friend by link', [], ['person', 'person']],
]) {
  test(`winning against ${opponent} says "You won", with the score`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openPage(page);
    // A position where South, to move, wins with one move; South is the
    // person who opens the link.
    const { text, move } = await preparedLink(page, {
      game: 'giuthi',
      includeIt: false,
      kind,
      wanted: ({ trace, outcome }) => trace.player === 0 && outcome?.winner === 0,
    });
    await openLink(page, text);
    expect(await page.evaluate(() => window.__mancala.players())).toEqual(players);
    await playMove(page, await engine.position(page), move);
    await settle(page);
    const { scores } = await engine.outcome(page);
    const result = page.locator('#result-dialog');
    await expect(result.getByRole('heading')).toHaveText(`You won, ${Math.max(...scores)} to ${Math.min(...scores)}.`);
    await expect(page.locator('#status')).toContainText('You won');
  });
}
