// Versioned documents kept from snapshots and patches (a match's view, the lobby, a tournament), as
// the protocol says: patches are applied in order; one whose base is not the current version is a
// gap, and the owner asks for a snapshot.

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
    const next = patched(this.view, this.version, frame);
    if (next.outcome !== 'applied') return next.outcome;
    this.view = next.doc;
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
    const next = patched({ rooms: this.rooms }, this.version, frame);
    if (next.outcome !== 'applied') return next.outcome;
    this.rooms = next.doc.rooms;
    this.version = frame.version;
    return 'applied';
  }
}

/**
 * A patch frame on `doc`, which is at `version`: the patched document, or why not (seen already,
 * or a gap: a base that is not `version`, or operations that do not apply).
 * @param {any} doc @param {number} version @param {any} frame
 * @returns {{outcome: 'applied', doc: any} | {outcome: 'ignored'|'gap', doc?: undefined}}
 */
function patched(doc, version, frame) {
  if (frame.version <= version) return { outcome: 'ignored' };
  if (frame.base !== version) return { outcome: 'gap' };
  try {
    return { outcome: 'applied', doc: applyPatch(doc, frame.patch) };
  } catch {
    return { outcome: 'gap' };
  }
}

function now() {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

/** A watched tournament's document (PROTOCOL.md, "tournament.watch"). */
export class TournamentStore {
  /** @param {string} code the invite code its patches name */
  constructor(code) {
    this.code = code;
    this.version = -1;
    /** @type {any} */ this.doc = null;
  }

  /** @param {{version: number, tournament: any}} result a watch's, join's or create's reply */
  takeSnapshot(result) {
    this.version = result.version;
    this.doc = result.tournament;
  }

  /** @param {any} frame a tournament.patch @returns {'applied'|'ignored'|'gap'} */
  takePatch(frame) {
    if (frame.code !== this.code || this.doc === null) return 'ignored';
    const next = patched(this.doc, this.version, frame);
    if (next.outcome === 'applied') [this.doc, this.version] = [next.doc, frame.version];
    return next.outcome;
  }
}
