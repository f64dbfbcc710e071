// Versioned views kept from snapshots and patches, as the protocol says: patches are applied in
// order; one whose base is not the current version is a gap, and the owner asks for a snapshot.

import { applyPatch } from './jsonpatch.js';

export class MatchStore {
  constructor() {
    /** @type {string|null} */ this.matchId = null;
    /** @type {string|null} */ this.roomId = null;
    this.version = -1;
    /** @type {any} */ this.view = null;
    /** when the view last changed (performance.now), for counting running clocks down */
    this.receivedAt = 0;
  }

  /** @param {any} frame */
  takeSnapshot(frame) {
    this.matchId = frame.match;
    this.roomId = frame.room;
    this.version = frame.version;
    this.view = frame.view;
    this.receivedAt = now();
  }

  /**
   * Applies a match.patch frame. Returns 'applied', 'ignored' (another match, or already seen) or
   * 'gap' (the caller asks for a snapshot).
   * @param {any} frame @returns {'applied'|'ignored'|'gap'}
   */
  takePatch(frame) {
    if (frame.match !== this.matchId || this.view === null) return 'ignored';
    if (frame.version <= this.version) return 'ignored';
    if (frame.base !== this.version) return 'gap';
    try {
      this.view = applyPatch(this.view, frame.patch);
    } catch {
      return 'gap';
    }
    this.version = frame.version;
    this.receivedAt = now();
    return 'applied';
  }
}

export class LobbyStore {
  constructor() {
    this.version = -1;
    /** @type {Record<string, any>} */ this.rooms = {};
  }

  /** @param {{version: number, rooms: Record<string, any>}} result */
  takeSnapshot(result) {
    this.version = result.version;
    this.rooms = result.rooms;
  }

  /** @param {any} frame @returns {'applied'|'ignored'|'gap'} */
  takePatch(frame) {
    if (frame.version <= this.version) return 'ignored';
    if (frame.base !== this.version) return 'gap';
    try {
      this.rooms = applyPatch({ rooms: this.rooms }, frame.patch).rooms;
    } catch {
      return 'gap';
    }
    this.version = frame.version;
    return 'applied';
  }
}

function now() {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}
