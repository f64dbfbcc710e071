// A match review (GET /api/matches/<id>/review) read for people: each position's chance for the
// first seat, the moves that gave much away, and each player's summary, in words.

/** @typedef {{ply: number, searched: boolean, mover?: number, chance?: number, proven?: string|null, best?: string, line?: string[]}} Evaluation */
/** @typedef {{ply: number, seat: number, move: string, weighed: boolean, before?: number, after?: number, drop?: number, mark?: string, best: string|null}} MoveReview */
/** @typedef {{seat: number, weighed: number, average_drop: number, inaccuracies: number, mistakes: number, blunders: number}} SeatSummary */
/** @typedef {{match: string, game: string, status: string, positions: number, evaluations: Evaluation[], moves: MoveReview[], summary: SeatSummary[]}} Review */

export const MARK_WORDS = /** @type {const} */ ({ inaccuracy: 'an inaccuracy', mistake: 'a mistake', blunder: 'a blunder' });

/** A chance as a whole percentage. @param {number} chance */
export const percent = (chance) => `${Math.round(chance * 100)}%`;

/**
 * The first seat's chance to win after each number of actions, where it is known: from the
 * position's search, or the result at the end. @param {Review} review
 * @returns {{ply: number, chance: number}[]}
 */
export function firstSeatChances(review) {
  /** @type {{ply: number, chance: number}[]} */
  const points = [];
  for (const evaluation of review.evaluations) {
    if (evaluation.searched && typeof evaluation.chance === 'number') {
      points.push({ ply: evaluation.ply, chance: evaluation.mover === 0 ? evaluation.chance : 1 - evaluation.chance });
    }
  }
  // The end: the last move's "after" is the result for its mover.
  const last = review.moves[review.moves.length - 1];
  const final = review.evaluations[review.evaluations.length - 1];
  if (last?.weighed && final && !final.searched && typeof last.after === 'number') {
    points.push({ ply: final.ply, chance: last.seat === 0 ? last.after : 1 - last.after });
  }
  return points;
}

/** The moves marked as less than good, in order. @param {Review} review */
export function keyMoments(review) {
  return review.moves.filter((move) => move.weighed && move.mark && move.mark !== 'good');
}

/**
 * One marked move in a sentence: "Move 11: Ann played E, a blunder (her chance 100% → 0%). N was best."
 * @param {MoveReview} move @param {string[]} names by seat
 */
export function momentWords(move, names) {
  const who = names[move.seat] ?? `Seat ${move.seat + 1}`;
  const mark = MARK_WORDS[/** @type {keyof typeof MARK_WORDS} */ (move.mark)] ?? move.mark;
  const chances = `${who}'s chance ${percent(move.before ?? 0)} → ${percent(move.after ?? 0)}`;
  const best = move.best ? ` ${move.best} was best.` : '';
  return `Move ${move.ply + 1}: ${who} played ${move.move}, ${mark} (${chances}).${best}`;
}

/** A player's summary in a sentence. @param {SeatSummary} summary @param {string} name */
export function summaryWords(summary, name) {
  if (summary.weighed === 0) return `${name}: no move could be weighed.`;
  const counts = [
    [summary.inaccuracies, 'inaccuracy', 'inaccuracies'],
    [summary.mistakes, 'mistake', 'mistakes'],
    [summary.blunders, 'blunder', 'blunders'],
  ].map(([n, one, many]) => `${n} ${n === 1 ? one : many}`).join(', ');
  return `${name}: ${counts}; on average ${percent(summary.average_drop)} of the chance to win given away a move.`;
}
