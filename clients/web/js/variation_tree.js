// The analysis board's tree of variations: from the start position, each node one move (its
// notation, and its seat where both seats decide), its children the moves tried after it, the
// first of them the main line. The board shows the path to the current node.

/** @typedef {string | {seat: number, action: string}} Move */
/** @typedef {{move: Move|null, parent: Node|null, children: Node[]}} Node */

/** A move's notation. @param {Move} move */
export const notationOf = (move) => (typeof move === 'string' ? move : move.action);

/** The same move, whichever form it came in (a seat given or not). @param {Move} a @param {Move} b */
export const sameMove = (a, b) => notationOf(a) === notationOf(b) &&
  (typeof a === 'string' || typeof b === 'string' || a.seat === b.seat);

export class VariationTree {
  /** @param {Move[]} [line] a first main line */
  constructor(line = []) {
    /** @type {Node} */ this.root = { move: null, parent: null, children: [] };
    /** @type {Node} */ this.current = this.root;
    for (const move of line) this.play(move);
    this.current = this.root;
  }

  /** The moves from the start to `node`. @param {Node} [node] @returns {Move[]} */
  path(node = this.current) {
    const moves = [];
    for (let at = node; at.parent; at = at.parent) moves.unshift(/** @type {Move} */ (at.move));
    return moves;
  }

  /** Plays `move` from the current node: along a line that has it, else as a new one. @param {Move} move */
  play(move) {
    let next = this.current.children.find((child) => sameMove(/** @type {Move} */ (child.move), move));
    if (!next) {
      next = { move, parent: this.current, children: [] };
      this.current.children.push(next);
    }
    this.current = next;
    return next;
  }

  back() { if (this.current.parent) this.current = this.current.parent; }
  forward() { if (this.current.children.length) this.current = this.current.children[0]; }
  toStart() { this.current = this.root; }
  toEnd() { while (this.current.children.length) this.current = this.current.children[0]; }
  /** @param {Node} node */
  goTo(node) { this.current = node; }

  /** Whether `node` is on the main line (every node to it a first child). @param {Node} node */
  onMainLine(node) {
    for (let at = node; at.parent; at = at.parent) if (at.parent.children[0] !== at) return false;
    return true;
  }

  /** Makes the line through `node` the main line from where it branched off. @param {Node} node */
  promote(node) {
    for (let at = node; at.parent; at = at.parent) {
      const siblings = at.parent.children;
      const index = siblings.indexOf(at);
      if (index > 0) {
        siblings.splice(index, 1);
        siblings.unshift(at);
        return;
      }
    }
  }

  /** Deletes `node` and every move after it; the board goes back before it if it was on them. @param {Node} node */
  remove(node) {
    if (!node.parent) return;
    for (let at = this.current; at; at = at.parent) {
      if (at === node) {
        this.current = node.parent;
        break;
      }
    }
    node.parent.children.splice(node.parent.children.indexOf(node), 1);
  }
}
