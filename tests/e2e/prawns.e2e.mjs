// Prawns in real Chromium: a private room made in the lobby, joined through its share link (Blue
// on a phone-sized screen), played from the blind start to a real win by clicking on the board,
// and watched by a third person. Both sides choose shrimp + crab in secret (Green first: Blue and
// the watcher still see question marks). The game is a fixed line found with the engine (both
// sides eat greedily, else swim forward): 38 plies, with before-move and after-move evolutions
// (the Done button, then the species), `end` three times, the sea evaporating around the last
// five prawns, and Blue winning when its d6xe5 eats Green's last prawn (then e5=L, R-P6).

import assert from 'node:assert/strict';
import { clickTarget, expectResult, privateTable, screenshot, targets, waitForTurn } from './harness.mjs';

/** The game after the blind start, one turn a line (Green first): its actions in order. */
const TURNS = [
  ['h2xh7'], ['g8xh7'], ['g1-g3'], ['e8-e6'], ['a2-b4'], ['f8-f6'], ['d1-d3'], ['a8-a6'],
  ['b4xa6'], ['a7-b5'], ['a6xb8', 'end'], ['c8xb8'], ['a1-a3'], ['b5xa3'], ['h1-h3'],
  ['a3xb1', 'b1=C'], ['f1-f3'], ['b1xc1', 'end'], ['f3-f4'], ['c1xe1', 'end'], ['d3-d4'],
  ['e1=L', 'e1xg3'], ['h3xg3'], ['d8-d6'], ['g3-e5'], ['f6xe5'], ['d4xe5'], ['e6xe5'], ['f4xe5'],
  ['d6xe5', 'e5=L'],
];
const GAME = TURNS.flat();
const SEATS = TURNS.flatMap((turn, i) => turn.map(() => i % 2));

const MOVE = /^([a-h][1-8])[-x]([a-h][1-8])$/;
const movesText = (page) => page.$$eval('.moves-list li .move-action', (nodes) => nodes.map((node) => node.textContent));
const movesReach = (page, n) => page.waitForFunction((count) => document.querySelectorAll('.moves-list li').length >= count, n);

/** The pieces a page shows, by square ("GK", "B?"...). */
const pieces = (page) => page.$$eval('.board .pr-pieces [data-square]', (nodes) => Object.fromEntries(
  nodes.map((n) => [n.getAttribute('data-square'), n.getAttribute('data-piece')]).sort()));
/** A side's gene pool as its tray shows it. */
const pool = (page, seat) => page.$$eval(`.board .pr-pool[data-seat="${seat}"] .pr-pool-slot`, (nodes) => Object.fromEntries(
  nodes.map((n) => [n.getAttribute('data-species'), Number(n.getAttribute('data-count'))])));
const buttons = (page) => page.$$eval('#action-bar button.choice', (nodes) => nodes.map((n) => [n.getAttribute('data-action'), n.textContent]));

/** Plays one action by clicks and buttons, as a person would. */
async function play(page, notation, stats) {
  const move = notation.match(MOVE);
  if (notation === 'end') {
    await page.waitForSelector('#action-bar button.choice[data-action="end"]');
    assert.equal(await page.textContent('#action-bar button.choice[data-action="end"]'), 'End turn (no evolution)');
    // A prawn that may still evolve carries the badge.
    assert.ok(await page.locator('.board .pr-evolve-badge').count() > 0, 'the evolution on offer is marked');
    stats.ends += 1;
    await page.click('#action-bar button.choice[data-action="end"]');
  } else if (move) {
    const [, from, to] = move;
    assert.ok((await targets(page)).some((t) => t.name === from), `${from} may move`);
    await clickTarget(page, from);
    await page.waitForSelector(`.board [data-target="${from}"].picked`);
    if (notation === 'd3-d4') await screenshot(page, 'prawns-in-progress');  // Green's crab picked, its swims and eats lit
    assert.ok((await targets(page)).some((t) => t.name === to), `${notation}: ${to} is offered`);
    await clickTarget(page, to);
  } else {
    // An evolution: the prawn on its zone, then (if it could also swim) Done, then the species.
    const [square, species] = notation.split('=');
    assert.ok(await page.locator(`.board .pr-evolve-badge`).count() > 0, 'the evolution on offer is marked');
    await clickTarget(page, square);
    await page.waitForSelector('#action-bar button.choice, #done');
    if (await page.$('#done')) {
      stats.done += 1;
      await page.click('#done');
      await page.waitForSelector('#action-bar button.choice');
    }
    const offered = await buttons(page);
    assert.ok(offered.length >= 1);
    for (const [action, text] of offered) {
      assert.match(action, new RegExp(`^${square}=[SCL]$`));
      assert.match(text, new RegExp(`^Evolve ${square} into a (shrimp|crab|lobster)$`));
    }
    stats.evolutions += 1;
    if (stats.evolutions === 1) await screenshot(page, 'prawns-evolution-choice');
    await page.click(`#action-bar button.choice[data-action="${notation}"]`);
  }
}

export default async function prawns({ browser, url }) {
  const started = Date.now();
  // The host is seat 0; ply_limit is a safety net only: the game ends at ply 38.
  const { host, guest, watcher } = await privateTable(browser, url, 'prawns', { 'option-ply_limit': '80' });
  for (const page of [host, guest, watcher]) await page.waitForSelector('.board .pr-pieces [data-square]');

  // The primordial soup: krill on the home ranks, the four ANY squares hidden, the whole sea.
  const opening = await pieces(watcher);
  assert.equal(Object.keys(opening).length, 20);
  for (const f of 'abcdefgh') {
    assert.equal(opening[`${f}1`], 'GK');
    assert.equal(opening[`${f}8`], 'BK');
  }
  for (const s of ['a2', 'h2']) assert.equal(opening[s], 'G?');
  for (const s of ['a7', 'h7']) assert.equal(opening[s], 'B?');
  assert.equal(await watcher.getAttribute('.board .pr-walls', 'data-sea'), 'a1-h8');
  assert.equal(await watcher.locator('.board .pr-dry').count(), 0);
  assert.deepEqual(await pool(watcher, 0), { K: 0, S: 2, C: 2, L: 2 });
  // Each side has its home rank at the bottom.
  const y = (page, square) => page.$eval(`.board [data-target="${square}"] .pr-hit`, (n) => n.getBoundingClientRect().y);
  assert.ok(await y(host, 'e1') > await y(host, 'e8'));
  assert.ok(await y(guest, 'e8') > await y(guest, 'e1'));

  // The blind start: both decide at once, in secret, with labelled buttons.
  for (const page of [host, guest]) {
    assert.equal(await waitForTurn(page), false);
    await page.waitForSelector('.status-line:text("Both choose in secret: your choice")');
  }
  const hostChoices = await buttons(host);
  assert.equal(hostChoices.length, 9);
  assert.deepEqual(hostChoices.find(([a]) => a === 'SC'), ['SC', 'Shrimp on a2, crab on h2']);
  assert.deepEqual((await buttons(guest)).find(([a]) => a === 'SC'), ['SC', 'Shrimp on a7, crab on h7']);
  assert.equal(await watcher.locator('#action-bar button').count(), 0);
  await screenshot(guest, 'prawns-blind-start-phone');
  await host.click('#action-bar button.choice[data-action="SC"]');
  await host.waitForSelector('.board .pr-pieces [data-square="a2"][data-piece="GS"]');
  assert.equal((await pieces(host)).h2, 'GC');
  assert.deepEqual(await pool(host, 0), { K: 0, S: 1, C: 1, L: 2 });
  await guest.waitForSelector('.board .pr-tray-0 .pr-tray-state:text("has chosen (secret)")');
  assert.equal((await pieces(guest)).a2, 'G?', 'Blue cannot see Green\'s choice');
  assert.equal((await pieces(watcher)).h2, 'G?', 'nor can the watcher');
  assert.deepEqual(await pool(guest, 0), { K: 0, S: 2, C: 2, L: 2 });
  await guest.click('#action-bar button.choice[data-action="SC"]');
  for (const page of [host, guest, watcher]) {
    await page.waitForSelector('.board .pr-pieces [data-square="a7"][data-piece="BS"]');
    assert.equal((await pieces(page)).a2, 'GS');
  }
  await movesReach(host, 2);

  // The game, action by action.
  const pages = [host, guest];
  const stats = { ends: 0, done: 0, evolutions: 0, dried: false };
  let plies = 2;
  for (let i = 0; i < GAME.length; i += 1) {
    const notation = GAME[i];
    const seat = SEATS[i];
    const mover = pages[seat];
    assert.equal(await waitForTurn(mover), false, `${notation}: the match goes on`);
    assert.equal(await pages[1 - seat].$('.status-line.your-move'), null, `${notation}: only seat ${seat} decides`);
    await play(mover, notation, stats);
    plies += 1;
    await movesReach(mover, plies);
    assert.equal((await movesText(mover))[plies - 1], notation);
    if (notation === 'f4xe5') {
      // Five prawns left: the sea evaporates down to the rectangle holding them.
      await watcher.waitForFunction(() => document.querySelector('.board .pr-walls')?.getAttribute('data-sea') !== 'a1-h8');
      const sea = await watcher.getAttribute('.board .pr-walls', 'data-sea');
      assert.equal(sea, 'b5-h8');
      assert.equal(await watcher.locator('.board .pr-dry').count(), 64 - 7 * 4);
      assert.match(await watcher.textContent('.board-summary'), /drying up/);
      stats.dried = true;
      await screenshot(guest, 'prawns-dry-phone');
    }
  }

  for (const page of [host, guest, watcher]) {
    await page.waitForSelector('.status-line.over');
    await movesReach(page, plies);
  }
  const finalMoves = await movesText(host);
  assert.deepEqual(finalMoves.slice(2), GAME);
  assert.deepEqual(await movesText(watcher), finalMoves);
  assert.deepEqual(await movesText(guest), finalMoves);
  const final = await pieces(watcher);
  assert.deepEqual(await pieces(host), final);
  assert.deepEqual(await pieces(guest), final);
  assert.ok(Object.values(final).every((code) => code[0] === 'B'), 'only Blue\'s prawns remain');
  assert.equal(final.e5, 'BL');
  const result = await watcher.textContent('.status-line');
  assert.match(result, /wins$/);
  assert.match((await expectResult(watcher, 1, /^.+ ate every one of .+'s prawns\.$/)).headline, /\(Blue\) wins$/);
  assert.doesNotMatch(result, /limit/i);
  assert.match(await guest.textContent('.status-line'), /You win/);
  assert.match(await host.textContent('.status-line'), /You lose/);
  assert.ok(stats.ends === 3 && stats.done >= 1 && stats.evolutions === 3 && stats.dried, JSON.stringify(stats));
  console.log(`     prawns: ${plies} plies, ${result.trim()}; ${JSON.stringify(stats)}; ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await screenshot(host, 'prawns-finished');
  await screenshot(guest, 'prawns-finished-phone');
  const overflow = await guest.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 1, `no sideways scrolling on a phone (overflow ${overflow}px)`);
}
