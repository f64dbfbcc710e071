// The fence game's legend, drawn with its board's code.

import { el } from '../svg.js';
import { entry } from './legend.js';
import { drawFence, drawPawn } from './fences.js';

const CELL = 10;

/** A cell at (x, y) with the board's classes. */
function cell(svg, x, y, extra = '') {
  return el('rect', { x, y, width: CELL, height: CELL, rx: 1.2, class: `cell${extra}` }, svg);
}

/** @returns {import('./legend.js').LegendEntry[]} */
export function legend() {
  return [
    entry('O’s pawn: O moves first, from the bottom middle up to the top row', '', 14, 14, (svg) => {
      cell(svg, 2, 2);
      drawPawn(svg, 7, 7, 0);
    }),
    entry('X’s pawn: from the top middle down to the bottom row', '', 14, 14, (svg) => {
      cell(svg, 2, 2);
      drawPawn(svg, 7, 7, 1);
    }),
    entry('The rows to reach: O wins on the top row, tinted in O’s colour; X on the bottom row', '', 26, 14, (svg) => {
      cell(svg, 2, 2, ' goal-0');
      cell(svg, 14, 2, ' goal-1');
    }),
    entry('A fence of O: two cells long, it closes the passages across it', '', 26, 20, (svg) => {
      cell(svg, 1, 8);
      cell(svg, 13, 8);
      drawFence(svg, 12, 7, true, 0);
    }),
    entry('A fence of X', '', 26, 20, (svg) => {
      cell(svg, 1, 8);
      cell(svg, 13, 8);
      drawFence(svg, 12, 7, true, 1);
    }),
    entry('The fence placed last, ringed', '', 26, 20, (svg) => {
      cell(svg, 1, 8);
      cell(svg, 13, 8);
      drawFence(svg, 12, 7, true, 1, true);
    }),
    entry('On your move: a dot on each square your pawn may go to; near the pointer, a tick where a fence fits', '', 26, 14, (svg) => {
      cell(svg, 1, 2, ' target');
      el('circle', { cx: 6, cy: 7, r: CELL * 0.17, class: 'cell-dot' }, svg);
      cell(svg, 13, 2);
      const slot = el('g', { class: 'slot target' }, svg);
      el('rect', { x: 12 - 0.44, y: 7 - 1.7, width: 0.88, height: 3.4, class: 'slot-mark' }, slot);
    }),
  ];
}
