// One entry per action, with the player's name and seat: turns of two actions (a PAWND return,
// a Prawns `end`, a Kani Nari Ebi `pass`) keep each action with the one who made it.

import { h } from './dom.js';

/**
 * @param {{seat: number, action: string|null}} move @param {number} index 0-based
 * @param {string[]} seatNames @param {string[]} playerNames by seat
 * @param {Record<string, any>} [attributes] more attributes for the entry (a click handler)
 */
export function moveEntry(move, index, seatNames, playerNames, attributes = {}) {
  return h('li', { class: `move seat-${move.seat}`, 'data-ply': index + 1, ...attributes },
    h('span', { class: 'move-who', title: seatNames[move.seat] }, `${playerNames[move.seat]} (${seatNames[move.seat]})`),
    ' ', h('span', { class: 'move-action' }, move.action ?? '(secret)'));
}
