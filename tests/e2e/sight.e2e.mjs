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
 * For each game, what must stand out against what, a check a line: "<paint> of <marks> on
 * <grounds>", the paint being the fill, the stroke, or either for a piece (whose outline is
 * enough), the grounds the fills the marks may lie on (the game's `ground` if left out). The
 * checks in `shown` must find marks on the How to play page, so that the test cannot pass on
 * nothing; those in `ifShown` measure the marks the page happens to draw.
 */
const CHECKS = {
  fences: {
    ground: '.cell',
    shown: [
      'fill of .cell.target + .cell-dot',
      'fill of .slot.near .slot-mark on .board-frame',
      'fill or stroke of .slot.hovered .slot-ghost on .cell, .board-frame',
      'fill or stroke of .piece',
      'fill or stroke of .fence on .cell, .board-frame, .slot.near:not(.hovered) .slot-mark',
    ],
    ifShown: [
      'stroke of .cell.last on .board-frame',
      'fill of .cell.picked + .cell-dot',
    ],
  },
  lazyking: {
    ground: '.lk-tile',
    shown: [
      'fill of .acting .lk-sq.target:not(.lk-occupied) .lk-dot',
      'fill of .lk-edge.near:not(.hovered) .lk-wall-ghost',
      'fill or stroke of .lk-edge.hovered .lk-wall-ghost',
      'fill or stroke of .lk-wall on .lk-tile, .lk-edge.near:not(.hovered) .lk-wall-ghost',
      'fill or stroke of .lk-checker',
      'stroke of .lk-sq.last .lk-ring',
    ],
    ifShown: [
      'stroke of .acting .lk-sq.target.lk-occupied .lk-ring',
      'stroke of .lk-sq.picked .lk-ring',
    ],
  },
  prawns: {
    ground: '.pr-water',
    shown: [
      'fill or stroke of .pr-pieces .pr-piece',
      'stroke of .pr-last-path',
    ],
    ifShown: [
      'stroke of .acting .pr-spot.target.pr-occupied .pr-ring',
      'fill of .acting .pr-spot.target:not(.pr-occupied) .pr-dot',
      'stroke of .pr-spot.picked .pr-ring',
    ],
  },
  pawnd: {
    ground: '.pw-water, .pw-home, .pw-stone-body, .pw-pad-body',
    shown: [
      'stroke of .acting .pw-spot.target:not(.pw-on-water) .pw-ring on .pw-stone-body, .pw-pad-body',
      'fill or stroke of .pw-frog',
      'stroke of .pw-last-path on .pw-water, .pw-home',
    ],
    ifShown: [
      'stroke of .acting .pw-spot.pw-on-water.target .pw-ghost on .pw-water, .pw-home',
      'stroke of .pw-spot.picked .pw-ring',
    ],
  },
  kaninariebi: {
    ground: '.kne-tile',
    shown: [
      'stroke of .kne-square.target.occupied .kne-ring',
      'fill or stroke of .kne-piece',
    ],
    ifShown: [
      'fill of .kne-square.target:not(.occupied) .kne-dot',
      'stroke of .kne-drift',
      'stroke of .kne-square.picked .kne-ring',
    ],
  },
};

/** A line of CHECKS as contrastInPage takes it: {mark, property, against}. */
function parsedCheck(line, ground) {
  const [, paint, mark, against = ground] = line.match(/^(fill or stroke|fill|stroke) of (.+?)(?: on (.+))?$/);
  return { mark, property: paint === 'fill or stroke' ? 'either' : paint, against };
}

async function contrastOfBoards(browser, url) {
  const page = await person(browser);
  const failures = [];
  for (const [game, { ground, shown, ifShown }] of Object.entries(CHECKS)) {
    const checks = [...shown.map((line) => ({ ...parsedCheck(line, ground), need: true })),
      ...ifShown.map((line) => ({ ...parsedCheck(line, ground), need: false }))];
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
