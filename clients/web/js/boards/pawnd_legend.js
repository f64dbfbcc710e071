// PAWND's legend, drawn with its board's code.

import { el } from '../svg.js';
import { entry } from './legend.js';
import { drawFrog, drawPad, drawStone } from './pawnd.js';

const CELL = 10;

/** A square of the pond at (2, 2), with what `draw` puts in its middle. */
function pond(text, draw, home = -1) {
  return entry(text, 'pw-board', 14, 14, (svg) => {
    el('rect', { x: 2, y: 2, width: CELL, height: CELL, rx: 1, class: 'pw-water' }, svg);
    if (home >= 0) el('rect', { x: 2, y: 2, width: CELL, height: CELL, class: `pw-home pw-home-${home}` }, svg);
    draw(svg, 7, 7);
  });
}

/** @returns {import('./legend.js').LegendEntry[]} */
export function legend() {
  return [
    pond('A purple frog: Purple moves first, up the pond from the bottom row', (svg, x, y) => drawFrog(svg, x, y, 0, true, 0.86)),
    pond('An orange frog: heads down from the top row; the two also face opposite ways', (svg, x, y) => drawFrog(svg, x, y, 1, false, 0.86)),
    pond('A stone: a frog may stand on it', (svg, x, y) => drawStone(svg, x, y)),
    pond('A lily pad: a frog may stand on it; the pad moves when the frog leaves', (svg, x, y) => drawPad(svg, x, y)),
    pond('Open water: no frog may stop here', (svg, x, y) => el('path', { d: `M${x - 2.4} ${y + 1.4} q1.2 -1 2.4 0 t2.4 0`, class: 'pw-ripple' }, svg)),
    pond('A home row square, tinted in its side’s colour', () => {}, 0),
  ];
}
