// A player's buttons for the match: resign, offer a draw (or answer one), claim the win when the
// opponent has been away too long, and show the result again once it was closed.

import { h } from './dom.js';

/**
 * @param {any} view @param {{request: (type: string, extra?: any) => void, resultHidden: boolean,
 *   showResult: () => void}} page
 * @returns {HTMLElement[]}
 */
export function matchControls(view, page) {
  const buttons = [];
  if (view && view.you !== null && view.status.state === 'playing') {
    const opponent = 1 - view.you;
    buttons.push(h('button', { class: 'secondary', id: 'resign', onclick: () => { if (confirm('Resign this match?')) page.request('match.resign'); } }, 'Resign'));
    if (view.draw_offer === opponent) {
      buttons.push(h('span', { class: 'prompt' }, 'Draw offered:'),
        h('button', { id: 'accept-draw', onclick: () => page.request('match.answer_draw', { accept: true }) }, 'Accept'),
        h('button', { class: 'secondary', id: 'decline-draw', onclick: () => page.request('match.answer_draw', { accept: false }) }, 'Decline'));
    } else if (view.draw_offer === view.you) {
      buttons.push(h('span', { class: 'muted' }, 'Draw offered'));
    } else {
      buttons.push(h('button', { class: 'secondary', id: 'offer-draw', onclick: () => page.request('match.offer_draw') }, 'Offer draw'));
    }
    if (view.may_claim === view.you) {
      buttons.push(h('button', { id: 'claim', onclick: () => page.request('match.claim') }, 'Claim the win'));
    }
  }
  if (view && view.status.state !== 'playing' && page.resultHidden) {
    buttons.push(h('button', { id: 'show-result', onclick: page.showResult }, 'Show result'));
  }
  return buttons;
}
