// The square grid every board is drawn on: square names and their parsing, where each square is
// on screen (turned for the second seat), the coordinates in the margin, the edges between
// squares and the points where grooves cross, and the marking of what may be clicked
// (data-target). A board describes its grid once and draws its own pieces on it.
//
// Screen positions are kept apart from board coordinates: `col` and `row` count from the top left
// of the screen, `file` and `rank` from the first seat's lower left. That is what lets a cursor
// walk the board in screen order whichever side looks.

import { el, label } from '../svg.js';

/**
 * @typedef {object} GridSpec
 * @property {string} files  the file letters, from the first seat's left (their case is the notation's)
 * @property {number} ranks  how many ranks, numbered from 1
 * @property {number} cell  a square's side, in board units
 * @property {number} [gap]  the groove between neighbouring squares (fences), 0 by default
 * @property {number} left  where the first column starts
 * @property {number} top  where the first row starts
 * @property {boolean} [turnRanks]  whether the second seat also sees the ranks turned round (true
 *   by default); false mirrors the files only
 */

/** A node that can be clicked: the game page finds it by its data-target. */
export function target(node, name) {
  node.setAttribute('data-target', name);
  return node;
}

export class Grid {
  /** @param {GridSpec} spec */
  constructor(spec) {
    this.files = spec.files;
    this.ranks = spec.ranks;
    this.cell = spec.cell;
    this.gap = spec.gap ?? 0;
    this.pitch = this.cell + this.gap;
    this.left = spec.left;
    this.top = spec.top;
    this.turnRanks = spec.turnRanks ?? true;
    this.width = this.files.length * this.pitch - this.gap;
    this.height = this.ranks * this.pitch - this.gap;
  }

  /** A square's name, file and rank from 0: (4, 1) is "e2". */
  name(file, rank) {
    return `${this.files[file]}${rank + 1}`;
  }

  /** @param {string} name @returns {[number, number]|null} file and rank from 0, null if off the grid */
  parse(name) {
    const match = /^(.)([1-9][0-9]?)$/.exec(String(name));
    if (!match) return null;
    const file = this.files.indexOf(match[1]);
    const rank = Number(match[2]) - 1;
    return file >= 0 && rank < this.ranks ? [file, rank] : null;
  }

  /** Every square's name, rank by rank from the first seat's lower left ("a1", "b1", …). */
  squares() {
    const out = [];
    for (let rank = 0; rank < this.ranks; rank += 1) {
      for (let file = 0; file < this.files.length; file += 1) out.push(this.name(file, rank));
    }
    return out;
  }

  /** The screen column and row of a square, from the top left. @returns {[number, number]} */
  screen(file, rank, flipped) {
    const col = flipped ? this.files.length - 1 - file : file;
    const row = flipped && this.turnRanks ? rank : this.ranks - 1 - rank;
    return [col, row];
  }

  /** The square at a screen column and row, or null off the grid. */
  at(col, row, flipped) {
    if (col < 0 || row < 0 || col >= this.files.length || row >= this.ranks) return null;
    const file = flipped ? this.files.length - 1 - col : col;
    const rank = flipped && this.turnRanks ? row : this.ranks - 1 - row;
    return this.name(file, rank);
  }

  /** The squares as the screen shows them: rows from the top, each from the left. */
  rows(flipped) {
    const out = [];
    for (let row = 0; row < this.ranks; row += 1) {
      const line = [];
      for (let col = 0; col < this.files.length; col += 1) line.push(this.at(col, row, flipped));
      out.push(line);
    }
    return out;
  }

  /** A square's top-left corner on screen. @returns {[number, number]} */
  corner(file, rank, flipped) {
    const [col, row] = this.screen(file, rank, flipped);
    return [this.left + col * this.pitch, this.top + row * this.pitch];
  }

  /** @param {string} name @returns {[number, number]} */
  cornerOf(name, flipped) {
    const [file, rank] = this.parse(name) ?? [0, 0];
    return this.corner(file, rank, flipped);
  }

  /** @param {string} name @returns {[number, number]} a square's centre on screen */
  centreOf(name, flipped) {
    const [x, y] = this.cornerOf(name, flipped);
    return [x + this.cell / 2, y + this.cell / 2];
  }

  /**
   * The point where the grooves cross at a square's north-east corner (as the first seat looks),
   * on screen: the centre of a fence named after that square.
   * @returns {[number, number]}
   */
  intersection(file, rank, flipped) {
    const [x, y] = this.corner(file, rank, flipped);
    const half = this.gap / 2;
    const east = flipped ? x - half : x + this.cell + half;
    const north = flipped && this.turnRanks ? y + this.cell + half : y - half;
    return [east, north];
  }

  /**
   * The crossing nearest a point, among those inside the grid (each owns the square of one
   * pitch around it), or null: its square's name and the point's offset from it.
   * @param {{x: number, y: number}} point
   * @returns {{name: string, dx: number, dy: number}|null}
   */
  nearestIntersection(point, flipped) {
    let best = null;
    for (let file = 0; file < this.files.length - 1; file += 1) {
      for (let rank = 0; rank < this.ranks - 1; rank += 1) {
        const [cx, cy] = this.intersection(file, rank, flipped);
        const dx = point.x - cx;
        const dy = point.y - cy;
        const distance = Math.max(Math.abs(dx), Math.abs(dy));
        if (distance <= this.pitch / 2 && (!best || distance < best.distance)) best = { name: this.name(file, rank), dx, dy, distance };
      }
    }
    return best && { name: best.name, dx: best.dx, dy: best.dy };
  }

  /** Every pair of squares side by side, each pair in byte order ("C4", "D4"): where walls stand. */
  edges() {
    const out = [];
    for (let file = 0; file < this.files.length; file += 1) {
      for (let rank = 0; rank < this.ranks; rank += 1) {
        if (file + 1 < this.files.length) out.push([this.name(file, rank), this.name(file + 1, rank)]);
        if (rank + 1 < this.ranks) out.push([this.name(file, rank), this.name(file, rank + 1)]);
      }
    }
    return out;
  }

  /**
   * The coordinates in the margin: file letters on the line y = `filesAt`, rank numbers on the
   * line x = `ranksAt`, each centred on its column or row.
   * @param {Element} parent @param {boolean} flipped @param {{filesAt: number, ranksAt: number}} where
   */
  coordinates(parent, flipped, where) {
    for (let i = 0; i < this.files.length; i += 1) {
      const [x] = this.corner(i, 0, flipped);
      label(parent, x + this.cell / 2, where.filesAt, this.files[i]);
    }
    for (let i = 0; i < this.ranks; i += 1) {
      const [, y] = this.corner(0, i, flipped);
      label(parent, where.ranksAt, y + this.cell / 2, String(i + 1));
    }
  }

  /**
   * The layer of clickable squares, on top of everything drawn before it: a group of class
   * `className` with one node per square, made by `draw` at the square's corner and marked as a
   * target named like the square.
   * @param {Element} parent @param {string} className @param {boolean} flipped
   * @param {(layer: Element, name: string, x: number, y: number) => Element} draw
   */
  spots(parent, className, flipped, draw) {
    const layer = el('g', { class: className }, parent);
    for (const name of this.squares()) {
      const [x, y] = this.cornerOf(name, flipped);
      target(draw(layer, name, x, y), name);
    }
    return layer;
  }
}
