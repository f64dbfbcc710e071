// Lazy King's drawings: checkers stacked into units (the King a checker with a gold band round
// it), and the fixed marks of the board: traps, goals, fortifications. Everything is drawn around
// a square's top-left corner (x, y) with side `cell`.

import { el, label } from '../svg.js';

const RX = 3.5;   // a checker seen from above and a little in front: an ellipse on a short side
const RY = 1.55;

/**
 * One checker: its side from y down by `t`, its top face centred at (cx, y).
 * @param {Element} parent @param {number} cx @param {number} y @param {number} t
 * @param {boolean} king @param {boolean} top whether its top face shows
 */
function checker(parent, cx, y, t, king, top) {
  const g = el('g', { class: `lk-checker${king ? ' lk-king' : ''}` }, parent);
  el('path', {
    d: `M${cx - RX} ${y} v${t} a${RX} ${RY} 0 0 0 ${2 * RX} 0 v${-t} Z`,
    class: 'lk-side',
  }, g);
  if (king) {
    // The line round the King's perimeter, half way down its side.
    el('path', { d: `M${cx - RX} ${y + t / 2} a${RX} ${RY} 0 0 0 ${2 * RX} 0`, class: 'lk-band' }, g);
  }
  if (top) {
    el('ellipse', { cx, cy: y, rx: RX, ry: RY, class: 'lk-face' }, g);
    el('ellipse', { cx, cy: y, rx: RX * 0.68, ry: RY * 0.62, class: king ? 'lk-face-ring lk-king-ring' : 'lk-face-ring' }, g);
    if (king) crown(g, cx, y, 0.55);
  }
  return g;
}

/** A small crown centred at (cx, cy). */
export function crown(parent, cx, cy, scale = 1) {
  const s = scale;
  const d = `M${cx - 2.4 * s} ${cy + 1.1 * s} L${cx - 2.6 * s} ${cy - 1.2 * s} L${cx - 1.2 * s} ${cy - 0.1 * s}`
    + ` L${cx} ${cy - 1.6 * s} L${cx + 1.2 * s} ${cy - 0.1 * s} L${cx + 2.6 * s} ${cy - 1.2 * s}`
    + ` L${cx + 2.4 * s} ${cy + 1.1 * s} Z`;
  return el('path', { d, class: 'lk-crown' }, parent);
}

/**
 * A unit: its checkers from the bottom up, a badge with its height when it is a stack, and a gold
 * pointer beside the King's checker.
 * @param {Element} parent @param {number} x @param {number} y @param {number} cell
 * @param {number} seat @param {string} pieces "PPK", bottom to top
 * @param {string} [extraClass]
 */
export function drawUnit(parent, x, y, cell, seat, pieces, extraClass = '') {
  const h = pieces.length;
  const g = el('g', { class: `lk-unit lk-unit-${seat}${extraClass ? ` ${extraClass}` : ''}` }, parent);
  const t = Math.min(1.7, (cell - 1.6 - 2 * RY) / h);
  const total = 2 * RY + h * t;
  const top = y + (cell - total) / 2 + RY;  // the top face's centre of the top checker
  const cx = x + cell / 2 + (h > 1 ? 0.2 : 0);
  for (let i = 0; i < h; i += 1) {
    const faceY = top + (h - 1 - i) * t;
    checker(g, cx, faceY, t, pieces[i] === 'K', i === h - 1);
  }
  const kingAt = pieces.indexOf('K');
  if (kingAt >= 0 && h > 1) {
    // A pointer at the King's level, on the left: where the King sits is read at a glance.
    const ky = top + (h - 1 - kingAt) * t + t / 2;
    const px = cx - RX + 0.2;
    el('path', { d: `M${px} ${ky} l-1.7 -1.2 v2.4 Z`, class: 'lk-king-pointer' }, g);
  }
  if (h > 1) {
    const bx = x + cell - 2.1;
    const by = y + 2.1;
    el('circle', { cx: bx, cy: by, r: 1.85, class: 'lk-badge' }, g);
    label(g, bx, by + 0.1, String(h), 'lk-badge-text');
  }
  const title = el('title', {}, g);
  const names = [...pieces].reverse().map((p) => (p === 'K' ? 'King' : 'pawn'));
  title.textContent = `${seat === 0 ? 'Red' : 'Black'} ${h > 1 ? `unit of ${h}, top to bottom: ${names.join(', ')}` : names[0]}`;
  return g;
}

/** A trap: a dark pit with teeth round its rim. */
export function drawTrap(parent, x, y, cell) {
  const g = el('g', { class: 'lk-trap' }, parent);
  const cx = x + cell / 2;
  const cy = y + cell / 2;
  let d = '';
  const n = 10;
  for (let i = 0; i < n * 2; i += 1) {
    const a = (Math.PI * i) / n;
    const r = i % 2 === 0 ? 4.3 : 3.3;
    d += `${i === 0 ? 'M' : 'L'}${(cx + r * Math.cos(a)).toFixed(2)} ${(cy + r * Math.sin(a)).toFixed(2)} `;
  }
  el('path', { d: `${d}Z`, class: 'lk-trap-teeth' }, g);
  el('circle', { cx, cy, r: 2.9, class: 'lk-trap-pit' }, g);
  return g;
}

/** A goal: a flag in the colour of the side that wins there. */
export function drawGoal(parent, x, y, cell, seat) {
  const g = el('g', { class: `lk-goal lk-goal-${seat}` }, parent);
  el('rect', { x: x + 0.9, y: y + 0.9, width: cell - 1.8, height: cell - 1.8, rx: 1.2, class: 'lk-goal-rim' }, g);
  const px = x + 2.6;
  el('path', { d: `M${px} ${y + 8.4} V${y + 1.8}`, class: 'lk-flag-pole' }, g);
  el('path', { d: `M${px} ${y + 1.9} L${px + 5.2} ${y + 3.3} L${px} ${y + 4.8} Z`, class: 'lk-flag' }, g);
  return g;
}

/** A fortification: a low crenellated wall round the square. */
export function drawFort(parent, x, y, cell) {
  const g = el('g', { class: 'lk-fort' }, parent);
  const m = 1.1;
  const s = cell - 2 * m;
  const step = s / 5;
  let d = `M${x + m} ${y + m}`;
  // The top edge: merlons and crenels.
  for (let i = 0; i < 5; i += 1) {
    const up = i % 2 === 0;
    d += ` h${step}`;
    if (i < 4) d += up ? ' v0.9' : ' v-0.9';
  }
  d += ` V${y + cell - m} H${x + m} Z`;
  el('path', { d, class: 'lk-fort-wall' }, g);
  return g;
}

/** A small timer mark: the unit on this square loses a piece (trap) or all (goal) soon. */
export function drawTimer(parent, x, y, cell, when, kind) {
  const g = el('g', { class: `lk-timer lk-timer-${when}`, 'data-timer': `${kind}:${when}` }, parent);
  const cx = x + 2;
  const cy = y + cell - 2;
  el('circle', { cx, cy, r: 1.7, class: 'lk-timer-dial' }, g);
  el('path', { d: `M${cx - 0.8} ${cy - 1} h1.6 l-1.6 2 h1.6 Z`, class: 'lk-timer-glass' }, g);
  const title = el('title', {}, g);
  const what = kind === 'goal' ? 'destroyed' : 'loses its bottom piece';
  title.textContent = `This unit is ${what} at the end of its owner's ${when === 'this_turn' ? 'turn now' : 'next turn'} if it stays.`;
  return g;
}

/** A side's pile: up to four checkers stacked, faint when it is empty. */
export function drawPile(parent, x, y, cell, seat, count) {
  const g = el('g', { class: `lk-unit lk-unit-${seat} lk-pile-stack${count === 0 ? ' lk-empty' : ''}` }, parent);
  const h = Math.max(1, Math.min(count, 4));
  const t = 1.3;
  const top = y + (cell - (2 * RY + h * t)) / 2 + RY;
  for (let i = 0; i < h; i += 1) checker(g, x + cell / 2, top + (h - 1 - i) * t, t, false, i === h - 1);
  return g;
}
