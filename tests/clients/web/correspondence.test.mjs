// Correspondence on the page: the time left in words, the status bar's deadline, and the first
// page's "Your turn" title and links.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { timeLeft } from '../../../clients/web/js/time_left.js';
import { statusBarText } from '../../../clients/web/js/status_bar.js';
import { turnPath, turnsTitle } from '../../../clients/web/js/your_turn.js';

const MINUTE = 60000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

test('the time left reads in days and hours, then hours and minutes, then minutes', () => {
  assert.equal(timeLeft(2 * DAY + 4 * HOUR + 59 * MINUTE, 0), '2 days 4 h left');
  assert.equal(timeLeft(DAY + 30 * MINUTE, 0), '1 day left');
  assert.equal(timeLeft(5 * HOUR + 12 * MINUTE + 30000, 0), '5 h 12 min left');
  assert.equal(timeLeft(3 * HOUR, 0), '3 h left');
  assert.equal(timeLeft(12 * MINUTE + 1, 0), '12 min left');
  assert.equal(timeLeft(59000, 0), 'under a minute left');
  assert.equal(timeLeft(1000, 1000), 'time is up');
});

const base = {
  match: { id: 'r.1', game: 'fences', options: {}, seat_names: ['O', 'X'] },
  players: { 0: { name: 'Ada', bot: false, connected: true }, 1: { name: 'Bob', bot: false, connected: false } },
  status: { state: 'playing', winner: null, reason: null },
  to_move: [0], decide: false, you: 1, moves: [], ply: 0, draw_offer: null, rematch: [false, false], may_claim: null,
  abort_at_ms: null, deadline_ms: [3 * DAY, null],
};
const view = (changes) => ({ ...base, ...changes });

test('by correspondence the status bar says how long the seat to move has left', () => {
  assert.deepEqual(statusBarText(view({ you: 0, decide: true }), 0, HOUR), { text: 'Your move · 2 days 23 h left', kind: 'your-move' });
  assert.equal(statusBarText(view({}), 0, DAY).text, 'Waiting for Ada · 2 days left');
  assert.equal(statusBarText(view({}), 0, null).text, 'Waiting for Ada');
  assert.equal(statusBarText(view({ deadline_ms: null }), 0, DAY).text, 'Waiting for Ada');
  assert.equal(statusBarText(view({ status: { state: 'won', winner: 1, reason: 'timeout' }, deadline_ms: [null, null] }), 0, DAY).text, 'You win');
});

test('the first page counts the matches waiting in its title, and links each to its room', () => {
  assert.equal(turnsTitle(0), 'Rockpool');
  assert.equal(turnsTitle(3), '(3) Rockpool');
  assert.equal(turnPath({ room: 'Ab3dE9xq', code: '' }), '/room/Ab3dE9xq');
  assert.equal(turnPath({ room: 'Ab3dE9xq', code: 'q8secret' }), '/r/q8secret');
});
