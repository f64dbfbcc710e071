// Fair clocks: in a clocked match no clock runs before a seat's first decision, the status bar
// counts down the time left for it, and a first move that does not come calls the match off
// (counting for nobody) instead of losing it on time. The server gets a 5 s limit. The live region
// says each deadline once, politely, while the status bar (not a live region) counts it down.

import assert from 'node:assert/strict';
import { clockedFences, resultBox, screenshot, startServer, targets, waitForTurn } from './harness.mjs';

export const ownServer = true;

/** How many lines of the page's live region match `pattern`. */
const said = (page, pattern) => page.$$eval('#announcer p', (lines, source) => lines.filter((line) => new RegExp(source).test(line.textContent ?? '')).length, pattern.source);

export default async function firstMove({ browser, binary }) {
  const server = await startServer(binary, ['--first-move-timeout', '5']);
  try {
    const { host, guest } = await clockedFences(browser, server.url);

    await waitForTurn(host);
    await host.waitForSelector('#status-line:text-matches("^Your move · first move within \\\\d s")');
    assert.equal(await host.$('.clock.running'), null, 'no clock runs before the first move');
    await screenshot(host, 'first-move-deadline');
    assert.equal(await host.getAttribute('#announcer', 'aria-live'), 'polite');
    assert.equal(await host.$('#status-line[role], #status-line[aria-live]'), null, 'the countdown is not read out every second');
    const shown = await host.textContent('#status-line');
    await host.waitForFunction((text) => document.querySelector('#status-line')?.textContent !== text, shown);  // counted down
    assert.equal(await said(host, /^Make your first move within \d seconds, or the match is called off\.$/), 1, 'the deadline is said once');
    assert.equal(await said(guest, /owes a first move within \d seconds/), 1, 'the one who waits hears it once');
    const square = (await targets(host)).find((t) => t.kind === 'square').name;
    await host.locator(`.board [data-target="${square}"]`).click();

    // The guest's first decision is free of its clock too, and has its own deadline.
    await waitForTurn(guest);
    await guest.waitForSelector('#status-line:text-matches("first move within")');
    assert.equal(await guest.$('.clock.running'), null, "the guest's clock does not run yet");
    await screenshot(guest, 'first-move-deadline-phone');
    await guest.waitForSelector('#announcer p:text-matches("^Make your first move within [0-9] seconds")', { state: 'attached' });
    await host.waitForSelector('#announcer p:text-matches("owes a first move within")', { state: 'attached' });

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
