// A player's buttons for the match, by weight: the answers the match waits for (a draw offered by
// the opponent, a win that may be claimed) beside the board's own choices, and the quieter match
// actions (offer a draw, resign) apart. Resigning asks in place, with the two buttons where the
// one was: no window pops up. Each part is drawn again only when what it shows changes, so that
// the focus stays on its buttons.

import { h, clear } from './dom.js';

export class MatchControls {
  /** @param {(type: string, extra?: any) => void} request sends a match request */
  constructor(request) {
    this.request = request;
    this.confirming = false;
    this.actionsKey = '';
    this.promptsKey = '';
    this.actions = h('div', { class: 'match-actions', id: 'match-actions' });
    this.prompts = h('div', { class: 'match-prompts', id: 'match-prompts' });
    this.actions.addEventListener('keydown', (/** @type {KeyboardEvent} */ event) => {
      if (event.key !== 'Escape' || !this.confirming) return;
      event.preventDefault();
      this.confirm(false);
    });
  }

  /** @param {any} view the match view, or null before there is one */
  render(view) {
    const seated = Boolean(view) && view.you !== null && view.status.state === 'playing';
    if (!seated) this.confirming = false;
    const opponent = seated ? 1 - view.you : null;
    const actionsKey = seated ? `${this.confirming}|${view.draw_offer === view.you}|${view.draw_offer === opponent}` : '';
    if (actionsKey !== this.actionsKey) {
      this.actionsKey = actionsKey;
      clear(this.actions);
      if (seated) this.actions.append(...this.actionButtons(view));
    }
    const promptsKey = seated ? `${view.draw_offer === opponent}|${view.may_claim === view.you}|${view.players[String(opponent)].name}` : '';
    if (promptsKey !== this.promptsKey) {
      this.promptsKey = promptsKey;
      clear(this.prompts);
      if (seated) this.prompts.append(...this.promptLines(view));
    }
  }

  /** Offer a draw (or that one is offered), and Resign, or its question. @param {any} view */
  actionButtons(view) {
    if (this.confirming) {
      return [h('span', { class: 'prompt' }, 'Resign this match?'),
        h('button', { class: 'danger', id: 'resign-confirm', onclick: () => { this.confirming = false; this.request('match.resign'); } }, 'Yes, resign'),
        h('button', { class: 'secondary', id: 'resign-cancel', onclick: () => this.confirm(false) }, 'Keep playing')];
    }
    const buttons = [];
    if (view.draw_offer === view.you) buttons.push(h('span', { class: 'muted small', id: 'draw-offered' }, 'Draw offered'));
    else if (view.draw_offer === null) buttons.push(h('button', { class: 'secondary quiet', id: 'offer-draw', onclick: () => this.request('match.offer_draw') }, 'Offer a draw'));
    buttons.push(h('button', { class: 'secondary quiet', id: 'resign', onclick: () => this.confirm(true) }, 'Resign'));
    return buttons;
  }

  /** What the match waits for from this player besides the board. @param {any} view */
  promptLines(view) {
    const opponent = 1 - view.you;
    const name = view.players[String(opponent)].name;
    const lines = [];
    if (view.draw_offer === opponent) {
      lines.push(h('div', { class: 'prompt-line', id: 'draw-prompt' },
        h('span', { class: 'prompt' }, `${name} offers a draw.`),
        h('button', { id: 'accept-draw', onclick: () => this.request('match.answer_draw', { accept: true }) }, 'Accept'),
        h('button', { class: 'secondary', id: 'decline-draw', onclick: () => this.request('match.answer_draw', { accept: false }) }, 'Decline')));
    }
    if (view.may_claim === view.you) {
      lines.push(h('div', { class: 'prompt-line', id: 'claim-prompt' },
        h('span', { class: 'prompt' }, `${name} has been away too long.`),
        h('button', { id: 'claim', onclick: () => this.request('match.claim') }, 'Claim the win')));
    }
    return lines;
  }

  /** Asks (or stops asking) whether to resign, the focus on the answer. @param {boolean} on */
  confirm(on) {
    this.confirming = on;
    this.actionsKey = '';
    this.render(this.view);
    document.getElementById(on ? 'resign-confirm' : 'resign')?.focus();
  }

  /** @param {any} view */
  update(view) {
    this.view = view;
    this.render(view);
  }
}
