// The end of a match in plain words: who won, and why, for every reason the five engines and the
// server give (rules/<game>/RULES.md, "Results"; PROTOCOL.md, "Match life"). A stranger should
// understand the result without knowing the reason codes.

/**
 * The name a seat is called by in sentences: its player's name.
 * @param {any} view @param {number} seat
 */
export function seatPlayer(view, seat) {
  return view.players[String(seat)]?.name ?? view.match.seat_names[seat];
}

/**
 * Why the match ended, as a sentence about the players by name. `winner` and `loser` are names
 * (null for draws and aborted matches).
 * @param {string} game @param {string|null} reason @param {string|null} winner @param {string|null} loser
 * @param {any} [options] the room's options (the ply limit)
 * @param {string} [state] the result's state: a tournament's game that no first move came to is
 *   won or drawn rather than called off
 */
export function reasonWords(game, reason, winner, loser, options = {}, state = 'aborted') {
  switch (reason) {
    case 'goal':
      return game === 'lazyking' ? `${winner}'s King reached its home square.` : `${winner} reached the far side.`;
    case 'all_across': return `${winner} got all five frogs across.`;
    case 'five_pads': return `${winner} held five lily pads.`;
    case 'all_eaten': return `${winner} ate every one of ${loser}'s prawns.`;
    case 'asphyxiation': return `${loser}'s last prawn left the sea.`;
    case 'shrimps': return `${winner} has three shrimps on the board.`;
    case 'captures': return `${winner} made three captures.`;
    case 'no_legal_action': return `${loser} had no legal move.`;
    case 'resign': return `${loser} resigned.`;
    case 'timeout': return `${winner} won on time: ${loser}'s clock ran out.`;
    case 'deadline':
      return winner ? `${winner} won: ${loser} missed the deadline for a move.` : 'Both players missed the deadline for their decision.';
    case 'abandoned':
      return winner ? `${loser} left and did not come back.` : 'A player left before the match got going.';
    case 'agreement': return 'Both players agreed to a draw.';
    case 'no_first_move':
      if (winner) return `${winner} wins: ${loser}'s first move did not come in time.`;
      return state === 'drawn' ? 'Neither first move came in time: a draw.'
        : 'A first move did not come in time, so the match was called off: it counts for nobody.';
    case 'repetition': return 'The same position came up for the third time.';
    case 'ply_limit':
      return options?.ply_limit ? `${options.ply_limit} moves were played without a winner.` : 'The move limit was reached.';
    case null: case undefined: case '': return '';
    default: return `${reason.replace(/_/g, ' ')}.`;
  }
}

/**
 * The result of a finished view: a headline naming the winner, the reason in words, and a line
 * for the one reading it when they played.
 * @param {any} view @returns {{headline: string, reason: string, personal: string}}
 */
export function resultWords(view) {
  const status = view.status;
  const game = view.match.game;
  const options = view.match.options;
  if (status.state === 'won') {
    const winner = seatPlayer(view, status.winner);
    const loser = seatPlayer(view, 1 - status.winner);
    const colour = view.match.seat_names[status.winner];
    const personal = view.you === null ? '' : view.you === status.winner ? 'You win.' : 'You lose.';
    return { headline: `${winner} (${colour}) wins`, reason: reasonWords(game, status.reason, winner, loser, options), personal };
  }
  if (status.state === 'drawn') {
    return { headline: 'Draw', reason: reasonWords(game, status.reason, null, null, options, 'drawn'), personal: '' };
  }
  return { headline: 'Match called off', reason: reasonWords(game, status.reason, null, null, options) || 'The match was aborted.', personal: '' };
}
