// Earlier positions of a match in play, view only: a player (or a spectator) steps back and forth
// through them while the match goes on, and comes back to the live board. Each position comes from
// the server's engine (the practice endpoint: the match's options and its first moves), so the
// page holds no rules. A secret choice not yet revealed keeps the positions before it out of reach.

import { h, clear } from './dom.js';
import { practice } from './practice.js';

export class PastPositions {
  /**
   * @param {{show: (view: any|null) => void, say: (text: string) => void}} page show: draws a past
   *   position, or the live board again (null)
   */
  constructor(page) {
    this.page = page;
    /** @type {number|null} */ this.ply = null;  // the position asked for: after this many moves; null: live
    /** @type {Map<string, any>} */ this.cache = new Map();
    this.banner = h('div', { class: 'past-banner', id: 'past-banner', role: 'status', hidden: true });
  }

  /**
   * Steps `delta` moves (−1 back, +1 forward) from the position shown, or to the live one.
   * @param {any} view the live view @param {number|'live'} delta
   */
  async step(view, delta) {
    if (!view) return;
    const from = this.ply ?? view.moves.length;
    return this.go(view, delta === 'live' ? view.moves.length : from + delta);
  }

  /**
   * Shows the position after `ply` moves (the live one for the latest).
   * @param {any} view the live view @param {number} ply
   */
  async go(view, ply) {
    if (!view) return;
    const total = view.moves.length;
    const from = this.ply ?? total;
    const to = Math.max(0, Math.min(total, ply));
    if (to === total) return this.live();
    if (view.moves.slice(0, to).some((move) => move.action === null)) {
      this.page.say('Earlier positions are hidden until the secret choice is revealed.');
      return;
    }
    const moves = view.moves.slice(0, to).map((move) => ({ seat: move.seat, action: move.action }));
    const key = `${view.match.id}:${to}`;
    this.ply = to;  // at once, so that a key pressed again steps on from here
    try {
      if (!this.cache.has(key)) this.cache.set(key, await this.fetch(view, moves));
    } catch (error) {
      if (this.ply === to) this.ply = from === total ? null : from;
      this.page.say(`That position cannot be shown: ${error.message ?? error}`);
      return;
    }
    if (this.ply !== to) return;  // a later step won
    this.page.show({ ...this.cache.get(key), decide: false });
    this.render(total);
  }

  /** @param {any} view @param {any[]} moves */
  async fetch(view, moves) {
    return (await practice(view.match.game, { options: view.match.options, moves, seat: view.you })).view;
  }

  live() {
    if (this.ply === null) return;
    this.ply = null;
    this.page.show(null);
    this.banner.hidden = true;
  }

  /** @param {number} total */
  render(total) {
    clear(this.banner);
    this.banner.hidden = false;
    this.banner.append(h('span', {}, `Position after move ${this.ply} of ${total}, view only. [ and ] step, Escape or End returns to the game.`),
      h('button', { class: 'secondary', id: 'past-live', onclick: () => this.live() }, 'Back to the game'));
  }
}
