// What the pointer shows on a board: the targets of a placement (fence slots, wall edges) appear
// only near the pointer or the keyboard's cursor, never all over the board, and the one a click
// would make is drawn in the mover's colour ("hovered"). A key turns it, until the pointer means
// another placement. A finger leaves no such drawing behind: only a mouse hovers.

export class PointerMarks {
  constructor() {
    /** @type {{x: number, y: number}|null} */ this.point = null;
    this.mouse = false;
    this.turn = false;
    /** the placement meant when the turn was asked: it holds while that one is meant @type {string|null} */ this.turnedAt = null;
    /** the keyboard cursor's cell @type {string|null} */ this.cursor = null;
  }

  /** @param {{x: number, y: number}|null} point @param {boolean} mouse */
  moveTo(point, mouse) {
    this.point = point;
    this.mouse = mouse;
  }

  /**
   * Marks the board as drawn now: `near` on the placement targets around the pointer, `hovered`
   * on the one a click would make. `clickable` is null when nothing may be clicked.
   * @param {Element} svg @param {import('./boards/index.js').BoardModule} module
   * @param {Set<string>|null} clickable @param {boolean} flipped
   */
  apply(svg, module, clickable, flipped) {
    for (const node of svg.querySelectorAll('.near, .hovered')) node.classList.remove('near', 'hovered');
    if (!clickable || !module.confirmOnTouch) return;
    const mark = (/** @type {string} */ name, /** @type {string} */ kind) => {
      for (const node of svg.querySelectorAll(`[data-target="${CSS.escape(name)}"]`)) node.classList.add(kind);
    };
    if (this.point) {
      for (const name of module.nearTargets?.(this.point, clickable, { flipped }) ?? []) mark(name, 'near');
      if (this.mouse) {
        const here = this.hovered(module, clickable, flipped);
        if (here) ['near', 'hovered'].forEach((kind) => mark(here, kind));
      }
    }
    if (this.cursor && clickable.has(this.cursor) && module.confirmOnTouch(this.cursor)) ['near', 'hovered'].forEach((kind) => mark(this.cursor ?? '', kind));
  }

  /**
   * The placement a click at the pointer would make, turned if asked, or null.
   * @param {import('./boards/index.js').BoardModule} module @param {Set<string>} clickable @param {boolean} flipped
   */
  hovered(module, clickable, flipped) {
    if (!this.point || !module.targetNear) return null;
    const plain = module.targetNear(this.point, clickable, { flipped });
    if (plain !== this.turnedAt) this.turn = false;
    const name = this.turn ? module.targetNear(this.point, clickable, { flipped, turn: true }) : plain;
    return name && module.confirmOnTouch?.(name) ? name : null;
  }

  /**
   * Turns the placement under the mouse the other way.
   * @param {import('./boards/index.js').BoardModule} module @param {Set<string>} clickable @param {boolean} flipped
   */
  turnHere(module, clickable, flipped) {
    if (!this.point || !this.mouse || !module.targetNear) return false;
    this.turnedAt = module.targetNear(this.point, clickable, { flipped });
    this.turn = !this.turn;
    return true;
  }
}
