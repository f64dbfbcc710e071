// The moves of a match in words: each action as a sentence in the game's own words (the ones the
// live region says: "Rockbot 1 placed a horizontal fence at h3"), its notation beside it, numbered
// by turn (a turn is the actions one player makes in a row: a PAWND return and its move, a Prawns
// move and its evolutions), and, where the page can show earlier positions, a button to look at
// the position after it.

import { h } from './dom.js';

/**
 * @typedef {object} MoveListSource
 * @property {{seat: number, action: string|null}[]} moves
 * @property {string[]} names the players' names by seat ("You" for the reader's own seat)
 * @property {(notation: string, context: any) => string} describe the game's words for an action
 * @property {(ply: number) => any} [viewAt] the view after that many actions, when the page has it
 *   (a sentence says more with the position before and after: what was eaten, what was jumped)
 * @property {(ply: number) => void} [show] shows the position after that many actions
 * @property {number|null} [current] the position shown now (after that many actions), if not the live one
 * @property {boolean} [ready] whether the game's words are loaded yet (they come with its board)
 */

/** The sentence for the action at `index`. @param {MoveListSource} source @param {number} index */
export function moveWords(source, index) {
  const move = source.moves[index];
  const who = source.names[move.seat];
  if (move.action === null) return `${who} chose in secret`;
  const context = { who, seat: move.seat, before: source.viewAt?.(index) ?? null, after: source.viewAt?.(index + 1) ?? null };
  return source.describe(move.action, context);
}

/** The turn number of each action: it grows whenever the player changes. @param {{seat: number}[]} moves */
export function turnNumbers(moves) {
  let turn = 0;
  return moves.map((move, i) => (i === 0 || moves[i - 1].seat !== move.seat ? (turn += 1) : turn));
}

/** The list, an entry per action (`li.move`, its ply in data-ply). @param {MoveListSource} source */
export function moveList(source) {
  const turns = turnNumbers(source.moves);
  const list = h('ol', { class: 'moves-list', 'aria-label': 'Moves' });
  source.moves.forEach((move, index) => {
    const first = index === 0 || turns[index - 1] !== turns[index];
    const ply = index + 1;
    const body = [
      h('span', { class: 'move-turn', 'aria-hidden': first ? null : 'true' }, first ? `${turns[index]}.` : ''),
      h('span', { class: 'move-words' }, moveWords(source, index)),
      h('span', { class: 'move-action' }, move.action ?? '(secret)'),
    ];
    const current = source.current === ply;
    const entry = source.show && move.action !== null
      ? h('button', { type: 'button', class: 'move-button', 'aria-current': current ? 'true' : null, title: 'Look at the position after this move', onclick: () => source.show?.(ply) }, ...body)
      : h('span', { class: 'move-button' }, ...body);
    list.append(h('li', { class: `move seat-${move.seat}${first ? ' turn-start' : ''}${current ? ' current' : ''}`, 'data-ply': ply, 'data-seat': move.seat }, entry));
  });
  return list;
}
