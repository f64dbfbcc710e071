// Finished matches said to the one who reads them: "You won" when they played it, the winner by
// name otherwise, with why in words; an Arena's new pairing of the reader, seen happening.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { matchResultWords } from '../../../clients/web/js/match_lines.js';
import { reasonWords } from '../../../clients/web/js/result_words.js';
import { ArenaCountdown } from '../../../clients/web/js/arena_countdown.js';
import { splitSections } from '../../../clients/web/js/markdown.js';

const match = (state, winner, reason) => ({
  game: 'fences', options: {}, seat_names: ['O', 'X'],
  players: [{ name: 'Ada', id: 'a1', bot: false }, { name: 'Rockbot 1', id: 'b1', bot: true }],
  result: { state, winner, reason },
});

test('a match\'s result: you won, you lost, or the winner by name, and why', () => {
  assert.equal(matchResultWords(match('won', 0, 'goal'), 'a1', reasonWords), 'You won: Ada reached the far side.');
  assert.equal(matchResultWords(match('won', 1, 'resign'), 'a1', reasonWords), 'You lost: Ada resigned.');
  assert.equal(matchResultWords(match('won', 1, 'resign'), 'z9', reasonWords), 'Rockbot 1 won: Ada resigned.');
  assert.equal(matchResultWords(match('drawn', null, 'agreement'), 'a1', reasonWords), 'You drew: both players agreed to a draw.');
  assert.match(matchResultWords(match('aborted', null, 'no_first_move'), null, reasonWords), /^Called off: /);
  assert.equal(matchResultWords(match('won', 1, 'resign'), 'a1'), 'You lost.', 'without the words of reasons (the lobby)');
});

test('an Arena pairing is the reader\'s new game with its room open, seen in a patch', () => {
  const game = { code: 'g1', result: null, players: [0, 1] };
  const before = { format: 'arena', status: 'open', games: [] };
  const after = { format: 'arena', status: 'playing', games: [game] };
  assert.deepEqual(ArenaCountdown.paired(before, after, 1), [game]);
  assert.deepEqual(ArenaCountdown.paired(after, after, 1), [], 'a game already known is not new');
  assert.deepEqual(ArenaCountdown.paired(before, after, 2), [], 'another pair\'s game');
  assert.deepEqual(ArenaCountdown.paired(null, after, 1), [], 'the page\'s first sight sends nobody');
  assert.deepEqual(ArenaCountdown.paired(before, { ...after, format: 'round_robin' }, 1), []);
});

test('the rules cut at their sections, each with its anchor', () => {
  const sections = splitSections('intro\n\n## In short\n\n- a\n\n## Your first game\n\ntext\n### deeper\n');
  assert.deepEqual(sections.map((s) => s.id), ['in-short', 'your-first-game']);
  assert.match(sections[1].text, /### deeper/);
});
