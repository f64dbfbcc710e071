// Correspondence: a host opens two rooms with days per move through the lobby form, a guest joins
// each; the host's room shows the time left for the move, and the host's first page lists the
// matches that wait for the host, soonest deadline first, with the time left, the tab's title
// counting them. A move leaves the list; the opponent's answer, made while the host looks at the
// first page, comes back into it (and into the title) without a reload.

import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { clickTarget, desktop, openLobby, person, phone, screenshot, screenshotDir, targets, waitForTurn } from './harness.mjs';

// Where a reviewer looks at the pictures of this feature too.
const SHOTS = '/tmp/corr-shots';

async function shot(page, name) {
  await screenshot(page, name);
  mkdirSync(SHOTS, { recursive: true });
  copyFileSync(path.join(screenshotDir, `${name}.png`), path.join(SHOTS, `${name}.png`));
}

/** A private fences room by correspondence, the host moving first; resolves to its path. */
async function correspondenceRoom(host, url, days) {
  await openLobby(host, url);
  await host.selectOption('#game', 'fences');
  await host.selectOption('#visibility', 'private');
  await host.selectOption('#option-first', 'host');
  await host.selectOption('#days-per-move', String(days));
  assert.equal(await host.isDisabled('#clock-on'), true, 'no clock beside days per move');
  await host.click('#create-room');
  await host.waitForURL(/\/r\//);
  return new URL(await host.inputValue('#share-link')).pathname;
}

/** Plays the first square target the page offers. */
async function moveOnce(page) {
  await waitForTurn(page);
  const square = (await targets(page)).find((t) => t.kind === 'square').name;
  await clickTarget(page, square);
}

const turnLinks = (page) => page.$$eval('#your-turn .turn', (nodes) => nodes.map((node) => ({
  href: node.querySelector('.turn-link').getAttribute('href'),
  text: node.querySelector('.turn-link').textContent,
  left: node.querySelector('.turn-left').textContent,
})));

export default async function yourTurn({ browser, url }) {
  const host = await person(browser, desktop);
  const guest = await person(browser, phone);

  const slow = await correspondenceRoom(host, url, 3);
  await guest.goto(new URL(slow, url).href);
  await waitForTurn(host);
  await host.waitForSelector('.status-line:has-text("left")');
  assert.match(await host.textContent('.status-line'), /^Your move · 2 days 23 h left$/);
  await guest.waitForSelector('.status-line:has-text("left")');
  assert.match(await guest.textContent('.status-line'), /^Waiting for .+ · 2 days 23 h left$/);
  await shot(host, 'correspondence-room-desktop');
  await shot(guest, 'correspondence-room-phone');

  const fast = await correspondenceRoom(host, url, 1);
  await guest.goto(new URL(fast, url).href);
  await waitForTurn(host);

  // The first page: both matches wait for the host, the one-day one first.
  await host.goto(url);
  await host.waitForFunction(() => document.querySelectorAll('#your-turn .turn').length === 2);
  let turns = await turnLinks(host);
  assert.deepEqual(turns.map((t) => t.href), [fast, slow]);
  assert.match(turns[0].text, /^Fences vs /);
  assert.match(turns[0].left, /^23 h 5\d min left$/);
  assert.match(turns[1].left, /^2 days 23 h left$/);
  await host.waitForFunction(() => document.title === '(2) Rockpool');
  assert.equal(await host.getAttribute('link[rel="icon"]', 'data-mood'), 'move');
  await shot(host, 'your-turn-desktop');
  await host.setViewportSize(phone.viewport);
  await shot(host, 'your-turn-phone');
  await host.setViewportSize(desktop.viewport);

  // The host follows the first line and moves: that match leaves the list.
  await host.click(`#your-turn .turn-link[href="${fast}"]`);
  await host.waitForURL((where) => where.pathname === fast);
  await moveOnce(host);
  await host.waitForSelector('.status-line.waiting');
  await host.goto(url);
  await host.waitForFunction(() => document.title === '(1) Rockpool');
  turns = await turnLinks(host);
  assert.deepEqual(turns.map((t) => t.href), [slow]);

  // The guest answers while the host looks at the first page: the list and the title follow.
  await guest.goto(new URL(fast, url).href);
  await moveOnce(guest);
  await host.waitForFunction(() => document.title === '(2) Rockpool', null, { timeout: 20000 });
  turns = await turnLinks(host);
  assert.deepEqual(turns.map((t) => t.href), [fast, slow]);
}
