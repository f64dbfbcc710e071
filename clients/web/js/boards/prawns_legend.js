// Prawns' legend, drawn with its board's code.

import { el } from '../svg.js';
import { entry } from './legend.js';
import { drawCracks, drawEvolveBadge } from './prawns.js';
import { drawPrawn, SPECIES_NAMES } from './prawns_pieces.js';

const CELL = 10;
const MOVES = {
  K: 'one square any way (a plain ring)',
  S: 'a knight’s leap or one square diagonally, hopping (the L)',
  C: 'any distance along its row or column (the cross)',
  L: 'any distance along a diagonal (the X)',
};

/** A water square at (x, y) with a piece in its middle. */
function water(text, draw) {
  return entry(text, 'pr-board', 14, 14, (svg) => {
    el('rect', { x: 2, y: 2, width: CELL, height: CELL, class: 'pr-water pr-shallow' }, svg);
    draw(svg, 7, 7);
  });
}

/** @returns {import('./legend.js').LegendEntry[]} */
export function legend() {
  return [
    ...['K', 'S', 'C', 'L'].map((species) => water(`A ${SPECIES_NAMES[species]}: moves ${MOVES[species]}`, (svg, x, y) => drawPrawn(svg, x, y, 0, species, { scale: 1.02 }))),
    water('Green plays from the bottom, Blue from the top; Blue’s tokens have a dashed rim (here a blue lobster)', (svg, x, y) => drawPrawn(svg, x, y, 1, 'L', { scale: 1.02 })),
    water('A krill that still has its jump-start (two squares straight forward on its first move): the notch points forward', (svg, x, y) => drawPrawn(svg, x, y, 0, 'K', { scale: 1.02, fresh: true, forward: 1 })),
    water('A prawn chosen in the blind start, not shown yet', (svg, x, y) => drawPrawn(svg, x, y, 1, '?', { scale: 1.02 })),
    water('A prawn that may evolve now', (svg, x, y) => {
      drawPrawn(svg, x, y, 0, 'K', { scale: 1.02 });
      drawEvolveBadge(svg, x, y);
    }),
    entry('Dry sand: where the sea has dried up; the wall around the sea bounces wall-jumps', 'pr-board', 26, 14, (svg) => {
      el('rect', { x: 2, y: 2, width: CELL, height: CELL, class: 'pr-dry' }, svg);
      drawCracks(svg, 2, 2, 3);
      el('rect', { x: 12, y: 2, width: CELL, height: CELL, class: 'pr-water pr-deep' }, svg);
      el('rect', { x: 12, y: 2, width: CELL, height: CELL, class: 'pr-wall' }, svg);
      el('rect', { x: 12, y: 2, width: CELL, height: CELL, class: 'pr-wall-stones' }, svg);
    }),
    entry('An evolution row: the far row of the sea, tinted in the colour of the side that evolves there', 'pr-board', 14, 14, (svg) => {
      el('rect', { x: 2, y: 2, width: CELL, height: CELL, class: 'pr-water pr-deep' }, svg);
      el('rect', { x: 2, y: 2, width: CELL, height: CELL, class: 'pr-zone pr-zone-0' }, svg);
    }),
  ];
}
