// Fair clocks: in a clocked match no clock runs before a seat's first decision, the status bar
// counts down the time left for it, and a first move that does not come calls the match off
// (counting for nobody) instead of losing it on time. The server gets a 5 s limit.

import assert from 'node:assert/strict';
import { person, resultBox, screenshot, startServer, targets, waitForTurn } from './harness.mjs';

export const ownServer = true;

export default async function firstMove({ browser, binary }) {
  const server = await startServer(binary, ['--first-move-timeout', '5']);
  try {
    const host = await person(browser, { viewport: { width: 1280, height: 800 } });
    await host.goto(server.url);
    await host.waitForSelector('#create-form');
    await host.waitForSelector('.connection.open', { state: 'attached' });
    await host.selectOption('#game', 'fences');
    await host.selectOption('#visibility', 'private');
    await host.selectOption('#option-first', 'host');
    await host.check('#clock-on');
    await host.click('#create-room');
    await host.waitForURL(/\/r\//);
    const link = await host.inputValue('#share-link');
    const guest = await person(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await guest.goto(link);

    await waitForTurn(host);
    await host.waitForSelector('#status-line:text-matches("^Your move · first move within \\\\d s")');
    assert.equal(await host.$('.clock.running'), null, 'no clock runs before the first move');
    await screenshot(host, 'first-move-deadline');
    const square = (await targets(host)).find((t) => t.kind === 'square').name;
    await host.locator(`.board [data-target="${square}"]`).click();

    // The guest's first decision is free of its clock too, and has its own deadline.
    await waitForTurn(guest);
    await guest.waitForSelector('#status-line:text-matches("first move within")');
    assert.equal(await guest.$('.clock.running'), null, "the guest's clock does not run yet");
    await screenshot(guest, 'first-move-deadline-phone');

    // The guest does not move: the match is called off, for nobody.
    for (const page of [host, guest]) {
      const words = await resultBox(page);
      assert.equal(words.headline, 'Match called off');
      assert.match(words.reason, /first move did not come in time/);
    }
    await screenshot(guest, 'first-move-called-off-phone');
  } finally {
    server.stop();
  }
}
