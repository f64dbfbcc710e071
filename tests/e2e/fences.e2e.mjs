// The fence game in real Chromium: a private room made in the lobby, joined through its share
// link, played to a win by clicking on the board, watched by a third person, with one reload
// mid-game and one player on a phone-sized screen.

import assert from 'node:assert/strict';
import { clickTarget, expectAllInView, expectResult, expectSameEnd, moveNotations, moveSentences, playerName, privateTable, screenshot, targets, waitForTurn } from './harness.mjs';

/** O heads north, X south: the pawn move that goes furthest, else any pawn move. */
async function raceMove(page, north) {
  const squares = (await targets(page)).filter((t) => t.kind === 'square').map((t) => t.name);
  assert.ok(squares.length > 0, 'a pawn move is offered');
  squares.sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
  return north ? squares[squares.length - 1] : squares[0];
}

export default async function fences({ browser, url }) {
  const { host, guest, watcher, link } = await privateTable(browser, url, 'fences', { 'option-fences': '3' },
    (lobby) => screenshot(lobby, 'lobby'));
  assert.match(link, /\/r\/[A-Za-z0-9_-]{20,}$/);
  await watcher.waitForSelector('.board');
  await host.waitForSelector('.board');
  await guest.waitForSelector('.board');
  // A laptop's and a phone's screen: the status bar, both players and the board fit without scrolling.
  await host.setViewportSize({ width: 1280, height: 800 });
  await guest.setViewportSize({ width: 390, height: 844 });

  // The host (seat 0, O) starts: each page says whose decision it is, by name, and so does the tab.
  assert.equal(await waitForTurn(host), false);
  const hostName = await playerName(host, 0);
  const guestName = await playerName(host, 1);
  assert.equal(await host.textContent('#status-line'), 'Your move');
  assert.equal(await host.title(), '(Your move) Fences · Rockpool');
  assert.equal(await host.getAttribute('link[rel="icon"]', 'data-mood'), 'move');
  await guest.waitForSelector(`#status-line:text-is("Waiting for ${hostName}")`);
  assert.equal(await guest.title(), 'Fences · Rockpool');
  await watcher.waitForSelector(`#status-line:text-is("You are watching — ${hostName} to move · 1 watching")`);
  // The players see who watches, by name.
  const watcherName = (await watcher.textContent('#name-button')).trim();
  await host.waitForSelector(`#watching:text-is("Watching: ${watcherName}")`);
  await expectAllInView(host, 'a laptop, the first move');
  await expectAllInView(guest, 'a phone, waiting');
  await screenshot(host, 'status-your-move');
  await screenshot(guest, 'status-waiting-phone');
  await screenshot(watcher, 'status-watching');

  // The watcher chats; the host hides the watchers' lines (the watcher has no such switch), then
  // shows them again.
  assert.equal(await watcher.isVisible('#hide-watchers-chat'), false);
  await watcher.fill('#chat-input', 'good luck both');
  await watcher.press('#chat-input', 'Enter');
  const watcherLine = host.locator('.chat-line.watcher', { hasText: 'good luck both' });
  await watcherLine.waitFor();
  await host.check('#hide-watchers-chat');
  await watcherLine.waitFor({ state: 'hidden' });
  // A line that comes while the switch is on arrives hidden.
  await watcher.fill('#chat-input', 'who wins?');
  await watcher.press('#chat-input', 'Enter');
  const laterLine = host.locator('.chat-line.watcher', { hasText: 'who wins?' });
  await laterLine.waitFor({ state: 'attached' });
  assert.equal(await laterLine.isVisible(), false);
  assert.equal(await host.evaluate(() => localStorage.getItem('rockpool.hideWatchersChat')), '1');
  await screenshot(host, 'chat-watchers-hidden');
  await host.uncheck('#hide-watchers-chat');
  await watcherLine.waitFor();
  await laterLine.waitFor();
  await watcher.waitForSelector('.chat-line.watcher:has-text("good luck both")');

  // A draw offer, declined: both sides are told, with names; the tab of the one offered says so.
  await host.click('#offer-draw');
  await guest.waitForSelector(`.notice:text-is("${hostName} offers a draw.")`);
  assert.equal(await guest.title(), '(Draw offered) Fences · Rockpool');
  await screenshot(guest, 'draw-offered-phone');
  await guest.click('#decline-draw');
  await host.waitForSelector(`.notice:text-is("${guestName} declined your draw offer.")`);
  await watcher.waitForSelector(`.notice:text-is("${guestName} declined ${hostName}'s draw offer.")`);
  await screenshot(host, 'draw-declined');

  // The fence: a groove clicked on the board.
  await clickTarget(host, 'a3-');
  await guest.waitForSelector('.fence');

  let plies = 1;
  let reloaded = false;
  for (;;) {
    const mover = plies % 2 === 0 ? host : guest;
    if (await waitForTurn(mover)) break;
    if (plies === 6 && !reloaded) {
      // The guest leaves mid-game: the host is told, with the time left until the win may be
      // claimed. The guest comes back through the link: its token brings its seat back.
      reloaded = true;
      await screenshot(host, 'game-in-progress');
      await guest.goto('about:blank');
      await host.waitForSelector(`#absence:text-matches("^${guestName} lost the connection: you may claim the win in 0:[0-5][0-9] unless they come back\\.$")`);
      await screenshot(host, 'opponent-away');
      await guest.goto(link);
      await guest.waitForSelector('.board');
      await host.waitForSelector('#absence', { state: 'hidden' });
      if (mover === guest && (await waitForTurn(guest))) break;
    }
    const target = await raceMove(mover, mover === host);
    await clickTarget(mover, target);
    plies += 1;
    await mover.waitForFunction((count) => document.querySelectorAll('.moves-list li').length >= count, plies);
    assert.ok(plies < 60, 'the race ends');
  }
  const finalMoves = await expectSameEnd([host, guest, watcher], plies);
  // The moves in words, numbered by turn: "You" for the reader's own, names for the others'.
  const [hostFirst] = await moveSentences(host);
  const [watcherFirst, watcherSecond] = await moveSentences(watcher);
  assert.match(hostFirst, /^1\. You placed a horizontal fence at [a-h][1-8]$/);
  assert.equal(watcherFirst, hostFirst.replace('You', hostName));
  assert.match(watcherSecond, new RegExp(`^2\\. ${guestName.replace(/[^\w ]/g, '.')} moved south to e8$`));
  const pawns = (page) => page.$$eval('.board .piece', (nodes) => nodes.map((node) => node.getAttribute('class') + node.innerHTML));
  assert.deepEqual(await pawns(watcher), await pawns(host));
  const result = await watcher.$eval('.status-line', (node) => node.textContent);
  assert.match(result, /wins$/);
  assert.match(await host.$eval('.status-line', (node) => node.textContent), /You (win|lose)/);
  // The result box names the winner and says why, on every page, inside the screen.
  const winner = (await host.textContent('.status-line')) === 'You win' ? 0 : 1;
  for (const page of [host, guest, watcher]) await expectResult(page, winner, /^.+ reached the far side\.$/);
  assert.equal(await host.title(), `(${winner === 0 ? 'You win' : 'You lose'}) Fences · Rockpool`);
  await expectAllInView(host, 'a laptop, the result');
  await expectAllInView(guest, 'a phone, the result');
  // A rematch asked for by the guest is told to the host; the history has the match to replay.
  await guest.click('#rematch');
  await host.waitForSelector(`.notice:text-is("${guestName} wants a rematch.")`);
  await host.waitForSelector('#rematch:text-is("Accept rematch")');
  await host.waitForSelector('#replay');
  await screenshot(host, 'game-finished');
  await screenshot(guest, 'game-finished-phone');
  await screenshot(watcher, 'game-finished-watching');
  // The phone layout fits its width.
  const overflow = await guest.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 1, `no sideways scrolling on a phone (overflow ${overflow}px)`);

  // The finished match is in the host's recent matches, and replays move by move.
  await host.click('.brand');
  await host.waitForSelector('#recent-matches .match-line a');
  await host.click('#recent-matches .match-line a');
  await host.waitForURL(/\/replay\//);
  await host.waitForFunction((count) => document.querySelector('#ply-counter')?.textContent === `${count} / ${count}`, plies);
  assert.deepEqual(await moveNotations(host), finalMoves);
  // The replay's moves in words, as the live list said them; a click on one shows the position after it.
  assert.equal((await moveSentences(host))[0], hostFirst.replace('You', hostName));
  const finalBoard = await pawns(host);
  await host.click('.moves-list li[data-ply="2"] button');
  await host.waitForFunction((count) => document.querySelector('#ply-counter')?.textContent === `2 / ${count}`, plies);
  await host.waitForSelector('.moves-list li[data-ply="2"].current');
  await host.keyboard.press('End');
  await host.waitForFunction((count) => document.querySelector('#ply-counter')?.textContent === `${count} / ${count}`, plies);
  await host.click('#replay-back');
  await host.waitForFunction((count) => document.querySelector('#ply-counter')?.textContent === `${count - 1} / ${count}`, plies);
  assert.notDeepEqual(await pawns(host), finalBoard, 'one move back, a pawn is elsewhere');
  await host.click('#replay-first');
  await host.waitForFunction((count) => document.querySelector('#ply-counter')?.textContent === `0 / ${count}`, plies);
  await screenshot(host, 'replay');
  await host.keyboard.press('End');
  await host.waitForFunction((count) => document.querySelector('#ply-counter')?.textContent === `${count} / ${count}`, plies);
  assert.deepEqual(await pawns(host), finalBoard);
}
