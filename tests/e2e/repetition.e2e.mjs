// The draw by repetition, as two people meet it: a host turns it on in the room form, both pawns
// step out and back twice, and the third time the start stands the match is drawn, in words.

import assert from 'node:assert/strict';
import { clickTarget, desktop, person, phone, resultBox, screenshot, waitForTurn } from './harness.mjs';

export default async function repetition({ browser, url }) {
  const host = await person(browser, desktop);
  await host.goto(url);
  await host.waitForSelector('.connection.open', { state: 'attached' });
  await host.selectOption('#game', 'fences');
  await host.selectOption('#visibility', 'private');
  await host.selectOption('#option-first', 'host');
  await host.click('#advanced-options summary');
  assert.equal(await host.isChecked('#option-repetition'), false, 'off by default between people');
  await host.check('#option-repetition');
  await host.click('#create-room');
  await host.waitForURL(/\/r\//);
  const guest = await person(browser, phone);
  await guest.goto(await host.inputValue('#share-link'));

  // O steps from e1 to e2 and back, X from e9 to e8 and back: the start stands again after every
  // fourth move, for the third time after the eighth.
  const steps = [[host, 'e2'], [guest, 'e8'], [host, 'e1'], [guest, 'e9']];
  for (let move = 0; move < 8; ++move) {
    const [page, square] = steps[move % 4];
    assert.equal(await waitForTurn(page), false, `move ${move + 1}: the match goes on`);
    await clickTarget(page, square);
    await page.waitForFunction((count) => document.querySelectorAll('.moves-list li').length >= count, move + 1);
  }
  for (const page of [host, guest]) {
    const words = await resultBox(page);
    assert.match(words.headline, /draw/i);
    assert.equal(words.reason, 'The same position came up for the third time.');
  }
  await screenshot(host, 'repetition-draw');
  await screenshot(guest, 'repetition-draw-phone');
}
