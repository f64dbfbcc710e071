// The fence board on a phone with a touch screen, against the bot: legal pawn cells are marked at
// rest with 3:1 contrast or more, fence slots only near a tap (never all over the board), a pawn
// cell is at least 24×24 CSS px, a tap within 12 px of an intersection previews the fence there in
// the mover's colour, a second tap on the crossing turns it, Turn turns it back, Place places it,
// the latest fence has a halo, and no preview is left behind. On a laptop the marks and the fence
// a click would place follow the mouse; the key o turns it; a click places it.

import assert from 'node:assert/strict';
import { openLobby, person, screenshot, waitForTurn } from './harness.mjs';

/** WCAG's contrast ratio of two CSS colours as getComputedStyle gives them ("rgb(r, g, b)"). */
function contrast(a, b) {
  const luminance = (css) => {
    const [r, g, bl] = css.match(/\d+(\.\d+)?/g).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

async function botRoom(page, url) {
  await openLobby(page, url);
  await page.selectOption('#game', 'fences');
  await page.selectOption('#opponent', 'bot');
  await page.selectOption('#option-first', 'host');
  await page.click('#create-room');
  assert.equal(await waitForTurn(page), false);
}

const fill = (page, selector) => page.$eval(selector, (node) => getComputedStyle(node).fill);

export default async function fencesTouch({ browser, url }) {
  const phone = await person(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await botRoom(phone, url);

  // At rest: a dot in each cell the pawn may reach, at 3:1 or more; no fence mark anywhere.
  await phone.waitForSelector('.cell.target + .cell-dot');
  const dot = await fill(phone, '.cell.target + .cell-dot');
  const cell = await fill(phone, '.cell.target');
  assert.ok(contrast(dot, cell) >= 3, `a pawn target's dot stands out from its cell (${contrast(dot, cell).toFixed(2)}:1)`);
  assert.equal(await phone.locator('.slot.near').count(), 0, 'no fence slot is marked at rest');
  for (const box of await phone.$$eval('.cell.target', (nodes) => nodes.map((n) => n.getBoundingClientRect().toJSON()))) {
    assert.ok(box.width >= 24 && box.height >= 24, `a pawn target is 24×24 CSS px or more (${box.width}×${box.height})`);
  }
  await screenshot(phone, 'fences-touch-at-rest-phone');

  // A tap 11 px right of and 10 px above the intersection c5 (off the groove) previews its fence
  // along the horizontal groove, in O's colour, with the marks of the slots near it; nothing is
  // placed yet.
  const mark = await phone.locator('.board [data-target="c5-"] .slot-mark').boundingBox();
  const cx = mark.x + mark.width / 2;
  const cy = mark.y + mark.height / 2;
  await phone.touchscreen.tap(cx + 11, cy - 10);
  await phone.waitForSelector('#confirm-move[data-action="c5-"]');
  assert.equal(await phone.$('.board .fence'), null, 'a tap only previews');
  assert.ok(await phone.$('.board [data-target="c5-"].picked'), 'the preview is drawn on the board');
  assert.equal(await fill(phone, '.board [data-target="c5-"] .slot-ghost'), await fill(phone, '.board .pawn-0 circle'), "the preview is in the mover's colour");
  const near = await phone.$$eval('.slot.near', (nodes) => nodes.map((n) => n.getAttribute('data-target')));
  assert.ok(near.includes('c5/') && near.length <= 8, `only the slots near the tap are marked (${near.join(' ')})`);
  await screenshot(phone, 'fences-touch-preview-phone');
  const place = await phone.locator('#confirm-move').boundingBox();
  assert.ok(place.width >= 24 && place.height >= 24, 'Place is 24×24 CSS px or more');

  // A second tap on the crossing turns it upright; Turn turns it back, and again; Place places it.
  await phone.touchscreen.tap(cx + 2, cy - 2);
  await phone.waitForSelector('#confirm-move[data-action="c5/"]');
  await phone.tap('#turn-move');
  await phone.waitForSelector('#confirm-move[data-action="c5-"]');
  await phone.tap('#turn-move');
  await phone.waitForSelector('#confirm-move[data-action="c5/"]');
  await phone.tap('#confirm-move');
  await phone.waitForSelector('.board .fence[data-fence="c5/"]');
  assert.equal(await phone.locator('.board .slot.hovered, .board .slot.picked').count(), 0, 'no preview is left after the tap');
  await phone.waitForFunction(() => document.querySelectorAll('.moves-list li').length >= 2);  // the bot answered
  const lastFence = await phone.$$eval('.moves-list .move-action', (nodes) => nodes.map((n) => n.textContent).filter((a) => /^[a-h][1-8][-/]$/.test(a)).pop());
  assert.equal(await phone.getAttribute('.board .fence-halo', 'data-fence'), lastFence, 'the latest fence has a halo');
  await waitForTurn(phone);
  await screenshot(phone, 'fences-touch-placed-phone');

  // A pawn moves at the first tap.
  const before = await phone.$$eval('.moves-list li', (nodes) => nodes.length);
  await phone.tap('.board .cell.target');
  await phone.waitForFunction((n) => document.querySelectorAll('.moves-list li').length > n, before);

  // A laptop: nothing marked at rest; the mouse near e4 shows the slots around it and the fence a
  // click would place; o turns it; the click places the turned fence.
  const laptop = await person(browser, { viewport: { width: 1280, height: 800 } });
  await botRoom(laptop, url);
  assert.equal(await laptop.locator('.slot.near').count(), 0, 'no fence slot is marked at rest');
  await laptop.hover('.board [data-target="e4-"] .slot-hit', { position: { x: 4, y: 2 } });
  await laptop.waitForSelector('.board [data-target="e4-"].hovered');
  await screenshot(laptop, 'fences-hover');
  await laptop.keyboard.press('o');
  await laptop.waitForSelector('.board [data-target="e4/"].hovered');
  await laptop.mouse.down();
  await laptop.mouse.up();
  await laptop.waitForSelector('.board .fence[data-fence="e4/"]');
}
