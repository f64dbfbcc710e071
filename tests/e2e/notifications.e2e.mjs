// Browser notifications, opt-in: the host turns them on (the browser's permission is granted to
// the page's origin), hides the tab, and the opponent's arrival (which makes it the host's move)
// raises one; with the tab visible again, the next move raises none. The page's Notification
// constructor is wrapped to record what it makes; the browser's own makes each one.

import assert from 'node:assert/strict';
import { desktop, hostRoom, menuClick, person, phone, screenshot, targets, waitForTurn } from './harness.mjs';

/** Wraps the page's Notification so that every one made is recorded in window.madeNotifications. */
function recordNotifications() {
  if (window.madeNotifications) return;
  window.madeNotifications = [];
  const Browser = window.Notification;
  window.Notification = class extends Browser {
    constructor(title, options) {
      super(title, options);
      window.madeNotifications.push({ title, body: options?.body ?? '' });
    }
  };
}

/** Tells the page that its tab is hidden (`hidden`) or visible again, as a browser does. */
function setHidden(page, hidden) {
  return page.evaluate((isHidden) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (isHidden ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => isHidden });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

const made = (page) => page.evaluate(() => window.madeNotifications);

export default async function notifications({ browser, url }) {
  const { host, link } = await hostRoom(browser, url, 'fences', {
    screen: desktop,
    onLobby: async (lobby) => {
      await lobby.context().grantPermissions(['notifications'], { origin: url });
      await lobby.evaluate(recordNotifications);
    },
  });
  await host.waitForSelector('#notify:text-is("Notifications: off")', { state: 'attached' });
  await menuClick(host, 'notify');
  await host.waitForSelector('#notify:text-is("Notifications: on")');
  assert.equal(await host.evaluate(() => localStorage.getItem('rockpool.notify')), '1');
  // Web Push: the service worker is served as a script and registered; Chromium without a push
  // service refuses the subscription, and the tab's notifications stay on all the same.
  const worker = await host.evaluate(async () => {
    const answer = await fetch('/sw.js');
    return { status: answer.status, type: answer.headers.get('content-type') };
  });
  assert.equal(worker.status, 200);
  assert.match(worker.type, /^text\/javascript/);
  await host.waitForFunction(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL.endsWith('/sw.js') ?? false);
  await host.waitForSelector('#notify:text-is("Notifications: on")', { state: 'attached' });
  await setHidden(host, true);

  const guest = await person(browser, phone);
  await guest.goto(link);
  await waitForTurn(host);
  await host.waitForFunction(() => window.madeNotifications.length > 0);
  const first = await made(host);
  assert.equal(first.length, 1, 'one notification for the arrival and the move it brings');
  assert.deepEqual(first[0], { title: 'Your move', body: 'Fences · Rockpool' });

  // Visible again: the page itself tells, and no notification is raised.
  await setHidden(host, false);
  const square = (await targets(host)).find((t) => t.kind === 'square').name;
  await host.locator(`.board [data-target="${square}"]`).click();
  await waitForTurn(guest);
  const reply = (await targets(guest)).find((t) => t.kind === 'square').name;
  await guest.locator(`.board [data-target="${reply}"]`).click();
  await waitForTurn(host);
  assert.equal(await host.title(), '(Your move) Fences · Rockpool');
  assert.equal((await made(host)).length, 1, 'no notification while the tab is visible');

  // The switches in the table's menu, in both themes, on a laptop and a phone.
  for (const [page, name] of [[host, 'notifications-on'], [guest, 'game-switches-phone']]) {
    if (!(await page.isVisible('#notify'))) await page.click('#table-menu-button');
    for (const scheme of ['light', 'dark']) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.locator('#notify').scrollIntoViewIfNeeded();
      await screenshot(page, `${name}-${scheme}`, { fullPage: false });
    }
  }
}
