// What every end-to-end test needs: a real `rockpool serve` on a free port of 127.0.0.1, Debian's
// Chromium driven by playwright-core with a fresh profile per browser, screenshots in a known
// folder, and everything bounded in time and cleaned up.

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const screenshotDir = path.join(root, 'test-artifacts', 'screenshots');

/**
 * Starts the server; resolves once it says where it listens. `data` (a data directory to reuse)
 * and `listen` (an address) let a test restart a server where it was.
 * @returns {Promise<{url: string, port: number, data: string, stop: () => void, kill: (signal: string) => Promise<number|null>}>}
 */
export async function startServer(binary, extraArgs = [], where = {}) {
  const data = where.data ?? mkdtempSync(path.join(os.tmpdir(), 'rockpool-e2e-'));
  const server = spawn(binary, ['serve', '--listen', where.listen ?? '127.0.0.1:0', '--log-level', 'warn',
    '--web-root', path.join(root, 'clients', 'web'), '--data-dir', data, ...extraArgs],
  { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => server.on('exit', (code, signal) => resolve(code ?? signal)));
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start')), 10000);
    let output = '';
    server.stdout.on('data', (chunk) => {
      output += chunk;
      const match = output.match(/http:\/\/[^\s/]+:\d+/);
      if (match) {
        clearTimeout(timer);
        resolve(match[0]);
      }
    });
    server.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  return {
    url,
    port: Number(url.split(':').pop()),
    data,
    stop: () => {
      server.kill('SIGTERM');
      exited.then(() => rmSync(data, { recursive: true, force: true }));
    },
    // Ends the process with `signal` and resolves once it is gone; the data stay.
    kill: (signal) => {
      server.kill(signal);
      return exited;
    },
  };
}

export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-quic'],
  });
}

/** A fresh person: a context of their own (own storage, so own session token). */
export async function person(browser, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 }, ...options });
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  page.on('pageerror', (error) => {
    throw new Error(`page error: ${error.message}`);
  });
  return page;
}

export const desktop = { viewport: { width: 1280, height: 800 } };
export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The lobby on `page`, once its form is drawn and its connection open. */
export async function openLobby(page, url) {
  await page.goto(url);
  await page.waitForSelector('#create-form');
  await page.waitForSelector('.connection.open', { state: 'attached' });
}

/**
 * A private room of `game` made through the lobby form by a host who moves first (seat 0), with
 * the clock on if `clock`; `fields` are the form's option inputs, e.g. {'option-ply_limit': '60'};
 * `onLobby` runs on the host's lobby page before the form is filled.
 * @returns {Promise<{host: any, link: string}>} the host on the room's page, and its share link
 */
export async function hostRoom(browser, url, game, { fields = {}, clock = false, onLobby = async () => {}, screen = {} } = {}) {
  const host = await person(browser, screen);
  await openLobby(host, url);
  await onLobby(host);
  await host.selectOption('#game', game);
  await host.selectOption('#visibility', 'private');
  await host.selectOption('#option-first', 'host');
  for (const [id, value] of Object.entries(fields)) {
    if (!(await host.isVisible(`#${id}`))) await host.click('#advanced-options summary');  // folded away
    await host.fill(`#${id}`, value);
  }
  if (clock) await host.check('#clock-on');
  await host.click('#create-room');
  await host.waitForURL(/\/r\//);
  return { host, link: await host.inputValue('#share-link') };
}

/**
 * A private room of `game` against the bot, made through the lobby's form on `page`, the player
 * moving first; resolves once the board is drawn.
 */
export async function botRoom(page, url, game) {
  await openLobby(page, url);
  await page.selectOption('#game', game);
  await page.selectOption('#opponent', 'bot');
  await page.selectOption('#option-first', 'host');
  await page.click('#create-room');
  await page.waitForSelector('#board svg.board');
}

/**
 * A clocked fences match: the host on a laptop moves first, the guest joined through the share
 * link on a phone.
 * @returns {Promise<{host: any, guest: any}>}
 */
export async function clockedFences(browser, url) {
  const { host, link } = await hostRoom(browser, url, 'fences', { clock: true, screen: desktop });
  const guest = await person(browser, phone);
  await guest.goto(link);
  return { host, guest };
}

/**
 * A private room made through the lobby form by a desktop host (seat 0: `first` = host), joined
 * through its share link by a guest on a phone-sized screen, and watched through the same link by
 * a third person (the seats are taken). `fields` and `onLobby` are hostRoom's.
 * @returns {Promise<{host: any, guest: any, watcher: any, link: string}>}
 */
export async function privateTable(browser, url, game, fields, onLobby = async () => {}) {
  const { host, link } = await hostRoom(browser, url, game, { fields, onLobby });
  const guest = await person(browser, { ...phone, viewport: { width: 375, height: 667 } });
  await guest.goto(link);
  const watcher = await person(browser);
  await watcher.goto(link);
  return { host, guest, watcher, link };
}

/** The page (the whole of it unless `fullPage` is false: then what the viewport shows). */
export async function screenshot(page, name, { fullPage = true } = {}) {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage });
}

/** The page as it is now, in the light and the dark theme (as the system asks), left light. */
export async function screenshotsInBothThemes(page, name, options = { fullPage: false }) {
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await screenshot(page, `${name}-${scheme}`, options);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The targets highlighted on a page's board now, as {name, kind}. */
export async function targets(page) {
  return page.$$eval('.board .target', (nodes) => nodes.map((node) => ({
    name: node.getAttribute('data-target'),
    kind: node.classList.contains('cell') || node.classList.contains('square') ? 'square' : 'other',
  })));
}

/** Waits until it is this page's move (its status line says so) or the match is over. */
export async function waitForTurn(page) {
  await page.waitForSelector('.status-line.your-move, .status-line.over');
  return page.$eval('.status-line', (node) => node.classList.contains('over'));
}

/**
 * Clicks a board target as a person would: a square in its middle, a groove (a fence slot) a
 * little off its centre, where it does not cross the perpendicular groove.
 */
export async function clickTarget(page, name) {
  const node = page.locator(`.board [data-target="${name}"]`);
  const hit = node.locator('.slot-hit');
  if (await hit.count()) {
    const box = await hit.boundingBox();
    const wide = box.width > box.height;
    await hit.click({ position: wide ? { x: box.width * 0.2, y: box.height / 2 } : { x: box.width / 2, y: box.height * 0.2 } });
  } else {
    await node.click();
  }
}

/** Clicks a button of the table's view settings (Flip board, Sound...), opening their menu first. */
export async function menuClick(page, id) {
  if (!(await page.isVisible(`#${id}`))) await page.click('#table-menu-button');
  await page.click(`#${id}`);
}

/** Resigns from the table: Resign, then its question answered. */
export async function resign(page) {
  await page.click('#resign');
  await page.click('#resign-confirm');
}

/** The moves a page lists, in notation. */
export function moveNotations(page) {
  return page.$$eval('.moves-list .move-action', (nodes) => nodes.map((node) => node.textContent));
}

/** The moves a page lists, in words, each with its turn's number when it starts one ("1. You moved north to e2"). */
export function moveSentences(page) {
  return page.$$eval('.moves-list li', (items) => items.map((item) => `${item.querySelector('.move-turn').textContent} ${item.querySelector('.move-words').textContent}`.trim()));
}

/**
 * Waits until every page shows the match over with `plies` moves listed, and checks that they all
 * list the same moves; resolves to them.
 */
export async function expectSameEnd(pages, plies) {
  for (const page of pages) {
    await page.waitForSelector('.status-line.over');
    await page.waitForFunction((count) => document.querySelectorAll('.moves-list li').length === count, plies);
  }
  const [first, ...others] = pages;
  const moves = await moveNotations(first);
  for (const page of others) assert.deepEqual(await moveNotations(page), moves);
  return moves;
}

/** A seat's player name as the page shows it beside the board. */
export async function playerName(page, seat) {
  const text = await page.$eval(`.player.seat-${seat} .player-name`, (node) => node.textContent);
  return text.replace(/ \((you|bot)\)/g, '');
}

/** The result box's words once the match is over: {headline, reason}. */
export async function resultBox(page) {
  await page.waitForSelector('#result-box:not([hidden]) #result-headline');
  return {
    headline: await page.textContent('#result-headline'),
    reason: await page.textContent('#result-reason'),
  };
}

/**
 * Checks that the result box names the winner (seat) by their player name and gives a reason
 * that matches `reason`.
 */
export async function expectResult(page, winnerSeat, reason) {
  const words = await resultBox(page);
  const name = await playerName(page, winnerSeat);
  if (!words.headline.includes(`${name} (`) || !/wins$/.test(words.headline)) {
    throw new Error(`the result box names ${name} as the winner: "${words.headline}"`);
  }
  if (!reason.test(words.reason)) throw new Error(`the result's reason matches ${reason}: "${words.reason}"`);
  return words;
}

/**
 * The parts a person must see without scrolling, each wholly inside the viewport: the status bar,
 * both players (names and clocks), the board, every choice the match asks for now (the board's
 * buttons, a draw offered, a win to claim) and, when the match is over, the result box.
 */
export async function expectAllInView(page, what) {
  const size = page.viewportSize();
  await page.evaluate(() => window.scrollTo(0, 0));
  // Measured in the page in one step: a redraw between finding the node and measuring it (the
  // players' panels are redrawn when the history answers) cannot leave a detached node.
  const boxes = await page.evaluate(() => {
    const wanted = ['#status-line', '#player-top .player', '#player-bottom .player', '#board svg.board'];
    const optional = ['#result-box:not([hidden])', '#action-bar > *', '#match-prompts button', '#decision .decision-help'];
    const measure = (node) => {
      if (!node || node.getClientRects().length === 0) return null;
      const { x, y, width, height } = node.getBoundingClientRect();
      return { x, y, width, height };
    };
    return [
      ...wanted.map((css) => ({ css, box: measure(document.querySelector(css)) })),
      ...optional.flatMap((css) => [...document.querySelectorAll(css)].map((node, i) => ({ css: `${css} #${i}`, box: measure(node) })).filter((b) => b.box)),
    ];
  });
  for (const { css, box } of boxes) {
    const inside = box && box.x >= -0.5 && box.y >= -0.5 && box.x + box.width <= size.width + 0.5 && box.y + box.height <= size.height + 0.5;
    if (!inside) {
      throw new Error(`${what}: ${css} is within ${size.width}×${size.height} (it is at ${JSON.stringify(box)})`);
    }
  }
}

/** The decision in view on a laptop's screen and on a phone's, the page left at its own size. */
export async function expectInViewOnBothScreens(page, what) {
  const own = page.viewportSize();
  for (const screen of [desktop, phone]) {
    await page.setViewportSize(screen.viewport);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expectAllInView(page, `${what} (${screen.viewport.width}×${screen.viewport.height})`);
  }
  await page.setViewportSize(own);
}
