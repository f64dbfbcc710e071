// An Arena takes its player to their game: when the viewer is paired while on the Arena's page, a
// countdown says so and goes to the game's room when it ends, unless the viewer goes at once or
// stays. Only a pairing seen happening starts one: a player who comes back to the page from a
// game in progress is not sent there again.

import { h, clear } from './dom.js';

const SECONDS = 5;

export class ArenaCountdown {
  /** @param {(path: string) => void} navigate */
  constructor(navigate) {
    this.navigate = navigate;
    this.element = h('div', { class: 'arena-countdown', id: 'arena-countdown', role: 'status', hidden: true });
    /** @type {ReturnType<typeof setInterval>|null} */ this.timer = null;
  }

  /** The games of the viewer's that a patch opened. @param {any} before @param {any} after @param {number} meIndex */
  static paired(before, after, meIndex) {
    if (!before || after.format !== 'arena' || after.status !== 'playing' || meIndex < 0) return [];
    const known = new Set(before.games.filter((/** @type {any} */ g) => g.code).map((/** @type {any} */ g) => g.code));
    return after.games.filter((/** @type {any} */ g) => g.code && !g.result && g.players.includes(meIndex) && !known.has(g.code));
  }

  /** Counts down to a game's room. @param {any} game @param {string} opponent the opponent's name */
  start(game, opponent) {
    this.stop();
    let left = SECONDS;
    const path = `/r/${game.code}`;
    const line = h('span', {});
    const say = () => { line.textContent = `Your game against ${opponent} is ready: going there in ${left} s.`; };
    say();
    this.element.append(line,
      h('button', { type: 'button', id: 'arena-go', onclick: () => { this.stop(); this.navigate(path); } }, 'Go now'),
      h('button', { type: 'button', class: 'secondary', id: 'arena-stay', onclick: () => this.stop() }, 'Stay here'));
    this.element.hidden = false;
    this.timer = setInterval(() => {
      left -= 1;
      if (left > 0) return say();
      this.stop();
      this.navigate(path);
    }, 1000);
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    clear(this.element);
    this.element.hidden = true;
  }
}
