// Kani Nari Ebi in real Chromium: a private room made in the lobby, joined through its share link
// (Red on a phone-sized screen), and played to a real win by clicking on the board: Red clears its
// home file by riding the current (up, then down), Black's crabs cross to it and promote, and the
// third shrimp wins. On the way: the current's and the promotion's buttons, a bond move and a
// declined one ("Pass (no bond move)"), a third person watching who ends with the same moves.

import assert from 'node:assert/strict';
import { clickTarget, expectResult, privateTable, screenshot, targets, waitForTurn } from './harness.mjs';

/**
 * The game, one turn a line: the mover, the squares clicked, and the buttons then pressed in
 * order (the current's direction or promotion, then the bond decision when one is offered).
 */
const GAME = [
  { seat: 0, clicks: ['a5', 'b5'], notation: 'a5-b5' },
  { seat: 1, clicks: ['e1', 'c1'], choose: 'Current: up', notation: 'e1-c1^' },
  { seat: 0, clicks: ['a1', 'e1'], choose: 'Promote to shrimp', notation: 'a1-e1+' },
  // c4 joins the crab carried to c5: a bond move, c5 steps to d4.
  { seat: 1, clicks: ['e2', 'c2'], choose: 'Current: up', notation: 'e2-c2^', bond: { clicks: ['c5', 'd4'], notation: 'c5-d4' } },
  // The new shrimp on e2 meets the one on e1: Black declines the bond move.
  { seat: 0, clicks: ['a2', 'e2'], choose: 'Promote to shrimp', notation: 'a2-e2+', bond: { pass: true, notation: 'pass' } },
  { seat: 1, clicks: ['e3', 'c3'], choose: 'Current: down', notation: 'e3-c3v' },
  { seat: 0, clicks: ['a3', 'e3'], choose: 'Promote to shrimp', notation: 'a3-e3+' },
];

const movesText = (page) => page.$$eval('.moves-list li .move-action', (nodes) => nodes.map((node) => node.textContent));

/** Waits until a page's move list holds `count` moves. */
async function movesReach(page, count) {
  await page.waitForFunction((n) => document.querySelectorAll('.moves-list li').length >= n, count);
}

/** Presses the choice button with this text (after the clicks that several actions share). */
async function choose(page, text, expected) {
  const buttons = await page.$$eval('#action-bar button.choice', (nodes) => nodes.map((node) => node.textContent));
  assert.deepEqual(buttons.sort(), [...expected].sort(), `the choice offered for ${text}`);
  await page.click(`#action-bar button.choice:text-is("${text}")`);
}

const OTHER = {
  'Current: up': ['Current: up', 'Current: down'],
  'Current: down': ['Current: up', 'Current: down'],
  'Promote to shrimp': ['Promote to shrimp', 'Stay a crab'],
};

export default async function kaninariebi({ browser, url }) {
  const { host, guest, watcher } = await privateTable(browser, url, 'kaninariebi', { 'option-ply_limit': '60' });
  for (const page of [host, guest, watcher]) await page.waitForSelector('.board .kne-piece:not(.kne-icon)');

  // The seabed: ten crabs on their home files, the current on file c, no one counting yet.
  assert.equal(await host.locator('.board .kne-piece.kne-crab:not(.kne-icon)').count(), 10);
  assert.equal(await host.locator('.board .kne-current .kne-wave').count(), 3);
  assert.equal(await host.locator('.board .kne-count-shrimps[data-count="0"]').count(), 2);
  // Red looks with its home file e on its left.
  const fileLabels = (page) => page.$$eval('.board text.coord', (nodes) => nodes.map((n) => n.textContent).filter((t) => /[a-e]/.test(t)));
  assert.deepEqual(await fileLabels(host), ['a', 'b', 'c', 'd', 'e']);
  const guestFirstFile = await guest.$eval('.board [data-target="e1"] rect', (n) => n.getBoundingClientRect().x);
  const guestLastFile = await guest.$eval('.board [data-target="a1"] rect', (n) => n.getBoundingClientRect().x);
  assert.ok(guestFirstFile < guestLastFile, 'file e is on Red\'s left');

  const pages = [host, guest];
  let plies = 0;
  for (const turn of GAME) {
    const mover = pages[turn.seat];
    assert.equal(await waitForTurn(mover), false, `${turn.notation}: the match goes on`);
    const first = (await targets(mover)).map((t) => t.name);
    assert.ok(first.includes(turn.clicks[0]), `${turn.clicks[0]} may move`);
    await clickTarget(mover, turn.clicks[0]);
    await mover.waitForSelector(`.board [data-target="${turn.clicks[0]}"].picked`);
    await clickTarget(mover, turn.clicks[1]);
    if (turn.choose) {
      await mover.waitForSelector('#action-bar button.choice');
      if (turn.seat === 1 && turn.notation === 'e1-c1^') await screenshot(guest, 'kaninariebi-current-choice-phone');
      await choose(mover, turn.choose, OTHER[turn.choose]);
    }
    plies += 1;
    await movesReach(mover, plies);
    assert.equal((await movesText(mover))[plies - 1], turn.notation);
    if (turn.bond) {
      // The bond decision: the group ringed, a diagonal step or the labelled pass.
      await mover.waitForSelector('#action-bar button.choice:text-is("Pass (no bond move)")');
      await watcher.waitForSelector('.board .kne-bond');
      if (turn.bond.pass) {
        await screenshot(host, 'kaninariebi-in-progress');
        await mover.click('#action-bar button.choice:text-is("Pass (no bond move)")');
      } else {
        await clickTarget(mover, turn.bond.clicks[0]);
        await clickTarget(mover, turn.bond.clicks[1]);
      }
      plies += 1;
      await movesReach(mover, plies);
      assert.equal((await movesText(mover))[plies - 1], turn.bond.notation);
    }
  }

  for (const page of [host, guest, watcher]) {
    await page.waitForSelector('.status-line.over');
    await movesReach(page, plies);
  }
  const finalMoves = await movesText(host);
  assert.deepEqual(finalMoves, GAME.flatMap((t) => (t.bond ? [t.notation, t.bond.notation] : [t.notation])));
  assert.deepEqual(await movesText(watcher), finalMoves);
  assert.deepEqual(await movesText(guest), finalMoves);
  const pieces = (page) => page.$$eval('.board .kne-piece', (nodes) => nodes.map((n) => `${n.getAttribute('class')}@${n.getAttribute('transform')}`).sort());
  assert.deepEqual(await pieces(watcher), await pieces(host));
  assert.match(await watcher.$eval('.status-line', (n) => n.textContent), /wins$/);
  const words = await expectResult(watcher, 0, /^.+ has three shrimps on the board\.$/);
  assert.match(words.headline, /\(Black\) wins$/);
  await expectResult(guest, 0, /has three shrimps/);
  assert.match(await host.$eval('.status-line', (n) => n.textContent), /You win/);
  assert.match(await guest.$eval('.status-line', (n) => n.textContent), /You lose/);
  // The win is counted under the board: three black shrimps.
  assert.equal(await watcher.$eval('.kne-score-black .kne-count-shrimps', (n) => n.getAttribute('data-count')), '3');
  assert.match(await watcher.$eval('.board-summary', (n) => n.textContent), /Black: 3 shrimps, 0 captured/);
  await screenshot(host, 'kaninariebi-finished');
  await screenshot(guest, 'kaninariebi-finished-phone');
  const overflow = await guest.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 1, `no sideways scrolling on a phone (overflow ${overflow}px)`);
}
