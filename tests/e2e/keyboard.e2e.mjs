// Each of the five games played to a result with the keyboard alone (no mouse event at all):
// the room made through the lobby's form, actions chosen on the board's grid with the arrow keys
// and Enter, and typed in the move box. The live region must have said every action of both
// players, by name and in order, and the result in words. Mid-match the table's settings menu
// opens and closes from the keyboard, and r asks whether to resign in place, the focus on the
// answer, Escape taking it back. On the way, axe-core checks the lobby, a How to play page, a
// waiting room, every game mid-match (its menu open, its resignation asked) and at its end, the
// history and a replay, in the light and the dark theme; and each board is photographed in both
// themes.

import assert from 'node:assert/strict';
import { person, screenshot } from './harness.mjs';
import { expectAccessibleInBothThemes } from './axe.mjs';

// The bot answers at once, so that five matches fit in the suite's time.
export const serverArgs = ['--bot-think-ms', '10'];

const GAMES = ['fences', 'lazyking', 'prawns', 'pawnd', 'kaninariebi'];
const NAMES = { fences: 'Fences', lazyking: 'Lazy King', prawns: 'Prawns', pawnd: 'PAWND', kaninariebi: 'Kani Nari Ebi' };
const PLY_LIMIT = '30';

/** Focuses an element without a pointer, as a Tab would. */
async function focus(page, selector) {
  await page.focus(selector);
}

/** The lobby's form, filled and sent from the keyboard: the game, the bot, a ply limit. */
async function createRoom(page, url, game) {
  await page.goto(url);
  await page.waitForSelector('.connection.open', { state: 'attached' });
  await focus(page, '#game');
  await page.keyboard.type(NAMES[game]);
  await page.waitForFunction((id) => document.querySelector('#game').value === id, game);
  await focus(page, '#opponent');
  await page.keyboard.type('The bot');
  await focus(page, '#option-first');
  await page.keyboard.type('Me');
  if (!(await page.isVisible('#option-ply_limit'))) {
    await focus(page, '#advanced-options summary');
    await page.keyboard.press('Enter');
  }
  await focus(page, '#option-ply_limit');
  await page.keyboard.press('Control+A');
  await page.keyboard.type(PLY_LIMIT);
  await focus(page, '#create-room');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#board svg.board');
}

/** A small seeded generator, so that a failure can be played again. */
function random(seed) {
  let state = seed;
  return (n) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
}

/**
 * One action on the board's grid: the cursor is walked to each target with the arrow keys and
 * Enter pressed on it; a question ("Which one?") is answered with Enter on its first button.
 */
async function playOnGrid(page) {
  const plyBefore = await page.locator('.moves-list li').count();
  // From the move box Escape goes to the board; from elsewhere the key b.
  await page.keyboard.press(await page.evaluate(() => document.activeElement?.id === 'move-box') ? 'Escape' : 'b');
  for (let click = 0; click < 8; click += 1) {
    let focused = await page.evaluate(() => document.activeElement?.closest('.action-bar') ? 'question' : document.activeElement?.getAttribute('role'));
    if (focused !== 'question' && focused !== 'gridcell') {
      await page.keyboard.press('b');
      focused = await page.evaluate(() => document.activeElement?.getAttribute('role'));
    }
    if (focused === 'question') {
      await page.keyboard.press('Enter');
    } else {
      const [here, goal] = await page.evaluate(() => {
        const cell = document.activeElement;
        const at = (node) => ({ col: Number(node.getAttribute('data-col')), row: Number(node.getAttribute('data-row')), name: node.getAttribute('data-cell') });
        const targets = [...document.querySelectorAll('.cursor-layer [role="gridcell"]')].filter((node) => /can be chosen/.test(node.getAttribute('aria-label')));
        return [at(cell), targets.length ? at(targets[0]) : null];
      });
      if (!goal) break;
      for (let step = 0; step < 60 && (await page.evaluate(() => document.activeElement?.getAttribute('data-cell'))) !== goal.name; step += 1) {
        const now = await page.evaluate(() => ({ col: Number(document.activeElement.getAttribute('data-col')), row: Number(document.activeElement.getAttribute('data-row')) }));
        const key = now.row !== goal.row ? (now.row < goal.row ? 'ArrowDown' : 'ArrowUp') : (now.col < goal.col ? 'ArrowRight' : 'ArrowLeft');
        await page.keyboard.press(key);
      }
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-cell')), goal.name, `the cursor reaches ${goal.name} from ${here.name}`);
      await page.keyboard.press('Enter');
    }
    if (await page.locator('.moves-list li').count() > plyBefore) return true;
    await page.waitForTimeout(50);
    if (await page.locator('.moves-list li').count() > plyBefore) return true;
  }
  return page.locator('.moves-list li').count().then((n) => n > plyBefore);
}

/** One action typed in the move box, chosen among the suggestions. */
async function playTyped(page, pick) {
  const legal = await page.$$eval('#move-suggestions option', (options) => options.map((o) => o.value));
  assert.ok(legal.length > 0, 'the move box suggests the legal moves');
  // The key m puts the focus in the box; after a typed move it is there already.
  if (await page.evaluate(() => document.activeElement?.id !== 'move-box')) await page.keyboard.press('m');
  await page.keyboard.press('Control+A');
  await page.keyboard.type(legal[pick(legal.length)]);
  await page.keyboard.press('Enter');
}

/** Steps back two positions and forward one with [ and ], then returns to the game with Escape. */
async function stepThroughThePast(page, game) {
  await page.waitForSelector('.status-line.your-move, .status-line.over');
  if (await page.evaluate(() => document.activeElement?.id === 'move-box')) await page.keyboard.press('Escape');
  const total = await page.locator('.moves-list li').count();
  const secret = await page.$$eval('.moves-list .move-action', (items) => items.some((item) => item.textContent === '(secret)'));
  await page.keyboard.press('[');
  await page.keyboard.press('[');
  if (secret) return;
  await page.waitForSelector(`#past-banner:not([hidden]):has-text("after move ${total - 2} of ${total}")`);
  await page.keyboard.press(']');
  await page.waitForSelector(`#past-banner:has-text("after move ${total - 1} of ${total}")`);
  assert.equal(await page.locator('#board .target').count(), 0, `${game}: an earlier position is view only`);
  await screenshot(page, `keyboard-${game}-earlier-position`, { fullPage: false });
  await page.keyboard.press('Escape');
  await page.waitForSelector('#past-banner', { state: 'hidden' });
}

/**
 * The settings menu by keyboard (Enter opens it, its first item takes the focus on Tab, Escape
 * closes it, back on its button), and r: the resignation asked in place, Escape taking it back.
 */
async function menuAndResignation(page) {
  await focus(page, '#table-menu-button');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#table-menu:not([hidden])');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'flip', 'the menu\'s first item takes the focus');
  await expectAccessibleInBothThemes(page, 'the table\'s settings menu');
  await page.keyboard.press('Escape');
  await page.waitForSelector('#table-menu', { state: 'hidden' });
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'table-menu-button');
  await page.keyboard.press('r');
  await page.waitForSelector('#resign-confirm');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'resign-confirm', 'the answer has the focus');
  await expectAccessibleInBothThemes(page, 'the resignation asked');
  await page.keyboard.press('Escape');
  await page.waitForSelector('#resign');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'resign', 'taken back, the focus on Resign');
}

/** Plays to the end; returns the number of moves made. */
async function playToTheEnd(page, game, pick) {
  let turns = 0;
  for (;;) {
    await page.waitForSelector('.status-line.your-move, .status-line.over');
    if (await page.$('.status-line.over')) break;
    const ply = await page.locator('.moves-list li').count();
    await page.waitForFunction(() => !document.querySelector('#move-box').disabled);
    if (turns % 3 !== 0 || !(await playOnGrid(page))) await playTyped(page, pick);
    turns += 1;
    await page.waitForFunction((n) => document.querySelectorAll('.moves-list li').length > n || document.querySelector('.status-line.over'), ply).catch(async (error) => {
      const said = await page.$$eval('#announcer p', (lines) => lines.slice(-4).map((line) => line.textContent));
      throw new Error(`${game}: turn ${turns} made no move (${await page.textContent('#status-line')}; ${await page.textContent('#message')}; ${said.join(' | ')}): ${error.message}`);
    });
    if (turns === 4) {
      await stepThroughThePast(page, game);
      await expectAccessibleInBothThemes(page, `${game} mid-match`);
      if (game === 'fences') await menuAndResignation(page);
      for (const scheme of ['light', 'dark']) {
        await page.emulateMedia({ colorScheme: scheme });
        await screenshot(page, `keyboard-${game}-${scheme}`, { fullPage: false });
      }
      await page.emulateMedia({ colorScheme: 'light' });
    }
    assert.ok(turns < 60, `${game}: the match ends within the ply limit`);
  }
  return turns;
}

/** The live region said every action in order, by who made it, and then the result. */
async function expectEverythingSaid(page, game) {
  const said = await page.$$eval('#announcer p', (lines) => lines.map((line) => line.textContent));
  const moves = await page.$$eval('.moves-list li', (items) => items.map((item) => ({
    mine: /^Your? /.test(item.querySelector('.move-words').textContent),
  })));
  const status = /^(Your move|Waiting for |Both choose in secret)/;
  const actions = said.filter((line) => !status.test(line) && !line.startsWith('Revealed:') && /^(You|Rockbot)/.test(line));
  const result = said.filter((line) => /wins|Draw|called off/.test(line));
  assert.ok(result.length >= 1, `${game}: the result was said (${said.slice(-3).join(' | ')})`);
  const actionLines = actions.filter((line) => !result.includes(line));
  assert.equal(actionLines.length, moves.length, `${game}: one line for each of the ${moves.length} actions\n${actionLines.join('\n')}`);
  moves.forEach((move, i) => {
    assert.ok(move.mine ? /^Your? /.test(actionLines[i]) : actionLines[i].startsWith('Rockbot'), `${game}: action ${i + 1} is said with who made it: ${actionLines[i]}`);
  });
  const headline = await page.textContent('#result-headline');
  assert.ok(result.some((line) => line.startsWith(headline)), `${game}: the result's words (${headline}) were said`);
  assert.ok(actionLines.some((line) => /^Your? /.test(line)) && actionLines.some((line) => line.startsWith('Rockbot')), `${game}: both players' actions were said`);
}

export default async function keyboard({ browser, url }) {
  const page = await person(browser, { bypassCSP: true, viewport: { width: 1280, height: 800 } });
  await page.goto(url);
  await page.waitForSelector('#game-cards');
  await expectAccessibleInBothThemes(page, 'the lobby');
  await page.goto(`${url}/how-to-play/lazyking`);
  await page.waitForSelector('.example[data-ready]');
  await page.waitForSelector('#overview-picture[data-ready]');
  await expectAccessibleInBothThemes(page, 'a How to play page');
  await page.goto(url);
  await page.waitForSelector('#game-cards');

  // A waiting room (a private room for a friend who has not come yet).
  await focus(page, '#visibility');
  await page.keyboard.type('Private');
  await focus(page, '#create-room');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#share-link');
  await expectAccessibleInBothThemes(page, 'a waiting room');

  const pick = random(7);
  let finished = null;
  for (const game of GAMES) {
    await createRoom(page, url, game);
    const turns = await playToTheEnd(page, game, pick);
    await page.waitForSelector('#result-box:not([hidden]) #result-headline');
    await expectEverythingSaid(page, game);
    await expectAccessibleInBothThemes(page, `${game} at the end`);
    console.log(`     ${game}: ${turns} turns by keyboard; ${await page.textContent('#result-headline')}`);
    finished = page.url();
  }
  assert.ok(finished);

  // The history, and the replay of the last match.
  await page.goto(`${url}/history`);
  await page.waitForSelector('.match-line a, .match-line');
  await expectAccessibleInBothThemes(page, 'the history');
  const replay = await page.getAttribute('.match-line a[href^="/replay/"]', 'href');
  await page.goto(`${url}${replay}`);
  await page.waitForSelector('#board svg.board');
  await expectAccessibleInBothThemes(page, 'a replay');
  await page.context().close();
}
