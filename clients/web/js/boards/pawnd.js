// PAWND's board: a 9×9 pond of open water, stones and lily pads, purple and orange frogs, and a
// tray on each side counting that player's frogs across and pads kept. Every square is a target
// named as in the notation ("c1"): a frog to move, a landing (each hop of a jump clicked in turn),
// a water square for the pad's new place, a free home stone for a captured frog's return. The
// hit areas lie on top of the pieces, so a click anywhere in a square counts.

import { board, el, label } from '../svg.js';
import { Grid } from './grid.js';

const CELL = 10;
const MARGIN = 5;   // room for the coordinates left of and under the grid
const EDGE = 2;     // the pond's other two sides
const TRAY = 13;    // each player's tray above and below the pond
const TOP = TRAY + EDGE;  // the pond's top edge
const GRID = new Grid({ files: 'abcdefghi', ranks: 9, cell: CELL, left: MARGIN, top: TOP });
const SIZE = GRID.ranks;
const WIDTH = MARGIN + EDGE + GRID.width;
const HEIGHT = WIDTH + TRAY * 2;
const SEATS = ['Purple', 'Orange'];

/** The squares a move passes through, start first (the pad's new square left out). */
function movePath(notation, last) {
  if (!Array.isArray(last) || !notation || notation[0] === '^') return [];
  const squares = last.flat();
  return notation.includes('@') ? squares.slice(0, -1) : squares;
}

/** A small rock, a little irregular, the same for every stone. */
function drawStone(parent, cx, cy) {
  const g = el('g', { class: 'pw-stone' }, parent);
  el('path', {
    d: `M${cx - 3.9} ${cy + 0.6} C${cx - 4.2} ${cy - 2.6} ${cx - 1.6} ${cy - 4} ${cx + 0.6} ${cy - 3.8}`
      + ` C${cx + 3.2} ${cy - 3.7} ${cx + 4.3} ${cy - 1.4} ${cx + 4} ${cy + 1}`
      + ` C${cx + 3.7} ${cy + 3.4} ${cx + 1.2} ${cy + 4.1} ${cx - 0.9} ${cy + 3.9}`
      + ` C${cx - 3} ${cy + 3.7} ${cx - 3.8} ${cy + 2.6} ${cx - 3.9} ${cy + 0.6} Z`,
    class: 'pw-stone-body',
  }, g);
  el('path', {
    d: `M${cx - 2.4} ${cy - 1.2} C${cx - 1.8} ${cy - 2.6} ${cx} ${cy - 3} ${cx + 1.4} ${cy - 2.7}`,
    class: 'pw-stone-shine',
  }, g);
  return g;
}

/** A lily pad: a disc with a notch cut to its middle and a few veins. */
function drawPad(parent, cx, cy, r = 4.1, className = 'pw-pad') {
  const g = el('g', { class: className }, parent);
  const a0 = -Math.PI / 2 - 0.32;
  const a1 = -Math.PI / 2 + 0.32;
  const p = (a, rr = r) => `${(cx + rr * Math.cos(a)).toFixed(2)} ${(cy + rr * Math.sin(a)).toFixed(2)}`;
  el('path', { d: `M${cx} ${cy} L${p(a1)} A${r} ${r} 0 1 1 ${p(a0)} Z`, class: 'pw-pad-body' }, g);
  let veins = '';
  for (const a of [0.5, 1.6, 2.7, 3.8, 4.8]) veins += `M${cx} ${cy} L${p(a - Math.PI / 2, r * 0.78)} `;
  el('path', { d: veins, class: 'pw-pad-vein' }, g);
  return g;
}

/** A frog seen from above, its head towards where it is going. */
function drawFrog(parent, cx, cy, seat, up, scale = 1) {
  const g = el('g', {
    class: `pw-frog pw-frog-${seat}`,
    transform: `translate(${cx} ${cy}) rotate(${up ? 0 : 180}) scale(${scale})`,
  }, parent);
  // Legs first, under the body.
  el('path', { d: 'M-2.2 1.2 C-4.6 1.4 -4.8 3.6 -3.1 4.1 M2.2 1.2 C4.6 1.4 4.8 3.6 3.1 4.1', class: 'pw-frog-leg' }, g);
  el('path', { d: 'M-1.9 -1.4 L-3.6 -2.8 M1.9 -1.4 L3.6 -2.8', class: 'pw-frog-leg' }, g);
  el('ellipse', { cx: 0, cy: 0.4, rx: 2.9, ry: 3.3, class: 'pw-frog-body' }, g);
  el('circle', { cx: -1.35, cy: -2.5, r: 1.05, class: 'pw-frog-eye' }, g);
  el('circle', { cx: 1.35, cy: -2.5, r: 1.05, class: 'pw-frog-eye' }, g);
  el('circle', { cx: -1.35, cy: -2.7, r: 0.45, class: 'pw-frog-pupil' }, g);
  el('circle', { cx: 1.35, cy: -2.7, r: 0.45, class: 'pw-frog-pupil' }, g);
  el('path', { d: 'M-1 0.9 Q0 1.7 1 0.9', class: 'pw-frog-mark' }, g);
  return g;
}

/** One player's tray: name, frogs across (of 5), pads kept (of 5), frogs waiting to return. */
function drawTray(svg, view, seat, top, names) {
  const y = top ? 0 : HEIGHT - TRAY;
  const deciding = (view.to_move ?? []).includes(seat) && view.status?.state === 'playing';
  const g = el('g', { class: `pw-tray pw-tray-${seat}${deciding ? ' deciding' : ''}`, 'data-seat': seat }, svg);
  el('rect', { x: 0.6, y: y + 0.9, width: WIDTH - 1.2, height: TRAY - 1.8, rx: 2.2, class: 'pw-tray-bg' }, g);
  const mid = y + TRAY / 2;
  const across = view.across?.[seat] ?? 0;
  const kept = view.pads_kept?.[seat] ?? 0;
  const waiting = view.to_return?.[seat] ?? 0;
  drawFrog(g, 6, mid, seat, true, 0.95);
  const name = label(g, 11, waiting > 0 ? mid - 1.6 : mid, names[seat] ?? SEATS[seat], 'pw-tray-name');
  name.setAttribute('text-anchor', 'start');
  // Across: five frog slots.
  const acrossBox = el('g', { class: 'pw-count pw-across', 'data-count': across }, g);
  for (let i = 0; i < 5; i += 1) {
    const x = 38 + i * 5;
    if (i < across) drawFrog(acrossBox, x, mid - 1.4, seat, true, 0.6);
    else el('circle', { cx: x, cy: mid - 1.4, r: 1.5, class: `pw-slot pw-slot-${seat}` }, acrossBox);
  }
  label(acrossBox, 38 + 2 * 5, mid + 3.6, `${across}/5 across`, 'pw-count-text');
  // Pads kept: five pad slots (a sixth can come in one jump: the number says so).
  const padBox = el('g', { class: 'pw-count pw-kept', 'data-count': kept }, g);
  for (let i = 0; i < 5; i += 1) {
    const x = 68 + i * 5;
    if (i < kept) drawPad(padBox, x, mid - 1.4, 2.1, 'pw-pad pw-pad-kept');
    else el('circle', { cx: x, cy: mid - 1.4, r: 1.5, class: 'pw-slot pw-slot-pad' }, padBox);
  }
  label(padBox, 68 + 2 * 5, mid + 3.6, kept > 5 ? `${kept} pads` : `${kept}/5 pads`, 'pw-count-text');
  if (waiting > 0) {
    const note = label(g, 11, mid + 2.6, `${waiting} frog${waiting > 1 ? 's' : ''} to place`, 'pw-waiting');
    note.setAttribute('text-anchor', 'start');
  }
}

/** @param {any} view @param {{flipped: boolean, you: number|null}} options */
export function render(view, options) {
  const flipped = options.flipped;
  const svg = board(WIDTH, HEIGHT, 'PAWND board');
  svg.classList.add('pw-board');
  el('rect', { x: 0, y: 0, width: WIDTH, height: HEIGHT, rx: 3, class: 'board-frame' }, svg);
  const names = view.match?.seat_names ?? SEATS;
  // The far side's tray on top: Orange's when Purple (home row 1) looks, and the other way round.
  drawTray(svg, view, flipped ? 0 : 1, true, names);
  drawTray(svg, view, flipped ? 1 : 0, false, names);

  const terrain = view.terrain ?? {};
  const frogs = view.frogs ?? {};
  const pond = el('g', { class: 'pw-pond' }, svg);
  el('rect', { x: MARGIN, y: TOP, width: GRID.width, height: GRID.height, rx: 1.5, class: 'pw-water' }, pond);

  // Water: home rows tinted, a ripple on each open square, a fine grid between squares.
  for (const name of GRID.squares()) {
    const [x, y] = GRID.cornerOf(name, flipped);
    const rank = Number(name.slice(1));
    if (rank === 1 || rank === SIZE) {
      el('rect', { x, y, width: CELL, height: CELL, class: `pw-home pw-home-${rank === 1 ? 0 : 1}` }, pond);
    }
    if (!terrain[name]) {
      el('path', { d: `M${x + 2.6} ${y + 6.4} q1.2 -1 2.4 0 t2.4 0`, class: 'pw-ripple' }, pond);
    }
  }
  let grid = '';
  for (let i = 1; i < SIZE; i += 1) {
    grid += `M${MARGIN + i * CELL} ${TOP} v${SIZE * CELL} `;
    grid += `M${MARGIN} ${TOP + i * CELL} h${SIZE * CELL} `;
  }
  el('path', { d: grid, class: 'pw-grid' }, pond);

  GRID.coordinates(svg, flipped, { filesAt: TOP + GRID.height + MARGIN / 2, ranksAt: MARGIN / 2 });

  // Stones and pads.
  const ground = el('g', { class: 'pw-ground', 'pointer-events': 'none' }, svg);
  for (const [name, kind] of Object.entries(terrain)) {
    const [cx, cy] = GRID.centreOf(name, flipped);
    if (kind === 'stone') drawStone(ground, cx, cy);
    else drawPad(ground, cx, cy);
  }

  // The last move's path, under the frogs.
  const lastNotation = view.moves?.length ? view.moves[view.moves.length - 1].action : null;
  const path = movePath(lastNotation, view.last);
  if (path.length >= 2) {
    const points = path.map((name) => GRID.centreOf(name, flipped).map((v) => v.toFixed(1)).join(',')).join(' ');
    el('polyline', { points, class: 'pw-last-path', 'pointer-events': 'none' }, svg);
  }

  // Frogs: Purple heads up the screen when Purple looks, Orange down; flipped for seat 1.
  const pieces = el('g', { class: 'pw-frogs', 'pointer-events': 'none' }, svg);
  for (const [name, seat] of Object.entries(frogs)) {
    const [cx, cy] = GRID.centreOf(name, flipped);
    const up = (Number(seat) === 0) !== flipped;
    drawFrog(pieces, cx, cy, Number(seat), up, 0.86).setAttribute('data-square', name);
  }

  // Hit areas and highlights on top, one per square.
  GRID.spots(svg, 'pw-spots', flipped, (layer, name, x, y) => {
    const kind = terrain[name] ?? 'water';
    const spot = el('g', { class: `pw-spot pw-on-${kind}${frogs[name] !== undefined ? ' pw-occupied' : ''}`, 'data-terrain': kind }, layer);
    el('rect', { x, y, width: CELL, height: CELL, class: 'pw-hit' }, spot);
    el('rect', { x: x + 0.7, y: y + 0.7, width: CELL - 1.4, height: CELL - 1.4, rx: 1.6, class: 'pw-ring' }, spot);
    if (kind === 'water') el('circle', { cx: x + CELL / 2, cy: y + CELL / 2, r: 3.6, class: 'pw-ghost' }, spot);
    return spot;
  });
  return svg;
}

/** One line under the board: each side's count, and a hint when a choice is special. */
export function summary(view, seatNames) {
  const names = seatNames ?? SEATS;
  const across = view.across ?? [0, 0];
  const kept = view.pads_kept ?? [0, 0];
  const counts = [0, 1].map((s) => `${names[s]}: ${across[s]} across, ${kept[s]} pad${kept[s] === 1 ? '' : 's'}`).join(' · ');
  if (!view.decide || view.status?.state !== 'playing') return counts;
  const legal = Object.keys(view.legal ?? {});
  if (legal.length && legal.every((n) => n[0] === '^')) return 'Put your captured frog back: click a free stone of your home row.';
  if (legal.some((n) => n.includes(':'))) {
    return legal.some((n) => n.includes('@'))
      ? 'Click a frog, then each landing. A frog leaving a pad: end by clicking open water for the pad.'
      : 'Click a frog, then each landing.';
  }
  return legal.some((n) => n.includes('@')) ? 'Click a frog, then where it goes; leaving a pad: then open water for the pad.' : counts;
}
