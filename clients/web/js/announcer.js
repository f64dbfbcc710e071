// The page's live region: a polite log that screen readers read out as lines are added. It says
// every change of the match (announcements.js), the notices, an absent opponent, and a running
// clock that falls under ten seconds, once per turn.

import { h } from './dom.js';
import { announcementsBetween } from './announcements.js';
import { remainingNow } from './panels.js';
import { seatPlayer } from './result_words.js';

const KEEP = 200;  // lines kept in the log: a long match's actions can be read back

export class Announcer {
  constructor() {
    this.element = h('div', { class: 'visually-hidden', id: 'announcer', role: 'log', 'aria-live': 'polite', 'aria-label': 'What happens in the match' });
    /** @type {Set<string>} */ this.warned = new Set();
    /** @type {string|null} */ this.absence = null;
  }

  /** @param {string} text */
  say(text) {
    if (!text) return;
    this.element.append(h('p', {}, text));
    while (this.element.childElementCount > KEEP) this.element.firstElementChild?.remove();
  }

  /**
   * What changed from `before` to `view`, and the notices of that change.
   * @param {any} before @param {any} view @param {(notation: string, context: any) => string} describe
   * @param {{text: string}[]} notices
   */
  change(before, view, describe, notices) {
    for (const text of announcementsBetween(before, view, describe)) this.say(text);
    for (const notice of notices) this.say(notice.text);
  }

  /** An opponent away (or back): said when the sentence first appears. @param {string|null} text */
  away(text) {
    if (text && this.absence === null) this.say(text);
    this.absence = text;
  }

  /** A running clock under ten seconds, once per turn. @param {any} view @param {number} receivedAt @param {number|null} pausedAt */
  clocks(view, receivedAt, pausedAt) {
    if (!view?.clock || view.status.state !== 'playing' || pausedAt !== null) return;
    for (const seat of view.clock.running) {
      const key = `${view.match.id}:${view.ply}:${seat}`;
      if (this.warned.has(key) || remainingNow(view.clock, seat, receivedAt) >= 10000) continue;
      this.warned.add(key);
      this.say(seat === view.you ? 'You have less than 10 seconds left.' : `${seatPlayer(view, seat)} has less than 10 seconds left.`);
    }
  }
}
