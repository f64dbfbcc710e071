// What the live region says when the match view changes, in words a screen reader reads out: every
// action as it arrives (by whom, what, where, in the game's own words), a secret choice revealed,
// whose turn it is now, a first move's deadline (once, when it starts: the status bar counts it
// down), and the result. The notices (draw offers, disconnections) come from
// notices.js and are said as they are.

import { statusBarText } from './status_bar.js';
import { resultWords, seatPlayer } from './result_words.js';

/**
 * @param {any} before the view as last announced (null for the first one)
 * @param {any} view @param {(notation: string, context: any) => string} describe the board's words
 * @param {number} [nowMs] the time now, ms since the epoch (for a first move's deadline)
 * @returns {string[]}
 */
export function announcementsBetween(before, view, describe, nowMs = Date.now()) {
  const out = [];
  const same = before && before.match.id === view.match.id;
  const who = (seat) => (seat === view.you ? 'You' : seatPlayer(view, seat));
  if (same) {
    // Secrets revealed: moves that were hidden and now have their notation.
    for (let i = 0; i < Math.min(before.moves.length, view.moves.length); i += 1) {
      const move = view.moves[i];
      if (before.moves[i].action === null && move.action !== null && move.seat !== view.you) {
        out.push(`Revealed: ${describe(move.action, { who: who(move.seat), seat: move.seat, before })}.`);
      }
    }
  }
  // The first view of a match says what happened before it came: each move of a match just
  // begun (a bot's opening choice, say), or how many moves came and the latest.
  const first = same ? before.moves.length : view.moves.length <= 3 ? 0 : view.moves.length - 1;
  if (!same && first > 0) out.push(`${first} moves were made before you came.`);
  for (let i = first; i < view.moves.length; i += 1) {
    const move = view.moves[i];
    if (move.action === null) {
      out.push(`${who(move.seat)} chose in secret.`);
      continue;
    }
    out.push(`${describe(move.action, {
      who: who(move.seat),
      seat: move.seat,
      before: same && i === first ? before : null,
      after: i === view.moves.length - 1 ? view : null,
    })}.`);
  }
  const playing = view.status.state === 'playing';
  if (!playing) {
    if (!same || before.status.state === 'playing') {
      const words = resultWords(view);
      out.push([words.headline, words.reason, words.personal].filter(Boolean).join('. ').replace(/\.\./g, '.'));
    }
    return out;
  }
  const now = statusBarText(view, 0, null).text;
  if (!same || statusBarText(before, 0, null).text !== now || view.moves.length !== before.moves.length) out.push(`${now}.`);
  // Both seats' deadlines may count from the match's start: a new mover is a new deadline too.
  const owed = (v) => `${v.abort_at_ms}:${v.to_move.join()}`;
  if (view.abort_at_ms && (!same || owed(before) !== owed(view))) out.push(firstMoveWords(view, nowMs));
  return out;
}

/** A first decision's deadline as a sentence. @param {any} view @param {number} nowMs */
function firstMoveWords(view, nowMs) {
  const seconds = Math.max(0, Math.ceil((view.abort_at_ms - nowMs) / 1000));
  const both = view.to_move.length === 2;
  const within = `within ${seconds} seconds, or the match is called off.`;
  if (view.decide) return `Make your first ${both ? 'choice' : 'move'} ${within}`;
  if (both) return `Both players owe a first choice ${within}`;
  return `${seatPlayer(view, view.to_move[0])} owes a first move ${within}`;
}
