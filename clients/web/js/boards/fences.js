// The fence game's board: 9×9 cells, pawns O and X, fences in the grooves. Cells are targets
// named as in the notation ("e2"); a fence slot is a target named like the fence ("d7-", "d7/"),
// clicked in its groove: each slot's hit area covers the groove from the middle of one cell to the
// middle of the next, so neighbouring slots never overlap. Legal targets show at rest: a dot in a
// cell the pawn may reach, a tick along each groove at an intersection where a fence fits. On a
// touch screen a tap anywhere near an intersection means the fence there (targetNear), and the
// fence is previewed before it is placed (confirmOnTouch).

import { board, el, label } from '../svg.js';
import { Grid, target } from './grid.js';

const CELL = 10;
const GAP = 2;  // groove width
const MARGIN = 7;
const PITCH = CELL + GAP;
const GRID = new Grid({ files: 'abcdefghi', ranks: 9, cell: CELL, gap: GAP, left: MARGIN, top: MARGIN });
const SIZE = GRID.ranks;

const TICK = 3.4;  // the length of a fence slot's mark at rest
const HALO = 0.7;  // how far the last fence's halo reaches out

/** @param {any} view @param {{flipped: boolean}} options */
export function render(view, options) {
  const flipped = options.flipped;
  const extent = MARGIN * 2 + GRID.width;
  const svg = board(extent, extent, 'Fences board');
  el('rect', { x: 0, y: 0, width: extent, height: extent, class: 'board-frame' }, svg);

  // Goal rows tinted in each pawn's colour.
  for (const name of GRID.squares()) {
    const [x, y] = GRID.cornerOf(name, flipped);
    const rank = GRID.parse(name)[1];
    const goal = rank === SIZE - 1 ? ' goal-0' : rank === 0 ? ' goal-1' : '';
    target(el('rect', { x, y, width: CELL, height: CELL, rx: 1.2, class: `cell${goal}` }, svg), name);
    el('circle', { cx: x + CELL / 2, cy: y + CELL / 2, r: CELL * 0.17, class: 'cell-dot' }, svg);  // shown after a target cell
  }
  GRID.coordinates(svg, flipped, { filesAt: extent - MARGIN / 2 + 0.5, ranksAt: MARGIN / 2 });

  // Fence slots: invisible hit areas in the grooves, shown when they are targets.
  for (let file = 0; file < SIZE - 1; file += 1) {
    for (let rank = 0; rank < SIZE - 1; rank += 1) {
      const name = GRID.name(file, rank);
      const [cx, cy] = GRID.intersection(file, rank, flipped);
      const horizontal = el('g', { class: 'slot' }, svg);
      el('rect', { x: cx - PITCH / 2, y: cy - GAP, width: PITCH, height: GAP * 2, class: 'slot-hit' }, horizontal);
      el('rect', { x: cx - CELL - GAP / 2, y: cy - GAP / 2, width: 2 * CELL + GAP, height: GAP, rx: 0.6, class: 'slot-ghost' }, horizontal);
      el('rect', { x: cx - TICK / 2, y: cy - GAP * 0.22, width: TICK, height: GAP * 0.44, class: 'slot-mark' }, horizontal);
      target(horizontal, `${name}-`);
      const vertical = el('g', { class: 'slot' }, svg);
      el('rect', { x: cx - GAP, y: cy - PITCH / 2, width: GAP * 2, height: PITCH, class: 'slot-hit' }, vertical);
      el('rect', { x: cx - GAP / 2, y: cy - CELL - GAP / 2, width: GAP, height: 2 * CELL + GAP, rx: 0.6, class: 'slot-ghost' }, vertical);
      el('rect', { x: cx - GAP * 0.22, y: cy - TICK / 2, width: GAP * 0.44, height: TICK, class: 'slot-mark' }, vertical);
      target(vertical, `${name}/`);
    }
  }

  // Placed fences; the latest one gets a halo, also after a pawn move since.
  const fenceMoves = (view.moves ?? []).filter((move) => confirmOnTouch(move.action ?? ''));
  const last = fenceMoves.length > 0 ? [fenceMoves[fenceMoves.length - 1].action] : [];
  for (const [name, owner] of Object.entries(view.fences ?? {})) {
    const [file, rank] = GRID.parse(name.slice(0, 2));
    const [cx, cy] = GRID.intersection(file, rank, flipped);
    const attributes = name[2] === '-'
      ? { x: cx - CELL - GAP / 2, y: cy - GAP / 2, width: 2 * CELL + GAP, height: GAP }
      : { x: cx - GAP / 2, y: cy - CELL - GAP / 2, width: GAP, height: 2 * CELL + GAP };
    if (last.includes(name)) {
      const halo = { x: attributes.x - HALO, y: attributes.y - HALO, width: attributes.width + 2 * HALO, height: attributes.height + 2 * HALO };
      el('rect', { ...halo, rx: 1, class: 'fence-halo', 'data-fence': name }, svg);
    }
    el('rect', { ...attributes, rx: 0.6, class: `fence fence-${owner}${last.includes(name) ? ' fence-last' : ''}`, 'data-fence': name }, svg);
  }

  // Pawns.
  for (const [seat, square] of Object.entries(view.pawns ?? {})) {
    const [x, y] = GRID.cornerOf(square, flipped);
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

/**
 * The fence slot a tap at board coordinates (x, y) means: the nearest intersection's (each owns
 * the square of one cell pitch around it, over 24 CSS pixels on a phone), lying along the groove
 * nearer the tap, or across if only that fits. Null if no fence fits there.
 * @param {{x: number, y: number}} point @param {Set<string>} clickable @param {{flipped: boolean}} options
 */
export function targetNear(point, clickable, options) {
  const best = GRID.nearestIntersection(point, options.flipped);
  if (!best) return null;
  const along = Math.abs(best.dx) >= Math.abs(best.dy) ? '-' : '/';
  const across = along === '-' ? '/' : '-';
  for (const turn of [along, across]) if (clickable.has(best.name + turn)) return best.name + turn;
  return null;
}

/** On a touch screen a fence is previewed before it is placed; a pawn moves at the first tap. */
export function confirmOnTouch(notation) {
  return /^[a-h][1-8][-/]$/.test(notation);
}

/** The same fence turned the other way. @param {string} notation */
export function turned(notation) {
  return confirmOnTouch(notation) ? notation.slice(0, 2) + (notation[2] === '-' ? '/' : '-') : null;
}

/** A fence's button text. @param {string} notation */
export function actionLabel(notation) {
  return confirmOnTouch(notation) ? `fence ${notation}` : null;
}
