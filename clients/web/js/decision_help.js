// A board's own words at the table for a step that needs more than the one-line hint (Lazy King's
// secret King and its walls): a title and a few sentences beside the board, and, where the board
// offers it, a button that makes the rest of the step's decisions for the player, each one the
// board picks among the legal actions of the view, sent as the player's own.

import { h, clear } from './dom.js';

export class DecisionHelp {
  /** @param {(notation: string) => void} play sends an action as the player's */
  constructor(play) {
    this.play = play;
    this.element = h('section', { class: 'decision-help', id: 'decision-help', 'aria-live': 'polite' });
    this.key = '';
    /** the match whose step is being played for the player @type {string|null} */ this.auto = null;
    this.sentAt = -1;  // the ply of the last action sent for the player, so that none goes twice
  }

  /** @param {any} view @param {import('./boards/index.js').BoardModule} module */
  update(view, module) {
    const help = view ? module.decisionHelp?.(view) ?? null : null;
    const offer = help && view.decide ? module.autoOffer?.(view) ?? null : null;
    if (this.auto !== null && (!view || this.auto !== view.match.id || !module.autoOffer?.(view))) this.auto = null;
    const auto = this.auto !== null;
    if (auto && view.decide && view.ply !== this.sentAt) {
      const pick = module.autoChoice?.(view);
      if (pick) {
        this.sentAt = view.ply;
        this.play(pick);
      }
    }
    const key = JSON.stringify([help, offer, auto]);
    if (key === this.key) return;
    this.key = key;
    clear(this.element);
    if (!help) return;
    this.element.append(h('h3', {}, help.title), h('p', {}, help.text));
    if (auto) {
      this.element.append(h('button', { type: 'button', class: 'secondary', id: 'auto-stop', onclick: () => { this.auto = null; this.update(view, module); } }, 'Stop: I place them'));
    } else if (offer) {
      this.element.append(h('button', { type: 'button', class: 'secondary', id: 'auto-play', onclick: () => { this.auto = view.match.id; this.update(view, module); } }, offer));
    }
  }
}
