// The lobby's quickest ways to play, in Chromium: "Play the bot now" puts a player in front of a
// board against the bot at one click, and "Quick match" by two people in two browsers opens a
// waiting room for the first and joins it for the second; either way a move is the second click.
// The quick match is titled so on the player's other device too.
// Also: the name is changed in the page, the clock fields follow the clock switch, the advanced
// options are folded, the bot's games end by a move limit and by repetition, and on a phone the
// open rooms come before the form.

import assert from 'node:assert/strict';
import { person, screenshot, targets, waitForTurn } from './harness.mjs';

/** The page's first board target of a square, clicked: a move (fences: a pawn step). */
async function clickAMove(page) {
  const square = (await targets(page)).find((t) => t.kind === 'square');
  assert.ok(square, 'a move is offered');
  await page.locator(`.board [data-target="${square.name}"]`).click();
  await page.waitForFunction(() => document.querySelectorAll('.moves-list li').length >= 1);
}

export default async function lobby({ browser, url }) {
  // Play the bot now: one click from the first page to the board, the second is a move.
  const solo = await person(browser, { viewport: { width: 1280, height: 800 } });
  await solo.goto(url);
  await solo.waitForSelector('.connection.open', { state: 'attached' });
  assert.match(await solo.textContent('.tagline'), /board games/);
  assert.equal(await solo.locator('.game-card').count(), 5);
  assert.equal(await solo.isVisible('#option-ply_limit'), false, 'the advanced options are folded');
  assert.equal(await solo.isDisabled('#clock-minutes'), true, 'no clock, no clock fields');
  await solo.check('#clock-on');
  assert.equal(await solo.isDisabled('#clock-minutes'), false);
  await solo.uncheck('#clock-on');
  // Against the bot the form shows how a casual game ends: the game's move limit, and the draw
  // by repetition; against a person, the listed defaults.
  await solo.selectOption('#game', 'fences');
  await solo.selectOption('#opponent', 'bot');
  assert.equal(await solo.inputValue('#option-ply_limit'), '200');
  assert.equal(await solo.isChecked('#option-repetition'), true);
  await solo.selectOption('#opponent', 'human');
  assert.equal(await solo.inputValue('#option-ply_limit'), '0');
  assert.equal(await solo.isChecked('#option-repetition'), false);
  await screenshot(solo, 'lobby-cards');

  // The name, changed in the page.
  await solo.click('#name-button');
  await solo.fill('#name-input', 'Ada Lovelace');
  await screenshot(solo, 'lobby-name-form');
  await solo.click('#name-save');
  await solo.waitForSelector('#name-button:text-is("Ada Lovelace")');
  await solo.waitForSelector('#name-form', { state: 'hidden' });

  // The bot's level is chosen on the card (level 1 on a first visit); its name says it.
  assert.equal(await solo.inputValue('#bot-level-fences'), '1');
  await solo.click('.game-card[data-game="fences"] .play-bot');
  await solo.waitForSelector('.board');
  if (!(await waitForTurn(solo))) await clickAMove(solo);  // the coin may give the bot the first move
  await solo.waitForFunction(() => document.querySelectorAll('.moves-list li').length >= 1);
  assert.match(await solo.textContent('#player-top'), /Rockbot 1/);
  await screenshot(solo, 'lobby-play-bot-now');

  // Quick match: the first seeks and waits; the second, on a phone, seeks too, and the server
  // pairs them in one private room.
  const first = await person(browser, { viewport: { width: 1280, height: 800 } });
  await first.goto(url);
  await first.waitForSelector('.connection.open', { state: 'attached' });
  await first.click('.game-card[data-game="fences"] .quick-match');
  await first.waitForSelector('#seeking:not([hidden])');
  assert.match(await first.textContent('#seeking'), /Looking for an opponent/);
  await screenshot(first, 'lobby-seeking');
  // Cancel stops the seek; seeking again starts a new one.
  await first.click('#cancel-seek');
  await first.waitForSelector('#seeking', { state: 'hidden' });
  await first.click('.game-card[data-game="fences"] .quick-match');
  await first.waitForSelector('#seeking:not([hidden])');

  const second = await person(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await second.goto(url);
  await second.waitForSelector('.connection.open', { state: 'attached' });
  // On a phone the open rooms come before the form.
  const rooms = await second.locator('.panel.rooms').boundingBox();
  const form = await second.locator('.panel.create').boundingBox();
  assert.ok(rooms.y < form.y, 'open rooms above the form on a phone');
  await screenshot(second, 'lobby-phone');
  await second.click('.game-card[data-game="fences"] .quick-match');
  await first.waitForURL(/\/r\//);
  const roomPath = new URL(first.url()).pathname;
  await second.waitForURL((address) => address.pathname === roomPath);
  for (const page of [first, second]) await page.waitForSelector('.board');
  for (const page of [first, second]) await page.waitForSelector('#room-title:text-is("Fences · quick match")');
  const mover = (await first.$('.status-line.your-move')) ? first : second;
  await mover.waitForSelector('.status-line.your-move');
  await clickAMove(mover);
  await (mover === first ? second : first).waitForFunction(() => document.querySelectorAll('.moves-list li').length === 1);
  await screenshot(second, 'lobby-quick-match-phone');

  // The first player's other device (the same session, nothing else in its storage) opens the
  // room's address: the server says it is a quick match, so the title does too.
  const token = await first.evaluate(() => localStorage.getItem('rockpool.token'));
  const otherDevice = await person(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await otherDevice.addInitScript((saved) => localStorage.setItem('rockpool.token', saved), token);
  await otherDevice.goto(first.url());
  await otherDevice.waitForSelector('#room-title:text-is("Fences · quick match")');
  assert.equal(await otherDevice.evaluate(() => localStorage.getItem('rockpool.quickRooms')), null);
}
