// A finished match's review in Chromium: node plays a fences race over the protocol in which the
// first player throws away a win in one, then the replay page asks the server for its review,
// follows it until done, and shows the chance plot, each player's summary and the blunder, which
// shows its position on the board when clicked. Axe-clean in both themes, on a phone too.

import assert from 'node:assert/strict';
import { expectAccessibleInBothThemes } from './axe.mjs';
import { desktop, person, phone, screenshotsInBothThemes } from './harness.mjs';
import { connect, requester } from './ws_client.mjs';

// A quarter of the full search a position: the review is done in seconds, on a loaded machine too.
export const serverArgs = ['--bot-budget-percent', '25'];

// No fences, the pawns three ranks nearer the middle: Ann reaches f8, plays E instead of the
// winning N, and Bob wins with S.
const THROWN_AWAY = ['E', 'W', 'N', 'S', 'N', 'S', 'N', 'S', 'N', 'S', 'E', 'S'];

/** A guest over the protocol: requests with fresh ids, and the first snapshot's version. */
async function guest(url, name) {
  const socket = await connect(`${url.replace(/^http/, 'ws')}/ws`);
  const player = {
    request: requester(socket, name),
    snapshot: () => socket.next((f) => f.type === 'match.snapshot'),
    close: () => socket.close(),
  };
  await player.request({ type: 'hello', name });
  return player;
}

/** Ann and Bob play the thrown-away race; resolves to the match's id once it is stored. */
async function thrownAwayMatch(url) {
  const ann = await guest(url, 'Ann');
  const bob = await guest(url, 'Bob');
  const { room } = await ann.request({ type: 'room.create', game: 'fences', first: 'host', options: { fences: 0, meet: 3 } });
  const snapshots = [ann.snapshot(), bob.snapshot()];
  await bob.request({ type: 'room.join', room: room.id });
  const [first] = await Promise.all(snapshots);
  let version = first.version;
  for (let i = 0; i < THROWN_AWAY.length; i += 1) {
    ({ version } = await (i % 2 === 0 ? ann : bob).request({ type: 'match.action', match: first.match, version, action: THROWN_AWAY[i] }));
  }
  ann.close();
  bob.close();
  // The end is shown once committed: the history serves it from then on.
  for (let tries = 0; tries < 50; tries += 1) {
    if ((await fetch(`${url}/api/matches/${first.match}`)).ok) return first.match;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the match is not in the history');
}

export default async function ({ browser, url }) {
  const match = await thrownAwayMatch(url);
  const page = await person(browser, { ...desktop, bypassCSP: true });
  await page.goto(`${url}/replay/${match}`);
  await page.waitForSelector('#review-start');
  await page.click('#review-start');
  await page.waitForSelector('#review-moments', { timeout: 60000 });

  const moments = await page.$$eval('#review-moments button', (nodes) => nodes.map((n) => n.textContent));
  assert.ok(moments.some((text) => text.startsWith('Move 11: Ann played E, a blunder') && text.includes('N was best')), moments.join(' | '));
  const summaries = await page.$$eval('.review-summary', (nodes) => nodes.map((n) => n.textContent));
  assert.equal(summaries.length, 2);
  assert.match(summaries[0], /^Ann: .*1 blunder/);
  assert.ok(await page.isVisible('.review-chart .chart-line'));
  assert.ok((await page.$$('.review-dot.mark-blunder')).length >= 1);

  // The blunder shows the position after it; the plot's marker follows.
  const blunder = page.locator('#review-moments button', { hasText: 'Move 11: Ann played E' });
  await blunder.click();
  await page.waitForFunction(() => document.querySelector('#ply-counter')?.textContent === '11 / 12');
  assert.ok(await blunder.evaluate((node) => node.classList.contains('current')));
  await expectAccessibleInBothThemes(page, 'a reviewed replay');
  await screenshotsInBothThemes(page, 'review-desktop', { fullPage: true });
  // From the position shown to the analysis board, with the moves that led there.
  await page.click('#analyse-here');
  await page.waitForFunction(() => document.querySelector('#status-line')?.textContent === 'After 11 moves.');
  await page.goBack();

  // Asked again on another screen: the same review, at once.
  const small = await person(browser, { ...phone, bypassCSP: true });
  await small.goto(`${url}/replay/${match}`);
  await small.click('#review-start');
  await small.waitForSelector('#review-moments', { timeout: 10000 });
  await expectAccessibleInBothThemes(small, 'a reviewed replay on a phone');
  await screenshotsInBothThemes(small, 'review-phone', { fullPage: true });
  await small.context().close();
  await page.context().close();
}
