// A move chosen before the page knew the position: sent, counted as made, or refused in words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { moveFate, refusalText } from '../../../clients/web/js/move_fate.js';

const view = (changes = {}) => ({
  match: { id: 'r.1' }, status: { state: 'playing' }, ply: 4, decide: true,
  legal: { N: ['e3'], 'd7-': ['d7-'] },
  moves: [{ seat: 0, action: 'N' }, { seat: 1, action: 'S' }, { seat: 0, action: 'N' }, { seat: 1, action: 'S' }],
  ...changes,
});
const move = { matchId: 'r.1', ply: 4, seat: 0, notation: 'd7-' };

test('a move still legal in the same position is sent', () => {
  assert.deepEqual(moveFate(move, view()), { fate: 'send' });
});

test('a move the match already has is made, not sent twice', () => {
  const after = view({ ply: 5, decide: false, moves: [...view().moves, { seat: 0, action: 'd7-' }] });
  assert.deepEqual(moveFate(move, after), { fate: 'made' });
});

test('a move in a position that changed is refused', () => {
  const after = view({ ply: 6, moves: [...view().moves, { seat: 0, action: 'S' }, { seat: 1, action: 'N' }] });
  assert.equal(moveFate(move, after).fate, 'refused');
});

test('a move after the end, in another match, or no longer legal is refused', () => {
  assert.match(moveFate(move, view({ status: { state: 'won' } })).why, /ended/);
  assert.match(moveFate(move, view({ match: { id: 'r.2' } })).why, /no longer/);
  assert.match(moveFate(move, null).why, /no longer/);
  assert.match(moveFate(move, view({ legal: { N: ['e3'] } })).why, /not a legal move/);
  assert.match(moveFate(move, view({ decide: false })).why, /not a legal move/);
});

test('the refusal says which move and why', () => {
  assert.equal(refusalText('d7-', 'the position changed while you were away'),
    'Your move d7- was not made: the position changed while you were away. Look at the board and play again.');
});
