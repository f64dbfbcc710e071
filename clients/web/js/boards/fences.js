// The fence game's board: 9×9 cells, pawns O and X, fences in the grooves. Cells are targets
// named as in the notation ("e2"); a fence slot is a target named like the fence ("d7-", "d7/"),
// clicked in its groove: each slot's hit area covers the groove from the middle of one cell to the
// middle of the next, so neighbouring slots never overlap.

import { board, el, label, target } from '../svg.js';

const CELL = 10;
const GAP = 2;  // groove width
const SIZE = 9;
const MARGIN = 7;
const PITCH = CELL + GAP;

const FILES = 'abcdefghi';

/** Screen coordinates of a cell's corner, flipped when seat 1 looks (rank 9 at the bottom). */
function cellXY(file, rank, flipped) {
  const col = flipped ? SIZE - 1 - file : file;
  const row = flipped ? rank : SIZE - 1 - rank;
  return [MARGIN + col * PITCH, MARGIN + row * PITCH];
}

/** @param {any} view @param {{flipped: boolean}} options */
export function render(view, options) {
  const flipped = options.flipped;
  const extent = MARGIN * 2 + SIZE * PITCH - GAP;
  const svg = board(extent, extent, 'Fences board');
  el('rect', { x: 0, y: 0, width: extent, height: extent, class: 'board-frame' }, svg);

  // Goal rows tinted in each pawn's colour.
  for (let file = 0; file < SIZE; file += 1) {
    for (let rank = 0; rank < SIZE; rank += 1) {
      const [x, y] = cellXY(file, rank, flipped);
      const goal = rank === SIZE - 1 ? ' goal-0' : rank === 0 ? ' goal-1' : '';
      const cell = el('rect', { x, y, width: CELL, height: CELL, rx: 1.2, class: `cell${goal}` }, svg);
      target(cell, `${FILES[file]}${rank + 1}`);
    }
  }
  for (let i = 0; i < SIZE; i += 1) {
    const [x] = cellXY(i, 0, flipped);
    label(svg, x + CELL / 2, extent - MARGIN / 2 + 0.5, FILES[i]);
    const [, y] = cellXY(0, i, flipped);
    label(svg, MARGIN / 2, y + CELL / 2, String(i + 1));
  }

  // Fence slots: invisible hit areas in the grooves, shown when they are targets.
  for (let file = 0; file < SIZE - 1; file += 1) {
    for (let rank = 0; rank < SIZE - 1; rank += 1) {
      const name = `${FILES[file]}${rank + 1}`;
      const [x0, y0] = cellXY(file, rank, flipped);
      // The intersection at the cell's north-east corner, on screen.
      const cx = flipped ? x0 - GAP / 2 : x0 + CELL + GAP / 2;
      const cy = flipped ? y0 + CELL + GAP / 2 : y0 - GAP / 2;
      const horizontal = el('g', { class: 'slot' }, svg);
      el('rect', { x: cx - PITCH / 2, y: cy - GAP, width: PITCH, height: GAP * 2, class: 'slot-hit' }, horizontal);
      el('rect', { x: cx - CELL - GAP / 2, y: cy - GAP / 2, width: 2 * CELL + GAP, height: GAP, rx: 0.6, class: 'slot-ghost' }, horizontal);
      target(horizontal, `${name}-`);
      const vertical = el('g', { class: 'slot' }, svg);
      el('rect', { x: cx - GAP, y: cy - PITCH / 2, width: GAP * 2, height: PITCH, class: 'slot-hit' }, vertical);
      el('rect', { x: cx - GAP / 2, y: cy - CELL - GAP / 2, width: GAP, height: 2 * CELL + GAP, rx: 0.6, class: 'slot-ghost' }, vertical);
      target(vertical, `${name}/`);
    }
  }

  // Placed fences.
  for (const [name, owner] of Object.entries(view.fences ?? {})) {
    const file = FILES.indexOf(name[0]);
    const rank = Number(name[1]) - 1;
    const [x0, y0] = cellXY(file, rank, flipped);
    const cx = flipped ? x0 - GAP / 2 : x0 + CELL + GAP / 2;
    const cy = flipped ? y0 + CELL + GAP / 2 : y0 - GAP / 2;
    const attributes = name[2] === '-'
      ? { x: cx - CELL - GAP / 2, y: cy - GAP / 2, width: 2 * CELL + GAP, height: GAP }
      : { x: cx - GAP / 2, y: cy - CELL - GAP / 2, width: GAP, height: 2 * CELL + GAP };
    el('rect', { ...attributes, rx: 0.6, class: `fence fence-${owner}` }, svg);
  }

  // Pawns.
  for (const [seat, square] of Object.entries(view.pawns ?? {})) {
    const [x, y] = cellXY(FILES.indexOf(square[0]), Number(square.slice(1)) - 1, flipped);
    const pawn = el('g', { class: `piece pawn-${seat}`, 'pointer-events': 'none' }, svg);
    el('circle', { cx: x + CELL / 2, cy: y + CELL / 2, r: CELL * 0.36 }, pawn);
    label(pawn, x + CELL / 2, y + CELL / 2 + 0.2, seat === '0' ? 'O' : 'X', 'piece-letter');
  }
  return svg;
}

/** One line under the board: what each side has left. */
export function summary(view, seatNames) {
  const left = view.fences_left ?? [0, 0];
  return `Fences left: ${seatNames[0]} ${left[0]} · ${seatNames[1]} ${left[1]}`;
}
