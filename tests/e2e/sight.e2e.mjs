// What sight needs, measured in Chromium: non-text contrast of at least 3:1 (WCAG 1.4.11) for the
// pieces, the legal targets and the highlights (the last move, a chosen square) of every board
// against the ground they lie on, and for placed fences and walls against every square and the
// targets, in the light and the dark theme, computed from the elements' styles on the How to play
// pages' live boards (drawn by the game's own board code, with the real engine's targets; the
// mouse over the board where fences or walls may go, since their targets show near it only);
// `prefers-reduced-motion: reduce` stops every animation and transition on every page; the theme
// chosen with the header's button survives a reload.

import assert from 'node:assert/strict';
import { menuClick, person, screenshot } from './harness.mjs';
import { contrastInPage } from './contrast.mjs';

/**
 * For each game: what must stand out (`mark`, by its `property`: fill, stroke, or either for a
 * piece, whose outline is enough) against what (`against`: the fills it may lie on). `need`: the
 * checks that must find marks on the How to play page, so that the test cannot pass on nothing.
 */
const CHECKS = {
  fences: [
    { mark: '.cell.target + .cell-dot', property: 'fill', against: '.cell', need: true },
    { mark: '.slot.near .slot-mark', property: 'fill', against: '.board-frame', need: true },
    { mark: '.slot.hovered .slot-ghost', property: 'either', against: '.cell, .board-frame', need: true },
    { mark: '.piece', property: 'either', against: '.cell', need: true },
    { mark: '.fence', property: 'either', against: '.cell, .board-frame, .slot.near:not(.hovered) .slot-mark', need: true },
    { mark: '.cell.last', property: 'stroke', against: '.board-frame' },
    { mark: '.cell.picked + .cell-dot', property: 'fill', against: '.cell' },
  ],
  lazyking: [
    { mark: '.acting .lk-sq.target:not(.lk-occupied) .lk-dot', property: 'fill', against: '.lk-tile', need: true },
    { mark: '.acting .lk-sq.target.lk-occupied .lk-ring', property: 'stroke', against: '.lk-tile' },
    { mark: '.lk-edge.near:not(.hovered) .lk-wall-ghost', property: 'fill', against: '.lk-tile', need: true },
    { mark: '.lk-edge.hovered .lk-wall-ghost', property: 'either', against: '.lk-tile', need: true },
    { mark: '.lk-wall', property: 'either', against: '.lk-tile, .lk-edge.near:not(.hovered) .lk-wall-ghost', need: true },
    { mark: '.lk-checker', property: 'either', against: '.lk-tile', need: true },
    { mark: '.lk-sq.last .lk-ring', property: 'stroke', against: '.lk-tile', need: true },
    { mark: '.lk-sq.picked .lk-ring', property: 'stroke', against: '.lk-tile' },
  ],
  prawns: [
    { mark: '.acting .pr-spot.target.pr-occupied .pr-ring', property: 'stroke', against: '.pr-water' },
    { mark: '.acting .pr-spot.target:not(.pr-occupied) .pr-dot', property: 'fill', against: '.pr-water' },
    { mark: '.pr-pieces .pr-piece', property: 'either', against: '.pr-water', need: true },
    { mark: '.pr-last-path', property: 'stroke', against: '.pr-water', need: true },
    { mark: '.pr-spot.picked .pr-ring', property: 'stroke', against: '.pr-water' },
  ],
  pawnd: [
    { mark: '.acting .pw-spot.target:not(.pw-on-water) .pw-ring', property: 'stroke', against: '.pw-stone-body, .pw-pad-body', need: true },
    { mark: '.acting .pw-spot.pw-on-water.target .pw-ghost', property: 'stroke', against: '.pw-water, .pw-home' },
    { mark: '.pw-frog', property: 'either', against: '.pw-water, .pw-home, .pw-stone-body, .pw-pad-body', need: true },
    { mark: '.pw-last-path', property: 'stroke', against: '.pw-water, .pw-home', need: true },
    { mark: '.pw-spot.picked .pw-ring', property: 'stroke', against: '.pw-water, .pw-home, .pw-stone-body, .pw-pad-body' },
  ],
  kaninariebi: [
    { mark: '.kne-square.target:not(.occupied) .kne-dot', property: 'fill', against: '.kne-tile' },
    { mark: '.kne-square.target.occupied .kne-ring', property: 'stroke', against: '.kne-tile', need: true },
    { mark: '.kne-piece', property: 'either', against: '.kne-tile', need: true },
    { mark: '.kne-drift', property: 'stroke', against: '.kne-tile' },
    { mark: '.kne-square.picked .kne-ring', property: 'stroke', against: '.kne-tile' },
  ],
};

async function contrastOfBoards(browser, url) {
  const page = await person(browser);
  const failures = [];
  for (const [game, checks] of Object.entries(CHECKS)) {
    await page.goto(`${url}/how-to-play/${game}`);
    await page.waitForSelector('.example[data-ready]');
    await page.waitForFunction((n) => document.querySelectorAll('.example[data-ready]').length >= n,
      await page.locator('.example').count());
    // Fence and wall targets show near the mouse: it rests on the middle of a board that has some.
    const placing = page.locator('.example:has(.slot.target, .lk-edge.target) svg.board').first();
    if (await placing.count()) {
      await placing.scrollIntoViewIfNeeded();
      await placing.hover();
      await page.waitForSelector('.example .near');
    }
    for (const scheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme: scheme });
      const results = await page.evaluate(contrastInPage, { board: '.example svg.board', checks: checks.map(({ need, ...c }) => c) });
      results.forEach((result, i) => {
        if (checks[i].need && result.count === 0) failures.push(`${game} (${scheme}): no ${result.selector} on the page`);
        if (result.count > 0 && result.worst < 3) {
          failures.push(`${game} (${scheme}): ${result.selector} ${result.worst.toFixed(2)}:1 (${result.paint} on ${result.against})`);
        }
      });
    }
    await page.emulateMedia({ colorScheme: 'light' });
  }
  await page.context().close();
  assert.deepEqual(failures, [], 'every piece, target and highlight at 3:1 or more');
}

/** Every element of the page whose animation or transition would move: [what, how long]. */
function moving() {
  const seconds = (text) => Math.max(...text.split(',').map((part) => parseFloat(part) * (part.trim().endsWith('ms') ? 0.001 : 1)));
  const found = [];
  for (const node of document.querySelectorAll('*')) {
    for (const pseudo of [null, '::before', '::after']) {
      const style = getComputedStyle(node, pseudo);
      const name = `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}${pseudo ?? ''}`;
      if (style.animationName !== 'none' && seconds(style.animationDuration) > 0) found.push(`${name}: animation ${style.animationName} ${style.animationDuration}`);
      if (style.transitionProperty !== 'none' && seconds(style.transitionDuration) > 0) found.push(`${name}: transition ${style.transitionDuration}`);
    }
  }
  return found;
}

/** With reduced motion asked for, nothing moves on the lobby, a How to play page or a match. */
async function reducedMotion(browser, url) {
  const page = await person(browser);
  await page.goto(`${url}/how-to-play/kaninariebi`);
  await page.waitForSelector('.example[data-ready] .kne-wave');
  // The check sees motion where there is some: the current's waves flow when motion is welcome.
  assert.ok((await page.evaluate(moving)).some((line) => line.includes('kne-wave')), 'the waves move without the preference');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    assert.deepEqual(await page.evaluate(moving), [], `nothing moves on How to play (${scheme})`);
  }
  await page.goto(url);
  await page.waitForSelector('#game-cards .game-card');
  assert.deepEqual(await page.evaluate(moving), [], 'nothing moves on the lobby');
  await page.click('.game-card[data-game="kaninariebi"] .play-bot');
  await page.waitForSelector('#board svg.board .kne-wave');
  await menuClick(page, 'keys-button');
  await page.waitForSelector('dialog[open]');
  assert.deepEqual(await page.evaluate(moving), [], 'nothing moves on a game page');
  await page.context().close();
}

/** The theme picked with the header's button is the page's after a reload, whatever the system's. */
async function themeRemembered(browser, url) {
  const page = await person(browser);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(url);
  await page.waitForSelector('#theme-button[data-theme-choice="auto"]');
  const lightInk = await page.evaluate(() => getComputedStyle(document.body).color);
  await page.click('#theme-button');
  await page.waitForSelector('#theme-button[data-theme-choice="dark"]');
  const darkInk = await page.evaluate(() => getComputedStyle(document.body).color);
  assert.notEqual(darkInk, lightInk, 'the dark theme applies at once');
  await page.reload();
  await page.waitForSelector('#theme-button[data-theme-choice="dark"]');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).color), darkInk, 'dark after a reload on a light system');
  assert.match(await page.textContent('#theme-button'), /dark/);
  await page.click('#theme-button');  // light, against a dark system
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await page.waitForSelector('#theme-button[data-theme-choice="light"]');
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).color), lightInk, 'light after a reload on a dark system');
  await page.context().close();
}

export default async function sight({ browser, url }) {
  await themeRemembered(browser, url);
  await reducedMotion(browser, url);
  await contrastOfBoards(browser, url);
}
