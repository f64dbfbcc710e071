// Lazy King in real Chromium: a private room made in the lobby with one wall a side, joined
// through its share link (the guest, Black, on a phone-sized screen), watched by a third person,
// and played by clicking on the board from the setup to a real result. Both choose their King's
// square at once and in secret (neither the other player nor the watcher sees the first choice
// before the second is made); each places its wall by clicking an edge; then Red stacks a pawn on
// its King, walks the unit of two up the H file to its goal H8 and unstacks the pawn, leaving its
// King alone on the goal: Red wins ("reached the goal") at ply 24. Black meanwhile moves a pawn,
// sacrifices it for a new one in its zone and shuffles another. Where two actions share the
// clicks (a move of a stack of two or an unstack of its top piece, a move or a sacrifice), the
// board asks with buttons and the test clicks the one it means.

import assert from 'node:assert/strict';
import { clickTarget, expectResult, expectSameEnd, privateTable, screenshot } from './harness.mjs';

/** The board as a person sees it: units by square, walls, highlighted targets, the secret King. */
async function readBoard(page) {
  return page.evaluate(() => {
    const units = {};
    for (const node of document.querySelectorAll('.board .lk-units [data-square]')) {
      const seat = node.classList.contains('lk-unit-0') ? 'R' : 'B';
      const pieces = [...node.querySelectorAll('.lk-checker')].map((c) => (c.classList.contains('lk-king') ? 'K' : 'P')).join('');
      units[node.getAttribute('data-square')] = `${seat}:${pieces}`;
    }
    const walls = [...document.querySelectorAll('.board .lk-edge.lk-walled')].map((n) => n.getAttribute('data-target')).sort();
    const targets = [...document.querySelectorAll('.board .target')].map((n) => n.getAttribute('data-target')).sort();
    const secret = document.querySelector('.board [data-secret]')?.getAttribute('data-secret') ?? null;
    const kings = [...document.querySelectorAll('.board .lk-tray-note')].map((n) => n.getAttribute('data-king'));
    return { units, walls, targets, secret, kings };
  });
}

const moveCount = (page) => page.$$eval('.moves-list li', (nodes) => nodes.length);
const lastMove = (page) => page.$eval('.moves-list li:last-child .move-action', (node) => node.textContent);

/**
 * One action by clicks: each click must be offered; if the board then asks which action is meant
 * (several share the clicks), the button of `notation` is pressed.
 */
async function play(page, clicks, notation, stats) {
  const before = await moveCount(page);
  for (const name of clicks) {
    const board = await readBoard(page);
    assert.ok(board.targets.includes(name), `${name} is offered for ${notation} (offered: ${board.targets.join(' ')})`);
    await clickTarget(page, name);
  }
  await page.waitForFunction((n) => document.querySelectorAll('.moves-list li').length > n
    || document.querySelector('.action-bar button.choice, #done'), before);
  if ((await moveCount(page)) === before) {
    if (await page.$('#done')) await page.click('#done');
    const button = page.locator(`.action-bar button.choice[data-action="${notation.replace(/\\/g, '\\\\')}"]`);
    await button.waitFor();
    const choices = await page.$$eval('.action-bar button.choice', (nodes) => nodes.map((n) => n.textContent));
    assert.ok(choices.length >= 2, 'a choice is asked only between several actions');
    stats.choices.push(choices.join(' / '));
    if (stats.choices.length === 3) await screenshot(page, 'lazyking-choice');
    await button.click();
  }
  await page.waitForFunction((n) => document.querySelectorAll('.moves-list li').length > n, before);
  assert.equal(await lastMove(page), notation);
}

export default async function lazyking({ browser, url }) {
  // The host is seat 0; ply_limit is a safety net only: Red wins at ply 24.
  const { host, guest, watcher } = await privateTable(browser, url, 'lazyking', { 'option-walls': '1', 'option-ply_limit': '60' });
  for (const page of [host, guest, watcher]) await page.waitForSelector('.board.lk-board .lk-tray');

  // The secret King choice: both decide at once, each among the six squares of its zone.
  for (const page of [host, guest]) await page.waitForSelector('.status-line.your-move');
  assert.match(await host.$eval('.status-line', (n) => n.textContent), /secret/);
  assert.deepEqual((await readBoard(host)).targets, ['B1', 'C1', 'D1', 'E1', 'F1', 'G1']);
  assert.deepEqual((await readBoard(guest)).targets, ['B8', 'C8', 'D8', 'E8', 'F8', 'G8']);
  await clickTarget(host, 'G1');
  await host.waitForSelector('.board [data-secret="G1"]');
  await host.waitForSelector('.status-line:not(.your-move)');
  // The guest and the watcher learn that Red has chosen, not where.
  for (const page of [guest, watcher]) {
    await page.waitForSelector('.lk-tray-0 .lk-tray-note[data-king="chosen"]');
    const board = await readBoard(page);
    assert.equal(board.secret, null);
    assert.deepEqual(board.units, {});
    assert.equal(await page.$$eval('.board .last', (nodes) => nodes.length), 0, 'the last action is not shown while secret');
    assert.doesNotMatch(await page.$$eval('.moves-list .move-action', (nodes) => nodes.map((n) => n.textContent).join(' ')), /G1/);
  }
  await screenshot(host, 'lazyking-secret');
  await clickTarget(guest, 'B8');

  // Both revealed together: five pawns and the King on each side's zone.
  for (const page of [host, guest, watcher]) await page.waitForFunction(() => document.querySelectorAll('.board .lk-units [data-square]').length === 12);
  const opening = await readBoard(watcher);
  assert.equal(opening.units.G1, 'R:K');
  assert.equal(opening.units.B8, 'B:K');
  assert.equal(opening.units.C1, 'R:P');
  assert.equal(opening.units.G8, 'B:P');
  // Each side has its zone at the bottom.
  const y = (page, square) => page.$eval(`.board [data-target="${square}"] .lk-hit`, (n) => n.getBoundingClientRect().y);
  assert.ok(await y(host, 'D1') > await y(host, 'D8'));
  assert.ok(await y(guest, 'D8') > await y(guest, 'D1'));

  const stats = { choices: /** @type {string[]} */ ([]) };
  // The walls: one each, Red first, by clicking an edge between two squares.
  await host.waitForSelector('.status-line.your-move');
  assert.ok((await readBoard(host)).targets.includes('D4|D5'));
  assert.ok(!(await readBoard(host)).targets.includes('A1|B1'), 'no vertical wall touches a goal');
  await play(host, ['C4|D4'], 'C4|D4', stats);
  await guest.waitForSelector('.status-line.your-move');
  await screenshot(guest, 'lazyking-walls-phone');
  await play(guest, ['E5|E6'], 'E5|E6', stats);
  await watcher.waitForFunction(() => document.querySelectorAll('.board .lk-wall').length === 2);
  assert.deepEqual((await readBoard(watcher)).walls, ['C4|D4', 'E5|E6']);

  // Play starts with Black. Each entry: who, the squares clicked, the action meant.
  const script = [
    [guest, ['C8', 'C5'], 'C8-C5'],
    [host, ['F1', 'G1'], 'G1=>F1'],       // the pawn F1 stacked on the King
    [guest, ['C5', 'C8'], 'C5\\C8'],      // sacrificed for a new pawn on C8 (or a move back: asked)
    [host, ['G1', 'H1'], 'G1-H1'],        // the unit of two moves (or its top pawn unstacks: asked)
  ];
  // The unit walks up the H file to its goal H8, the King at its bottom, while Black moves a pawn
  // between D8 and D7 and back.
  const step = (page, from, to) => [page, [from, to], `${from}-${to}`];
  for (let rank = 1; rank < 8; rank += 1) {
    script.push(rank % 2 ? step(guest, 'D8', 'D7') : step(guest, 'D7', 'D8'), step(host, `H${rank}`, `H${rank + 1}`));
  }
  script.push(step(guest, 'D7', 'D8'), [host, ['H8', 'H7'], 'H8<=H7']);  // the pawn off: the King alone on H8
  let plies = 4;
  for (const [page, clicks, notation] of script) {
    await page.waitForFunction((n) => document.querySelectorAll('.moves-list li').length === n, plies);
    await page.waitForSelector('.status-line.your-move');
    if (notation === 'H4-H5') {
      // Mid-game: the unit with the King at its bottom picked, its squares offered.
      await clickTarget(page, 'H4');
      await screenshot(host, 'lazyking-in-progress');
      await screenshot(guest, 'lazyking-in-progress-phone');
      await page.click('#cancel');
      const board = await readBoard(watcher);
      assert.equal(board.units.H4, 'R:KP');
      assert.equal(board.units.C8, 'B:P');
    }
    await play(page, clicks, notation, stats);
    plies += 1;
  }

  await expectSameEnd([host, guest, watcher], plies);
  const final = await readBoard(watcher);
  assert.deepEqual((await readBoard(host)).units, final.units);
  assert.deepEqual((await readBoard(guest)).units, final.units);
  assert.equal(final.units.H8, 'R:K');
  assert.equal(final.units.H7, 'R:P');
  const piles = (page) => page.$$eval('.board .lk-pile', (nodes) => nodes.map((n) => n.getAttribute('data-count')).sort());
  assert.deepEqual(await piles(watcher), await piles(host));

  const result = await watcher.$eval('.status-line', (node) => node.textContent);
  assert.match(result, /wins$/);
  assert.match((await expectResult(watcher, 0, /^.+'s King reached its home square\.$/)).headline, /\(Red\) wins$/);
  assert.match(await host.$eval('.status-line', (node) => node.textContent), /You win/);
  assert.match(await guest.$eval('.status-line', (node) => node.textContent), /You lose/);
  assert.ok(stats.choices.length >= 9, 'the shared clicks were settled by buttons');
  console.log(`     lazyking: ${plies} plies, ${result.trim()}; ${stats.choices.length} button choices`);
  await screenshot(host, 'lazyking-finished');
  await screenshot(guest, 'lazyking-finished-phone');
  const overflow = await guest.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 1, `no sideways scrolling on a phone (overflow ${overflow}px)`);
}
