// What becomes of a move chosen before the page knew the position was still the same: clicked
// while offline, or sent just before the connection dropped. Once the room is rejoined and the
// view is fresh, the move is sent if it is still the player's legal move in the same position,
// counted as made if the match already has it, and otherwise refused with the reason in words.

/**
 * @typedef {{matchId: string, ply: number, seat: number, notation: string}} ChosenMove
 * @typedef {{fate: 'send'} | {fate: 'made'} | {fate: 'refused', why: string}} Fate
 */

/**
 * @param {ChosenMove} move @param {any} view the fresh view (null if the room has no match)
 * @returns {Fate}
 */
export function moveFate(move, view) {
  if (!view || view.match.id !== move.matchId) return { fate: 'refused', why: 'that match is no longer being played' };
  const made = view.moves[move.ply];
  if (made && made.seat === move.seat && made.action === move.notation) return { fate: 'made' };
  if (view.status.state !== 'playing') return { fate: 'refused', why: 'the match ended while you were away' };
  if (view.ply !== move.ply) return { fate: 'refused', why: 'the position changed while you were away' };
  if (!view.decide || !Object.hasOwn(view.legal, move.notation)) return { fate: 'refused', why: 'it is not a legal move now' };
  return { fate: 'send' };
}

/** The sentence for a refused move. @param {string} label @param {string} why */
export function refusalText(label, why) {
  return `Your move ${label} was not made: ${why}. Look at the board and play again.`;
}
