// The words a newcomer reads, in Chromium. The bot's level is chosen on each game's card, level 1
// on a first visit, with a sentence on the level chosen, and one choice shows on every card; the
// room form says its options in players' words, each with a hint, and asks the bot's level only
// for a game against the bot; the tournament form asks an Arena's minutes only for an Arena. A
// game against the bot is titled so; after it, the lobby's recent matches and the history say
// "You lost" to the one who lost. On a phone "New room: invite a friend" stands in the first
// screen and leads to the form. The leaderboard speaks no statistics.

import assert from 'node:assert/strict';
import { desktop, person, phone, resign, screenshotsInBothThemes } from './harness.mjs';

export const serverArgs = ['--bot-think-ms', '10'];

/** Every label of the room form, as read. */
const labels = (page) => page.$$eval('#create-form label, #create-form .option > label', (nodes) => nodes.map((n) => n.textContent.trim()));

async function levelsOnTheCards(page) {
  for (const game of ['fences', 'lazyking', 'prawns', 'pawnd', 'kaninariebi']) {
    assert.equal(await page.inputValue(`#bot-level-${game}`), '1', `${game}: level 1 on a first visit`);
  }
  assert.equal(await page.textContent('#bot-level-fences-words'), 'A beginner: quick, and often careless.');
  await page.selectOption('#bot-level-fences', '2');
  assert.equal(await page.inputValue('#bot-level-pawnd'), '2', 'one choice for every card');
  assert.match(await page.textContent('#bot-level-pawnd-words'), /^A casual player/);
  await page.reload();
  await page.waitForSelector('#bot-level-fences');
  assert.equal(await page.inputValue('#bot-level-fences'), '2', 'the choice is remembered');
  await page.selectOption('#bot-level-fences', '1');
}

async function roomForm(page) {
  await page.selectOption('#game', 'fences');
  await page.click('#advanced-options summary');
  const words = await labels(page);
  assert.ok(words.includes('Who plays O'), `the first player by its name (${words.join(' | ')})`);
  for (const word of words) assert.doesNotMatch(word, /_|seat|ply|meet\b/i, `a label in players' words: ${word}`);
  assert.equal(await page.textContent('#option-first-help'), 'O moves first.');
  assert.equal(await page.textContent('#option-ply_limit-help'), 'A draw after this many moves without a winner; 0 for no limit.');
  await page.selectOption('#game', 'lazyking');
  assert.match(await page.textContent('#option-walls-help'), /Six or fewer keep the game open/);
  assert.equal(await page.isVisible('#form-bot-level'), false, 'no bot level for a game against a person');
  await page.selectOption('#opponent', 'bot');
  assert.equal(await page.isVisible('#form-bot-level'), true, 'the bot level where a game against the bot is made');
  await page.selectOption('#opponent', 'human');
  await screenshotsInBothThemes(page, 'words-room-form', { fullPage: true });
  // The tournament form asks an Arena's minutes only for an Arena.
  await page.click('#new-tournament summary');
  assert.equal(await page.isVisible('#tournament-minutes'), false, 'no minutes for a round robin');
  await page.selectOption('#tournament-format', 'arena');
  assert.equal(await page.isVisible('#tournament-minutes'), true);
  await page.selectOption('#tournament-format', 'round_robin');
}

async function youLost(page, url) {
  await page.click('.game-card[data-game="fences"] .play-bot');
  await page.waitForSelector('#board svg.board');
  assert.equal(await page.textContent('#room-title'), 'Fences against Rockbot 1');
  assert.equal(await page.isVisible('#share-link-small'), false, 'nobody to invite to a game against the bot');
  await resign(page);
  await page.waitForSelector('#result-box:not([hidden]) #result-headline');
  await page.goto(url);
  await page.waitForSelector('#recent-matches .match-line');
  assert.equal(await page.textContent('#recent-matches .match-line .match-result'), ' · You lost.');
  await page.goto(`${url}/history`);
  await page.check('#history-mine');
  await page.waitForSelector('.match-line .match-result:has-text("You lost: ")');
  assert.match(await page.textContent('.match-line .match-result'), /^ · You lost: .+ resigned\.$/);
  await screenshotsInBothThemes(page, 'words-history');
}

async function newRoomOnAPhone(browser, url) {
  const page = await person(browser, phone);
  await page.goto(url);
  await page.waitForSelector('#game-cards .game-card');
  const jump = await page.locator('#new-room-jump').boundingBox();
  assert.ok(jump && jump.y + jump.height <= 844, `"New room" in the first screen on a phone (${JSON.stringify(jump)})`);
  await screenshotsInBothThemes(page, 'words-lobby-phone');
  await page.click('#new-room-jump');
  await page.waitForFunction(() => document.activeElement?.id === 'game');
  const form = await page.locator('#create-form').boundingBox();
  assert.ok(form.y >= -1 && form.y < 844, 'the room form is in view');
  await page.context().close();
}

export default async function words({ browser, url }) {
  const page = await person(browser, desktop);
  await page.goto(url);
  await page.waitForSelector('.connection.open', { state: 'attached' });
  await levelsOnTheCards(page);
  await screenshotsInBothThemes(page, 'words-lobby');
  await roomForm(page);
  await youLost(page, url);
  await page.goto(`${url}/leaderboards`);
  await page.waitForSelector('main h1, main h2');
  assert.doesNotMatch(await page.textContent('main'), /deviation/i, 'the leaderboard speaks no statistics');
  await page.context().close();
  await newRoomOnAPhone(browser, url);
}
