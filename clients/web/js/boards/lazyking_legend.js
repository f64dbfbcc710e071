// Lazy King's legend, drawn with its board's code.

import { el } from '../svg.js';
import { entry } from './legend.js';
import { drawFort, drawGoal, drawPile, drawTimer, drawTrap, drawUnit } from './lazyking_pieces.js';

const CELL = 10;

/** A light square at (x, y). */
function square(svg, x, y, extra = '') {
  return el('rect', { x, y, width: CELL, height: CELL, class: `lk-tile lk-light${extra}` }, svg);
}

/** A picture of one square at (2, 2) with what `draw` puts on it. */
function one(text, draw) {
  return entry(text, 'lk-board', 14, 14, (svg) => {
    square(svg, 2, 2);
    draw(svg, 2, 2);
  });
}

/** @returns {import('./legend.js').LegendEntry[]} */
export function legend() {
  return [
    one('A red pawn: a unit of one checker (Red plays from the bottom row)', (svg, x, y) => drawUnit(svg, x, y, CELL, 0, 'P')),
    one('A black pawn: the ring on its face is dashed', (svg, x, y) => drawUnit(svg, x, y, CELL, 1, 'P')),
    one('The King: a checker with a gold band and crown', (svg, x, y) => drawUnit(svg, x, y, CELL, 0, 'K')),
    one('A stack: a unit of several checkers, its height on the badge; the pointer shows where the King is in it', (svg, x, y) => drawUnit(svg, x, y, CELL, 1, 'PKP')),
    one('A trap: a unit that enters it loses its bottom piece, and again for each turn it stays', (svg, x, y) => drawTrap(svg, x, y, CELL)),
    one('A goal of Red: Red wins with its King alone on it; a unit without a King that stays on any corner is destroyed (Black’s goals fly a black flag)', (svg, x, y) => drawGoal(svg, x, y, CELL, 0)),
    one('A fort: a lone piece standing on it defends against a push with 2 more strength', (svg, x, y) => drawFort(svg, x, y, CELL)),
    one('A timer: the unit here suffers at the end of its owner’s next turn if it stays (ringed red: this turn)', (svg, x, y) => {
      drawUnit(svg, x, y, CELL, 0, 'P');
      drawTimer(svg, x, y, CELL, 'next_turn', 'trap');
    }),
    entry('A wall on the edge between two squares: nothing moves or pushes across it', 'lk-board', 26, 14, (svg) => {
      square(svg, 2, 2);
      square(svg, 12, 2);
      el('rect', { x: 12 - 0.75, y: 2 - 0.35, width: 1.5, height: CELL + 0.7, rx: 0.55, class: 'lk-wall' }, svg);
    }),
    entry('Each side’s zone, tinted and outlined in its colour: its pieces start there, and its King comes back there', 'lk-board', 26, 14, (svg) => {
      square(svg, 2, 2, ' lk-zone lk-zone-0');
      square(svg, 12, 2, ' lk-zone lk-zone-0');
      el('rect', { x: 2.25, y: 2.25, width: 19.5, height: CELL - 0.5, rx: 0.8, class: 'lk-zone-outline lk-zone-outline-0' }, svg);
    }),
    one('A pile: the pawns a side holds off the board, for sacrifices', (svg, x, y) => drawPile(svg, x, y, CELL, 0, 3)),
  ];
}
