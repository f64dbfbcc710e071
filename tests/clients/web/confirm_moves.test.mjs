// The "Confirm moves" setting is off until chosen, then kept in storage and read back; a storage
// that refuses leaves it off without an error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { confirmMovesOn, setConfirmMoves } from '../../../clients/web/js/confirm_moves.js';

test('the setting is kept in storage and read back', () => {
  const items = new Map();
  const storage = { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => items.set(key, value) };
  assert.equal(confirmMovesOn(storage), false);
  setConfirmMoves(true, storage);
  assert.equal(confirmMovesOn(storage), true);
  setConfirmMoves(false, storage);
  assert.equal(confirmMovesOn(storage), false);
});

test('a storage that refuses leaves the setting off', () => {
  const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
  assert.doesNotThrow(() => setConfirmMoves(true, refusing));
  assert.equal(confirmMovesOn(refusing), false);
});
