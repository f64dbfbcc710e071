// Offline, and back: the server is killed mid-match (SIGKILL, then SIGTERM), a player moves and
// chats while it is down, and the server is restarted on the same data directory and port. The
// page says it is offline, freezes its clocks and keeps the move waiting; after the hello it
// rejoins the room, and only then the move and the chat line go: the move is made, on both
// pages, and the chat line arrives (sent before the rejoin, both would be refused).

import assert from 'node:assert/strict';
import { clockedFences, screenshot, startServer, targets, waitForTurn } from './harness.mjs';

export const ownServer = true;

/** The square furthest forward among the pawn moves offered (O heads north, X south). */
async function forward(page, north) {
  const squares = (await targets(page)).filter((t) => t.kind === 'square').map((t) => t.name);
  assert.ok(squares.length > 0, 'a pawn move is offered');
  squares.sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
  return north ? squares[squares.length - 1] : squares[0];
}

const moveCount = (page) => page.$$eval('.moves-list li', (nodes) => nodes.length);

/** Waits until the page's move list has `count` entries, the last being `action`. */
async function waitForMove(page, count, action) {
  await page.waitForFunction(([n, a]) => {
    const items = document.querySelectorAll('.moves-list li');
    return items.length === n && items[n - 1].querySelector('.move-action')?.textContent === a;
  }, [count, action]);
}

/**
 * Stops the server with `signal` while `mover` is to move, makes a move and sends a chat line
 * while it is down, restarts it where it was, and checks what becomes of both.
 */
async function downAndBack({ binary, servers, mover, other, north, signal, shots }) {
  const server = servers.at(-1);
  const before = await moveCount(mover);
  const exit = await server.kill(signal);
  assert.ok(signal === 'SIGKILL' ? exit === 'SIGKILL' : exit === 0, `the server ended by ${signal} (${exit})`);

  // Both pages say they are offline; the mover's running clock is shown paused.
  for (const page of [mover, other]) await page.waitForSelector('#offline-banner.reconnecting:not([hidden])');
  assert.match(await mover.textContent('#offline-banner'), /You are offline\. Reconnecting…/);
  await mover.waitForSelector('.clock.running.paused');
  await mover.waitForSelector('.board-box.offline');
  await mover.waitForSelector('#status-line.offline:text-matches(" · offline$")');

  // A move and a chat line while the server is down: the move waits, shown with a Cancel button.
  const square = await forward(mover, north);
  await mover.locator(`.board [data-target="${square}"]`).click();
  await mover.waitForSelector('#waiting-move:not([hidden])');
  const action = await mover.getAttribute('#waiting-move', 'data-action');
  assert.equal(await mover.textContent('#waiting-move span'), `Your move ${action} (${square}) will be sent when the connection is back.`);
  await mover.fill('#chat-input', `still here after ${signal}`);
  await mover.click('.chat-form button[type="submit"]');
  for (const page of [mover, other]) await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(mover, `${shots}-offline`);
  await screenshot(other, `${shots}-offline-other`);

  servers.push(await startServer(binary, [], { data: server.data, listen: `127.0.0.1:${server.port}` }));
  // Back: the banner goes, the room is rejoined, and the move is made on both pages.
  for (const page of [mover, other]) {
    await page.waitForSelector('#offline-banner', { state: 'hidden', timeout: 20000 });
    await waitForMove(page, before + 1, action);
    await page.waitForSelector(`.chat-line:has-text("still here after ${signal}")`);
  }
  await mover.waitForSelector('#waiting-move', { state: 'hidden' });
  assert.equal(await mover.textContent('#message'), '', 'no error about the move or the chat');
  assert.equal(await mover.$('.clock.paused'), null, 'the clocks run again');
  assert.equal(await waitForTurn(other), false);
  await screenshot(mover, `${shots}-back`);
}

export default async function offline({ browser, binary }) {
  const servers = [await startServer(binary)];
  const server = servers[0];
  try {
    const { host, guest } = await clockedFences(browser, server.url);

    // One move each, then the server goes down on the host's move (SIGKILL) and on the guest's (SIGTERM).
    await waitForTurn(host);
    const first = await forward(host, true);
    await host.locator(`.board [data-target="${first}"]`).click();
    await waitForTurn(guest);
    const second = await forward(guest, false);
    await guest.locator(`.board [data-target="${second}"]`).click();
    await waitForTurn(host);

    await downAndBack({ binary, servers, mover: host, other: guest, north: true, signal: 'SIGKILL', shots: 'offline-sigkill' });
    await downAndBack({ binary, servers, mover: guest, other: host, north: false, signal: 'SIGTERM', shots: 'offline-sigterm-phone' });
  } finally {
    servers.at(-1).stop();  // the others are gone already
  }
}
