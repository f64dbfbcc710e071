// Quick match: the oldest waiting public room of the game with the default options and no clock.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { quickMatchRoom } from '../../../clients/web/js/quick_play.js';

const game = { id: 'fences', options: [{ name: 'fences', default: 10 }, { name: 'first', default: 'random' }] };
const room = (id, changes) => ({ id, game: 'fences', status: 'waiting', clock: null, options: { fences: 10 }, created_ms: 100, ...changes });

test('the oldest fitting room is joined', () => {
  const rooms = { a: room('a', { created_ms: 300 }), b: room('b', { created_ms: 200 }), c: room('c', { created_ms: 100, status: 'playing' }) };
  assert.equal(quickMatchRoom(rooms, game).id, 'b');
});

test('rooms of another game, other options or a clock do not fit', () => {
  const rooms = {
    a: room('a', { game: 'prawns' }),
    b: room('b', { options: { fences: 5 } }),
    c: room('c', { clock: { initial_ms: 60000, increment_ms: 0 } }),
  };
  assert.equal(quickMatchRoom(rooms, game), null);
});
