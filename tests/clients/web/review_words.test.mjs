// A match review read for people: the first seat's chances (each mover's turned to the first
// seat's, the end from the result), the marked moves, and the sentences that name them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { firstSeatChances, keyMoments, momentWords, percent, summaryWords } from '../../../clients/web/js/review_words.js';

const review = {
  match: 'm', game: 'fences', status: 'done', positions: 4,
  evaluations: [
    { ply: 0, searched: true, mover: 0, chance: 0.75, proven: null, best: 'N', line: ['N'] },
    { ply: 1, searched: true, mover: 1, chance: 0.4, proven: null, best: 'S', line: ['S'] },
    { ply: 2, searched: true, mover: 0, chance: 1, proven: 'win', best: 'N', line: ['N'] },
    { ply: 3, searched: false },
  ],
  moves: [
    { ply: 0, seat: 0, move: 'N', weighed: true, before: 0.75, after: 0.6, drop: 0, mark: 'good', best: null },
    { ply: 1, seat: 1, move: 'E', weighed: true, before: 0.4, after: 0, drop: 0.4, mark: 'blunder', best: 'S' },
    { ply: 2, seat: 0, move: 'N', weighed: true, before: 1, after: 1, drop: 0, mark: 'good', best: null },
  ],
  summary: [
    { seat: 0, weighed: 2, average_drop: 0, inaccuracies: 0, mistakes: 0, blunders: 0 },
    { seat: 1, weighed: 1, average_drop: 0.4, inaccuracies: 0, mistakes: 0, blunders: 1 },
  ],
};

test("each position's chance is the first seat's, and the end is the result", () => {
  assert.deepEqual(firstSeatChances(review), [
    { ply: 0, chance: 0.75 }, { ply: 1, chance: 0.6 }, { ply: 2, chance: 1 }, { ply: 3, chance: 1 }]);
});

test('only the moves marked less than good are key moments, named with the best move', () => {
  const moments = keyMoments(review);
  assert.equal(moments.length, 1);
  assert.equal(momentWords(moments[0], ['Ann', 'Bob']),
    "Move 2: Bob played E, a blunder (Bob's chance 40% → 0%). S was best.");
});

test('summaries count each mark and give the average drop as a percentage', () => {
  assert.equal(summaryWords(review.summary[1], 'Bob'),
    'Bob: 0 inaccuracies, 0 mistakes, 1 blunder; on average 40% of the chance to win given away a move.');
  assert.equal(summaryWords({ seat: 0, weighed: 0, average_drop: 0, inaccuracies: 0, mistakes: 0, blunders: 0 }, 'Ann'),
    'Ann: no move could be weighed.');
  assert.equal(percent(0.125), '13%');
});
