// The analysis's proofs and words (issue 34): a Hus ending whose moves the
// proof-number search proves "wins" (each checked with `mancala prove`);
// the value words of each kind (proven, estimate) in each language, as
// whole sentences in the review, and an estimate never called a win.

import { DESKTOP, PHONE, expect, openBoard, test, unfoldControls } from './game-helpers.mjs';
import { linkOf } from './computer-helpers.mjs';
import { nativeEngine } from './support/index.mjs';
import { BLUNDER, HUS_ENDING, LONGER, SCRIPTED } from './analysis-fixtures.mjs';

async function gotoLink(page, link, lang = 'en') {
  const before = await page.evaluate(() => window.__mancala.gameNumber());
  await page.goto(`/?lang=${lang}#${link}`);
  await expect.poll(() => page.evaluate(() => window.__mancala.gameNumber())).toBeGreaterThan(before);
  await page.waitForFunction(() => !window.__mancala.animating());
}

async function openAnalysis(page) {
  // A phone folds it behind More.
  await unfoldControls(page);
  await page.click('#analysis-button');
  await expect(page.locator('.analysis-panel')).toBeVisible();
}

test('a Hus ending: its winning moves read "wins, result proven", as mancala prove finds', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openBoard(page, '/?lang=en');
  await page.selectOption('#speed-select', 'instant');
  await gotoLink(page, await linkOf(page, 'fromRecord', HUS_ENDING, 'look'));
  await openAnalysis(page);
  // The list says it in a player's words; Details, the analysis's own.
  await page.locator('.analysis-move-details summary').click();
  const provenWins = page.locator('.analysis-move-details li', {
    has: page.locator('.analysis-move-detail', { hasText: /^result proven$/ }),
  });
  await expect(provenWins.first()).toBeVisible({ timeout: 60_000 });
  const entries = await provenWins.evaluateAll((rows) =>
    rows.map((row) => ({
      move: JSON.parse(row.dataset.move),
      value: row.querySelector('.analysis-move-exact').textContent,
    })),
  );
  await expect(page.locator(`.analysis-move[data-move='${JSON.stringify(entries[0].move)}'] .analysis-move-value`)).toHaveText('a win, certain');
  for (const { move, value } of entries) {
    expect(value).toBe('wins');
    // The command line's proof search: South, who makes the move, wins.
    const after = { start: HUS_ENDING.start, moves: [...HUS_ENDING.moves, move] };
    expect(nativeEngine('prove', JSON.stringify(after)).winner).toBe('South');
  }
  // On its pit: the word where it fits, else "+"; shown as proven.
  const chip = page.locator(`.analysis-chip[data-move='${JSON.stringify(entries[0].move)}']`);
  await expect(chip).toHaveText(/^(wins|\+)$/);
  await expect(chip).toHaveClass(/\bwin proven\b/);
  // The header and the bar agree with the moves: South wins, all the bar South's.
  await expect(page.locator('.analysis-value strong')).toHaveText(/^South wins/);
  await expect(page.locator('.analysis-bar-south')).toHaveAttribute('style', /width: 100(\.0)?%/);
});

const WORDS = {
  en: {
    review: 'Review the game',
    finished: 'Every move of the game is analysed.',
    next: 'Next mistake ▶',
    played: 'The move played: loses by 4 seeds, certain.',
    better: 'Better: pit 2 ↺, wins by 8 seeds, certain.',
    estimateValue: /^(about|at most) [+−-]?\d+(\.\d)? seeds?$/,
    atMost: /^at most [+−-]?\d+(\.\d)? seeds?$/,
    estimateDetail: /^estimate at depth \d+$/,
    plainEstimate: /^likely (even|\d+ seeds? (ahead|behind)|at most \d+ seeds? ahead)( or worse)?$/,
    result: /\b(wins|loses|draw)\b/,
  },
  sv: {
    review: 'Granska partiet',
    finished: 'Alla partiets drag är analyserade.',
    next: 'Nästa misstag ▶',
    played: 'Draget som spelades: förlorar med 4 frön, säkert.',
    better: 'Bättre: grop 2 ↺, vinner med 8 frön, säkert.',
    estimateValue: /^(ungefär|högst) [+−-]?\d+(,\d)? frön?$/,
    atMost: /^högst [+−-]?\d+(,\d)? frön?$/,
    estimateDetail: /^uppskattning på djup \d+$/,
    plainEstimate: /^troligen (jämnt|\d+ frön? (före|efter)|högst \d+ frön? före)( eller sämre)?$/,
    result: /\b(vinner|förlorar|oavgjort)\b/,
  },
  sw: {
    review: 'Pitia mchezo',
    finished: 'Kila hatua ya mchezo imechambuliwa.',
    next: 'Kosa linalofuata ▶',
    played: 'Hatua iliyochezwa: anashindwa kwa mbegu 4, hakika.',
    better: 'Bora zaidi: shimo 2 ↺, anashinda kwa mbegu 8, hakika.',
    estimateValue: /^(takriban|si zaidi ya) mbegu [+−-]?\d+(\.\d)?$/,
    atMost: /^si zaidi ya mbegu [+−-]?\d+(\.\d)?$/,
    estimateDetail: /^makadirio kwa kina \d+$/,
    plainEstimate: /^huenda (sawa|(mbele|nyuma) kwa (si zaidi ya )?mbegu \d+)( au (zaidi|chini))?$/,
    result: /\b(anashinda|anashindwa|sare)\b/,
  },
};

for (const [lang, words] of Object.entries(WORDS)) {
  test(`the value words in ${lang}: proven and estimated, in whole sentences`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openBoard(page, `/?lang=${lang}`);
    await page.selectOption('#speed-select', 'instant');
    // Proven values, in the review's sentences.
    await gotoLink(page, await linkOf(page, 'fromRecord', SCRIPTED, 'look'), lang);
    await page.locator('#result-dialog').getByRole('button', { name: words.review }).click();
    const review = page.locator('.review-panel');
    await expect(review.locator('.review-progress [role=status]')).toHaveText(words.finished, { timeout: 30_000 });
    await review.getByRole('button', { name: words.next }).click();
    const detail = review.locator('.review-detail');
    await expect(detail).toContainText(words.played);
    await expect(detail).toContainText(words.better);
    await expect(review.locator(`.review-move[data-index="${BLUNDER}"]`)).toHaveAttribute('data-kind', 'blunder');

    // Estimates: Giuthi's start, far from any proof, in seeds with their
    // depth, never a win or a loss.
    const start = nativeEngine('new', 'giuthi');
    await gotoLink(page, await linkOf(page, 'fromPosition', start, 'look'), lang);
    await openAnalysis(page);
    // In the list, a player's words: likely, whole seeds, no depth.
    const plain = page.locator('.analysis-move-value');
    await expect(plain.first()).toHaveText(words.plainEstimate, { timeout: 30_000 });
    for (const text of await plain.allTextContents()) expect(text).toMatch(words.plainEstimate);
    // Behind Details, the estimates as the analysis has them: the start's
    // moves shown no better than the best are at most a value, at the same
    // depth.
    await page.locator('.analysis-move-details summary').click();
    const values = page.locator('.analysis-move-exact');
    await expect(values.first()).toBeVisible();
    for (const text of await values.allTextContents()) expect(text).toMatch(words.estimateValue);
    await expect(values.filter({ hasText: words.atMost })).not.toHaveCount(0);
    for (const text of await page.locator('.analysis-move-detail').allTextContents()) expect(text).toMatch(words.estimateDetail);
    await expect(page.locator('.analysis-value strong')).not.toHaveText(words.result);
  });
}

// How a move of the line is drawn: its border's style and its opacity.
function drawing(item) {
  return item.evaluate((li) => {
    const style = getComputedStyle(li);
    return { border: style.borderTopStyle, opacity: Number(style.opacity) };
  });
}

for (const [size, viewport] of Object.entries({ desktop: DESKTOP, phone: PHONE })) {
  test(`the line at ${size} size: proven best play solid, the estimate's guess dashed, and the words say where the proof ends`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openBoard(page, '/?lang=en');
    await page.selectOption('#speed-select', 'instant');
    // A proven ending (South wins by 10, `mancala solve` proves every move
    // of its line): every move solid.
    const native = nativeEngine('solve', JSON.stringify(LONGER), '--ms', '2000');
    expect(native.proven).toBe(true);
    await gotoLink(page, await linkOf(page, 'fromPosition', LONGER, 'look'));
    await openAnalysis(page);
    const panel = page.locator('.analysis-panel');
    const note = panel.locator('.analysis-line-proof');
    await expect(note).toHaveText('Every move of the line from here is proven best play (solid).', { timeout: 60_000 });
    const moves = panel.locator('.analysis-line-moves li');
    await expect(moves).toHaveCount(native.line.length);
    await expect(panel.locator('.analysis-line-moves li.estimated')).toHaveCount(0);
    await expect.poll(() => drawing(moves.first())).toEqual({ border: 'solid', opacity: 1 });
    // A move played along it stays proven, and so does the rest.
    await panel.locator('[data-action="line-next"]').click();
    await expect(panel.locator('.analysis-line-moves li.played')).toHaveCount(1);
    await expect(panel.locator('.analysis-line-moves li.played')).toHaveClass(/\bproven\b/);
    await expect(note).toHaveText('Every move of the line from here is proven best play (solid).', { timeout: 60_000 });
    await expect(panel.locator('.analysis-line-moves li.estimated')).toHaveCount(0);
    await panel.locator('[data-action="line-back"]').click();
    await expect(panel.locator('.analysis-line-moves li.played')).toHaveCount(0);
    await expect(panel.locator('.analysis-line-moves li.estimated')).toHaveCount(0);

    // Giuthi's start, far from any proof: the line is the estimate's guess,
    // dashed and faded, and says so.
    const start = nativeEngine('new', 'giuthi');
    await gotoLink(page, await linkOf(page, 'fromPosition', start, 'look'));
    if (!(await panel.isVisible())) await openAnalysis(page);
    await expect(note).toHaveText('From here the line is the estimate’s best guess (dashed): no move of it is proven yet.', { timeout: 60_000 });
    await expect(panel.locator('.analysis-line-moves li.proven')).toHaveCount(0);
    // The panel is drawn anew with each deeper answer: read a drawn one.
    const first = panel.locator('.analysis-line-moves li').first();
    await expect.poll(async () => {
      const { border, opacity } = await drawing(first);
      return { border, faded: opacity < 1 };
    }).toEqual({ border: 'dashed', faded: true });
  });
}
