// The board by keyboard: the grid layer over the drawing (boards/grid_cursor.js) named square by
// square, a cursor that survives redraws, and the keys: arrows, Home and End move it, Enter or
// Space clicks what is under it, Escape cancels a partly made action. Focus follows what happens:
// to the first button when the picker asks "Which one?", back to the board once an action goes.

import { cursorStep, drawCursorLayer } from './boards/grid_cursor.js';

export class BoardKeys {
  /**
   * @param {HTMLElement} boardBox @param {HTMLElement} actionBar
   * @param {{activate: (name: string) => void, cancel: () => boolean, moved?: (name: string) => void}} actions
   *   activate: a click on a cell; cancel: drops a partly made action, says whether there was one;
   *   moved: the cursor went to a cell
   */
  constructor(boardBox, actionBar, actions) {
    this.boardBox = boardBox;
    this.actionBar = actionBar;
    this.actions = actions;
    /** @type {string|null} */ this.cursor = null;
    /** @type {import('./boards/grid_cursor.js').CursorCell[]} */ this.cells = [];
    this.refocus = false;  // put the focus back on the board after the next drawing
    boardBox.addEventListener('keydown', (event) => this.onKey(event));
    actionBar.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && this.actions.cancel()) {
        event.preventDefault();
        this.focus();
      }
    });
  }

  /** Whether the board (one of its cells) has the focus now; call before the board is cleared. */
  holdsFocus() {
    return this.refocus || Boolean(document.activeElement?.closest?.('.cursor-layer') && this.boardBox.contains(document.activeElement));
  }

  /**
   * Lays the grid over a freshly drawn board. `name(cell)` says what a cell holds and whether it
   * may be clicked; the cursor stays where it was, else goes to the first target, else mid-board.
   * @param {SVGElement} svg @param {import('./boards/grid_cursor.js').CursorCell[]} cells
   * @param {(name: string) => string} name @param {Set<string>} targets @param {string} label
   * @param {boolean} focused whether the board had the focus before it was drawn again
   */
  lay(svg, cells, name, targets, label, focused) {
    this.cells = cells;
    const ordered = [...cells].sort((p, q) => p.row - q.row || p.col - q.col);
    if (!cells.some((cell) => cell.name === this.cursor)) {
      // A square to go to before an edge: most first clicks are on squares.
      const first = ordered.find((cell) => targets.has(cell.name) && cell.col % 2 === 0 && cell.row % 2 === 0)
        ?? ordered.find((cell) => targets.has(cell.name));
      this.cursor = (first ?? ordered[Math.floor(ordered.length / 2)])?.name ?? null;
    }
    if (this.cursor === null) return;
    svg.setAttribute('role', 'group');
    drawCursorLayer(svg, cells, this.cursor, name, label);
    if (focused) this.focus();
    this.refocus = false;
  }

  /** Puts the focus on the cursor's cell. */
  focus() {
    const cell = this.cursorNode();
    if (cell) cell.focus();
    else this.refocus = true;
  }

  cursorNode() {
    return /** @type {SVGElement|null} */ (this.boardBox.querySelector(`.cursor-layer [data-cell="${CSS.escape(this.cursor ?? '')}"]`));
  }

  /** @param {string} name */
  moveTo(name) {
    const old = this.cursorNode();
    this.cursor = name;
    const cell = this.cursorNode();
    if (!cell) return;
    old?.setAttribute('tabindex', '-1');
    cell.setAttribute('tabindex', '0');
    cell.focus();
    this.actions.moved?.(name);
  }

  /** @param {KeyboardEvent} event */
  onKey(event) {
    const cell = /** @type {Element} */ (event.target).closest?.('[role="gridcell"]');
    if (!cell || event.altKey || event.metaKey) return;
    const name = cell.getAttribute('data-cell') ?? '';
    const next = cursorStep(this.cells, name, event.key, event.ctrlKey);
    if (next !== null) {
      event.preventDefault();
      this.moveTo(next);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      this.refocus = true;
      this.actions.activate(name);
    } else if (event.key === 'Escape' && this.actions.cancel()) {
      event.preventDefault();
      this.focus();
    }
  }

  /** After the action bar is drawn: a question takes the focus (the first of its buttons). */
  focusQuestion() {
    const first = /** @type {HTMLElement|null} */ (this.actionBar.querySelector('button'));
    first?.focus();
    this.refocus = false;
  }
}
