// Lazy King's board: 8×8 squares, files A–H and ranks 1–8 from Red's lower left (Black looks from
// the other side). Units are stacks of checkers drawn from the bottom up, the King a checker with
// a gold band and a pointer beside it; a badge gives a stack's height. Traps, goals (a flag in the
// colour of the side that wins there), fortifications and both deployment zones are marked; walls
// stand on the edges between squares. A tray above and one below the board hold each side's pile,
// walls left and King. Every square is a target named as in the notation ("D1"); every edge
// between two squares is a target named like its wall ("C4|D4"), clicked anywhere in the diamond
// between the two squares' centres (it takes clicks only while it is a target, so squares stay
// clickable during play). The edges that may take a wall show only near the pointer, the one a
// click would take drawn in the mover's colour; on a touch screen a wall is previewed first.

import { board, el, label } from '../svg.js';
import { Grid, target } from './grid.js';
import { drawFort, drawGoal, drawPile, drawTimer, drawTrap, drawUnit } from './lazyking_pieces.js';
import { cursorCells as gridCells } from './grid_cursor.js';
export { consequences, describe, hint, squareWords } from './lazyking_words.js';
export { autoChoice, autoOffer, decisionHelp } from './lazyking_setup.js';

const CELL = 10;
const MARGIN = 5;   // the coordinates left of and under the grid
const EDGE = 2;     // the other two sides
const TRAY = 12;    // each side's tray above and below
const TOP = TRAY + EDGE;
const GRID = new Grid({ files: 'ABCDEFGH', ranks: 8, cell: CELL, left: MARGIN, top: TOP });
const WIDTH = MARGIN + EDGE + GRID.width;
const HEIGHT = TOP + GRID.height + MARGIN + TRAY;
const SEATS = ['Red', 'Black'];

/** @param {string} text "R:PPK" @returns {{seat: number, pieces: string}} */
function parseUnit(text) {
  return { seat: text[0] === 'R' ? 0 : 1, pieces: text.slice(2) };
}

/** One side's tray: its colour and name, its pile, its walls left and where its King stands. */
function drawTray(svg, view, seat, atTop, names) {
  const y = atTop ? 0 : HEIGHT - TRAY;
  const playing = view.status?.state === 'playing';
  const deciding = playing && (view.to_move ?? []).includes(seat);
  const g = el('g', { class: `lk-tray lk-tray-${seat}${deciding ? ' deciding' : ''}`, 'data-seat': seat }, svg);
  el('rect', { x: 0.6, y: y + 0.8, width: WIDTH - 1.2, height: TRAY - 1.6, rx: 2, class: 'lk-tray-bg' }, g);
  const mid = y + TRAY / 2;
  drawUnit(g, 1, mid - 5, 10, seat, 'K');
  const who = label(g, 11, mid - 1.7, names[seat] ?? SEATS[seat], 'lk-tray-name');
  who.setAttribute('text-anchor', 'start');
  const note = label(g, 11, mid + 2.1, kingNote(view, seat), 'lk-tray-note');
  note.setAttribute('text-anchor', 'start');
  note.setAttribute('data-king', kingState(view, seat));

  // The pile: a short stack of checkers and the count.
  const pile = view.piles?.[seat] ?? 0;
  const pileBox = el('g', { class: 'lk-pile', 'data-count': pile }, g);
  drawPile(pileBox, 54, mid - 5, 10, seat, pile);
  const pileText = label(pileBox, 64.5, mid - 1.5, String(pile), 'lk-tray-count');
  pileText.setAttribute('text-anchor', 'start');
  const pileWord = label(pileBox, 64.5, mid + 2.2, 'in pile', 'lk-tray-small');
  pileWord.setAttribute('text-anchor', 'start');

  // Walls left: a small wall and the count.
  const walls = view.walls_left?.[seat] ?? 0;
  const wallBox = el('g', { class: 'lk-walls-left', 'data-count': walls }, g);
  el('rect', { x: 73, y: mid - 3.8, width: 1.4, height: 7.2, rx: 0.5, class: 'lk-wall-icon' }, wallBox);
  const wallText = label(wallBox, 76, mid - 1.5, String(walls), 'lk-tray-count');
  wallText.setAttribute('text-anchor', 'start');
  const wallWord = label(wallBox, 76, mid + 2.2, walls === 1 ? 'wall' : 'walls', 'lk-tray-small');
  wallWord.setAttribute('text-anchor', 'start');
}

/**
 * The secret King choice as this viewer knows it, from the view: whether each side has chosen,
 * and the viewer's own square (the view names it for the chooser alone).
 * @returns {{chosen: boolean[], mine: string|null}}
 */
function secretChoice(view) {
  const chosen = [0, 1].map((seat) => !!view.king_chosen?.[seat]);
  return { chosen, mine: view.my_king_choice ?? null };
}

/** @returns {string} where a side's King stands, in one word for tests and styles */
function kingState(view, seat) {
  if (view.phase === 'king_choice') return secretChoice(view).chosen[seat] ? 'chosen' : 'choosing';
  if (view.owes_king?.[seat]) return 'owed';
  return 'on-board';
}

function kingNote(view, seat) {
  const state = kingState(view, seat);
  if (state === 'chosen') {
    const mine = secretChoice(view).mine;
    return view.you === seat && mine ? `King on ${mine} (secret)` : 'King placed in secret';
  }
  if (state === 'choosing') return 'choosing a King square…';
  if (state === 'owed') return 'King off: to put back';
  const units = view.units ?? {};
  for (const [square, text] of Object.entries(units)) {
    const unit = parseUnit(String(text));
    if (unit.seat === seat && unit.pieces.includes('K')) {
      const h = unit.pieces.length;
      if (h === 1) return `King alone on ${square}`;
      const fromTop = h - unit.pieces.indexOf('K');
      const where = fromTop === 1 ? 'on top' : fromTop === h ? 'at the bottom' : `${ordinal(fromTop)} from top`;
      return `King on ${square}, ${where} of ${h}`;
    }
  }
  return '';
}

function ordinal(n) {
  return n === 1 ? '1st' : n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`;
}

/** @param {any} view @param {{flipped: boolean, you: number|null}} options */
export function render(view, options) {
  const flipped = options.flipped;
  const svg = board(WIDTH, HEIGHT, 'Lazy King board');
  svg.classList.add('lk-board');
  svg.setAttribute('data-phase', view.phase ?? '');
  el('rect', { x: 0, y: 0, width: WIDTH, height: HEIGHT, rx: 3, class: 'board-frame lk-frame' }, svg);
  const names = view.match?.seat_names ?? SEATS;
  // The far side's tray on top: Black's when Red looks.
  drawTray(svg, view, flipped ? 0 : 1, true, names);
  drawTray(svg, view, flipped ? 1 : 0, false, names);

  const squares = GRID.squares();
  const zones = view.zones ?? [[], []];
  const zoneOf = (name) => (zones[0]?.includes(name) ? 0 : zones[1]?.includes(name) ? 1 : -1);
  const goals = view.goals ?? [[], []];
  const traps = new Set(view.traps ?? []);
  const forts = new Set(view.fortifications ?? []);
  const units = view.units ?? {};

  // The ground: checkered squares, each zone tinted in its side's colour, then the fixed marks.
  const ground = el('g', { class: 'lk-ground', 'pointer-events': 'none' }, svg);
  for (const name of squares) {
    const [x, y] = GRID.cornerOf(name, flipped);
    const [file, rank] = GRID.parse(name);
    const zone = zoneOf(name);
    const shade = (file + rank) % 2 === 0 ? 'lk-dark' : 'lk-light';
    el('rect', { x, y, width: CELL, height: CELL, class: `lk-tile ${shade}${zone >= 0 ? ` lk-zone lk-zone-${zone}` : ''}` }, ground);
  }
  for (const name of traps) drawTrap(ground, ...GRID.cornerOf(name, flipped), CELL);
  for (const name of forts) drawFort(ground, ...GRID.cornerOf(name, flipped), CELL);
  for (const seat of [0, 1]) for (const name of goals[seat] ?? []) drawGoal(ground, ...GRID.cornerOf(name, flipped), CELL, seat);
  // Each zone's outline, and its name in the margin.
  for (const seat of [0, 1]) {
    const zone = zones[seat] ?? [];
    if (zone.length === 0) continue;
    const xs = zone.map((n) => GRID.cornerOf(n, flipped)[0]);
    const [, zy] = GRID.cornerOf(zone[0], flipped);
    el('rect', { x: Math.min(...xs) + 0.25, y: zy + 0.25, width: Math.max(...xs) - Math.min(...xs) + CELL - 0.5, height: CELL - 0.5, rx: 0.8, class: `lk-zone-outline lk-zone-outline-${seat}` }, ground);
  }
  el('rect', { x: MARGIN, y: TOP, width: GRID.width, height: GRID.height, class: 'lk-rim' }, ground);
  GRID.coordinates(svg, flipped, { filesAt: TOP + GRID.height + MARGIN / 2, ranksAt: MARGIN / 2 });

  // Timers: a unit on a goal or a trap that suffers at the end of a turn if it stays.
  const marks = el('g', { class: 'lk-marks', 'pointer-events': 'none' }, svg);

  // The units, and during the secret choice the viewer's own King, faint.
  const pieces = el('g', { class: 'lk-units', 'pointer-events': 'none' }, svg);
  for (const [name, text] of Object.entries(units)) {
    const unit = parseUnit(String(text));
    const [x, y] = GRID.cornerOf(name, flipped);
    drawUnit(pieces, x, y, CELL, unit.seat, unit.pieces).setAttribute('data-square', name);
  }
  const mine = view.phase === 'king_choice' ? secretChoice(view).mine : null;
  if (mine && view.you !== null && view.you !== undefined) {
    const [x, y] = GRID.cornerOf(mine, flipped);
    const ghost = drawUnit(pieces, x, y, CELL, Number(view.you), 'K', 'lk-secret');
    ghost.setAttribute('data-secret', mine);
  }
  for (const [kind, timers] of [['goal', view.goal_timers], ['trap', view.trap_timers]]) {
    for (const [name, when] of Object.entries(timers ?? {})) {
      drawTimer(marks, ...GRID.cornerOf(name, flipped), CELL, String(when), kind);
    }
  }
  svg.append(marks);  // over the units

  // Square hit areas and highlights, on top of the pieces.
  GRID.spots(svg, 'lk-spots', flipped, (layer, name, x, y) => {
    const spot = el('g', { class: `lk-sq${units[name] ? ' lk-occupied' : ''}` }, layer);
    el('rect', { x, y, width: CELL, height: CELL, class: 'lk-hit' }, spot);
    el('rect', { x: x + 0.6, y: y + 0.6, width: CELL - 1.2, height: CELL - 1.2, rx: 1.4, class: 'lk-ring' }, spot);
    el('circle', { cx: x + CELL / 2, cy: y + CELL / 2, r: 1.6, class: 'lk-dot' }, spot);
    return spot;
  });

  // Edges: the walls standing, and a hit area per edge (the diamond between the two squares'
  // centres) with a ghost wall, live only while it is a target.
  const walls = view.walls ?? {};
  const edges = el('g', { class: 'lk-edges' }, svg);
  for (const [a, b] of GRID.edges()) {
    const name = `${a}|${b}`;
    const [ax, ay] = GRID.centreOf(a, flipped);
    const [bx, by] = GRID.centreOf(b, flipped);
    const mx = (ax + bx) / 2;
    const my = (ay + by) / 2;
    const across = ay === by;  // the two squares side by side on screen: the edge runs up and down
    const [dx, dy] = across ? [0, CELL / 2] : [CELL / 2, 0];
    const edge = el('g', { class: `lk-edge${walls[name] ? ' lk-walled' : ''}` }, edges);
    el('polygon', { points: `${ax},${ay} ${mx - dx},${my - dy} ${bx},${by} ${mx + dx},${my + dy}`, class: 'lk-edge-hit' }, edge);
    const bar = across
      ? { x: mx - 0.75, y: my - CELL / 2 - 0.35, width: 1.5, height: CELL + 0.7 }
      : { x: mx - CELL / 2 - 0.35, y: my - 0.75, width: CELL + 0.7, height: 1.5 };
    el('rect', { ...bar, rx: 0.55, class: walls[name] ? 'lk-wall' : 'lk-wall-ghost' }, edge);
    target(edge, name);
  }
  return svg;
}

/** One line under the board: piles and walls, and on one's own decision what to click. */
export function summary(view, seatNames) {
  const names = seatNames ?? SEATS;
  const piles = view.piles ?? [0, 0];
  const walls = view.walls_left ?? [0, 0];
  const counts = `Piles: ${names[0]} ${piles[0]} · ${names[1]} ${piles[1]}`;
  const wallText = `Walls left: ${names[0]} ${walls[0]} · ${names[1]} ${walls[1]}`;
  const acting = view.decide && view.status?.state === 'playing';
  switch (view.decision) {
    case 'king_choice':
      return acting ? 'Click the square of your zone where your King starts; your other five squares get pawns.' : 'Both sides choose their King’s square in secret.';
    case 'wall':
      return acting ? `Click an edge between two squares to place a wall. ${wallText}` : wallText;
    case 'redeploy':
      return acting ? 'Your King is off the board: click a square of your zone to put it back.' : counts;
    default:
      return acting
        ? `${counts}. Move or push: a unit, then a square. Stack: the units, then the one they join. Unstack: the unit, then where its pieces go. Sacrifice: a unit, then zone squares.`
        : counts;
  }
}

/**
 * A button's text, for actions that share their clicks: which kind of action it is and, when the
 * King is in a stack or comes off one, where it goes.
 * @param {string} notation @param {any} view
 */
export function actionLabel(notation, view) {
  const units = view?.units ?? {};
  let m = notation.match(/^([A-H][1-8]):K$/);
  if (m) return `King to ${m[1]}`;
  m = notation.match(/^([A-H][1-8])\|([A-H][1-8])$/);
  if (m) return `Wall ${m[1]}|${m[2]}`;
  m = notation.match(/^([A-H][1-8])-([A-H][1-8])$/);
  if (m) return `Move ${m[1]} → ${m[2]}`;
  m = notation.match(/^([A-H][1-8])#([A-H][1-8])$/);
  if (m) return `Push ${m[1]} to ${m[2]}`;
  m = notation.match(/^([A-H][1-8])=>(.+)$/);
  if (m) {
    const onto = m[1];
    const list = m[2].split(',');
    // The result, bottom to top: the unit stacked onto, then the list from its end.
    let pieces = parseUnit(String(units[onto] ?? 'R:')).pieces;
    for (const square of [...list].reverse()) pieces += parseUnit(String(units[square] ?? 'R:')).pieces;
    const king = pieces.indexOf('K');
    const where = king < 0 ? '' : `, King ${ordinal(pieces.length - king)} of ${pieces.length} from top`;
    return `Stack ${list.join(', ')} onto ${onto}${where}`;
  }
  m = notation.match(/^([A-H][1-8])<=([^:]+)(?::.*)?$/);
  if (m) {
    const from = m[1];
    const list = m[2].split(',');
    const pieces = parseUnit(String(units[from] ?? 'R:')).pieces;
    // The top piece goes to the last listed square, the next one to the one before...
    const fromTop = pieces.length - 1 - pieces.indexOf('K');
    const king = pieces.includes('K') && fromTop < list.length ? `, King to ${list[list.length - 1 - fromTop]}` : '';
    return `Unstack ${from} → ${list.join(', ')}${king}`;
  }
  m = notation.match(/^([A-H][1-8])\\(.+)$/);
  if (m) {
    const count = m[2].split(',').length;
    return `Sacrifice ${m[1]} for ${count} pawn${count === 1 ? '' : 's'} on ${m[2].split(',').join(', ')}`;
  }
  return notation;
}

/**
 * The wall a pointer at board coordinates means: the edge whose diamond holds the point (a
 * finger's tap a little wider), among those that may be clicked; null if none.
 * @param {{x: number, y: number}} point @param {Set<string>} clickable @param {{flipped: boolean}} options
 */
export function targetNear(point, clickable, options) {
  let best = null;
  let least = CELL * 0.7;
  for (const [name, distance] of edgeDistances(point, clickable, options.flipped)) {
    if (distance <= least) [best, least] = [name, distance];
  }
  return best;
}

/** The edges near a pointer (within a square of it) that may take a wall. */
export function nearTargets(point, clickable, options) {
  return new Set(edgeDistances(point, clickable, options.flipped).filter(([, distance]) => distance <= CELL * 1.1).map(([name]) => name));
}

/**
 * Each clickable edge with the diamond distance (|dx| + |dy|) from its middle to the point.
 * @returns {[string, number][]}
 */
function edgeDistances(point, clickable, flipped) {
  /** @type {[string, number][]} */ const out = [];
  for (const name of clickable) {
    const m = name.match(/^([A-H][1-8])\|([A-H][1-8])$/);
    if (!m) continue;
    const [ax, ay] = GRID.centreOf(m[1], flipped);
    const [bx, by] = GRID.centreOf(m[2], flipped);
    out.push([name, Math.abs(point.x - (ax + bx) / 2) + Math.abs(point.y - (ay + by) / 2)]);
  }
  return out;
}

/** A wall is previewed before it is placed on a touch screen. @param {string} notation */
export function confirmOnTouch(notation) {
  return /^[A-H][1-8]\|[A-H][1-8]$/.test(notation);
}

/** The keyboard grid's cells: every square, and every edge between two squares (where walls stand). */
export function cursorCells(flipped) {
  return gridCells(GRID, flipped, GRID.edges().map(([a, b]) => ({ name: `${a}|${b}`, between: [a, b] })));
}
