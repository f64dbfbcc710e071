// The "Confirm moves" setting, with a mouse on a laptop: on, a click on a target only shows the
// move (nothing is sent), and a second click on it, or Confirm, plays it; a click elsewhere drops
// it. The setting survives a reload; off, one click plays again.

import assert from 'node:assert/strict';
import { botRoom, desktop, menuClick, person, screenshot, targets, waitForTurn } from './harness.mjs';

export const serverArgs = ['--bot-think-ms', '10'];

const played = (page) => page.locator('.moves-list li').count();

export default async function confirmMoves({ browser, url }) {
  const page = await person(browser, desktop);
  await botRoom(page, url, 'fences');
  await menuClick(page, 'confirm-moves');
  assert.equal(await page.getAttribute('#confirm-moves', 'aria-pressed'), 'true');
  await page.reload();
  await page.waitForSelector('#board svg.board');
  assert.equal(await page.getAttribute('#confirm-moves', 'aria-pressed'), 'true', 'remembered across a reload');

  // A pawn step: the first click previews, a second click on it plays.
  await waitForTurn(page);
  const [first, other] = (await targets(page)).filter((t) => t.kind === 'square');
  await page.locator(`.board [data-target="${first.name}"]`).click();
  await page.waitForSelector('#confirm-move');
  assert.match(await page.textContent('#confirm-move'), /^Confirm /);
  await screenshot(page, 'confirm-moves-preview', { fullPage: false });
  await page.waitForTimeout(300);
  assert.equal(await played(page), 0, 'a preview sends nothing');
  // A click on another target drops the preview and shows that one instead.
  const firstAction = await page.getAttribute('#confirm-move', 'data-action');
  await page.locator(`.board [data-target="${other.name}"]`).click();
  await page.waitForFunction((was) => {
    const action = document.querySelector('#confirm-move')?.getAttribute('data-action');
    return action && action !== was;
  }, firstAction);
  await page.locator(`.board [data-target="${other.name}"]`).click();
  await page.waitForFunction(() => document.querySelectorAll('.moves-list li').length >= 1);

  // Off: one click plays.
  await menuClick(page, 'confirm-moves');
  assert.equal(await page.getAttribute('#confirm-moves', 'aria-pressed'), 'false');
  await waitForTurn(page);
  const before = await played(page);
  const next = (await targets(page)).find((t) => t.kind === 'square');
  await page.locator(`.board [data-target="${next.name}"]`).click();
  await page.waitForFunction((n) => document.querySelectorAll('.moves-list li').length > n, before);
  assert.equal(await page.locator('#confirm-move').count(), 0);
}
