// The analysis board in Chromium: a position opened from a link (a fences race without fences,
// O on f8 to move), the engine's search of it (a proven win, N best), a different move played on
// the board from one move earlier (a side line), that line made the main line and deleted again,
// and the link that says where the board is. Axe-clean in both themes, on a phone too.

import assert from 'node:assert/strict';
import { expectAccessibleInBothThemes } from './axe.mjs';
import { clickTarget, desktop, person, phone, screenshotsInBothThemes, targets } from './harness.mjs';

export const serverArgs = ['--bot-budget-percent', '25'];

const OPTIONS = { fences: 0, meet: 3 };
const WIN_IN_ONE = ['E', 'W', 'N', 'S', 'N', 'S', 'N', 'S', 'N', 'S'];

/** @param {string} url @param {string[]} line */
const analysisUrl = (url, line) =>
  `${url}/analysis/fences?${new URLSearchParams({ options: JSON.stringify(OPTIONS), line: JSON.stringify(line) })}`;

const movesShown = (page) => page.$$eval('#analysis-lines .tree-move', (nodes) => nodes.map((n) => n.textContent));

export default async function ({ browser, url }) {
  const page = await person(browser, { ...desktop, bypassCSP: true });
  await page.goto(analysisUrl(url, WIN_IN_ONE));
  await page.waitForSelector('#board svg.board');
  await page.waitForFunction(() => document.querySelector('#status-line')?.textContent === 'After 10 moves.');
  assert.equal((await movesShown(page)).length, 10);

  // The engine: a proven win for the side to move, N the best move.
  await page.check('#analysis-evaluate');
  await page.waitForFunction(() => /proven/.test(document.querySelector('#analysis-verdict')?.textContent ?? ''));
  assert.match(await page.textContent('#analysis-verdict'), /to move wins with best play/);
  assert.match(await page.textContent('#analysis-best'), /^Best: N\./);

  // One move back, another move than the line's: a side line, shown in brackets.
  await page.click('#analysis-back');
  await page.waitForFunction(() => document.querySelector('#status-line')?.textContent === 'After 9 moves.');
  const lineMove = WIN_IN_ONE[9];
  const squares = (await targets(page)).filter((t) => t.kind === 'square');
  assert.ok(squares.length > 1);
  const before = await movesShown(page);
  // X's pawn moves: any target but the one the line played (S from d3 is d2).
  const other = squares.find((t) => t.name !== 'd2');
  await clickTarget(page, other.name);
  await page.waitForFunction(() => document.querySelector('#status-line')?.textContent === 'After 10 moves.');
  await page.waitForSelector('#analysis-lines .side-line');
  assert.equal((await movesShown(page)).length, before.length + 1);
  assert.ok(await page.isEnabled('#analysis-promote'));
  assert.match(await page.getAttribute('#analysis-link', 'href'), /^\/analysis\/fences\?/);
  await expectAccessibleInBothThemes(page, 'the analysis board with a side line');
  await screenshotsInBothThemes(page, 'analysis-desktop', { fullPage: true });

  // Made the main line: the line's own move is now the side line.
  await page.click('#analysis-promote');
  await page.waitForFunction((move) => document.querySelector('#analysis-lines .side-line')?.textContent?.includes(`10. ${move}`), lineMove);
  assert.ok(await page.isDisabled('#analysis-promote'));
  // Deleted: the board goes back one move, and the side line is the only tenth move left.
  await page.click('#analysis-delete');
  await page.waitForFunction(() => document.querySelector('#status-line')?.textContent === 'After 9 moves.');
  assert.equal(await page.$('#analysis-lines .side-line'), null);

  // A line typed in the notation: refused with the engine's reason, or played from the start.
  await page.fill('#analysis-typed', 'N N Q');
  await page.click('#analysis-typed-play');
  await page.waitForFunction(() => /refused/.test(document.querySelector('#analysis-typed-error')?.textContent ?? ''));
  await page.fill('#analysis-typed', 'E W');
  await page.click('#analysis-typed-play');
  await page.waitForFunction(() => document.querySelector('#status-line')?.textContent === 'After 2 moves.');
  assert.equal(await page.textContent('#analysis-typed-error'), '');

  // On a phone, from the link.
  const small = await person(browser, { ...phone, bypassCSP: true });
  await small.goto(analysisUrl(url, WIN_IN_ONE.slice(0, 4)));
  await small.waitForSelector('#board svg.board');
  await small.check('#analysis-evaluate');
  await small.waitForFunction(() => /to win|proven/.test(document.querySelector('#analysis-verdict')?.textContent ?? ''));
  await expectAccessibleInBothThemes(small, 'the analysis board on a phone');
  await screenshotsInBothThemes(small, 'analysis-phone', { fullPage: true });
  await small.context().close();
  await page.context().close();
}
