// A host waiting for an opponent sees the board the match will start from, with nothing to click
// on it, and can play the bot instead: the waiting room closes (its invite link finds it closed,
// the lobby no longer lists it) and the same game, options, clock and seat start against the bot
// at the level chosen. On a laptop (a private room with a clock) and on a phone (a public room).

import assert from 'node:assert/strict';
import { desktop, hostRoom, person, phone, screenshot, targets, waitForTurn } from './harness.mjs';

export const serverArgs = ['--bot-think-ms', '10'];

/** The waiting host's page: the starting board, view only, and the offer in sight. */
async function expectWaitingBoard(page, what) {
  await page.waitForSelector('#board svg.board');
  await page.waitForSelector('#play-bot-instead');
  assert.match(await page.textContent('#status-line'), /Waiting for an opponent/, `${what}: the status says it waits`);
  assert.equal((await targets(page)).length, 0, `${what}: nothing on the board can be chosen before the match`);
  assert.equal(await page.isDisabled('#move-box'), true, `${what}: the move box waits too`);
  assert.equal(await page.locator('.moves-list li').count(), 0);
  const size = page.viewportSize();
  const offer = await page.locator('#play-bot-instead').boundingBox();
  assert.ok(offer && offer.y + offer.height <= size.height && offer.x + offer.width <= size.width, `${what}: the offer is in sight`);
}

export default async function waiting({ browser, url }) {
  // A laptop: a private fences room with a clock, the host moving first.
  const { host, link } = await hostRoom(browser, url, 'fences', { clock: true, screen: desktop });
  await expectWaitingBoard(host, 'laptop');
  // The starting position: both pawns on their home rows (e9 and e1), the host's at the bottom.
  assert.match(await host.textContent('.board-summary'), /./);
  await screenshot(host, 'waiting-room', { fullPage: false });
  await host.selectOption('#bot-level', '1');
  await host.click('#play-bot-instead');
  await host.waitForURL((address) => !address.href.startsWith(link));
  await host.waitForSelector('.player-top .player, #player-top .player');
  assert.match(await host.textContent('#player-top'), /Rockbot 1/, 'the bot at the level chosen');
  assert.equal(await host.locator('.clock').count(), 2, 'the same clock');
  assert.equal(await waitForTurn(host), false, 'the host still moves first');
  const square = (await targets(host)).find((t) => t.kind === 'square');
  await host.locator(`.board [data-target="${square.name}"]`).click();
  await host.waitForFunction(() => document.querySelectorAll('.moves-list li').length >= 2);  // the bot answered
  await screenshot(host, 'waiting-room-bot-match', { fullPage: false });
  // The old invite link finds the room closed.
  const late = await person(browser);
  await late.goto(link);
  await late.waitForSelector('.room-title:text-matches("does not exist")');
  await late.context().close();

  // A phone: a public room; a watcher's lobby lists it until the host plays the bot instead.
  const onPhone = await person(browser, phone);
  await onPhone.goto(url);
  await onPhone.waitForSelector('.connection.open', { state: 'attached' });
  await onPhone.selectOption('#game', 'pawnd');
  await onPhone.selectOption('#visibility', 'public');
  await onPhone.click('#create-room');
  await onPhone.waitForURL(/\/room\//);
  const roomId = new URL(onPhone.url()).pathname.split('/').pop();
  await expectWaitingBoard(onPhone, 'phone');
  await screenshot(onPhone, 'waiting-room-phone', { fullPage: false });
  const lobby = await person(browser);
  await lobby.goto(url);
  await lobby.waitForSelector(`.room[data-room="${roomId}"]`);
  await onPhone.click('#play-bot-instead');
  await onPhone.waitForURL((address) => !address.pathname.endsWith(roomId));
  await onPhone.waitForSelector('#player-top .player');
  assert.match(await onPhone.textContent('#player-top, #player-bottom'), /Rockbot/);
  await lobby.waitForSelector(`.room[data-room="${roomId}"]`, { state: 'detached' });
  await onPhone.waitForFunction(() => !document.querySelector('#play-bot-instead'));
  await screenshot(onPhone, 'waiting-room-bot-match-phone', { fullPage: false });
}
