// The fence game's board: 9×9 cells, pawns O and X, fences in the grooves. Cells are targets
// named as in the notation ("e2"); a fence slot is a target named like the fence ("d7-", "d7/"),
// clicked in its groove: each slot's hit area covers the groove from the middle of one cell to the
// middle of the next, so neighbouring slots never overlap. A dot marks at rest each cell the pawn
// may reach; a fence's marks show only near the pointer (nearTargets), with the fence a click
// would place drawn in the mover's colour along the groove the pointer is in (targetNear). At a
// crossing both ways are offered: a key turns the fence, and on a touch screen, where a tap first
// previews the fence (confirmOnTouch), a second tap on the crossing turns it (pressOnPreview).

import { board, el, label } from '../svg.js';
import { Grid, target } from './grid.js';
import { cursorCells as gridCells } from './grid_cursor.js';
export { describe, hint, squareWords } from './fences_words.js';

const CELL = 10;
const GAP = 2;  // groove width
const MARGIN = 7;
const PITCH = CELL + GAP;
const GRID = new Grid({ files: 'abcdefghi', ranks: 9, cell: CELL, gap: GAP, left: MARGIN, top: MARGIN });
const SIZE = GRID.ranks;

const TICK = 3.4;  // the length of a fence slot's mark at rest
const HALO = 0.7;  // how far the last fence's halo reaches out
const FENCE_SPILL = 0.35;  // how far a placed fence reaches over the cells beside its groove

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
      el('rect', { x: cx - CELL - GAP / 2, y: cy - GAP / 2 - FENCE_SPILL, width: 2 * CELL + GAP, height: GAP + 2 * FENCE_SPILL, rx: 0.6, class: 'slot-ghost' }, horizontal);
      el('rect', { x: cx - TICK / 2, y: cy - GAP * 0.22, width: TICK, height: GAP * 0.44, class: 'slot-mark' }, horizontal);
      target(horizontal, `${name}-`);
      const vertical = el('g', { class: 'slot' }, svg);
      el('rect', { x: cx - GAP, y: cy - PITCH / 2, width: GAP * 2, height: PITCH, class: 'slot-hit' }, vertical);
      el('rect', { x: cx - GAP / 2 - FENCE_SPILL, y: cy - CELL - GAP / 2, width: GAP + 2 * FENCE_SPILL, height: 2 * CELL + GAP, rx: 0.6, class: 'slot-ghost' }, vertical);
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
    drawFence(svg, cx, cy, name[2] === '-', Number(owner), last.includes(name)).forEach((node) => node.setAttribute('data-fence', name));
  }

  // Pawns.
  for (const [seat, square] of Object.entries(view.pawns ?? {})) {
    const [x, y] = GRID.cornerOf(square, flipped);
    drawPawn(svg, x + CELL / 2, y + CELL / 2, Number(seat));
  }
  return svg;
}

/**
 * A fence centred on the crossing (cx, cy), lying along the groove (horizontal) or across it, in
 * its owner's colour; the latest fence gets a halo first. Returns the nodes drawn.
 * @param {Element} parent @returns {Element[]}
 */
export function drawFence(parent, cx, cy, horizontal, owner, latest = false) {
  const attributes = horizontal
    ? { x: cx - CELL - GAP / 2, y: cy - GAP / 2, width: 2 * CELL + GAP, height: GAP }
    : { x: cx - GAP / 2, y: cy - CELL - GAP / 2, width: GAP, height: 2 * CELL + GAP };
  const nodes = [];
  if (latest) {
    const halo = { x: attributes.x - HALO, y: attributes.y - HALO, width: attributes.width + 2 * HALO, height: attributes.height + 2 * HALO };
    nodes.push(el('rect', { ...halo, rx: 1, class: 'fence-halo' }, parent));
  }
  // A little wider than the groove, with a dark edge: it stands out from every cell and target.
  const wide = horizontal ? { y: attributes.y - FENCE_SPILL, height: attributes.height + 2 * FENCE_SPILL } : { x: attributes.x - FENCE_SPILL, width: attributes.width + 2 * FENCE_SPILL };
  nodes.push(el('rect', { ...attributes, ...wide, rx: 0.6, class: `fence fence-${owner}${latest ? ' fence-last' : ''}` }, parent));
  return nodes;
}

/** A pawn centred on (cx, cy): a disc in its seat's colour carrying its letter, O or X. @param {Element} parent */
export function drawPawn(parent, cx, cy, seat) {
  const pawn = el('g', { class: `piece pawn-${seat}`, 'pointer-events': 'none' }, parent);
  el('circle', { cx, cy, r: CELL * 0.36 }, pawn);
  label(pawn, cx, cy + 0.2, seat === 0 ? 'O' : 'X', 'piece-letter');
  return pawn;
}

/** One line under the board: what each side has left. */
export function summary(view, seatNames) {
  const left = view.fences_left ?? [0, 0];
  return `Fences left: ${seatNames[0]} ${left[0]} · ${seatNames[1]} ${left[1]}`;
}

/**
 * The fence slot a pointer at board coordinates means: the nearest crossing's (each owns the
 * square of one cell pitch around it, over 24 CSS pixels on a phone), lying along the groove the
 * point is nearer, or across if only that fits; `turn` prefers the other way. Null if no fence
 * fits there.
 * @param {{x: number, y: number}} point @param {Set<string>} clickable
 * @param {{flipped: boolean, turn?: boolean}} options
 */
export function targetNear(point, clickable, options) {
  const best = GRID.nearestIntersection(point, options.flipped);
  if (!best) return null;
  const groove = Math.abs(best.dx) >= Math.abs(best.dy) ? '-' : '/';
  const along = options.turn ? (groove === '-' ? '/' : '-') : groove;
  const across = along === '-' ? '/' : '-';
  for (const turn of [along, across]) if (clickable.has(best.name + turn)) return best.name + turn;
  return null;
}

/** The fence slots near a pointer (the crossings within a cell's pitch of it) that may be clicked. */
export function nearTargets(point, clickable, options) {
  const near = new Set();
  for (let file = 0; file < SIZE - 1; file += 1) {
    for (let rank = 0; rank < SIZE - 1; rank += 1) {
      const [cx, cy] = GRID.intersection(file, rank, options.flipped);
      if (Math.hypot(point.x - cx, point.y - cy) > PITCH * 0.9) continue;
      for (const turn of ['-', '/']) if (clickable.has(GRID.name(file, rank) + turn)) near.add(GRID.name(file, rank) + turn);
    }
  }
  return near;
}

/**
 * What a second press does to a fence previewed: on its crossing it turns it, along its length it
 * places it, elsewhere nothing (null).
 * @param {{x: number, y: number}} point @param {string} preview @param {{flipped: boolean}} options
 * @returns {'turn'|'place'|null}
 */
export function pressOnPreview(point, preview, options) {
  const [file, rank] = GRID.parse(preview.slice(0, 2)) ?? [0, 0];
  const [cx, cy] = GRID.intersection(file, rank, options.flipped);
  const dx = Math.abs(point.x - cx);
  const dy = Math.abs(point.y - cy);
  if (Math.max(dx, dy) <= CELL * 0.4) return 'turn';
  const [along, across] = preview[2] === '-' ? [dx, dy] : [dy, dx];
  return along <= CELL + GAP && across <= GAP * 1.5 ? 'place' : null;
}

/** On a touch screen a fence is previewed before it is placed; a pawn moves at the first tap. */
export function confirmOnTouch(notation) {
  return /^[a-h][1-8][-/]$/.test(notation);
}

/** The same fence turned the other way. @param {string} notation */
export function turned(notation) {
  return confirmOnTouch(notation) ? notation.slice(0, 2) + (notation[2] === '-' ? '/' : '-') : null;
}

/** A fence's button text: "horizontal fence at c5". @param {string} notation */
export function actionLabel(notation) {
  return confirmOnTouch(notation) ? `${notation[2] === '-' ? 'horizontal' : 'vertical'} fence at ${notation.slice(0, 2)}` : null;
}

/** The keyboard grid's cells: every cell, and every fence slot (outlined where the fence would lie). */
export function cursorCells(flipped) {
  /** @type {import('./grid_cursor.js').EdgeSpec[]} */
  const slots = [];
  for (let file = 0; file < SIZE - 1; file += 1) {
    for (let rank = 0; rank < SIZE - 1; rank += 1) {
      const [cx, cy] = GRID.intersection(file, rank, flipped);
      const square = GRID.name(file, rank);
      slots.push({ name: `${square}-`, between: [square, GRID.name(file, rank + 1)], rect: { x: cx - CELL - GAP / 2, y: cy - GAP, width: 2 * CELL + GAP, height: 2 * GAP } });
      slots.push({ name: `${square}/`, between: [square, GRID.name(file + 1, rank)], rect: { x: cx - GAP, y: cy - CELL - GAP / 2, width: 2 * GAP, height: 2 * CELL + GAP } });
    }
  }
  return gridCells(GRID, flipped, slots);
}
