// Prawns' pieces drawn in SVG: a round token in its side's colour (Green, Blue) carrying the
// species' symbol, which shows how it moves: krill plain (a ring only: one step any way), shrimp
// an L (the knight's leap), crab a cross (along ranks and files), lobster an X (along diagonals).
// A piece still hidden by the blind start carries a question mark. Drawn around (0, 0), radius 4.

import { el, label } from '../svg.js';

export const SPECIES = ['K', 'S', 'C', 'L'];
export const SPECIES_NAMES = { K: 'krill', S: 'shrimp', C: 'crab', L: 'lobster' };
export const SIDE_NAMES = ['Green', 'Blue'];

/**
 * The species' symbol alone, in the current colour of the class pr-symbol.
 * @param {Element} parent @param {string} species K S C L, or ? for a hidden piece
 */
export function drawSymbol(parent, species) {
  const g = el('g', { class: `pr-symbol pr-symbol-${species === '?' ? 'hidden' : species}` }, parent);
  if (species === 'S') el('path', { d: 'M-1.2 -2.3 V1.5 H1.9' }, g);
  else if (species === 'C') el('path', { d: 'M0 -2.4 V2.4 M-2.4 0 H2.4' }, g);
  else if (species === 'L') el('path', { d: 'M-1.75 -1.75 L1.75 1.75 M1.75 -1.75 L-1.75 1.75' }, g);
  else if (species !== 'K') label(g, 0, 0.25, '?', 'pr-hidden-mark');
  return g;
}

/**
 * A whole piece: shadow, token, rim and symbol; `forward` (+1 up the screen, -1 down) places the
 * small notch that marks a krill's unused jump-start.
 * @param {Element} parent @param {number} cx @param {number} cy @param {number} seat
 * @param {string} species @param {{scale?: number, fresh?: boolean, forward?: number}} [options]
 */
export function drawPrawn(parent, cx, cy, seat, species, options = {}) {
  const scale = options.scale ?? 1;
  const g = el('g', {
    class: `pr-piece pr-side-${seat} pr-species-${species === '?' ? 'hidden' : species}`,
    transform: `translate(${cx} ${cy}) scale(${scale})`,
  }, parent);
  el('ellipse', { cx: 0.35, cy: 0.7, rx: 4, ry: 3.9, class: 'pr-shadow' }, g);
  el('circle', { cx: 0, cy: 0, r: 3.9, class: 'pr-token' }, g);
  el('circle', { cx: 0, cy: 0, r: 3.05, class: 'pr-rim' }, g);
  drawSymbol(g, species);
  if (options.fresh) {
    const f = options.forward ?? 1;
    el('path', { d: `M-1 ${-f * 2.2} L0 ${-f * 3.15} L1 ${-f * 2.2}`, class: 'pr-fresh' }, g);
  }
  return g;
}
