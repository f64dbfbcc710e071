// Accounts and rated play in the browser: a guest creates an account and is shown its recovery
// codes once; a wrong password is refused beside the field; the account logs in from a second
// browser and finds its seat there; a guest opening a rated room's link watches and is told why;
// a rated fences match between two accounts ends by resignation after two moves, and both result
// boxes show the rating change; the two then seek a rated quick match and are paired in a rated
// room. Screenshots at 1280×800 and 390×844 of each step, axe on each.

import assert from 'node:assert/strict';
import { clickTarget, desktop, openLobby, person, resign, screenshot, targets, waitForTurn } from './harness.mjs';
import { expectAccessibleInBothThemes, expectNoSeriousViolations } from './axe.mjs';

const PASSWORD = 'correct horse battery';

/**
 * The page now, as a laptop and as a phone sees it (the viewport changes, then comes back), with
 * `show` scrolled into view in each.
 */
async function shoot(page, name, show = null) {
  for (const [size, suffix] of [[desktop.viewport, ''], [{ width: 390, height: 844 }, '-phone']]) {
    await page.setViewportSize(size);
    if (show) await page.locator(show).scrollIntoViewIfNeeded();
    await page.waitForTimeout(100);
    await screenshot(page, `accounts-${name}${suffix}`, { fullPage: false });
  }
  await page.setViewportSize(desktop.viewport);
}

async function lobby(browser, url) {
  const page = await person(browser, { ...desktop, bypassCSP: true, permissions: ['clipboard-read', 'clipboard-write'] });
  await openLobby(page, url);
  await page.waitForSelector('#signup-button');
  return page;
}

/** Creates an account from the lobby; checks the codes step; returns the codes. */
async function signUp(page, username, { pictures = false } = {}) {
  await page.click('#signup-button');
  await page.waitForSelector('#signup-dialog[open]');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'signup-username', 'the dialog starts at its first field');
  await page.fill('#signup-username', username);
  await page.fill('#signup-password', PASSWORD);
  await page.fill('#signup-repeat', `${PASSWORD}!`);
  await page.click('#signup-submit');
  assert.match(await page.textContent('#signup-repeat-error'), /differ/, 'two different passwords are caught before anything is sent');
  await page.fill('#signup-repeat', PASSWORD);
  if (pictures) {
    await expectAccessibleInBothThemes(page, 'the sign-up dialog');
    await shoot(page, 'signup');
  }
  await page.click('#signup-submit');
  await page.waitForSelector('#recovery-codes li');
  const codes = await page.$$eval('#recovery-codes code', (nodes) => nodes.map((n) => n.textContent));
  assert.equal(codes.length, 10, 'ten recovery codes');
  assert.equal(new Set(codes).size, 10);
  assert.ok(await page.isDisabled('#codes-done'), 'Done waits until the codes are said to be saved');
  await page.keyboard.press('Escape');
  assert.ok(await page.isVisible('#recovery-codes'), 'Escape does not lose the codes unsaved');
  await page.click('#codes-copy');
  await page.waitForFunction(() => /Copied/.test(document.querySelector('#codes-copy-status')?.textContent ?? ''));
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.ok(codes.every((code) => copied.includes(code)), 'Copy puts every code on the clipboard');
  if (pictures) {
    await expectAccessibleInBothThemes(page, 'the recovery codes');
    await shoot(page, 'codes');
  }
  await page.check('#codes-saved');
  await page.click('#codes-done');
  await page.waitForSelector('#signup-dialog', { state: 'detached' });
  await page.waitForFunction(() => document.activeElement?.id === 'account-menu-button'); // the focus goes where the sign-up button was
  await page.waitForFunction((name) => document.querySelector('#account-name')?.textContent === name, username);
  assert.equal(await page.getAttribute('#account-name', 'href'), `/players/${username}`);
  assert.ok(await page.isHidden('#name-button'), 'an account is called by its username');
  return codes;
}

export default async function accounts({ browser, url }) {
  // A guest: Rated is off, with the reason and a way to an account.
  const ada = await lobby(browser, url);
  assert.ok(await ada.isDisabled('#rated'));
  assert.match(await ada.textContent('#rated-why'), /account/);
  await shoot(ada, 'new-game-guest', '#rated');
  const codes = await signUp(ada, 'Ada', { pictures: true });
  await ada.waitForSelector('#rated:not([disabled])');
  await ada.selectOption('#opponent', 'bot');
  assert.ok(await ada.isDisabled('#rated'), 'never rated against the bot');
  assert.match(await ada.textContent('#rated-why'), /bot/);
  await ada.selectOption('#opponent', 'human');

  const bea = await lobby(browser, url);
  await signUp(bea, 'Bea');

  // A second browser: a wrong password is refused beside its field, then the right one logs in.
  const phoneAda = await lobby(browser, url);
  await phoneAda.click('#login-button');
  await phoneAda.waitForSelector('#login-dialog[open]');
  await phoneAda.fill('#login-username', 'ada');
  await phoneAda.fill('#login-password', 'not the password');
  await phoneAda.click('#login-submit');
  await phoneAda.waitForFunction(() => document.querySelector('#login-password-error')?.textContent === 'Wrong username or password.');
  assert.equal(await phoneAda.getAttribute('#login-password', 'aria-invalid'), 'true');
  assert.equal(await phoneAda.getAttribute('#login-password-error', 'aria-live'), 'polite');
  await expectAccessibleInBothThemes(phoneAda, 'the login form with an error');
  await shoot(phoneAda, 'login-error');
  await phoneAda.fill('#login-password', PASSWORD);
  await phoneAda.click('#login-submit');
  await phoneAda.waitForSelector('#login-dialog', { state: 'detached' });
  await phoneAda.waitForFunction(() => document.querySelector('#account-name')?.textContent === 'Ada');

  // A rated room, made through the form, first move the host's.
  await ada.selectOption('#game', 'fences');
  await ada.selectOption('#visibility', 'public');
  await ada.selectOption('#option-first', 'host');
  await ada.check('#rated');
  await expectNoSeriousViolations(ada, 'the new-room form with Rated');
  await shoot(ada, 'new-game-rated', '#rated');
  await ada.click('#create-room');
  await ada.waitForURL(/\/room\//);
  const link = await ada.inputValue('#share-link');
  await ada.waitForSelector('#rated-notice');
  assert.ok(await ada.isVisible('.room-title .rated-badge'), 'the waiting room says the match is rated');

  // A guest finds it in the lobby, marked rated; asking for the seat, it watches, and is told why.
  const guest = await person(browser, { ...desktop, bypassCSP: true });
  await guest.goto(url);
  const entry = guest.locator(`#room-list [data-room="${link.split('/').pop()}"]`);
  await entry.locator('.rated-badge').waitFor();
  await entry.locator('button', { hasText: 'Join' }).click();
  await guest.waitForSelector('#rated-room-signup');
  assert.match(await guest.textContent('#rated-notice'), /only players with an account can sit/);
  assert.match(await guest.textContent('#status-line'), /Waiting for the players/);
  await expectNoSeriousViolations(guest, 'a guest in a rated room');
  await screenshot(guest, 'accounts-guest-refused', { fullPage: false });

  // Bea takes the seat; one move each.
  await bea.goto(link);
  await waitForTurn(ada);
  const step = (await targets(ada)).find((t) => t.kind === 'square');
  await clickTarget(ada, step.name);
  await waitForTurn(bea);
  const reply = (await targets(bea)).find((t) => t.kind === 'square');
  await clickTarget(bea, reply.name);
  await ada.waitForFunction(() => document.querySelectorAll('.moves-list li').length === 2);
  assert.match(await ada.textContent('#player-top .player-rating'), /^1500\?$/, 'the players panel shows the ratings before the end');

  // Ada's second browser finds her seat.
  await phoneAda.goto(link);
  await phoneAda.waitForSelector('.player.seat-0 .player-name');
  assert.match(await phoneAda.textContent('.player.seat-0 .player-name'), /Ada \(you\)/, 'the seat follows the account');
  assert.ok(await phoneAda.isVisible('#resign'), 'a player there, not a watcher');
  await phoneAda.context().close();

  await resign(bea);
  for (const [page, mine, theirs] of [[ada, 'Ada', 'Bea'], [bea, 'Bea', 'Ada']]) {
    await page.waitForSelector('#result-ratings li');
    const lines = await page.$$eval('#result-ratings li', (items) => items.map((li) => li.textContent));
    const line = (name) => lines.find((l) => l.startsWith(name)) ?? '';
    assert.match(line('Ada'), /^Ada\+\d+now \d+\??$/, `${mine}'s result box shows Ada's gain: ${lines}`);
    assert.match(line('Bea'), /^Bea\u2212\d+now \d+\??$/, `${mine}'s result box shows Bea's loss: ${lines}`);
    assert.ok(theirs);
    assert.match(await page.textContent('.player.seat-0 .player-rating'), /^\d+\?? \(\+\d+\)$/, 'the players panel shows the new rating');
  }
  await expectAccessibleInBothThemes(ada, 'a rated result box');
  await shoot(ada, 'rated-result');
  await shoot(bea, 'rated-result-loser');

  // A rated quick match: both tick "Rated quick matches" in the lobby and seek; the server pairs
  // them in a rated room, which both open.
  for (const page of [ada, bea]) {
    await page.goto(url);
    await page.waitForSelector('.connection.open', { state: 'attached' });
    await page.waitForSelector('#quick-rated', { state: 'visible' });
    await page.check('#quick-rated');
    await page.click('.game-card[data-game="fences"] .quick-match');
    if (page === ada) await ada.waitForSelector('#seeking:not([hidden])');
  }
  for (const page of [ada, bea]) {
    await page.waitForURL(/\/r\//);
    await page.waitForSelector('#rated-notice');
  }
  assert.equal(new URL(ada.url()).pathname, new URL(bea.url()).pathname, 'both in the paired room');
  await screenshot(ada, 'accounts-rated-quick-match', { fullPage: false });
  for (const page of [ada, bea]) await page.goto(link);
  await menuAndRecovery(ada, bea, codes);
}

/** Opens an item of the account menu. */
async function menu(page, item) {
  await page.click('#account-menu-button');
  await page.waitForSelector('#account-menu:not([hidden])');
  await page.click(`#${item}`);
}

/** Change password, Sessions (revoke another login), Log out, then Forgot password with a code. */
async function menuAndRecovery(ada, bea, codes) {
  await menu(bea, 'menu-password');
  await bea.fill('#password-current', 'not the password');
  await bea.fill('#password-new', 'a new password');
  await bea.fill('#password-repeat', 'a new password');
  await bea.click('#password-submit');
  await bea.waitForFunction(() => document.querySelector('#password-current-error')?.textContent === 'That is not your current password.');
  await bea.fill('#password-current', PASSWORD);
  await bea.click('#password-submit');
  await bea.waitForSelector('#password-dialog', { state: 'detached' });
  assert.equal(await bea.evaluate(() => document.activeElement?.id), 'account-menu-button', 'the focus comes back to the menu');

  // Ada's logins: this browser's and the second browser's; the other one is logged out.
  await menu(ada, 'menu-sessions');
  await ada.waitForSelector('#session-list li.session');
  assert.equal(await ada.locator('#session-list li.session').count(), 2);
  assert.equal(await ada.locator('#session-list li.own').count(), 1, "this browser's login is marked");
  await expectNoSeriousViolations(ada, 'the sessions dialog');
  await ada.locator('#session-list li.session:not(.own) button').click();
  await ada.waitForFunction(() => document.querySelectorAll('#session-list li.session').length === 1);
  await ada.keyboard.press('Escape');  // on the game page, whose own Escape goes back to the live position
  await ada.waitForSelector('#sessions-dialog', { state: 'detached' });

  await menu(ada, 'menu-logout');
  await ada.waitForSelector('#signup-button');
  await ada.waitForURL((address) => new URL(address).pathname === '/');

  // Forgot password: a wrong code is refused beside it; a right one sets the password and logs in.
  await ada.click('#login-button');
  await ada.fill('#login-username', 'Ada');
  await ada.click('#login-forgot');
  await ada.waitForSelector('#reset-form');
  assert.equal(await ada.inputValue('#reset-username'), 'Ada', 'the username typed comes along');
  await ada.fill('#reset-code', 'AAAAA-BBBBB-CCCCC-DDDDD');
  await ada.fill('#reset-password', 'another password');
  await ada.fill('#reset-repeat', 'another password');
  await ada.click('#reset-submit');
  await ada.waitForFunction(() => /recovery code/.test(document.querySelector('#reset-code-error')?.textContent ?? ''));
  await ada.fill('#reset-code', codes[0].toLowerCase());
  await ada.click('#reset-submit');
  await ada.waitForSelector('#login-dialog', { state: 'detached' });
  await ada.waitForFunction(() => document.querySelector('#account-name')?.textContent === 'Ada');
  await ada.waitForFunction(() => /9 recovery codes left/.test(document.querySelector('#account-status')?.textContent ?? ''));
}
