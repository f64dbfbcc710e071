// The board as one keyboard-operable grid (the WAI-ARIA grid pattern with a roving tabindex): a
// layer over the drawing, one cell per square and per edge that can be a target (a fence slot, a
// wall), laid out on a lattice of half squares as the screen shows them, so that the arrow keys
// walk squares and the edges between them alike. Each cell has an accessible name; the one under
// the cursor is the only one in the tab order, and a focus ring shows it. The layer takes no
// pointer events: clicks still go to the drawing's own targets.

import { el } from '../svg.js';

/**
 * @typedef {{name: string, col: number, row: number, x: number, y: number, width: number, height: number}} CursorCell
 *   col and row on the lattice (squares at even places, edges between them); x, y, width and
 *   height: the rectangle the focus ring outlines
 * @typedef {{name: string, between: [string, string], rect?: {x: number, y: number, width: number, height: number}}} EdgeSpec
 *   an edge target lying between two squares (and, if the board says, the rectangle it covers)
 */

/**
 * The cells of a board: every square of `grid`, and every edge given.
 * @param {import('./grid.js').Grid} grid @param {boolean} flipped @param {EdgeSpec[]} [edges]
 * @returns {CursorCell[]}
 */
export function cursorCells(grid, flipped, edges = []) {
  const cells = [];
  for (const name of grid.squares()) {
    const [file, rank] = /** @type {[number, number]} */ (grid.parse(name));
    const [col, row] = grid.screen(file, rank, flipped);
    const [x, y] = grid.corner(file, rank, flipped);
    cells.push({ name, col: 2 * col, row: 2 * row, x, y, width: grid.cell, height: grid.cell });
  }
  const at = new Map(cells.map((cell) => [cell.name, cell]));
  const thin = Math.max(grid.gap, grid.cell * 0.3);
  for (const edge of edges) {
    const a = at.get(edge.between[0]);
    const b = at.get(edge.between[1]);
    if (!a || !b) continue;
    const side = a.row === b.row;  // side by side on screen: the edge runs up and down
    const cx = (a.x + b.x + grid.cell) / 2;
    const cy = (a.y + b.y + grid.cell) / 2;
    const rect = edge.rect ?? (side
      ? { x: cx - thin / 2, y: a.y, width: thin, height: grid.cell }
      : { x: a.x, y: cy - thin / 2, width: grid.cell, height: thin });
    cells.push({ name: edge.name, col: (a.col + b.col) / 2, row: (a.row + b.row) / 2, ...rect });
  }
  return cells;
}

const STEPS = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

/**
 * Where a key takes the cursor from the cell `from`: the arrows to the nearest cell that way on
 * the lattice (the same column or row first, then the nearest beside it); Home and End to the
 * first and last cell of the row (with Ctrl, of the board). Null for any other key.
 * @param {CursorCell[]} cells @param {string} from @param {string} key @param {boolean} [ctrl]
 * @returns {string|null}
 */
export function cursorStep(cells, from, key, ctrl = false) {
  const here = cells.find((cell) => cell.name === from) ?? cells[0];
  if (!here) return null;
  if (key === 'Home' || key === 'End') {
    const line = (ctrl ? [...cells] : cells.filter((cell) => cell.row === here.row))
      .sort((p, q) => p.row - q.row || p.col - q.col);
    return (key === 'Home' ? line[0] : line[line.length - 1]).name;
  }
  const step = STEPS[key];
  if (!step) return null;
  const [dx, dy] = step;
  let best = null;
  let bestScore = Infinity;
  for (const cell of cells) {
    const along = (cell.col - here.col) * dx + (cell.row - here.row) * dy;
    const across = Math.abs((cell.col - here.col) * dy) + Math.abs((cell.row - here.row) * dx);
    if (along <= 0 || across > along) continue;
    const score = along * 4 + across * 5;  // straight on before aside
    if (score < bestScore) {
      best = cell;
      bestScore = score;
    }
  }
  return best ? best.name : here.name;
}

/**
 * Draws the grid layer over a board: rows of cells in screen order, each labelled by `name(cell)`,
 * the cursor's cell in the tab order. Returns the layer.
 * @param {SVGElement} svg @param {CursorCell[]} cells @param {string} cursor
 * @param {(name: string) => string} name @param {string} label the grid's own name
 */
export function drawCursorLayer(svg, cells, cursor, name, label) {
  const layer = el('g', { class: 'cursor-layer', role: 'grid', 'aria-label': label, 'pointer-events': 'none' }, svg);
  const rows = new Map();
  for (const cell of [...cells].sort((p, q) => p.row - q.row || p.col - q.col)) {
    if (!rows.has(cell.row)) rows.set(cell.row, el('g', { role: 'row' }, layer));
    const node = el('g', {
      class: 'cursor-cell', role: 'gridcell', tabindex: cell.name === cursor ? 0 : -1,
      'data-cell': cell.name, 'data-col': cell.col, 'data-row': cell.row, 'aria-label': name(cell.name),
    }, rows.get(cell.row));
    // The focus ring in two tones, a dark one outside a light one: it shows on any board.
    el('rect', { x: cell.x, y: cell.y, width: cell.width, height: cell.height, rx: 0.8, class: 'cursor-outer' }, node);
    const inset = Math.min(0.55, cell.width / 4, cell.height / 4);
    el('rect', { x: cell.x + inset, y: cell.y + inset, width: cell.width - 2 * inset, height: cell.height - 2 * inset, rx: 0.5, class: 'cursor-inner' }, node);
  }
  return layer;
}
