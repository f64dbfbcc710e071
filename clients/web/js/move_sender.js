// Sends the player's moves and sees each one through a dropped connection. A move chosen while
// offline waits (the page shows it, with Cancel) and goes after the room is rejoined, if the
// position is still the one it was chosen in. A move refused as stale after a reconnect (the
// server's versions move on across a restart) is judged again on the fresh view that follows:
// sent again if nothing changed, counted as made if the match has it, else refused in words.

import { moveFate, refusalText } from './move_fate.js';

export class MoveSender {
  /**
   * @param {import('./transport.js').Transport} transport @param {import('./store.js').MatchStore} store
   * @param {{say: (text: string) => void, changed: () => void, label: (notation: string) => string}} page
   */
  constructor(transport, store, page) {
    this.transport = transport;
    this.store = store;
    this.page = page;
    /** A move chosen offline, waiting for the rejoin. @type {import('./move_fate.js').ChosenMove|null} */
    this.waiting = null;
    /** A move refused as stale, waiting for the fresh snapshot. @type {import('./move_fate.js').ChosenMove|null} */
    this.recheck = null;
  }

  /** @param {string} notation */
  play(notation) {
    const view = this.store.view;
    const move = { matchId: view.match.id, ply: view.ply, seat: view.you, notation };
    if (!this.transport.online) {
      this.waiting = move;
      this.page.changed();
      return;
    }
    this.deliver(move, true);
  }

  /** Drops the move that waits. */
  cancel() {
    this.waiting = null;
    this.page.changed();
  }

  /**
   * @param {import('./move_fate.js').ChosenMove} move
   * @param {boolean} mayRetry whether a stale refusal may be judged again on the next snapshot
   */
  async deliver(move, mayRetry) {
    this.page.say('');
    const reply = await this.transport.send({ type: 'match.action', match: move.matchId, version: this.store.version, action: move.notation });
    if (!reply.error) return;
    const fate = moveFate(move, this.store.view);
    if (fate.fate === 'made') return;  // made before the connection dropped; its reply was lost
    if (reply.error.code === 'action/stale_version' && mayRetry) {
      this.recheck = move;  // a fresh snapshot follows the refusal
      return;
    }
    this.page.say(reply.error.code === 'action/stale_version' && fate.fate === 'refused'
      ? refusalText(this.page.label(move.notation), fate.why) : reply.error.message);
  }

  /** After the room is rejoined and its snapshot taken: the move that waited goes, or is refused. */
  resume() {
    const move = this.waiting;
    this.waiting = null;
    if (move) this.judge(move);
    this.page.changed();
  }

  /** A snapshot arrived: a move refused as stale is judged on it. */
  snapshotTaken() {
    const move = this.recheck;
    this.recheck = null;
    if (move) this.judge(move, false);
  }

  /** @param {import('./move_fate.js').ChosenMove} move */
  judge(move, mayRetry = true) {
    const fate = moveFate(move, this.store.view);
    if (fate.fate === 'send') this.deliver(move, mayRetry);
    else if (fate.fate === 'refused') this.page.say(refusalText(this.page.label(move.notation), fate.why));
  }
}
