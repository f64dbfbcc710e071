// Kani Nari Ebi's legend, drawn with its board's code.

import { el } from '../svg.js';
import { entry } from './legend.js';
import { drawPiece } from './kaninariebi_pieces.js';

const CELL = 20;

/** A square of sand at (2, 2) with what `draw` puts in its middle. */
function sand(text, draw, kind = 'kne-sand') {
  return entry(text, '', 24, 24, (svg) => {
    el('rect', { x: 2, y: 2, width: CELL, height: CELL, class: `kne-tile ${kind}` }, svg);
    draw(svg, 12, 12.4);
  });
}

/** @returns {import('./legend.js').LegendEntry[]} */
export function legend() {
  return [
    sand('A black crab: Black moves first, from its home column on the left', (svg, x, y) => drawPiece(svg, x, y, 'black', 'crab', false)),
    sand('A red crab: at home on the right; its markings are dashed', (svg, x, y) => drawPiece(svg, x, y, 'red', 'crab', true)),
    sand('A black shrimp: a promoted crab, facing the way its side heads', (svg, x, y) => drawPiece(svg, x, y, 'black', 'shrimp', false)),
    sand('A red shrimp', (svg, x, y) => drawPiece(svg, x, y, 'red', 'shrimp', true)),
    sand('A ringed piece: bonded, it may make a bond move', (svg, x, y) => {
      el('circle', { cx: x, cy: y - 0.4, r: 9.2, class: 'kne-bond' }, svg);
      drawPiece(svg, x, y, 'black', 'crab', false);
    }),
    sand('The current in the middle column: a piece that stops there rides it up or down, as its mover chooses', (svg, x) => {
      el('path', { d: `M${x - 8},${9} l1.6,-1.8 l1.6,1.8`, class: 'kne-chevron' }, svg);
      el('path', { d: `M${x + 4.8},${15} l1.6,1.8 l1.6,-1.8`, class: 'kne-chevron' }, svg);
    }, 'kne-water'),
    sand('Black’s home column, a (Red’s, column e, is tinted red)', () => {}, 'kne-home-black'),
  ];
}
