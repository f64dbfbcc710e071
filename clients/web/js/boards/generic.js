// A board for a game without its own module yet: the view as data, and every action as a button.
// It keeps the game playable; each game's issue brings its real board.

import { board, el, label } from '../svg.js';

/** @param {any} view @param {{flipped: boolean, you: number|null}} [_options] */
export function render(view, _options) {
  const svg = board(100, 20, 'Board');
  el('rect', { x: 0, y: 0, width: 100, height: 20, class: 'board-frame' }, svg);
  label(svg, 50, 10, `${view.match?.game_name ?? 'Game'}: choose an action below`, 'coord');
  return svg;
}
