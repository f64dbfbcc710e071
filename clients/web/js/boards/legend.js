// A board's legend: each piece and mark drawn small by the board's own drawing code, with words.

import { el } from '../svg.js';

/**
 * @typedef {{text: string, picture: SVGElement}} LegendEntry
 */

/**
 * One entry: a picture of `width` × `height` board units on the board's frame colour (the
 * board's class, so that its style applies), drawn by `draw`, and what it means.
 * @param {string} text @param {string} boardClass @param {number} width @param {number} height
 * @param {(svg: SVGElement) => void} draw @returns {LegendEntry}
 */
export function entry(text, boardClass, width, height, draw) {
  const picture = el('svg', { viewBox: `0 0 ${width} ${height}`, class: `legend-picture ${boardClass}`.trim(), 'aria-hidden': 'true' });
  el('rect', { x: 0, y: 0, width, height, rx: 1.5, class: 'board-frame' }, picture);
  draw(picture);
  return { text, picture };
}
