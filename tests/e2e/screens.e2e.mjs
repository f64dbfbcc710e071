// The pages a newcomer meets, on a laptop and on a phone, in the light and the dark theme: the
// lobby, a How to play page, a match against the bot in progress, the table's keys on their help
// overlay, and the result after a resignation. Each state is a screenshot in both themes, and
// what must be seen is seen: the overlay and the result box inside the viewport, the status bar,
// names, clocks and board too.

import assert from 'node:assert/strict';
import { desktop, expectAllInView, menuClick, person, phone, screenshot, targets, waitForTurn } from './harness.mjs';

/** The page in both themes, as the system asks for each; the two differ. */
async function bothThemes(page, name) {
  const inks = [];  // the text's colour in each theme
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    inks.push(await page.evaluate(() => getComputedStyle(document.body).color));
    await screenshot(page, `${name}-${scheme}`, { fullPage: false });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  assert.notEqual(inks[0], inks[1], `${name}: the dark theme follows the system`);
}

/** Whether the element is wholly inside the viewport. */
async function inView(page, selector) {
  const box = await page.locator(selector).boundingBox();
  const size = page.viewportSize();
  return Boolean(box) && box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width + 0.5 && box.y + box.height <= size.height + 0.5;
}

async function tour(browser, url, screen, suffix) {
  const page = await person(browser, screen);
  await page.goto(url);
  await page.waitForSelector('#game-cards .game-card');
  await page.waitForSelector('.connection.open', { state: 'attached' });
  await bothThemes(page, `screens-lobby${suffix}`);

  await page.click('.game-card[data-game="fences"] .how-to-play');
  await page.waitForSelector('.example[data-ready]');
  await bothThemes(page, `screens-howto${suffix}`);

  await page.goto(url);
  await page.click('.game-card[data-game="fences"] .play-bot');
  await page.waitForSelector('.board');
  for (let moves = 0; moves < 2; moves += 1) {
    await waitForTurn(page);
    const square = (await targets(page)).find((t) => t.kind === 'square');
    const before = await page.locator('.moves-list li').count();
    await page.locator(`.board [data-target="${square.name}"]`).click();
    await page.waitForFunction((n) => document.querySelectorAll('.moves-list li').length > n, before);
  }
  await waitForTurn(page);
  await expectAllInView(page, `a match in progress${suffix}`);
  await bothThemes(page, `screens-game${suffix}`);

  await menuClick(page, 'keys-button');
  await page.waitForSelector('dialog[open]');
  assert.ok(await inView(page, 'dialog[open]'), `the keys' overlay is inside the viewport${suffix}`);
  await bothThemes(page, `screens-keys${suffix}`);
  await page.keyboard.press('Escape');
  await page.waitForSelector('dialog[open]', { state: 'detached' });

  // Resigning asks in place: the question beside the board, in both themes.
  await page.click('#resign');
  await page.waitForSelector('#resign-confirm');
  await bothThemes(page, `screens-resign-question${suffix}`);
  await page.click('#resign-confirm');
  await page.waitForSelector('#result-box:not([hidden]) #result-headline');
  await expectAllInView(page, `the result${suffix}`);
  await bothThemes(page, `screens-result${suffix}`);
  await page.context().close();
}

export default async function screens({ browser, url }) {
  await tour(browser, url, desktop, '');
  await tour(browser, url, phone, '-phone');
}
