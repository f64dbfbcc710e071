// The table on a laptop (1280×800) and a phone (390×844): for every kind of decision of every
// game, the status, both players, the whole board and every choice the match asks for (the
// board's buttons, "Which one?", a secret start's pairs, "End turn (no evolution)", a bond's
// pass, Lazy King's setup, a draw offered) stand inside the viewport on both screens, with
// nothing to scroll. Each game is a private room between a host on a laptop and a guest on a
// phone, brought to each decision by moves typed in the move box (a fixed line for each game);
// at a decision the deciding page is measured at its own size and at the other one. Then a
// resignation: the result stands beside the board (under it on a phone) and hides no square of
// it; "Look at the board" folds it to a line; "Review" opens the replay. The biggest board is
// drawn: on the laptop it takes the window's height. A watcher has no move box.

import assert from 'node:assert/strict';
import { clickTarget, desktop, expectInViewOnBothScreens, hostRoom, moveSentences, person, phone, screenshotsInBothThemes } from './harness.mjs';

export const serverArgs = ['--bot-think-ms', '10'];

/** Plays a move by typing it, once it is this page's decision, and waits for it to be listed. */
async function typed(page, notation) {
  await page.waitForSelector('#move-box:not([disabled])');
  const before = await page.locator('.moves-list li').count();
  await page.fill('#move-box', notation);
  await page.press('#move-box', 'Enter');
  await page.waitForFunction((n) => document.querySelectorAll('.moves-list li').length > n, before);
}

/** A private room of `game` with `options`, the host (laptop) moving first, the guest on a phone. */
async function table(browser, url, game, options = {}) {
  const { host, link } = await hostRoom(browser, url, game, { fields: options, screen: desktop });
  const guest = await person(browser, phone);
  await guest.goto(link);
  for (const page of [host, guest]) await page.waitForSelector('#board svg.board');
  return { host, guest };
}

/** Where elements are, measured in one step (a redraw in between cannot leave one detached). */
function boxes(page, selectors) {
  return page.evaluate((list) => list.map((css) => document.querySelector(css).getBoundingClientRect().toJSON()), selectors);
}

/** Closes the people's browsers. */
async function leave(...pages) {
  for (const page of pages) await page.context().close();
}

/** Checks a decision on both screens and photographs it on the page's own. */
async function decision(page, name) {
  await page.waitForSelector('.status-line.your-move');
  await expectInViewOnBothScreens(page, name);
  await screenshotsInBothThemes(page, `table-${name}`);
}

/** On the page's move, clicks targets, then checks the board's question (its buttons) as a decision. */
async function question(page, clicks, name) {
  await page.waitForSelector('.status-line.your-move');
  for (const target of clicks) await clickTarget(page, target);
  await page.waitForSelector('#action-bar button.choice, #action-bar #done');
  await decision(page, name);
}

async function fences(host, guest) {
  await decision(host, 'fences-move');
  // A draw offered by the guest: the host's answer stands by the board.
  await guest.click('#offer-draw');
  await host.waitForSelector('#draw-prompt #accept-draw');
  await decision(host, 'fences-draw-offered');
  await host.click('#decline-draw');
  await host.waitForSelector('#draw-prompt', { state: 'detached' });
  await typed(host, 'N');
  await decision(guest, 'fences-move-phone');
  // Resigning asks in place, and the result stands beside the board without hiding any of it.
  await guest.click('#resign');
  await guest.waitForSelector('#resign-confirm');
  assert.ok(await guest.isVisible('#resign-cancel'), 'resigning can be taken back');
  await guest.click('#resign-confirm');
  for (const [page, name] of [[host, 'desktop'], [guest, 'phone']]) {
    await page.waitForSelector('#result-box:not([hidden]) #result-headline');
    await expectInViewOnBothScreens(page, `the result (${name})`);
    const [board, result] = await boxes(page, ['#board svg.board', '#result-box']);
    const overlap = Math.max(0, Math.min(board.x + board.width, result.x + result.width) - Math.max(board.x, result.x))
      * Math.max(0, Math.min(board.y + board.height, result.y + result.height) - Math.max(board.y, result.y));
    assert.equal(overlap, 0, `the result hides none of the board (${name})`);
    await screenshotsInBothThemes(page, `table-result-${name}`);
  }
  const [board] = await boxes(host, ['#board svg.board']);
  assert.ok(board.height >= 640, `on a laptop the board takes the window's height (${board.height} px)`);
  await host.click('#result-fold');
  await host.waitForSelector('#result-box.folded #show-result');
  await screenshotsInBothThemes(host, 'table-result-folded');
  await host.click('#show-result');
  await host.waitForSelector('#replay');
  assert.equal(await host.textContent('#replay'), 'Review');
  await host.click('#replay');
  await host.waitForURL(/\/replay\//);
  await host.waitForSelector('#board svg.board');
}

/** The first of `walls` that no wall listed so far holds (the host's walls fall where they fall). */
async function freeWall(page, walls) {
  const placed = await page.$$eval('.moves-list li .move-action', (nodes) => nodes.map((n) => n.textContent));
  return walls.find((wall) => !placed.includes(wall));
}

/** Lazy King with two walls a side (its table's options, in tableTest). */
async function lazyking(host, guest) {
  // The setup says what it is for, beside the board.
  await decision(host, 'lazyking-king-choice');
  assert.match(await host.textContent('#decision-help'), /your King starts there/);
  await typed(host, 'G1:K');
  await decision(guest, 'lazyking-king-choice-phone');
  await typed(guest, 'B8:K');
  await decision(host, 'lazyking-walls');
  assert.match(await host.textContent('#decision-help'), /Walls left: you 2, .+ 2\./);
  // "Place the rest for me": the host's walls go by themselves, each a legal one.
  await host.click('#auto-play');
  await host.waitForSelector('#auto-stop');
  await decision(guest, 'lazyking-walls-phone');
  await typed(guest, await freeWall(guest, ['E5|E6', 'E4|E5', 'D5|D6']));
  await guest.waitForSelector('.status-line.your-move');
  await typed(guest, await freeWall(guest, ['H4|H5', 'H3|H4', 'G4|G5']));
  await host.waitForFunction(() => document.querySelectorAll('.moves-list li').length === 6);
  const walls = await host.$$eval('.moves-list li .move-action', (nodes) => nodes.map((n) => n.textContent).filter((a) => a.includes('|')));
  assert.equal(walls.length, 4, `both sides' walls are placed (${walls.join(' ')})`);
  await host.waitForSelector('#decision-help', { state: 'hidden' });
  // A file whose way from rank 8 to rank 5 no wall closes (the host's walls fell where they fell).
  const file = [...'CDEF'].find((f) => [5, 6, 7].every((r) => !walls.includes(`${f}${r}|${f}${r + 1}`)));
  await typed(guest, `${file}8-${file}5`);
  await host.waitForSelector('#move-box:not([disabled])');
  await typed(host, await host.$eval('#move-suggestions option', (option) => option.value));
  // Two actions share the clicks X5 then X8 (a move back, or a sacrifice): the board asks.
  await question(guest, [`${file}5`, `${file}8`], 'lazyking-which-one-phone');
}

async function prawns(host, guest) {
  await decision(host, 'prawns-secret-start');
  await decision(guest, 'prawns-secret-start-phone');
  await typed(host, 'SC');
  await typed(guest, 'LS');
  await typed(host, 'f1-f3');
  await typed(guest, 'a7xg1');
  // Blue's lobster ate on g1, in its evolution zone: evolve it, or end the turn.
  await guest.waitForSelector('#action-bar button.choice[data-action="end"]');
  await decision(guest, 'prawns-evolve-or-end-phone');
  await guest.click('#action-bar button.choice[data-action="end"]');
  await typed(host, 'f3-f4');
  // The moves in words, numbered by turn; a click on one shows the position after it.
  await host.waitForFunction(() => document.querySelectorAll('.moves-list li').length === 6);
  const said = await moveSentences(host);
  assert.match(said[0], /^1\. You started with a shrimp on a2 and a crab on h2$/);
  assert.match(said[3], /^4\. .+’s lobster moved from a7 to g1 and ate a krill$/);
  assert.match(said[4], /^.+ ended the turn$/, 'the same turn: no number');
  await host.click('.moves-list li[data-ply="3"] button');
  await host.waitForSelector('#past-banner:has-text("Position after move 3 of 6")');
  await host.waitForSelector('.moves-list li[data-ply="3"].current');
  await screenshotsInBothThemes(host, 'table-move-list-earlier-position');
  await host.click('#past-live');
  await host.waitForSelector('#past-banner', { state: 'hidden' });
  // Before its move, the lobster on g1 may evolve or swim: a click on it asks (Done, then the species).
  await question(guest, ['g1'], 'prawns-evolve-first-phone');
}

async function pawnd(host, guest) {
  await decision(host, 'pawnd-step');
  await typed(host, 'c1-d2');
  await decision(guest, 'pawnd-step-phone');
  await typed(guest, 'c9-b8');
}

async function kaninariebi(host, guest) {
  // A move that stops on the current: up or down?
  await question(host, ['a1', 'c1'], 'kaninariebi-current');
  await host.click('#cancel');
  await typed(host, 'a4-c4^');
  // Red's crab may reach its far home file: promote or not?
  await question(guest, ['e4', 'a4'], 'kaninariebi-promotion-phone');
  await guest.click('#cancel');
  await typed(guest, 'e1-b1');
  await typed(host, 'a5-b5');
  // A bond move, or pass.
  await host.waitForSelector('#action-bar button.choice[data-action="pass"]');
  await decision(host, 'kaninariebi-bond');
}

/** A watcher sees the match, and no box to type moves in. */
async function watcher(browser, url) {
  const player = await person(browser, desktop);
  await player.goto(url);
  await player.click('.play-bot[data-game="fences"]');
  await player.waitForSelector('#board svg.board');
  const room = new URL(player.url()).pathname;
  const watching = await person(browser, phone);
  await watching.goto(`${url}${room}?watch=1`);
  await watching.waitForSelector('#board svg.board');
  await watching.waitForSelector('.status-line.watching');
  assert.equal(await watching.isVisible('#move-box'), false, 'a watcher has no move box');
  assert.equal(await watching.isVisible('#resign'), false, 'a watcher cannot resign');
  await screenshotsInBothThemes(watching, 'table-watcher-phone');
  await leave(player, watching);
}

export default async function tableTest({ browser, url }) {
  // Each game at a table of its own, with the room options its decisions need.
  const games = [['fences', fences], ['lazyking', lazyking, { 'option-walls': '2' }], ['prawns', prawns], ['pawnd', pawnd], ['kaninariebi', kaninariebi]];
  for (const [game, decisions, options] of games) {
    const { host, guest } = await table(browser, url, game, options);
    await decisions(host, guest);
    await leave(host, guest);
  }
  await watcher(browser, url);
}
