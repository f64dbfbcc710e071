// The "Confirm moves" setting is off until chosen, then kept in storage and read back; a storage
// that refuses leaves it off without an error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { confirmMovesOn, setConfirmMoves } from '../../../clients/web/js/confirm_moves.js';
import { assertSwitchKept } from './stored_settings.mjs';

test('the setting is kept in storage and read back', () => {
  assertSwitchKept(confirmMovesOn, setConfirmMoves);
});

test('a storage that refuses leaves the setting off', () => {
  const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
  assert.doesNotThrow(() => setConfirmMoves(true, refusing));
  assert.equal(confirmMovesOn(refusing), false);
});
