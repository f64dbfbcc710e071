// How to play, for each game: reached from the lobby's game card and from the game page (beside
// the board, the match going on). First a screen to start from: the game in short beside a
// picture of its board (drawn by the board's code, from the first player's side, and saying so),
// advice for a first game, and the ways to play it now; "Play against the bot" opens a game
// against Rockbot 1 on a first visit. Then the complete rules, in players' words (no protocol
// terms, no formulas, the rulings' anchors small), with a legend drawn by the board's code and
// live examples whose every legal target can be clicked (hit-tested where it is drawn), one action
// of each made through the engine and told in words, with why. Lazy King's page tells that a side
// may wall off its home row, what that does to a match, and to choose six walls or fewer. And the
// game page's one-line hint of what the player may do now.

import assert from 'node:assert/strict';
import { person, screenshot, screenshotsInBothThemes } from './harness.mjs';
import { EXAMPLES } from '../../clients/web/js/howto_examples.js';

/** Words of the protocol and of the code, which a player's page must not use. */
const JARGON = /seat [01]\b|ply_limit|no_legal_action|byte order|PROTOCOL\.md|max\(|redeploy|[a-z]+_[a-z]+/;

const GAMES = { fences: 'Fences', lazyking: 'Lazy King', prawns: 'Prawns', pawnd: 'PAWND', kaninariebi: 'Kani Nari Ebi' };
const HINTS = {
  fences: /^Move your pawn or place a fence: 10 left$/,
  lazyking: /^Choose your King’s square in your zone, in secret$/,
  prawns: /^Choose in secret the two prawns that start on a[27] and h[27]$/,
  pawnd: /^Move a frog one step/,
  kaninariebi: /^Move a piece/,
};

/** Every marked target of every example is the top element where it is drawn (so a click lands on it). */
async function unreachableTargets(scope) {
  return scope.evaluate((root) => {
    const missed = [];
    for (const node of root.querySelectorAll('.example .board .target')) {
      const hit = node.querySelector('.slot-hit, .lk-edge-hit') ?? node;
      const box = hit.getBoundingClientRect();
      if (box.width === 0) continue;
      node.scrollIntoView({ block: 'center' });
      const again = hit.getBoundingClientRect();
      // A groove's hit area is probed off its centre, where it does not cross the other groove.
      const x = again.left + (again.width > again.height ? again.width * 0.2 : again.width / 2);
      const y = again.top + (again.height > again.width ? again.height * 0.2 : again.height / 2);
      const top = document.elementFromPoint(x, y);
      if (!top || !node.contains(top)) missed.push(node.getAttribute('data-target'));
    }
    return missed;
  }, await scope.elementHandle());
}

/**
 * Plays one action in each example (or in the first `only` of them) by clicking its targets and
 * buttons, as a reader would.
 */
async function playEachExample(page, scope, game, only = Infinity) {
  const examples = scope.locator('.example');
  assert.equal(await examples.count(), EXAMPLES[game].length, `${game}: every example is on the page`);
  await page.waitForFunction((root) => [...root.querySelectorAll('.example')].every((e) => e.hasAttribute('data-ready')), await scope.elementHandle());
  const missed = await unreachableTargets(scope);
  assert.deepEqual(missed, [], `${game}: every legal target of the examples can be clicked`);
  for (let i = 0; i < Math.min(only, EXAMPLES[game].length); i += 1) {
    const example = examples.nth(i);
    const targets = await example.locator('.board .target').count();
    const buttons = await example.locator('.action-bar button.choice').count();
    assert.ok(targets + buttons > 0, `${game}: example ${i} offers an action`);
    for (let step = 0; step < 8 && !(await example.getAttribute('data-played')); step += 1) {
      const target = example.locator('.board .target').first();
      if (await target.count()) {
        const name = await target.getAttribute('data-target');
        await target.evaluate((node) => node.dispatchEvent(new MouseEvent('click', { bubbles: true })));
        assert.ok(name, 'a target has a name');
      } else {
        await example.locator('.action-bar button.choice, .action-bar #done').first().click();
      }
      // Played (the engine answered), or waiting for the next click or a choice.
      await page.waitForFunction((node) => node.hasAttribute('data-played') || node.querySelector('.picked, .action-bar button.choice, .action-bar #done'), await example.elementHandle());
    }
    await page.waitForFunction((node) => node.hasAttribute('data-played'), await example.elementHandle());
    const played = await example.getAttribute('data-played');
    const only = EXAMPLES[game][i].only;
    assert.ok(!only || only.test(played), `${game}: example ${i} played an action of its kind (${played})`);
    // What happened, in words, and why.
    const caption = await example.locator('.example-caption').textContent();
    assert.ok(caption.endsWith(EXAMPLES[game][i].why), `${game}: example ${i} says why (${caption})`);
    assert.doesNotMatch(caption, /played /i, `${game}: example ${i} says what happened in words, not only in notation`);
  }
}

/** Lazy King's page on walled-off home rows: what a side may do, what it does to a match, the advice. */
async function walledOffHomeRows(page, url) {
  await page.goto(`${url}/how-to-play/lazyking`);
  await page.waitForSelector('#R-L16', { state: 'attached' });
  const text = await page.textContent('#how-to-play');
  assert.match(text, /A side may wall off its own home row/);
  assert.match(text, /When both sides have done so, neither can win any more: such a match ends only by\s+agreement, by resignation, or at the move limit \(a draw\)/);
  assert.match(text, /choose six walls or fewer for an open game/);
  assert.match(await page.textContent('#your-first-game + ul'), /six walls or fewer/);
}

/** "Play against the bot" from a How to play page: a game against Rockbot 1 on a first visit. */
async function playFromTheRules(browser, url) {
  const page = await person(browser, { viewport: { width: 1280, height: 800 } });
  await page.goto(`${url}/how-to-play/pawnd`);
  await page.click('#howto-play-bot');
  await page.waitForSelector('#board svg.board');
  assert.equal(await page.textContent('#room-title'), 'PAWND against Rockbot 1');
  await page.goto(`${url}/how-to-play/pawnd`);
  await page.click('#howto-invite');
  await page.waitForURL(/\/r\//);
  await page.waitForSelector('#share-link');
  await page.context().close();
}

export default async function howTo({ browser, url }) {
  const page = await person(browser, { viewport: { width: 1280, height: 800 } });
  const phone = await person(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  for (const [game, name] of Object.entries(GAMES)) {
    // From the lobby's card.
    await page.goto(url);
    await page.click(`.how-to-play[data-game="${game}"]`);
    await page.waitForURL(`**/how-to-play/${game}`);
    await page.waitForSelector(`h1:text-is("How to play ${name}")`);
    // The first screen: the game in short beside its board, drawn from the first player's side.
    await page.waitForSelector('#overview-picture[data-ready] svg.board');
    assert.match(await page.textContent('#overview-picture figcaption'), /seen from .+’s side/);
    const grid = await page.locator('.overview-grid').boundingBox();
    assert.ok(grid.y + grid.height <= 800, `${game}: the game in short fits the first screen (it ends at ${grid.y + grid.height} px)`);
    for (const word of ['Goal', 'Pieces', 'A turn', 'How to win']) assert.ok((await page.textContent('#in-short + ul')).includes(`${word}:`), `${game}: in short, ${word}`);
    assert.ok(await page.isVisible('#your-first-game'), `${game}: advice for a first game`);
    assert.ok(await page.isVisible('#howto-play-bot') && await page.isVisible('#howto-invite'), `${game}: play the bot, or invite a friend`);
    // Then the complete rules, in players' words.
    assert.ok(await page.locator('.legend-entry svg.legend-picture').count() >= 5, `${game}: a legend of pieces and marks`);
    assert.ok(await page.locator('.howto-reference .rules-text h3').count() >= 4, `${game}: the rules' sections`);
    const words = await page.evaluate(() => [...document.querySelectorAll('#how-to-play p, #how-to-play li, #how-to-play td, #how-to-play figcaption')]
      .map((node) => node.textContent).join('\n'));
    const jargon = words.split('\n').filter((line) => JARGON.test(line));
    assert.deepEqual(jargon, [], `${game}: no word of the protocol or the code`);
    const refs = await page.$$eval('.rules-text a[href^="#R-"]', (links) => links.map((link) => link.className));
    assert.ok(refs.length > 0 && refs.every((name) => name === 'ruling-ref'), `${game}: the rulings' anchors are small`);
    await playEachExample(page, page.locator('#how-to-play'), game);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshotsInBothThemes(page, `howto-${game}`);
    await page.locator('.example').nth(1).scrollIntoViewIfNeeded();
    await screenshot(page, `howto-${game}-example`, { fullPage: false });

    // From the game page, against the bot: the rules open beside the board, the board stays.
    await phone.goto(url);
    await phone.click(`.play-bot[data-game="${game}"]`);
    await phone.waitForSelector('.board');
    await phone.waitForSelector('.board-summary.hint');
    assert.match(await phone.textContent('.board-summary.hint'), HINTS[game], `${game}: the hint says what the player may do`);
    await phone.click('#howto-button');
    await phone.waitForSelector(`#howto-panel h3:text-is("How to play ${name}")`);
    // Every target clickable again, one example played: the page above played them all.
    await playEachExample(phone, phone.locator('#howto-panel'), game, 1);
    await phone.locator('#howto-panel').evaluate((node) => { node.scrollTop = 0; });
    if (game === 'fences') await screenshot(phone, 'howto-beside-the-board-phone');
    await phone.click('#howto-close');
    await phone.waitForSelector('#howto-panel', { state: 'hidden' });
    assert.ok(await phone.isVisible('#board svg.board'), `${game}: the match is still there`);
    if (game === 'fences') {
      // On a laptop the rules take the side column, beside the board.
      await page.goto(phone.url());
      await page.waitForSelector('.board');
      await page.click('#howto-button');
      await page.waitForSelector('#howto-panel .example[data-ready]');
      const board = await page.locator('#board svg.board').boundingBox();
      const panel = await page.locator('#howto-panel').boundingBox();
      assert.ok(panel.x >= board.x + board.width - 1, 'the rules open beside the board');
      await screenshot(page, 'howto-beside-the-board');
    }
  }
  await walledOffHomeRows(page, url);
  await page.context().close();
  await phone.context().close();
  await playFromTheRules(browser, url);
}
