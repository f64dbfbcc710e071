// PAWND in real Chromium: a private room made in the lobby, joined through its share link (the
// guest on a phone-sized screen), played to a real result by clicking on the board, and watched by
// a third person. Both players follow one simple greedy strategy read off the board: move the frog
// whose first landing gains most (crossing first), keep hopping while a hop gains or goes sideways
// to a new square, stop with "Done" or by clicking open water for the pad (a fixed pseudo-random
// water square), and put a captured frog back on the first free home stone offered. With these
// rules the game is the same every time: Orange wins in 36 plies (Purple has no move left), with
// pad moves, four return choices, a two-hop jump and a jump ended with "Done" on the way.

import assert from 'node:assert/strict';
import { clickTarget, expectSameEnd, privateTable, resultBox, screenshot } from './harness.mjs';

const STONE_FILES = 'acegi';
const PAD_SEED = 10;

/** The board as a person sees it: terrain, frogs and what is highlighted, by square. */
async function readBoard(page) {
  return page.evaluate(() => {
    const frogs = {};
    for (const node of document.querySelectorAll('.board .pw-frogs [data-square]')) {
      frogs[node.getAttribute('data-square')] = node.classList.contains('pw-frog-0') ? 0 : 1;
    }
    const terrain = {};
    const targets = [];
    const picked = [];
    for (const node of document.querySelectorAll('.board .pw-spot')) {
      const name = node.getAttribute('data-target');
      terrain[name] = node.getAttribute('data-terrain');
      if (node.classList.contains('target')) targets.push(name);
      if (node.classList.contains('picked')) picked.push(name);
    }
    return { frogs, terrain, targets: targets.sort(), picked: picked.sort(), done: !!document.querySelector('#done') };
  });
}

/** A fixed pseudo-random order of squares, for where a pad goes. */
function padOrder(name) {
  let h = (PAD_SEED * 2654435761) >>> 0;
  for (const c of name) {
    h = Math.imul(h ^ c.charCodeAt(0), 2246822519) >>> 0;
    h = (h ^ (h >>> 13)) >>> 0;
  }
  return h;
}

/** Plays one decision of `seat` on `page` by clicks; returns what kind of decision it was. */
async function playTurn(page, seat, stats) {
  const rank = (s) => Number(s.slice(1));
  const progress = (s) => (seat === 0 ? rank(s) : 10 - rank(s));
  let board = await readBoard(page);
  const crosses = (s) => progress(s) === 9 && STONE_FILES.includes(s[0]) && board.terrain[s] === 'stone';
  const first = board.targets;
  assert.ok(first.length > 0, 'something to click');
  if (first.every((name) => board.frogs[name] !== seat)) {
    // A captured frog to put back: every free stone of the home row is offered.
    for (const name of first) {
      assert.equal(board.terrain[name], 'stone');
      assert.equal(board.frogs[name], undefined);
      assert.equal(progress(name), 1);
    }
    assert.ok(first.length >= 2, 'a return is asked only when there is a choice');
    stats.returns += 1;
    if (stats.returns === 1) await screenshot(page, 'pawnd-return');
    await clickTarget(page, first[0]);
    return;
  }

  // Which frog, and its first landing.
  let best = null;
  for (const frog of first) {
    await clickTarget(page, frog);
    board = await readBoard(page);
    assert.deepEqual(board.picked, [frog]);
    for (const to of board.targets) {
      const score = progress(to) - progress(frog) + (crosses(to) ? 100 : 0) - progress(frog) * 0.1;
      if (!best || score > best.score || (score === best.score && frog + to < best.key)) best = { score, frog, to, key: frog + to };
    }
  }
  const clicks = [best.frog, best.to];
  await clickTarget(page, best.frog);
  await clickTarget(page, best.to);
  let current = best.to;
  for (;;) {
    board = await readBoard(page);
    if (board.picked.length === 0) break;  // the action went
    assert.deepEqual(board.picked, [...new Set(clicks)].sort());
    const start = clicks[0];
    // Where the pad may go (open water, or a square whose captured frog and kept pad leave) and
    // where the next hop may land (a free stone or pad, or the start square passed through).
    const padSquares = board.targets.filter((s) => board.terrain[s] === 'water' || (board.frogs[s] !== undefined && s !== start));
    const hops = board.targets.filter((s) => !padSquares.includes(s));
    let next = null;
    for (const s of hops) {
      const gains = progress(s) > progress(current) || crosses(s) || (progress(s) === progress(current) && !clicks.includes(s));
      if (gains && (!next || progress(s) > progress(next) || crosses(s))) next = s;
    }
    if (!next && !board.done && padSquares.length === 0) next = hops[0];
    if (next) {
      clicks.push(next);
      current = next;
      stats.longest = Math.max(stats.longest, clicks.length - 1);
      await clickTarget(page, next);
      continue;
    }
    if (board.done) {
      // A jump that could go on, stopped here.
      assert.ok(hops.length > 0);
      stats.done += 1;
      if (stats.done === 1) await screenshot(page, 'pawnd-jump-done');
      await page.click('#done');
    } else {
      padSquares.sort((a, b) => padOrder(a) - padOrder(b) || progress(a) - progress(b) || a.localeCompare(b));
      if (hops.length > 0) stats.padEndsJump += 1;
      stats.pads += 1;
      if (stats.pads >= 8 && seat === 0 && !stats.shot) {
        // Mid-move: the frog's path picked, open water offered for its pad.
        stats.shot = true;
        await screenshot(page, 'pawnd-in-progress');
      }
      await clickTarget(page, padSquares[0]);
    }
    break;
  }
}

const moveCount = (page) => page.$$eval('.moves-list li', (nodes) => nodes.length);

export default async function pawnd({ browser, url }) {
  // The host is seat 0; ply_limit is a safety net only: the game ends long before.
  const { host, guest, watcher } = await privateTable(browser, url, 'pawnd', { 'option-ply_limit': '120' });
  for (const page of [host, guest, watcher]) await page.waitForSelector('.board .pw-frogs');

  // The opening position as the engine gives it: 15 stones, 26 pads, five frogs a side.
  const opening = await readBoard(watcher);
  const count = (kind) => Object.values(opening.terrain).filter((k) => k === kind).length;
  assert.deepEqual([count('stone'), count('pad'), count('water')], [15, 26, 40]);
  assert.deepEqual(Object.entries(opening.frogs).sort(), [
    ['a1', 0], ['a9', 1], ['c1', 0], ['c9', 1], ['e1', 0], ['e9', 1], ['g1', 0], ['g9', 1], ['i1', 0], ['i9', 1]]);
  // Each player has its home row at the bottom.
  const y = (page, square) => page.$eval(`.board [data-target="${square}"] .pw-hit`, (n) => n.getBoundingClientRect().y);
  assert.ok(await y(host, 'e1') > await y(host, 'e9'));
  assert.ok(await y(guest, 'e9') > await y(guest, 'e1'));

  const stats = { returns: 0, done: 0, pads: 0, padEndsJump: 0, longest: 0, shot: false };
  let plies = 0;
  for (;;) {
    await Promise.all([host, guest].map((page) => page.waitForFunction((n) => document.querySelectorAll('.moves-list li').length === n, plies)));
    const hostTurn = await host.$('.status-line.your-move');
    const guestTurn = await guest.$('.status-line.your-move');
    if (await host.$('.status-line.over')) break;
    assert.ok(!!hostTurn !== !!guestTurn, 'exactly one player decides');
    await playTurn(hostTurn ? host : guest, hostTurn ? 0 : 1, stats);
    plies += 1;
    assert.ok(plies <= 120, 'the game ends');
  }

  await expectSameEnd([host, guest, watcher], plies);
  const final = await readBoard(watcher);
  assert.deepEqual((await readBoard(host)).frogs, final.frogs);
  assert.deepEqual((await readBoard(host)).terrain, final.terrain);
  const trays = (page) => page.$$eval('.board .pw-count', (nodes) => nodes.map((n) => n.getAttribute('class') + n.getAttribute('data-count')).sort());
  assert.deepEqual(await trays(watcher), await trays(host));

  // A real result, not the ply limit, reached through every kind of click the board offers.
  const result = await watcher.$eval('.status-line', (node) => node.textContent);
  assert.match(result, /wins/);
  assert.doesNotMatch(result, /limit/i);
  const words = await resultBox(watcher);
  assert.match(words.reason, /^.+ (got all five frogs across|held five lily pads|had no legal move)\.$/);
  assert.match(await host.$eval('.status-line', (node) => node.textContent), /You (win|lose)/);
  assert.ok(stats.returns > 0, 'a captured frog was put back by its owner');
  assert.ok(stats.done > 0, 'a jump was ended with Done while it could go on');
  assert.ok(stats.pads > 0, 'a pad was moved onto open water');
  assert.ok(stats.longest >= 2, 'a jump of two hops or more was clicked hop by hop');
  assert.ok(stats.shot, 'a picture was taken mid-move');
  console.log(`     pawnd: ${plies} plies, ${result.trim()}; ${JSON.stringify(stats)}`);
  await screenshot(host, 'pawnd-finished');
  await screenshot(guest, 'pawnd-finished-phone');
  const overflow = await guest.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 1, `no sideways scrolling on a phone (overflow ${overflow}px)`);
}
