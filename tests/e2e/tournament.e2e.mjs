// A round robin in Chromium: Ada makes one through the lobby's "New round robin" form (a pace-less
// one is refused in words first), Bea finds it in the lobby's list and joins from her phone, Cy
// joins over the protocol (node), and Ada starts it. Both pages show the standings, the crosstable
// and the games by round; the first round's game ends by resignation and the standings, the
// crosstable, the games and the live region follow on the pages without a reload, the next round
// opening; Ada follows her game's Play link and resigns there, and Bea's page hears it. Then ten
// players by correspondence, watched on a phone: only the crosstable's own box scrolls sideways.
// Then Bea hosts one on her phone and cancels it: her page and a watcher say so, her page without
// its buttons, and the lobby's list drops it. Last, an Arena: Ada makes one in the form, Fay joins
// it on her phone, Ada starts it, their game appears on both pages with the time left, and Fay
// pauses and returns. Screenshots on a laptop and a phone, and axe on every page in both themes.

import assert from 'node:assert/strict';
import { expectAccessibleInBothThemes } from './axe.mjs';
import { desktop, person, phone, resign, screenshot, screenshotsInBothThemes } from './harness.mjs';
import { connect, requester } from './ws_client.mjs';

/** A player over the protocol: requests with fresh ids, failing on an error. */
async function protocolPlayer(url, name) {
  const socket = await connect(`${url.replace(/^http/, 'ws')}/ws`);
  const request = requester(socket, name);
  const hello = await request({ type: 'hello', name });
  return { id: hello.id, request, close: () => socket.close() };
}

/** A person with a display name, chosen in the page's header, on the first page. */
async function named(browser, url, name, screen) {
  const page = await person(browser, screen);
  await page.goto(url);
  await page.waitForSelector('.connection.open', { state: 'attached' });
  await page.click('#name-button');
  await page.fill('#name-input', name);
  await page.click('#name-save');
  await page.waitForSelector(`#name-button:text-is("${name}")`);
  return page;
}

/** Nothing but the crosstable's own box is wider than the page; else names what sticks out. */
async function expectNoSideways(page, what) {
  const wide = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return null;
    const out = [...document.querySelectorAll('body *')].filter((node) => node.getBoundingClientRect().right > width + 0.5
      && !node.closest('.crosstable-wrap'));
    return out.slice(-3).map((node) => `${node.tagName.toLowerCase()}.${node.className} (${Math.round(node.getBoundingClientRect().right)} px)`);
  });
  assert.equal(wide, null, `${what}: the page does not scroll sideways; these stick out: ${wide}`);
}

const cells = (page) => page.$$eval('#crosstable tbody tr', (rows) => rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent)));
const standings = (page) => page.$$eval('#standings tbody tr', (rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent)));

export default async function tournament({ browser, url }) {
  const ada = await named(browser, url, 'Ada', { ...desktop, bypassCSP: true });  // axe runs in the pages
  await ada.waitForSelector('#tournament-list');
  await ada.click('#new-tournament summary');
  await ada.selectOption('#tournament-game', 'fences');
  assert.equal(await ada.isChecked('#tournament-clock-on'), true, 'a live round robin has its clock on from the start');
  // Neither a clock nor days per move: the server's refusal, in words.
  await ada.uncheck('#tournament-clock-on');
  await ada.click('#create-tournament');
  await ada.waitForSelector('#tournament-form-error:text-is("A tournament needs a clock, or a number of days per move.")');
  await ada.check('#tournament-clock-on');
  await ada.fill('#tournament-name', 'Friday fences');
  await ada.fill('#tournament-max', '4');
  await screenshot(ada, 'tournament-form');
  await ada.click('#create-tournament');
  await ada.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
  const code = new URL(ada.url()).pathname.split('/').pop();
  await ada.waitForSelector('#tournament-name:text-is("Friday fences")');
  assert.equal(await ada.inputValue('#tournament-link'), `${url}/t/${code}`);
  assert.match(await ada.textContent('#tournament-facts'), /^Fences round robin · 5 min \+ 2 s$/);
  assert.match(await ada.textContent('#tournament-status'), /^Open: 1 player of 4/);
  assert.equal(await ada.isDisabled('#start-tournament'), true, 'no start with one player');
  assert.equal(await ada.isVisible('#join-tournament'), false, 'the host plays already');

  // Bea finds it in the lobby's list, and joins.
  const bea = await named(browser, url, 'Bea', { ...phone, bypassCSP: true });
  await bea.waitForSelector(`#tournament-list a[href="/t/${code}"]`);
  assert.match(await bea.textContent(`#tournament-list [data-code="${code}"]`), /Friday fences · Fences · open to join · 1\/4 players · 5 min \+ 2 s/);
  await screenshot(bea, 'tournament-lobby-phone');
  await expectNoSideways(bea, 'the lobby on a phone');
  await bea.click(`#tournament-list a[href="/t/${code}"]`);
  await bea.waitForURL(new RegExp(`/t/${code}$`));
  await bea.click('#join-tournament');
  await bea.waitForSelector('#leave-tournament');
  await ada.waitForSelector('#tournament-players li:has-text("Bea")');
  await ada.waitForSelector('#tournament-announcer p:text-is("Bea joined.")', { state: 'attached' });
  // She leaves, and thinks again.
  await bea.click('#leave-tournament');
  await bea.waitForSelector('#join-tournament');
  await ada.waitForSelector('#tournament-announcer p:text-is("Bea left.")', { state: 'attached' });
  await bea.click('#join-tournament');
  await bea.waitForSelector('#leave-tournament');

  // Cy joins over the protocol.
  const cy = await protocolPlayer(url, 'Cy');
  await cy.request({ type: 'tournament.join', code });
  await ada.waitForSelector('#start-tournament:not([disabled])');
  await screenshot(ada, 'tournament-open-desktop');
  await screenshot(bea, 'tournament-open-phone');
  await expectAccessibleInBothThemes(ada, 'the open tournament');

  await ada.click('#start-tournament');
  for (const page of [ada, bea]) {
    await page.waitForSelector('#standings');
    await page.waitForSelector('#crosstable');
    await page.waitForSelector('#tournament-status:has-text("Playing: round 1 of 3")');
    assert.equal(await page.locator('#rounds .round').count(), 3, 'three players: three rounds');
  }
  assert.equal(await ada.isVisible('#tournament-link'), false, 'no invite once it has begun');
  assert.deepEqual((await cells(ada)).map((row) => row.slice(0, 3)),
    [['—', '', ''], ['', '—', ''], ['', '', '—']], 'nothing played yet');

  // The first round: one game, and one player sitting out.
  const { tournament: doc } = await cy.request({ type: 'tournament.watch', code });
  const first = doc.games.find((g) => g.round === 0);
  const [seat0, seat1] = first.players.map((i) => doc.players[i]);
  await ada.waitForSelector('#rounds .round[data-round="0"] .bye');
  const own = first.players.includes(0) ? '.game-link.play' : '.game-link.watch';
  await ada.waitForSelector(`#rounds .round[data-round="0"] ${own}`);
  assert.equal(await ada.isVisible('#your-games'), first.players.includes(0), 'Ada\'s game, when she has one, heads her page');

  // Its loser resigns: Cy over the protocol if Cy plays it, else Bea in her page.
  const loser = seat0.id === cy.id ? seat0 : seat1;
  if (loser.id === cy.id) {
    await cy.request({ type: 'room.join', code: first.code, as: 'player' });
    await cy.request({ type: 'match.resign', match: first.match });
  } else {
    const player = loser.name === 'Bea' ? bea : ada;
    // The page that stays on the tournament watches the other follow its link and resign.
    await player.click('#rounds .round[data-round="0"] .game-link.play');
    await player.waitForSelector('#resign');
    await resign(player);
    await player.waitForSelector('#result-box:not([hidden])');
    await player.goBack();
  }
  const winner = loser === seat0 ? seat1 : seat0;
  const watcher = loser.name === 'Ada' ? bea : ada;
  await watcher.waitForSelector(`#tournament-announcer p:text-is("${winner.name} beat ${loser.name}. ${loser.name} resigned.")`, { state: 'attached' });
  await watcher.waitForSelector('#tournament-status:has-text("round 2 of 3")');
  await watcher.waitForSelector('#rounds .round[data-round="0"] .game-link.replay');
  const [top] = await standings(watcher);
  assert.equal(top[0], '1');
  assert.ok(top[1].startsWith(winner.name), `the winner leads: ${top[1]}`);
  assert.deepEqual(top.slice(2), ['1', '0'], 'a point, and no Sonneborn–Berger from a pointless opponent');
  const wi = doc.players.findIndex((p) => p.id === winner.id);
  const li = doc.players.findIndex((p) => p.id === loser.id);
  const after = await cells(watcher);
  assert.equal(after[wi][li], '1');
  assert.equal(after[li][wi], '0');
  assert.equal(after[wi][3], '1', 'the points column');
  await watcher.waitForSelector(`#rounds .round[data-round="0"] .game-state:text-is("${first.players[0] === wi ? '1–0' : '0–1'}")`);

  await screenshot(ada, 'tournament-playing-desktop');
  await ada.reload();  // the invite link's page, loaded as it is
  await ada.waitForSelector('#crosstable');
  await screenshot(bea, 'tournament-playing-phone');
  await expectNoSideways(bea, 'the phone');
  const box = await bea.$eval('.crosstable-wrap', (node) => ({ client: node.clientWidth, page: document.documentElement.clientWidth }));
  assert.ok(box.client <= box.page, 'the crosstable stays inside the page');
  await expectAccessibleInBothThemes(ada, 'the tournament being played');
  await expectAccessibleInBothThemes(bea, 'the tournament on a phone');

  // Ada follows the Play link of her game when it heads her page, and resigns there; Bea's page
  // hears it and the next round opens.
  if (await ada.isVisible('#your-games')) {
    const opponent = await ada.textContent('#your-games li');
    await ada.click('#your-games .game-link.play');
    await ada.waitForURL(/\/r\//);
    await ada.waitForSelector('#resign');
    await resign(ada);
    await ada.waitForSelector('#result-box:not([hidden])');
    const name = opponent.match(/against (.+), round/)[1];
    await bea.waitForSelector(`#tournament-announcer p:text-is("${name} beat Ada. Ada resigned.")`, { state: 'attached' });
    await bea.waitForSelector('#tournament-status:has-text("round 3 of 3")');
    // The result leads back to the tournament instead of offering a rematch.
    assert.equal(await ada.isVisible('#rematch'), false, 'a tournament game offers no rematch');
    await ada.click('#to-tournament');
    await ada.waitForURL(/\/t\//);
    await ada.waitForSelector('#tournament-status:has-text("round 3 of 3, 2 of 3 games finished")');
  }
  cy.close();
  await tenOnAPhone(browser, url, bea);
  await cancelledOnAPhone(url, bea);
  await arenaOnAPhone(browser, url, ada);
}

/**
 * Ten players (over the protocol) start a round robin that Bea watches from her phone through its
 * link: the crosstable is wider than the screen and scrolls in its own box, the page does not.
 */
async function tenOnAPhone(browser, url, bea) {
  const players = [];
  for (let n = 1; n <= 10; n += 1) players.push(await protocolPlayer(url, `Player ${n}`));
  const [host, ...others] = players;
  const { tournament } = await host.request({ type: 'tournament.create', game: 'prawns', days_per_move: 3, name: 'Ten by post', max_players: 10, public: false });
  for (const player of others) await player.request({ type: 'tournament.join', code: tournament.code });
  await host.request({ type: 'tournament.start', code: tournament.code });
  await bea.goto(`${url}/t/${tournament.code}`);
  await bea.waitForSelector('#crosstable');
  assert.equal(await bea.locator('#crosstable tbody tr').count(), 10);
  assert.match(await bea.textContent('#tournament-facts'), /^Prawns round robin · 3 days a move · private$/);
  assert.equal(await bea.isVisible('#join-tournament'), false, 'no joining once it has begun');
  await expectNoSideways(bea, 'ten players on a phone');
  const box = await bea.$eval('.crosstable-wrap', (node) => ({ scroll: node.scrollWidth, client: node.clientWidth }));
  assert.ok(box.scroll > box.client, `the crosstable scrolls in its box (${box.scroll} in ${box.client})`);
  // Correspondence: every game's room opens at the start, so every game is "Watch" to Bea.
  assert.equal(await bea.locator('#rounds .game-link.watch').count(), 45);
  await screenshot(bea, 'tournament-ten-phone');
  await bea.$eval('.crosstable-wrap', (node) => {
    node.scrollIntoView();
    node.scrollLeft = node.scrollWidth;
  });
  await screenshot(bea, 'tournament-ten-phone-scrolled', { fullPage: false });
  await expectAccessibleInBothThemes(bea, 'ten players on a phone');
  for (const player of players) player.close();
}

/**
 * Bea makes a round robin in the lobby's form on her phone, Dee joins it over the protocol, and Bea
 * cancels it (after the page asks): her page says it is cancelled, with no Join, Leave, Start or
 * Cancel, Dee's watch sees it cancelled, and it is gone from the lobby's list.
 */
async function cancelledOnAPhone(url, bea) {
  await bea.goto(url);
  await bea.waitForSelector('#tournament-list');
  await bea.click('#new-tournament summary');
  await bea.selectOption('#tournament-game', 'fences');
  await bea.fill('#tournament-name', 'Called off');
  await bea.click('#create-tournament');
  await bea.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
  const code = new URL(bea.url()).pathname.split('/').pop();
  const dee = await protocolPlayer(url, 'Dee');
  await dee.request({ type: 'tournament.join', code });
  await bea.waitForSelector('#tournament-players li:has-text("Dee")');
  await screenshot(bea, 'tournament-host-open-phone');
  // A dismissed question cancels nothing.
  bea.once('dialog', (dialog) => dialog.dismiss());
  await bea.click('#cancel-tournament');
  await bea.waitForSelector('#start-tournament');
  assert.match(await bea.textContent('#tournament-status'), /^Open: 2 players of 10/);
  let question = '';
  bea.once('dialog', (dialog) => { question = dialog.message(); dialog.accept(); });
  await bea.click('#cancel-tournament');
  await bea.waitForSelector('#tournament-status:text-is("Cancelled by its host")');
  assert.match(question, /^Cancel this tournament\?/);
  await bea.waitForSelector('#tournament-announcer p:text-is("The host has cancelled the tournament.")', { state: 'attached' });
  for (const button of ['#join-tournament', '#leave-tournament', '#start-tournament', '#cancel-tournament', '#tournament-link']) {
    assert.equal(await bea.locator(button).count(), 0, `no ${button} once cancelled`);
  }
  await screenshot(bea, 'tournament-cancelled-phone');
  await expectNoSideways(bea, 'a cancelled tournament on a phone');
  await expectAccessibleInBothThemes(bea, 'a cancelled tournament');
  // The document still says so to anyone with its code; the list no longer has it.
  const { tournament } = await dee.request({ type: 'tournament.watch', code });
  assert.equal(tournament.status, 'cancelled');
  const listed = await (await fetch(`${url}/api/tournaments`)).json();
  assert.equal(listed.tournaments.some((t) => t.code === code), false, 'a cancelled tournament is not listed');
  await bea.goto(url);
  await bea.waitForSelector('#tournament-list :is(ul, p)');
  assert.equal(await bea.locator(`#tournament-list [data-code="${code}"]`).count(), 0);
  dee.close();
}

/**
 * Ada makes an Arena of 5 minutes in the lobby's form, Fay joins it from her phone and Ada starts
 * it: both pages count down to their game; Fay stays, Ada is taken into it and comes back. Both
 * pages show the time left, the standings with both players and their game with its Play link.
 * Fay pauses (Ada's page says so) and returns.
 */
async function arenaOnAPhone(browser, url, ada) {
  await ada.goto(url);
  await ada.waitForSelector('#tournament-list');
  await ada.click('#new-tournament summary');
  await ada.selectOption('#tournament-format', 'arena');
  await ada.waitForSelector('#tournament-minutes');
  await ada.fill('#tournament-minutes', '5');
  await ada.selectOption('#tournament-game', 'fences');
  await ada.fill('#tournament-name', 'Quick arena');
  assert.equal(await ada.textContent('#create-tournament'), 'Create arena');
  await ada.click('#create-tournament');
  await ada.waitForURL(/\/t\/[A-Za-z0-9_-]+$/);
  const code = new URL(ada.url()).pathname.split('/').pop();
  await ada.waitForSelector('#tournament-name:text-is("Quick arena")');
  assert.match(await ada.textContent('#tournament-facts'), /^Fences arena of 5 minutes · 5 min \+ 2 s$/);
  assert.equal(await ada.textContent('#tournament-time'), 'It lasts 5 minutes from the start.');

  const fay = await named(browser, url, 'Fay', { ...phone, bypassCSP: true });
  await fay.goto(`${url}/t/${code}`);
  await fay.click('#join-tournament');
  await fay.waitForSelector('#leave-tournament');
  await ada.waitForSelector('#start-tournament:not([disabled])');
  await ada.click('#start-tournament');
  // Both are paired at once, and each page counts down to the game: Fay stays on the Arena's page,
  // Ada is taken to the game; she comes back to the Arena's page, which does not send her again.
  for (const page of [ada, fay]) await page.waitForSelector('#arena-countdown:has-text("is ready: going there in")');
  assert.match(await fay.textContent('#arena-countdown'), /^Your game against Ada is ready: going there in [1-5] s\./);
  await screenshotsInBothThemes(fay, 'tournament-arena-countdown-phone');
  await fay.click('#arena-stay');
  await fay.waitForSelector('#arena-countdown', { state: 'hidden' });
  await ada.waitForURL(/\/r\//);
  await ada.waitForSelector('#board svg.board');
  assert.equal(await ada.textContent('#room-title'), 'Fences · Quick arena');
  await screenshotsInBothThemes(ada, 'tournament-arena-in-the-game');
  await ada.goto(`${url}/t/${code}`);
  assert.match(fay.url(), /\/t\//, 'Fay stayed');
  for (const page of [ada, fay]) {
    await page.waitForSelector('#standings');
    await page.waitForSelector('#tournament-time:has-text("Time left: 4:")');
    await page.waitForSelector('#arena-games .tournament-game .game-link.play');
    assert.equal(await page.locator('#standings tbody tr').count(), 2);
    // Guests are new players: each name is followed by its rating, read out as one.
    assert.equal(await page.textContent('#standings tr:has-text("Fay") .rating'), ' rating 1500');
    assert.match(await page.textContent('#tournament-status'), /^Playing: 2 of 2 players here, 0 of 1 game finished$/);
  }
  assert.match(await fay.textContent('#your-games li'), /^Your game against Ada: Play$/);
  await fay.click('#pause-tournament');
  await fay.waitForSelector('#return-tournament');
  await ada.waitForSelector('#tournament-announcer p:text-is("Fay paused.")', { state: 'attached' });
  await ada.waitForSelector('#standings tr:has-text("Fay") .player-state:text-is("playing, then pausing")');
  await screenshot(fay, 'tournament-arena-phone');
  await expectNoSideways(fay, 'an Arena on a phone');
  await expectAccessibleInBothThemes(fay, 'an Arena on a phone');
  await expectAccessibleInBothThemes(ada, 'an Arena being played');
  await fay.click('#return-tournament');
  await fay.waitForSelector('#pause-tournament');
  await ada.waitForSelector('#tournament-announcer p:text-is("Fay is back.")', { state: 'attached' });
  await screenshot(ada, 'tournament-arena-desktop');
}
