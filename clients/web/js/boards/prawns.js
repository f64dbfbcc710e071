// Prawns' board: an 8×8 sea, Green's home rank 1 at the bottom (Blue looks from rank 8, files
// mirrored). The sea is the rectangle the view names: squares outside it are drawn as dry, cracked
// sand and its edges as a stone wall (the walls of the wall-jump), so the board visibly dries as
// it evaporates. Each side's evolution zone (a rank of the sea) is tinted in its colour. Pieces are
// tokens whose symbol shows how they move (see prawns_pieces.js); a krill that still has its
// jump-start carries a small notch towards the enemy, and a prawn that may evolve now a badge.
// Above and below the sea, each side's tray: its name, its state (choosing in secret, to move,
// wins) and its gene pool, the four species with their counts. Every square is a target named as
// in the notation ("e2"): a move is its two squares, an evolution or a forced exit its square; the
// blind start, `end` and `undo` are buttons labelled by actionLabel.

import { board, el, label } from '../svg.js';
import { Grid } from './grid.js';
import { drawPrawn, SIDE_NAMES, SPECIES, SPECIES_NAMES } from './prawns_pieces.js';
import { cursorCells as gridCells } from './grid_cursor.js';
export { describe, hint, squareWords } from './prawns_words.js';

const CELL = 10;
const MARGIN = 5;   // the coordinates left of and under the sea
const EDGE = 2;     // the other two sides
const TRAY = 14;    // a side's tray above and below the board
const TOP = TRAY + EDGE;
const GRID = new Grid({ files: 'abcdefgh', ranks: 8, cell: CELL, left: MARGIN, top: TOP });
const WIDTH = MARGIN + EDGE + GRID.width;
const HEIGHT = TOP + GRID.height + MARGIN + TRAY;
const MOVE = /^([a-h][1-8])[-x]([a-h][1-8])$/;

/** @param {string} name @returns {[number, number]} file and rank, from 0 */
function parseSquare(name) {
  return GRID.parse(name) ?? [-1, -1];
}

/** The sea as file and rank bounds (from 0), the whole board if the view has none. */
function seaBounds(view) {
  const sea = Array.isArray(view.sea) && view.sea.length === 2 ? view.sea : ['a1', 'h8'];
  const [f0, r0] = parseSquare(sea[0]);
  const [f1, r1] = parseSquare(sea[1]);
  return { f0: Math.min(f0, f1), f1: Math.max(f0, f1), r0: Math.min(r0, r1), r1: Math.max(r0, r1) };
}

function inSea(sea, file, rank) {
  return file >= sea.f0 && file <= sea.f1 && rank >= sea.r0 && rank <= sea.r1;
}

/** Whether the match is being played and this seat must decide now. */
function deciding(view, seat) {
  return view.status?.state === 'playing' && (view.to_move ?? []).includes(seat);
}

/** The squares whose prawn the viewer may evolve now (from its legal actions). */
function evolvable(view) {
  const squares = new Set();
  if (!view.decide) return squares;
  for (const notation of Object.keys(view.legal ?? {})) {
    const at = notation.indexOf('=');
    if (at > 0) squares.add(notation.slice(0, at));
  }
  return squares;
}

/** The last move (swim, eat, jump) of the turn just played, if any: [from, to]. */
function lastMove(view) {
  const moves = view.moves ?? [];
  for (let i = moves.length - 1; i >= 0; i -= 1) {
    const action = moves[i].action;
    if (action === 'end' || (action && action.includes('='))) continue;
    const match = action?.match(MOVE);
    return match ? [match[1], match[2]] : null;
  }
  return null;
}

/** Cracks in dry sand, placed by the square's number so that they do not move. */
export function drawCracks(parent, x, y, seed) {
  const shapes = [
    'M1.5 3.2 l2.2 1.3 l1.1 2.6 M3.7 4.5 l2.9 -1.4',
    'M2 7.4 l2.6 -1.2 l2.2 1.1 l1.8 -2.4 M4.6 6.2 l0.3 -2.7',
    'M6.8 1.8 l-1.6 2.2 l1.2 2.1 M5.2 4 l-2.7 0.6',
    'M1.6 5.6 l2.4 0.4 l1.6 -2 l2.6 0.5 M5.6 4 l0.6 -2.3',
  ];
  el('path', { d: shapes[seed % shapes.length], transform: `translate(${x} ${y})`, class: 'pr-crack' }, parent);
}

/** @param {any} view @param {{flipped: boolean, you: number|null}} options */
export function render(view, options) {
  const flipped = options.flipped;
  const svg = board(WIDTH, HEIGHT, 'Prawns board');
  svg.classList.add('pr-board');
  el('rect', { x: 0, y: 0, width: WIDTH, height: HEIGHT, rx: 3, class: 'board-frame pr-frame' }, svg);
  const sea = seaBounds(view);
  const zones = Array.isArray(view.zones) ? view.zones : [8, 1];
  const pieces = view.board ?? {};

  drawTray(svg, view, flipped ? 0 : 1, true);
  drawTray(svg, view, flipped ? 1 : 0, false);

  // The ground: water inside the sea (checkered, a1 dark), dry cracked sand outside it, and each
  // side's evolution zone tinted along its rank of the sea.
  const ground = el('g', { class: 'pr-ground', 'pointer-events': 'none' }, svg);
  for (let file = 0; file < GRID.files.length; file += 1) {
    for (let rank = 0; rank < GRID.ranks; rank += 1) {
      const name = GRID.name(file, rank);
      const [x, y] = GRID.corner(file, rank, flipped);
      if (inSea(sea, file, rank)) {
        const shade = (file + rank) % 2 === 0 ? 'pr-deep' : 'pr-shallow';
        el('rect', { x, y, width: CELL, height: CELL, class: `pr-water ${shade}`, 'data-square': name }, ground);
        for (const seat of [0, 1]) {
          if (rank + 1 === zones[seat]) el('rect', { x, y, width: CELL, height: CELL, class: `pr-zone pr-zone-${seat}` }, ground);
        }
      } else {
        el('rect', { x, y, width: CELL, height: CELL, class: 'pr-dry', 'data-square': name }, ground);
        drawCracks(ground, x, y, file * 3 + rank * 5);
      }
    }
  }
  // The wall around the sea: its edges are where the wall-jumps bounce.
  const [wx0, wy0] = GRID.corner(flipped ? sea.f1 : sea.f0, flipped ? sea.r0 : sea.r1, flipped);
  const seaWidth = (sea.f1 - sea.f0 + 1) * CELL;
  const seaHeight = (sea.r1 - sea.r0 + 1) * CELL;
  const wall = el('g', { class: 'pr-walls', 'pointer-events': 'none', 'data-sea': `${GRID.name(sea.f0, sea.r0)}-${GRID.name(sea.f1, sea.r1)}` }, svg);
  el('rect', { x: wx0, y: wy0, width: seaWidth, height: seaHeight, class: 'pr-wall' }, wall);
  el('rect', { x: wx0, y: wy0, width: seaWidth, height: seaHeight, class: 'pr-wall-stones' }, wall);

  GRID.coordinates(svg, flipped, { filesAt: TOP + GRID.height + MARGIN / 2, ranksAt: MARGIN / 2 });

  // The last move, under the pieces.
  const last = lastMove(view);
  if (last) {
    const [[x0, y0], [x1, y1]] = last.map((name) => GRID.centreOf(name, flipped));
    el('line', { x1: x0, y1: y0, x2: x1, y2: y1, class: 'pr-last-path', 'pointer-events': 'none' }, svg);
  }

  // Pieces: Green's jump-start notch points up the screen when Green looks, Blue's down.
  const layer = el('g', { class: 'pr-pieces', 'pointer-events': 'none' }, svg);
  const fresh = view.first_move ?? {};
  const evolvedNow = new Set(view.evolved ?? []);
  const canEvolve = evolvable(view);
  for (const [name, code] of Object.entries(pieces)) {
    const seat = code[0] === 'B' ? 1 : 0;
    const species = code[1] ?? '?';
    const [cx, cy] = GRID.centreOf(name, flipped);
    const forward = (seat === 0) !== flipped ? 1 : -1;
    const piece = drawPrawn(layer, cx, cy, seat, species, { scale: 1.02, fresh: !!fresh[name], forward });
    piece.setAttribute('data-square', name);
    piece.setAttribute('data-piece', code);
    if (evolvedNow.has(name)) piece.classList.add('pr-evolved-now');
    if (canEvolve.has(name)) drawEvolveBadge(layer, cx, cy);
  }

  // Hit areas and highlights on top, one per square.
  GRID.spots(svg, 'pr-spots', flipped, (layer, name, x, y) => {
    const [file, rank] = GRID.parse(name);
    const code = pieces[name];
    const own = code && options.you !== null && options.you !== undefined && code[0] === (options.you === 0 ? 'G' : 'B');
    const kind = code ? (own ? ' pr-occupied pr-own' : ' pr-occupied') : '';
    const spot = el('g', { class: `pr-spot${kind}${inSea(sea, file, rank) ? '' : ' pr-on-dry'}` }, layer);
    el('rect', { x, y, width: CELL, height: CELL, class: 'pr-hit' }, spot);
    el('rect', { x: x + 0.7, y: y + 0.7, width: CELL - 1.4, height: CELL - 1.4, rx: 1.6, class: 'pr-ring' }, spot);
    el('circle', { cx: x + CELL / 2, cy: y + CELL / 2, r: 1.6, class: 'pr-dot' }, spot);
    return spot;
  });
  return svg;
}

/** The badge of a prawn that may evolve now: an arrow up, at the top right of the piece at (cx, cy). */
export function drawEvolveBadge(parent, cx, cy) {
  const badge = el('g', { class: 'pr-evolve-badge', transform: `translate(${cx + 3.3} ${cy - 3.3})` }, parent);
  el('circle', { cx: 0, cy: 0, r: 1.7 }, badge);
  el('path', { d: 'M0 1 V-0.9 M-0.85 -0.1 L0 -0.95 L0.85 -0.1' }, badge);
  return badge;
}

/** One side's tray: its token, name and state, and its gene pool (the four species, counted). */
function drawTray(svg, view, seat, top) {
  const y = top ? 0 : HEIGHT - TRAY;
  const names = view.match?.seat_names ?? SIDE_NAMES;
  const state = view.status?.state;
  const won = state === 'won' && view.status.winner === seat;
  const g = el('g', {
    class: `pr-tray pr-tray-${seat}${deciding(view, seat) ? ' deciding' : ''}${won ? ' pr-won' : ''}`,
    'data-seat': seat,
  }, svg);
  el('rect', { x: 0.6, y: y + 0.9, width: WIDTH - 1.2, height: TRAY - 1.8, rx: 2.2, class: 'pr-tray-bg' }, g);
  const mid = y + TRAY / 2;
  drawPrawn(g, 6, mid, seat, 'K', { scale: 0.85 });
  // The side only: the players' names stand beside the board, in full.
  label(g, 11.2, mid - 2.1, names[seat] ?? SIDE_NAMES[seat], 'pr-tray-name').setAttribute('text-anchor', 'start');
  label(g, 11.2, mid + 2.5, trayState(view, seat), 'pr-tray-state').setAttribute('text-anchor', 'start');

  // The gene pool: what this side may still bring into the sea by evolution.
  const pool = view.pools?.[seat] ?? {};
  const box = el('g', { class: 'pr-pool', 'data-seat': seat }, g);
  label(box, 45, y + 3.3, 'gene pool', 'pr-pool-title').setAttribute('text-anchor', 'start');
  SPECIES.forEach((species, i) => {
    const x = 47.5 + i * 9.7;
    const count = pool[species] ?? 0;
    const slot = el('g', { class: `pr-pool-slot${count === 0 ? ' pr-empty' : ''}`, 'data-species': species, 'data-count': count }, box);
    drawPrawn(slot, x, mid + 1.6, seat, species, { scale: 0.68 });
    label(slot, x + 3.4, mid + 1.7, `${count}`, 'pr-pool-count').setAttribute('text-anchor', 'start');
    const name = el('title', {}, slot);
    name.textContent = `${count} ${SPECIES_NAMES[species]} in the gene pool`;
  });
}

/** A side's state in a few words. */
function trayState(view, seat) {
  const state = view.status?.state;
  const count = Object.values(view.board ?? {}).filter((code) => code[0] === (seat === 0 ? 'G' : 'B')).length;
  if (state === 'won') return view.status.winner === seat ? `wins · ${count} in the sea` : 'no prawns left';
  if (state && state !== 'playing') return `${count} in the sea`;
  if (view.phase === 'blind_start') {
    if (view.chosen?.[seat]) return 'has chosen (secret)';
    return 'choosing in secret…';
  }
  if (deciding(view, seat)) return view.phase === 'after_move' ? 'evolve or end turn' : 'to move';
  return `${count} in the sea`;
}

/** One line under the board: what is special now (the blind start, evaporation, evolving). */
export function summary(view, seatNames) {
  const names = seatNames ?? SIDE_NAMES;
  const playing = view.status?.state === 'playing';
  if (playing && view.phase === 'blind_start') {
    return 'Blind start: each side puts two evolved prawns on its ANY squares (a2 and h2, a7 and h7), '
      + 'chosen in secret; both are shown once both have chosen.';
  }
  const sea = Array.isArray(view.sea) ? `${view.sea[0]}–${view.sea[1]}` : 'a1–h8';
  const parts = [];
  if (view.decide && playing) {
    const legal = Object.keys(view.legal ?? {});
    if (legal.some((n) => n.endsWith('-off'))) {
      parts.push('No move stays in the sea: click a prawn to make it leave (asphyxiation).');
    } else if (view.phase === 'after_move') {
      parts.push('Move made: click a marked prawn to evolve it, or end your turn.');
    } else if (legal.some((n) => n.includes('='))) {
      parts.push('A marked prawn may evolve first: click it, then Done and the species (or click where it swims).');
    }
  }
  if (view.evaporating) parts.push(`The sea is drying up: it shrinks around the prawns after each move (now ${sea}).`);
  const counts = [0, 1].map((seat) => {
    const n = Object.values(view.board ?? {}).filter((code) => code[0] === (seat === 0 ? 'G' : 'B')).length;
    return `${names[seat]} ${n}`;
  }).join(' · ');
  parts.push(`Prawns in the sea: ${counts}.`);
  return parts.join(' ');
}

/** The buttons' words: the blind start's pairs, evolutions, the forced exit, `end`, `undo`. */
export function actionLabel(notation, view) {
  if (notation === 'end') return 'End turn (no evolution)';
  if (notation === 'undo') return 'Take back my turn';
  if (/^[SCL]{2}$/.test(notation)) {
    const seat = view?.you === 1 ? 1 : 0;
    const rank = seat === 0 ? 2 : 7;
    const [a, h] = [notation[0], notation[1]].map((s) => SPECIES_NAMES[s]);
    return `${cap(a)} on a${rank}, ${h} on h${rank}`;
  }
  const evolution = notation.match(/^([a-h][1-8])=([KSCL])$/);
  if (evolution) return `Evolve ${evolution[1]} into a ${SPECIES_NAMES[evolution[2]]}`;
  const off = notation.match(/^([a-h][1-8])-off$/);
  if (off) return `${off[1]} leaves the sea`;
  return notation;
}

function cap(word) {
  return word[0].toUpperCase() + word.slice(1);
}

/** The keyboard grid's cells: every square. */
export function cursorCells(flipped) {
  return gridCells(GRID, flipped);
}
