// The fence game in real Chromium: a private room made in the lobby, joined through its share
// link, played to a win by clicking on the board, watched by a third person, with one reload
// mid-game and one player on a phone-sized screen.

import assert from 'node:assert/strict';
import { clickTarget, privateTable, screenshot, targets, waitForTurn } from './harness.mjs';

/** O heads north, X south: the pawn move that goes furthest, else any pawn move. */
async function raceMove(page, north) {
  const squares = (await targets(page)).filter((t) => t.kind === 'square').map((t) => t.name);
  assert.ok(squares.length > 0, 'a pawn move is offered');
  squares.sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
  return north ? squares[squares.length - 1] : squares[0];
}

export default async function fences({ browser, url }) {
  const { host, guest, watcher, link } = await privateTable(browser, url, 'fences', { 'option-fences': '3' },
    (lobby) => screenshot(lobby, 'lobby'));
  assert.match(link, /\/r\/[A-Za-z0-9_-]{20,}$/);
  await watcher.waitForSelector('.board');
  await host.waitForSelector('.board');
  await guest.waitForSelector('.board');

  // The host (seat 0, O) starts with a fence: a groove clicked on the board.
  assert.equal(await waitForTurn(host), false);
  await clickTarget(host, 'a3-');
  await guest.waitForSelector('.fence');

  let plies = 1;
  let reloaded = false;
  for (;;) {
    const mover = plies % 2 === 0 ? host : guest;
    if (await waitForTurn(mover)) break;
    if (plies === 6 && !reloaded) {
      // The guest reloads mid-game: its token brings its seat back.
      reloaded = true;
      await screenshot(host, 'game-in-progress');
      await guest.reload();
      await guest.waitForSelector('.board');
      if (mover === guest && (await waitForTurn(guest))) break;
    }
    const target = await raceMove(mover, mover === host);
    await clickTarget(mover, target);
    plies += 1;
    await mover.waitForFunction((count) => document.querySelectorAll('.moves-list li').length >= count, plies);
    assert.ok(plies < 60, 'the race ends');
  }
  for (const page of [host, guest, watcher]) {
    await page.waitForSelector('.status-line.over');
    await page.waitForFunction((count) => document.querySelectorAll('.moves-list li').length === count, plies);
  }
  const finalMoves = await host.$eval('.moves-list', (node) => node.textContent);
  assert.equal(await watcher.$eval('.moves-list', (node) => node.textContent), finalMoves);
  assert.equal(await guest.$eval('.moves-list', (node) => node.textContent), finalMoves);
  const pawns = (page) => page.$$eval('.board .piece', (nodes) => nodes.map((node) => node.getAttribute('class') + node.innerHTML));
  assert.deepEqual(await pawns(watcher), await pawns(host));
  const result = await watcher.$eval('.status-line', (node) => node.textContent);
  assert.match(result, /wins/);
  assert.match(await host.$eval('.status-line', (node) => node.textContent), /You (win|lose)/);
  await screenshot(host, 'game-finished');
  await screenshot(guest, 'game-finished-phone');
  // The phone layout fits its width.
  const overflow = await guest.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 1, `no sideways scrolling on a phone (overflow ${overflow}px)`);

  // The finished match is in the host's recent matches, and replays move by move.
  await host.click('.brand');
  await host.waitForSelector('#recent-matches .match-line a');
  await host.click('#recent-matches .match-line a');
  await host.waitForURL(/\/replay\//);
  await host.waitForFunction((count) => document.querySelector('#ply-counter')?.textContent === `${count} / ${count}`, plies);
  assert.equal(await host.$eval('#moves', (node) => node.textContent), finalMoves.replace(/\s/g, ''));
  const finalBoard = await pawns(host);
  await host.click('#replay-back');
  await host.waitForFunction((count) => document.querySelector('#ply-counter')?.textContent === `${count - 1} / ${count}`, plies);
  assert.notDeepEqual(await pawns(host), finalBoard, 'one move back, a pawn is elsewhere');
  await host.click('#replay-first');
  await host.waitForFunction((count) => document.querySelector('#ply-counter')?.textContent === `0 / ${count}`, plies);
  await screenshot(host, 'replay');
  await host.keyboard.press('End');
  await host.waitForFunction((count) => document.querySelector('#ply-counter')?.textContent === `${count} / ${count}`, plies);
  assert.deepEqual(await pawns(host), finalBoard);
}
