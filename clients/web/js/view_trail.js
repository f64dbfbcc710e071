// The views of the match this page has seen, by how many actions they follow, so that the move
// list can say more of a move it saw happen (the position before it and after it). The views share
// what did not change between them (patches copy only what they touch), so keeping them is cheap.

export class ViewTrail {
  constructor() {
    /** @type {string|null} */ this.matchId = null;
    /** @type {Map<number, any>} */ this.views = new Map();
  }

  /** @param {any} view */
  keep(view) {
    if (view.match.id !== this.matchId) {
      this.matchId = view.match.id;
      this.views.clear();
    }
    this.views.set(view.moves.length, view);
  }

  /** The view after `ply` actions, if this page saw it. @param {number} ply */
  at(ply) {
    return this.views.get(ply) ?? null;
  }
}
