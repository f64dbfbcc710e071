// The chat panel's line that names who watches the room.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { watcherLine } from '../../../clients/web/js/chat.js';

test('nobody watching: no line', () => {
  assert.equal(watcherLine([]), '');
});

test('the watchers by name, in the order the room state gives them', () => {
  assert.equal(watcherLine([{ name: 'Watcher' }, { name: 'Cy' }]), 'Watching: Watcher, Cy');
});
