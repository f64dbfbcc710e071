// Reflow (WCAG 1.4.10): at 320 CSS pixels wide, and at 200% zoom of a 1280×800 laptop screen (640
// by 400 CSS pixels), neither the lobby nor a game page scrolls sideways, and a match can be
// played there with the board and with the move box. The move box answers text that is no legal
// action with the engine's own reason, as the server words it.

import assert from 'node:assert/strict';
import { botRoom, person, screenshot, targets, waitForTurn } from './harness.mjs';

export const serverArgs = ['--bot-think-ms', '10'];

/** Nothing wider than the viewport: the page has no horizontal scroll. */
async function expectNoSideways(page, what) {
  const { scroll, width, wide } = await page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    const wideNodes = [...document.querySelectorAll('body *')].filter((node) => {
      const box = node.getBoundingClientRect();
      return box.width > 0 && box.right > limit + 1 && !node.closest('.visually-hidden');
    }).slice(0, 5).map((node) => `${node.tagName.toLowerCase()}#${node.id}.${[...node.classList].join('.')}`);
    return { scroll: document.documentElement.scrollWidth, width: limit, wide: wideNodes };
  });
  assert.ok(scroll <= width, `${what}: the page is ${scroll} px wide in ${width} (too wide: ${wide.join(', ')})`);
}

/** A fences match against the bot, the player moving first. */
async function botMatch(page, url) {
  await botRoom(page, url, 'fences');
  assert.equal(await waitForTurn(page), false);
}

/** Types `text` in the move box and plays it; resolves with the page's message. */
async function typeMove(page, text) {
  await page.fill('#move-box', text);
  await page.press('#move-box', 'Enter');
}

async function expectMessage(page, text) {
  await page.waitForFunction((wanted) => document.querySelector('#message').textContent === wanted, text, { timeout: 5000 })
    .catch(async () => assert.fail(`the page says "${text}", not "${await page.textContent('#message')}"`));
}

// Horizontal fences on three rows: a fence the bot placed overlaps at most one of them.
const fences = ['d7-', 'a3-', 'g5-'];

/** The first of `fences` the bot's last move (a pawn step or a fence) leaves free. */
async function freeFence(page) {
  const last = await page.$eval('.moves-list li:last-child', (node) => node.textContent);
  const placed = /([a-h])([1-8])([-/])$/.exec(last);
  const overlaps = (fence) => placed && fence[1] === placed[2] && (placed[3] === '/'
    ? fence[0] === placed[1]
    : Math.abs(fence.charCodeAt(0) - placed[1].charCodeAt(0)) <= 1);
  return fences.find((fence) => !overlaps(fence));
}

async function playThere(browser, url, screen, name) {
  const page = await person(browser, screen);
  await page.goto(url);
  await page.waitForSelector('#game-cards .game-card');
  await expectNoSideways(page, `${name}: the lobby`);
  await screenshot(page, `reflow-lobby-${name}`, { fullPage: false });
  await botMatch(page, url);
  await expectNoSideways(page, `${name}: a game page`);
  // The board: a pawn step by a click (a tap) on its target, inside the viewport.
  const step = (await targets(page)).find((t) => t.kind === 'square');
  const box = await page.locator(`.board [data-target="${step.name}"]`).boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= page.viewportSize().width, `${name}: the board's targets are on the screen`);
  await page.locator(`.board [data-target="${step.name}"]`).click();
  await page.waitForFunction(() => document.querySelectorAll('.moves-list li').length >= 2);
  await waitForTurn(page);
  // The move box: in view, and a move typed there is played.
  await page.locator('#move-box').scrollIntoViewIfNeeded();
  const input = await page.locator('#move-box').boundingBox();
  assert.ok(input.x >= 0 && input.x + input.width <= page.viewportSize().width, `${name}: the move box is on the screen`);
  const fence = await freeFence(page);
  await typeMove(page, fence);
  await page.waitForFunction(() => document.querySelectorAll('.moves-list li').length >= 4);
  await waitForTurn(page);
  await expectNoSideways(page, `${name}: a game page after moves`);
  await screenshot(page, `reflow-game-${name}`, { fullPage: false });
  return { page, fence };
}

export default async function reflow({ browser, url }) {
  const { page: narrow, fence } = await playThere(browser, url, { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true }, '320px');
  await playThere(browser, url, { viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 }, 'zoom-200');

  // Illegal text gets the engine's reason, word for word as the server sends it.
  await typeMove(narrow, fence);
  await expectMessage(narrow, `${fence}: overlaps a placed fence`);
  await typeMove(narrow, 'e9h');
  await expectMessage(narrow, "'e9h' is not fence-game notation (N, NN, NE, d7-, d7/ or pass)");
  await narrow.context().close();
  const fresh = await person(browser);
  await botMatch(fresh, url);
  await typeMove(fresh, 'S');
  await expectMessage(fresh, 'S: the board ends to the south');
  assert.equal(await fresh.locator('.moves-list li').count(), 0, 'nothing was played');
  await screenshot(fresh, 'move-box-refusal', { fullPage: false });
}
