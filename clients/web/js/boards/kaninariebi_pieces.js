// Kani Nari Ebi's pieces drawn in SVG: a crab (seen from above, claws forward) and a shrimp (seen
// from the side, curled, facing where its side is heading). Each is drawn around (0, 0) within a
// radius of about 8.5; the colour comes from the CSS classes kne-black / kne-red.

import { el } from '../svg.js';

/** @param {Element} parent */
export function drawCrab(parent) {
  const g = el('g', { class: 'kne-crab-shape' }, parent);
  // Legs: three a side, bent backwards.
  for (const side of [-1, 1]) {
    for (let i = 0; i < 3; i += 1) {
      const y = -0.6 + i * 2.1;
      el('path', {
        d: `M${side * 3.8},${y} Q${side * 7.4},${y - 1.6} ${side * 8.3},${y + 1.9}`,
        class: 'kne-leg',
      }, g);
    }
    // Arm and pincer.
    el('path', { d: `M${side * 2.6},-2.6 Q${side * 5.4},-3.6 ${side * 5.0},-6.0`, class: 'kne-leg kne-arm' }, g);
    el('path', {
      d: `M${side * 4.1},-5.7 C${side * 2.7},-8.6 ${side * 6.2},-10.7 ${side * 7.4},-7.9 `
        + `L${side * 5.5},-8.1 L${side * 6.9},-6.5 C${side * 6.4},-5.0 ${side * 4.8},-4.7 ${side * 4.1},-5.7 Z`,
      class: 'kne-body',
    }, g);
  }
  // Eye stalks.
  for (const side of [-1, 1]) {
    el('path', { d: `M${side * 1.2},-2.8 L${side * 1.7},-5.0`, class: 'kne-leg kne-stalk' }, g);
    el('circle', { cx: side * 1.75, cy: -5.3, r: 0.95, class: 'kne-eye' }, g);
    el('circle', { cx: side * 1.75, cy: -5.3, r: 0.45, class: 'kne-pupil' }, g);
  }
  // The shell, with a pattern.
  el('ellipse', { cx: 0, cy: 0.6, rx: 5.5, ry: 4.3, class: 'kne-body' }, g);
  el('path', { d: 'M-3.2,-0.6 Q0,-2.4 3.2,-0.6 M-2.4,1.6 Q0,0.4 2.4,1.6', class: 'kne-pattern' }, g);
  return g;
}

/** @param {Element} parent @param {boolean} facingLeft */
export function drawShrimp(parent, facingLeft) {
  const flip = facingLeft ? 'scale(-1,1) ' : '';
  const g = el('g', { class: 'kne-shrimp-shape', transform: `${flip}translate(-0.7 0.9) scale(1.08)` }, parent);
  // Antennae sweeping back over the body, and walking legs under the head.
  el('path', { d: 'M5.9,-1.3 Q9.8,-5.6 2.6,-8.4', class: 'kne-feeler' }, g);
  el('path', { d: 'M6.1,-0.9 Q10.6,-2.8 8.6,-7.6', class: 'kne-feeler' }, g);
  for (const [x, y] of [[1.6, -1.1], [2.8, -0.3], [4.0, 0.6]]) {
    el('path', { d: `M${x},${y} l0.5,2.3`, class: 'kne-leg kne-thin' }, g);
  }
  // The tail fan, then the body: an arched back curling under into the tail.
  el('path', { d: 'M-3.3,3.9 L0.5,2.3 L1.4,4.3 L0.3,6.3 Z', class: 'kne-body' }, g);
  el('path', { d: 'M-3.3,3.9 L1.4,4.3', class: 'kne-pattern' }, g);
  el('path', {
    d: 'M6.2,-0.6 C5.6,-3.4 1.6,-4.9 -1.8,-4.6 C-5.2,-4.3 -7.2,-1.6 -6.6,1.4 C-6.2,3.4 -4.8,4.6 -3.2,4.8 '
      + 'L-3.0,3.0 C-4.2,2.6 -4.6,1.0 -4.3,-0.2 C-3.9,-1.6 -2.0,-1.9 0.0,-1.4 '
      + 'C2.0,-0.9 3.2,1.4 4.8,1.2 C5.6,1.1 6.2,0.4 6.2,-0.6 Z',
    class: 'kne-body',
  }, g);
  // The shell's segments, the carapace's edge first.
  el('path', {
    d: 'M0.5,-4.7 Q1.2,-3 0.9,-1.2 M-2.3,-4.5 Q-1.7,-3 -1.7,-1.8 M-4.8,-3.4 Q-3.9,-2.4 -3.6,-1.3 '
      + 'M-6.5,-0.6 L-4.5,-0.1 M-6.3,2.3 L-4.4,1.7 M-4.8,4.2 L-3.9,2.9',
    class: 'kne-pattern',
  }, g);
  // Rostrum and eye.
  el('path', { d: 'M5.1,-2.5 L8.4,-3.0 L5.8,-1.3 Z', class: 'kne-body' }, g);
  el('circle', { cx: 3.9, cy: -2.0, r: 0.95, class: 'kne-eye' }, g);
  el('circle', { cx: 4.1, cy: -2.0, r: 0.45, class: 'kne-pupil' }, g);
  return g;
}

/**
 * A piece at (x, y): a group with its colour and kind as classes, and a title for screen readers.
 * @param {Element} parent @param {number} x @param {number} y
 * @param {string} colour "black" or "red" @param {string} kind "crab" or "shrimp"
 * @param {boolean} facingLeft @param {number} [scale]
 */
export function drawPiece(parent, x, y, colour, kind, facingLeft, scale = 1) {
  const g = el('g', {
    class: `kne-piece kne-${colour} kne-${kind}${scale === 1 ? '' : ' kne-icon'}`,
    transform: `translate(${x} ${y})${scale === 1 ? '' : ` scale(${scale})`}`,
    'pointer-events': 'none',
  }, parent);
  const title = el('title', {}, g);
  title.textContent = `${colour === 'black' ? 'Black' : 'Red'} ${kind}`;
  if (kind === 'shrimp') drawShrimp(g, facingLeft);
  else drawCrab(g);
  return g;
}
