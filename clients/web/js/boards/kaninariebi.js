// Kani Nari Ebi's board: a 5×5 seabed, files a–e left to right and rank 1 at the bottom, so that
// the current on file c runs up (^, toward rank 5) and down (v) on the screen as in the notation.
// Black's home file a is on the left; when Red looks (flipped) the files are mirrored so that its
// home file e is on its left, ranks staying put. Every square is a target named as in the
// notation ("c3"); a move is its from square then the square where it stops, and the choices that
// share those clicks (the current's direction, promotion) come as labelled buttons. Under the
// board, each side's shrimps and captures count toward the two wins (three of either).

import { board, el, label } from '../svg.js';
import { Grid, target } from './grid.js';
import { drawPiece } from './kaninariebi_pieces.js';
import { cursorCells as gridCells } from './grid_cursor.js';
export { describe, hint, squareWords } from './kaninariebi_words.js';

const CELL = 20;
const LEFT = 7;      // rank labels
const TOP = 9;       // the current's label and the home files' names
const BOTTOM = 7;    // file labels
const STRIP = 25;    // the score strip
// Red looks with the files mirrored and the ranks kept, so that the current runs up as written.
const GRID = new Grid({ files: 'abcde', ranks: 5, cell: CELL, left: LEFT, top: TOP, turnRanks: false });
const SIZE = GRID.ranks;
const WIDTH = LEFT * 2 + GRID.width;
const HEIGHT = TOP + GRID.height + BOTTOM + STRIP;
const CURRENT = 2;   // file c
const COLOURS = ['black', 'red'];

/** @param {string} name @returns {[number, number]} file and rank, from 0 */
function parseSquare(name) {
  return GRID.parse(name) ?? [-1, -1];
}

/** The seat whose home file is drawn on the left. */
function leftSeat(flipped) {
  return flipped ? 1 : 0;
}

/** Where a side's home file is on screen, for the players' names beside the board. @param {number} seat @param {boolean} flipped */
export function homeSide(seat, flipped) {
  return seat === leftSeat(flipped) ? 'home: left' : 'home: right';
}

/** @param {any} view @param {{flipped: boolean, you?: number|null}} options */
export function render(view, options) {
  const flipped = options.flipped;
  const svg = board(WIDTH, HEIGHT, 'Kani Nari Ebi board');
  el('rect', { x: 0, y: 0, width: WIDTH, height: HEIGHT, rx: 3, class: 'board-frame kne-frame' }, svg);
  const pieces = view.board ?? {};
  const bond = view.bond_group ?? {};

  // The seabed: sand, the two home files tinted in their side's colour, the current on file c.
  // File by file: a ripple reaching into the next square up lies under that square's tile.
  for (let file = 0; file < SIZE; file += 1) {
    for (let rank = 0; rank < SIZE; rank += 1) {
      const name = GRID.name(file, rank);
      const [x, y] = GRID.corner(file, rank, flipped);
      const kind = file === CURRENT ? 'kne-water' : file === 0 ? 'kne-home-black' : file === SIZE - 1 ? 'kne-home-red' : 'kne-sand';
      const square = el('g', { class: `square kne-square${pieces[name] ? ' occupied' : ''}` }, svg);
      el('rect', { x, y, width: CELL, height: CELL, class: `kne-tile ${kind}` }, square);
      if (file !== CURRENT) ripples(square, x, y, file * 7 + rank * 3);
      el('circle', { cx: x + CELL / 2, cy: y + CELL / 2, r: 2.6, class: 'kne-dot' }, square);
      el('rect', { x: x + 0.8, y: y + 0.8, width: CELL - 1.6, height: CELL - 1.6, rx: 1.5, class: 'kne-ring' }, square);
      target(square, name);
    }
  }
  drawCurrent(svg, flipped);
  // Grid lines over the tiles, under the pieces.
  for (let i = 1; i < SIZE; i += 1) {
    el('line', { x1: LEFT + i * CELL, y1: TOP, x2: LEFT + i * CELL, y2: TOP + SIZE * CELL, class: 'kne-grid' }, svg);
    el('line', { x1: LEFT, y1: TOP + i * CELL, x2: LEFT + SIZE * CELL, y2: TOP + i * CELL, class: 'kne-grid' }, svg);
  }
  el('rect', { x: LEFT, y: TOP, width: SIZE * CELL, height: SIZE * CELL, class: 'kne-edge' }, svg);

  // Coordinates, and the names of the home files above them.
  GRID.coordinates(svg, flipped, { filesAt: TOP + GRID.height + BOTTOM / 2, ranksAt: LEFT / 2 });
  const names = view.match?.seat_names ?? ['Black', 'Red'];
  for (const seat of [0, 1]) {
    const [x] = GRID.corner(seat === 0 ? 0 : SIZE - 1, 0, flipped);
    label(svg, x + CELL / 2, TOP / 2, `${names[seat]} home`, `kne-home-label kne-${COLOURS[seat]}-text`);
  }

  drawDrift(svg, view, flipped);

  // Pieces; a shrimp faces the way its side heads (toward the opponent's home file).
  for (const [name, [colour, kind]] of Object.entries(pieces)) {
    const [file, rank] = parseSquare(name);
    const [x, y] = GRID.corner(file, rank, flipped);
    const headsRight = (colour === 'black') !== flipped;
    if (bond[name]) el('circle', { cx: x + CELL / 2, cy: y + CELL / 2, r: 9.2, class: 'kne-bond', 'pointer-events': 'none' }, svg);
    drawPiece(svg, x + CELL / 2, y + CELL / 2 + 0.4, colour, kind, !headsRight);
  }

  drawScores(svg, view, flipped, names);
  return svg;
}

/** A few ripples in the sand, placed by the square's number so that they do not move. */
function ripples(parent, x, y, seed) {
  const spots = [[4, 5], [13, 15], [14, 4], [5, 15]];
  for (let i = 0; i < 2; i += 1) {
    const [dx, dy] = spots[(seed + i * 3) % spots.length];
    el('path', { d: `M${x + dx},${y + dy} q1.5,-1 3,0 q1.5,1 3,0`, class: 'kne-ripple' }, parent);
  }
}

/** The current: waves running along file c, and its label with both directions. */
function drawCurrent(svg, flipped) {
  const [x] = GRID.corner(CURRENT, 0, flipped);
  const top = TOP;
  const bottom = TOP + SIZE * CELL;
  const flow = el('g', { class: 'kne-current', 'pointer-events': 'none' }, svg);
  for (const dx of [4, 10, 16]) {
    let d = `M${x + dx},${bottom}`;
    for (let y = bottom; y > top; y -= 10) d += ` q${dx === 10 ? -1.4 : 1.4},-5 0,-10`;
    el('path', { d, class: 'kne-wave' }, flow);
  }
  // Chevrons both ways down the middle: the owner chooses up or down.
  for (let rank = 0; rank < SIZE; rank += 1) {
    const [, y] = GRID.corner(CURRENT, rank, flipped);
    el('path', { d: `M${x + 2},${y + 5} l1.6,-1.8 l1.6,1.8`, class: 'kne-chevron' }, flow);
    el('path', { d: `M${x + 14.8},${y + 15} l1.6,1.8 l1.6,-1.8`, class: 'kne-chevron' }, flow);
  }
  const cx = x + CELL / 2;
  el('path', { d: `M${cx - 9.2},${TOP / 2 + 1.3} l1.5,-2.6 l1.5,2.6 Z`, class: 'kne-current-arrow' }, svg);
  el('path', { d: `M${cx + 6.2},${TOP / 2 - 1.3} l1.5,2.6 l1.5,-2.6 Z`, class: 'kne-current-arrow' }, svg);
  label(svg, cx, TOP / 2, 'current', 'kne-current-label');
}

/**
 * The last move's ride on the current: from where the piece stopped to where it was carried. The
 * squares it crossed are empty and the one it rests on is not, so the board tells how far it went.
 */
function drawDrift(svg, view, flipped) {
  const moves = view.moves ?? [];
  let last = null;
  for (let i = moves.length - 1; i >= 0; i -= 1) {
    if (moves[i].action && moves[i].action !== 'pass') {
      last = moves[i].action;
      break;
    }
  }
  const match = last?.match(/^[a-e][1-5]-([a-e][1-5])([\^v])/);
  if (!match) return;
  const [file, rank] = parseSquare(match[1]);
  const step = match[2] === '^' ? 1 : -1;
  let end = rank;
  while (!view.board?.[GRID.name(file, end)] && end + step >= 0 && end + step < SIZE) end += step;
  if (end === rank) return;
  const [x0, y0] = GRID.corner(file, rank, flipped);
  const [, y1] = GRID.corner(file, end, flipped);
  const cx = x0 + CELL / 2;
  const tip = y1 + CELL / 2 + step * 7;
  el('path', { d: `M${cx},${y0 + CELL / 2} L${cx},${tip}`, class: 'kne-drift', 'pointer-events': 'none' }, svg);
  el('path', { d: `M${cx - 2},${tip + step * 2.4} L${cx},${tip - step * 0.4} L${cx + 2},${tip + step * 2.4}`, class: 'kne-drift kne-drift-head', 'pointer-events': 'none' }, svg);
}

/** Each side's count toward the two wins: shrimps on the board and enemy pieces captured. */
function drawScores(svg, view, flipped, names) {
  const shrimps = view.shrimps ?? [0, 0];
  const captured = view.captured ?? [0, 0];
  const top = TOP + SIZE * CELL + BOTTOM;
  const half = (WIDTH - 6) / 2;
  const playing = view.status?.state === 'playing';
  for (const seat of [0, 1]) {
    const x = 3 + (seat === leftSeat(flipped) ? 0 : half);
    const won = view.status?.state === 'won' && view.status.winner === seat;
    const turn = playing && view.turn === seat;
    const panel = el('g', { class: `kne-score kne-score-${COLOURS[seat]}${turn ? ' kne-turn' : ''}${won ? ' kne-won' : ''}`, 'data-seat': seat }, svg);
    el('rect', { x: x + 0.5, y: top, width: half - 1, height: STRIP - 3, rx: 2, class: 'kne-score-box' }, panel);
    token(panel, x + 5, top + 5.2, COLOURS[seat], 'crab', false, true);
    const title = label(panel, x + 9.5, top + 5.2, names[seat] + (won ? ' wins' : turn && view.phase === 'bond' ? ': bond move' : ''), 'kne-score-name');
    title.setAttribute('text-anchor', 'start');
    const rows = [
      ['shrimps', shrimps[seat], COLOURS[seat], 'shrimp'],
      ['captured', captured[seat], COLOURS[1 - seat], 'crab'],
    ];
    rows.forEach(([word, count, colour, kind], row) => {
      const y = top + 11.6 + row * 5.4;
      for (let i = 0; i < 3; i += 1) {
        token(panel, x + 5 + i * 5.4, y, colour, kind, colour === 'red' ? !flipped : flipped, i < count);
      }
      const text = label(panel, x + 20.5, y, `${count}/3 ${word}`, `kne-count kne-count-${word}`);
      text.setAttribute('text-anchor', 'start');
      text.setAttribute('data-count', String(count));
    });
  }
}

/** A counter in the score strip: a piece on a sand disc when it counts, an empty ring when not. */
function token(parent, x, y, colour, kind, facingLeft, on) {
  const g = el('g', { class: `kne-token${on ? ' kne-token-on' : ''}` }, parent);
  el('circle', { cx: x, cy: y, r: 2.5, class: 'kne-token-disc' }, g);
  if (on) drawPiece(g, x, y + 0.2, colour, kind, facingLeft, 0.26);
}

/** One line under the board: the counts toward the wins, and a pending bond decision. */
export function summary(view, seatNames) {
  const shrimps = view.shrimps ?? [0, 0];
  const captured = view.captured ?? [0, 0];
  const side = (seat) => `${seatNames[seat]}: ${shrimps[seat]} ${shrimps[seat] === 1 ? 'shrimp' : 'shrimps'}, ${captured[seat]} captured`;
  const counts = `${side(0)} · ${side(1)} · three shrimps or three captures win`;
  if (view.status?.state === 'playing' && view.phase === 'bond') {
    return `${seatNames[view.turn]} may make a bond move (a ringed piece steps diagonally) or pass. ${counts}`;
  }
  return counts;
}

/** The buttons' words for actions that share their clicks, and for declining the bond move. */
export function actionLabel(notation, view) {
  if (notation === 'pass') return 'Pass (no bond move)';
  if (notation.endsWith('+')) return 'Promote to shrimp';
  if (notation.includes('^')) return 'Current: up';
  if (/^[a-e][1-5]-[a-e][1-5]v$/.test(notation)) return 'Current: down';
  if (view?.legal?.[`${notation}+`]) return 'Stay a crab';
  return notation;
}

/** The keyboard grid's cells: every square. */
export function cursorCells(flipped) {
  return gridCells(GRID, flipped);
}
