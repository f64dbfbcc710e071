// Quick match: a seek of the game's untimed pool, and the paired room's invite link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pairedPath, seekRequest } from '../../../clients/web/js/quick_play.js';

const game = { id: 'fences', options: [{ name: 'fences', default: 10 }] };

test('a quick match seeks the game untimed, rated only when asked', () => {
  assert.deepEqual(seekRequest(game, false), { type: 'seek', game: 'fences', rated: false });
  assert.deepEqual(seekRequest(game, true), { type: 'seek', game: 'fences', rated: true });
});

test('the paired room opens by its invite code', () => {
  assert.equal(pairedPath({ type: 'seek.paired', room: 'r1', code: 'c0de', seat: 1 }), '/r/c0de');
});
