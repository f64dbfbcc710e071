// Browser notifications, for those who ask for them: the events that change the tab's title (your
// move, the opponent's arrival, a draw offer, the result) also raise a notification, but only
// while the tab is hidden, since a visible page already shows them. Where the browser has Web Push,
// turning them on also subscribes it for correspondence turns (web_push.js), which reach the player
// with no tab open.

import { startPush, stopPush } from './web_push.js';

const NOTIFY_KEY = 'rockpool.notify';

/**
 * Whether an event raises a notification: a new event (its words differ from the last shown)
 * with a mood (see attention.js), the tab hidden, notifications turned on and allowed.
 * @param {{mood: 'move'|'alert'|'over'|null, changed: boolean, hidden: boolean, enabled: boolean, permission: string}} event
 */
export function notificationWanted({ mood, changed, hidden, enabled, permission }) {
  return mood !== null && changed && hidden && enabled && permission === 'granted';
}

/** 'granted', 'denied', 'default', or 'unsupported' where the browser has no notifications. */
export function notificationPermission() {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Turned on by the person, and still allowed by the browser. */
export function notificationsOn() {
  return localStorage.getItem(NOTIFY_KEY) === '1' && notificationPermission() === 'granted';
}

/**
 * Turns notifications on (asking the browser's permission first) or off. Resolves to a sentence
 * saying why they stay off, or null. With `send` (the transport's), Web Push follows, in the
 * background: a browser without it keeps the tab's notifications alone.
 * @param {boolean} on @param {(body: any) => Promise<any>} [send] @returns {Promise<string|null>}
 */
export async function setNotifications(on, send) {
  if (!on) {
    localStorage.setItem(NOTIFY_KEY, '0');
    if (send) void stopPush(send);
    return null;
  }
  const permission = notificationPermission();
  if (permission === 'unsupported') return 'This browser cannot show notifications.';
  const answer = permission === 'granted' ? permission : await Notification.requestPermission();
  if (answer !== 'granted') return 'Notifications are blocked for this site: allow them in the browser to turn them on.';
  localStorage.setItem(NOTIFY_KEY, '1');
  if (send) void startPush(send);
  return null;
}

/**
 * Subscribes this browser for Web Push again when notifications are on: the subscription of a
 * player who turned them on before Web Push existed, or one the browser dropped, is renewed.
 * @param {(body: any) => Promise<any>} send the transport's
 */
export function renewPush(send) {
  if (notificationsOn()) void startPush(send);
}

/** Follows what a page asks attention for, and raises a notification when it is wanted. */
export class Notifier {
  constructor() {
    /** @type {string|null} */ this.last = null;
    /** @type {Notification|null} */ this.shown = null;
    this.onVisible = () => {
      if (document.visibilityState === 'visible') this.close();
    };
    document.addEventListener('visibilitychange', this.onVisible);
  }

  /**
   * @param {string} what the event in words ('Your move'), or '' for none
   * @param {'move'|'alert'|'over'|null} mood @param {string} game the game's name
   */
  consider(what, mood, game) {
    const changed = what !== this.last;
    this.last = what;
    if (!notificationWanted({ mood, changed, hidden: document.visibilityState === 'hidden', enabled: notificationsOn(), permission: notificationPermission() })) return;
    try {
      this.close();
      const shown = new Notification(what, { body: `${game} · Rockpool`, tag: 'rockpool', icon: '/favicon.svg' });
      shown.onclick = () => {
        window.focus();
        shown.close();
      };
      this.shown = shown;
    } catch {
      // Some browsers allow notifications only from a service worker: the title still tells.
    }
  }

  close() {
    this.shown?.close();
    this.shown = null;
  }

  stop() {
    this.close();
    document.removeEventListener('visibilitychange', this.onVisible);
  }
}
