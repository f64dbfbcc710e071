// Profiles and leaderboards in Chromium, on ratings made through the protocol: node speaks to the
// server as four accounts (WebSocket, account.claim), and Ada and Bea play twenty rated fences
// matches in one room (two actions, then a resign; rematch after rematch) while Cy plays Ada
// once. Twenty games bring a deviation under 110, so Ada and Bea are on the board while Cy, rated
// once, is provisional and is not. Dee has an account and no match. Then the pages: Ada's
// profile (the plot, her wins, losses and draws, her matches opening replays), Cy's with its "?",
// Dee's empty one, a name nobody has, and the leaderboard reached from the lobby.

import assert from 'node:assert/strict';
import { expectAccessibleInBothThemes } from './axe.mjs';
import { desktop, person, phone, screenshot } from './harness.mjs';
import { connect, requester } from './ws_client.mjs';

const SERIES = 20;

/** An account made over the protocol: its socket, requests with fresh ids, the snapshots seen. */
async function account(url, username) {
  const socket = await connect(`${url.replace(/^http/, 'ws')}/ws`);
  const player = {
    username,
    /** @type {Map<string, number>} each match's version in its latest snapshot */
    snapshots: new Map(),
    request: requester(socket, username),
    /** Waits for the patch that shows the match won: sent once its end (and rating) is stored. */
    async ended(match) {
      const won = (op) => op.path.startsWith('/status') && (op.value === 'won' || op.value?.state === 'won');
      await socket.next((f) => f.type === 'match.patch' && f.match === match && f.patch.some(won));
    },
    /** Waits for a snapshot of a match other than `previous`; resolves to its id. */
    async nextMatch(previous) {
      const frame = await socket.next((f) => f.type === 'match.snapshot' && f.match !== previous);
      player.snapshots.set(frame.match, frame.version);
      return frame.match;
    },
    close: () => socket.close(),
  };
  await player.request({ type: 'hello', name: username });
  await player.request({ type: 'account.claim', username, password: 'correct horse battery' });
  return player;
}

/**
 * `host` opens a rated untimed fences room, `guest` joins, and they play `games` matches: seat 0
 * steps north, seat 1 south, then `loserOf(game)` resigns (two actions: the match is rated).
 * The server stores the end with the new ratings before showing it; a rematch asked for sooner
 * would start from ratings not stored yet.
 */
async function ratedSeries(host, guest, games, loserOf) {
  const { room } = await host.request({ type: 'room.create', game: 'fences', rated: true, first: 'host' });
  await guest.request({ type: 'room.join', room: room.id });
  let match = '';
  for (let game = 1; game <= games; game += 1) {
    const [hostMatch] = await Promise.all([host.nextMatch(match), guest.nextMatch(match)]);
    match = hostMatch;
    // The seats swap at each rematch: the host is seat 0 in odd games.
    const [first, second] = game % 2 === 1 ? [host, guest] : [guest, host];
    const { version } = await first.request({ type: 'match.action', match, version: first.snapshots.get(match), action: 'N' });
    await second.request({ type: 'match.action', match, version, action: 'S' });
    await loserOf(game).request({ type: 'match.resign', match });
    // As a person would, each asks for a rematch once its page shows the result.
    await Promise.all([host.ended(match), guest.ended(match)]);
    if (game < games) {
      await host.request({ type: 'match.rematch', match });
      await guest.request({ type: 'match.rematch', match });
    }
  }
}

/** The profile once `games` rated games of its fences rating are stored. */
async function profileAfter(url, username, games) {
  for (let tries = 0; tries < 50; tries += 1) {
    const profile = await (await fetch(`${url}/api/players/${username}`)).json();
    if (profile.ratings[0]?.games === games) return profile;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${username} never had ${games} rated games`);
}

export default async function profiles({ browser, url }) {
  const started = Date.now();
  const [ada, bea, cy, dee] = await Promise.all(['Ada', 'Bea', 'Cy', 'Dee'].map((name) => account(url, name)));
  await ratedSeries(ada, bea, SERIES, (game) => (game % 3 === 0 ? ada : bea));
  await ratedSeries(cy, ada, 1, () => cy);
  const adaFacts = await profileAfter(url, 'Ada', SERIES + 1);
  await profileAfter(url, 'Cy', 1);
  console.log(`     ${SERIES + 1} rated matches over the protocol in ${((Date.now() - started) / 1000).toFixed(1)} s; Ada's deviation ${adaFacts.ratings[0].deviation}`);
  for (const player of [ada, bea, cy, dee]) player.close();

  // Ada's profile: the plot, 15 wins and 6 losses, matches opening replays.
  const page = await person(browser, { ...desktop, bypassCSP: true });  // axe is injected
  await page.goto(`${url}/players/ada`);
  await page.waitForSelector('.rating-chart');
  assert.equal(await page.textContent('#profile-name'), 'Ada');
  assert.equal(await page.textContent('.rating-card[data-game="fences"][data-pace="untimed"] .rating-value'),
    String(Math.round(adaFacts.ratings[0].rating)), 'established: no "?"');
  assert.match(await page.textContent('.rating-chart title'), /Fences, untimed: rating history/);
  assert.match(await page.textContent('.rating-chart desc'), /21 rated games/);
  assert.ok(await page.locator('.rating-chart .chart-line').getAttribute('d'));
  assert.ok(await page.locator('.rating-chart .chart-band').getAttribute('d'));
  assert.ok(await page.locator('.rating-chart .chart-grid text').count() >= 4, 'the axes are labelled');
  assert.equal(await page.locator('.chart-table tbody tr').count(), SERIES + 1, 'the table alternative');
  const fences = page.locator('.results-table tr[data-game="fences"]');
  assert.equal(await fences.locator('.wins').textContent(), '15');
  assert.equal(await fences.locator('.losses').textContent(), '6');
  assert.equal(await fences.locator('.draws').textContent(), '0');
  assert.equal(await page.locator('.profile-matches li').count(), 20);
  const newest = page.locator('.profile-matches li').first();
  assert.match(await newest.textContent(), /^Ada won · Fences against Cy · untimed, rated · /);
  await expectAccessibleInBothThemes(page, 'a profile');
  await screenshot(page, 'profile-desktop');
  const replayLink = newest.locator('a').first();
  const replayPath = await replayLink.getAttribute('href');
  assert.match(replayPath, /^\/replay\/[A-Za-z0-9_.-]+$/);
  await replayLink.click();
  await page.waitForURL(`${url}${replayPath}`);

  // Cy's rating is provisional: shown with "?".
  await page.goto(`${url}/players/Cy`);
  await page.waitForSelector('.rating-chart');
  assert.match(await page.textContent('.rating-value'), /^\d+\?$/);
  assert.equal(await page.textContent('.results-table tr[data-game="fences"] .losses'), '1');

  // Dee's profile, empty; and a name nobody has.
  await page.goto(`${url}/players/Dee`);
  await page.waitForSelector('#profile-name');
  assert.match(await page.textContent('main'), /No rated games yet/);
  assert.match(await page.textContent('main'), /No finished matches yet/);
  await expectAccessibleInBothThemes(page, 'an empty profile');
  await screenshot(page, 'profile-empty-desktop');
  await page.goto(`${url}/players/Nobody%20Here`);
  await page.waitForSelector('.profile-missing');
  assert.equal(await page.textContent('h1'), 'No such player');
  assert.match(await page.textContent('.profile-missing'), /Nobody Here/);
  await expectAccessibleInBothThemes(page, 'no such player');
  await screenshot(page, 'profile-missing-desktop');

  // The leaderboards from the lobby: fences with a clock is empty; untimed lists Ada and Bea.
  await page.goto(url);
  await page.click('#leaderboards-link');
  await page.waitForURL(`${url}/leaderboards`);
  await page.waitForSelector('#board-empty');
  await page.selectOption('#board-pace', 'untimed');
  await page.waitForSelector('.leaderboard-table');
  assert.deepEqual(await page.locator('.leaderboard-table tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-player'))),
    ['Ada', 'Bea'], 'Cy, provisional, is not listed');
  assert.equal(new URL(page.url()).search, '?game=fences&pace=untimed');
  await expectAccessibleInBothThemes(page, 'a leaderboard');
  await screenshot(page, 'leaderboard-desktop');
  await page.click('.leaderboard-table a:text-is("Bea")');
  await page.waitForURL(`${url}/players/Bea`);
  await page.waitForSelector('.rating-chart');

  // The same pages on a phone.
  const small = await person(browser, phone);
  for (const [path, selector, name] of [['/players/Ada', '.rating-chart', 'profile-phone'],
    ['/players/Dee', '#profile-name', 'profile-empty-phone'], ['/players/Nobody', '.profile-missing', 'profile-missing-phone'],
    ['/leaderboards?game=fences&pace=untimed', '.leaderboard-table', 'leaderboard-phone']]) {
    await small.goto(`${url}${path}`);
    await small.waitForSelector(selector);
    const overflow = await small.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `${path} scrolls sideways on a phone by ${overflow}px`);
    await screenshot(small, name);
  }
  await small.context().close();
  await page.context().close();
}
