// The live region's words: every action of both players by name, secrets and their reveal, whose
// turn it is, and the result.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { announcementsBetween } from '../../../clients/web/js/announcements.js';
import { describe as fences } from '../../../clients/web/js/boards/fences_words.js';
import { describe as lazyking } from '../../../clients/web/js/boards/lazyking_words.js';
import { describe as prawns } from '../../../clients/web/js/boards/prawns_words.js';
import { describe as pawnd } from '../../../clients/web/js/boards/pawnd_words.js';
import { describe as kaninariebi } from '../../../clients/web/js/boards/kaninariebi_words.js';

const base = {
  match: { id: 'r.1', game: 'fences', game_name: 'Fences', options: {}, seat_names: ['O', 'X'] },
  players: { 0: { name: 'Ada' }, 1: { name: 'Bob' } },
  status: { state: 'playing', winner: null, reason: null },
  to_move: [0], decide: true, you: 0, moves: [], ply: 0, pawns: { 0: 'e1', 1: 'e9' },
};
const view = (changes) => ({ ...base, ...changes });

test('the first view says whose turn it is; a move says who did what, and who is next', () => {
  assert.deepEqual(announcementsBetween(null, base, fences), ['Your move.']);
  const after = view({ moves: [{ seat: 0, action: 'N' }], to_move: [1], decide: false, pawns: { 0: 'e2', 1: 'e9' } });
  assert.deepEqual(announcementsBetween(base, after, fences), ['You moved north to e2.', 'Waiting for Bob.']);
  const bob = view({ moves: [...after.moves, { seat: 1, action: 'd7-' }], to_move: [0], decide: true });
  assert.deepEqual(announcementsBetween(after, bob, fences), ['Bob placed a horizontal fence at d7.', 'Your move.']);
  assert.deepEqual(announcementsBetween(bob, bob, fences), [], 'nothing new, nothing said');
});

test('a first view tells the moves made before it: each of a match just begun, else how many and the latest', () => {
  const begun = view({ moves: [{ seat: 1, action: null }], to_move: [0] });
  assert.deepEqual(announcementsBetween(null, begun, fences), ['Bob chose in secret.', 'Your move.']);
  const moves = ['N', 'S', 'N', 'S', 'N'].map((action, i) => ({ seat: i % 2, action }));
  const long = view({ moves, to_move: [1], decide: false, pawns: { 0: 'e4', 1: 'e7' } });
  assert.deepEqual(announcementsBetween(null, long, fences), ['4 moves were made before you came.', 'You moved north to e4.', 'Waiting for Bob.']);
});

test('several moves at once are each said; a spectator hears both players by name', () => {
  const watching = view({ you: null, decide: false });
  const later = view({ you: null, decide: false, moves: [{ seat: 0, action: 'N' }, { seat: 1, action: 'S' }], pawns: { 0: 'e2', 1: 'e8' } });
  assert.deepEqual(announcementsBetween(watching, later, fences), ['Ada moved north.', 'Bob moved south to e8.', 'You are watching — Ada to move.']);
});

test('a secret choice is said as such, and said again when it is revealed', () => {
  const start = view({ match: { ...base.match, game: 'prawns', seat_names: ['Green', 'Blue'] }, to_move: [0, 1] });
  const chosen = { ...start, moves: [{ seat: 1, action: null }] };
  assert.deepEqual(announcementsBetween(start, chosen, prawns), ['Bob chose in secret.', 'Both choose in secret: your choice.']);
  const revealed = { ...start, moves: [{ seat: 1, action: 'SC' }, { seat: 0, action: 'LL' }], to_move: [0] };
  assert.deepEqual(announcementsBetween(chosen, revealed, prawns), [
    'Revealed: Bob started with a shrimp on a7 and a crab on h7.',
    'You started with a lobster on a2 and a lobster on h2.',
    'Your move.']);
});

test('the result in words, once', () => {
  const before = view({ moves: [{ seat: 0, action: 'N' }] });
  const over = view({ moves: [{ seat: 0, action: 'N' }, { seat: 1, action: 'S' }], status: { state: 'won', winner: 1, reason: 'goal' }, decide: false, to_move: [], pawns: { 0: 'e2', 1: 'e8' } });
  assert.deepEqual(announcementsBetween(before, over, fences), ['Bob moved south to e8.', 'Bob (X) wins. Bob reached the far side. You lose.']);
  assert.deepEqual(announcementsBetween(over, over, fences), []);
});

test('each game says its actions in plain words, with what they took', () => {
  assert.equal(lazyking('C4|D4', { who: 'Ada', seat: 0 }), 'Ada placed a wall between C4 and D4');
  assert.equal(lazyking('H4=>G4,H5', { who: 'Ada', seat: 0 }), 'Ada stacked G4 and H5 onto H4');
  assert.equal(lazyking('D1:K', { who: 'Ada', seat: 0, before: { phase: 'play' } }), 'Ada put the King back on D1');
  assert.equal(prawns('c5xd6', { who: 'Bob', seat: 1, before: { board: { c5: 'BC', d6: 'GS' } } }), 'Bob’s crab moved from c5 to d6 and ate a shrimp');
  assert.equal(pawnd('c1:e3@d4', { who: 'Ada', seat: 0, before: { frogs: { c1: 0, d2: 1 } } }), 'Ada jumped from c1 to e3, capturing the frog on d2 and moved the pad to d4');
  assert.equal(kaninariebi('a2-c2^', {
    who: 'Bob', seat: 1,
    before: { board: { a2: ['red', 'crab'], b3: ['black', 'shrimp'] } },
    after: { board: { c4: ['red', 'crab'] } },
  }), 'Bob’s crab moved from a2 to c2, rode the current up and captured a shrimp');
});

test("a first move's deadline is said once, when it starts, to the mover, the one who waits and a spectator", () => {
  const due = view({ abort_at_ms: 130000 });
  assert.deepEqual(announcementsBetween(null, due, fences, 100000),
    ['Your move.', 'Make your first move within 30 seconds, or the match is called off.']);
  assert.deepEqual(announcementsBetween(due, due, fences, 110000), [], 'the countdown is not said again');
  const waiting = view({ abort_at_ms: 130000, you: 1, decide: false });
  assert.deepEqual(announcementsBetween(null, waiting, fences, 101000),
    ['Waiting for Ada.', 'Ada owes a first move within 29 seconds, or the match is called off.']);
  const moved = view({ moves: [{ seat: 0, action: 'N' }], to_move: [1], decide: false, pawns: { 0: 'e2', 1: 'e9' }, abort_at_ms: 160000 });
  assert.deepEqual(announcementsBetween(due, moved, fences, 130000),
    ['You moved north to e2.', 'Waiting for Bob.', 'Bob owes a first move within 30 seconds, or the match is called off.']);
  const sameDeadline = view({ ...moved, abort_at_ms: 130000, you: 1, decide: true });
  assert.deepEqual(announcementsBetween({ ...due, you: 1, decide: false }, sameDeadline, fences, 125000).at(-1),
    'Make your first move within 5 seconds, or the match is called off.', 'a deadline counted from the start is said to the next mover');
  const secret = view({ to_move: [0, 1], you: null, decide: false, abort_at_ms: 160000 });
  assert.equal(announcementsBetween(null, secret, fences, 100000).at(-1), 'Both players owe a first choice within 60 seconds, or the match is called off.');
});
