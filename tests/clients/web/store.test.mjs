// The client's versioned views: patches in order, gaps detected, snapshots reset.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LobbyStore, MatchStore } from '../../../clients/web/js/store.js';

const snapshot = { type: 'match.snapshot', room: 'r', match: 'r.1', version: 3, view: { ply: 0, moves: [] } };
const patch = (base, ops, match = 'r.1') => ({ type: 'match.patch', room: 'r', match, base, version: base + 1, patch: ops });

test('a snapshot sets the view and its version', () => {
  const store = new MatchStore();
  store.takeSnapshot(snapshot);
  assert.equal(store.version, 3);
  assert.equal(store.matchId, 'r.1');
});

test('patches apply in order', () => {
  const store = new MatchStore();
  store.takeSnapshot(snapshot);
  assert.equal(store.takePatch(patch(3, [{ op: 'add', path: '/moves/-', value: { seat: 0, action: 'N' } }])), 'applied');
  assert.equal(store.takePatch(patch(4, [{ op: 'replace', path: '/ply', value: 1 }])), 'applied');
  assert.equal(store.version, 5);
  assert.deepEqual(store.view, { ply: 1, moves: [{ seat: 0, action: 'N' }] });
});

test('a gap is reported and the view is left as it was', () => {
  const store = new MatchStore();
  store.takeSnapshot(snapshot);
  assert.equal(store.takePatch(patch(5, [{ op: 'replace', path: '/ply', value: 9 }])), 'gap');
  assert.equal(store.version, 3);
  assert.equal(store.view.ply, 0);
});

test('an old or foreign patch is ignored', () => {
  const store = new MatchStore();
  store.takeSnapshot(snapshot);
  assert.equal(store.takePatch(patch(2, [])), 'ignored');
  assert.equal(store.takePatch(patch(3, [], 'r.2')), 'ignored');
});

test('a patch that does not apply counts as a gap', () => {
  const store = new MatchStore();
  store.takeSnapshot(snapshot);
  assert.equal(store.takePatch(patch(3, [{ op: 'remove', path: '/nothing' }])), 'gap');
  assert.equal(store.version, 3);
});

test('a new snapshot replaces everything (a rematch, say)', () => {
  const store = new MatchStore();
  store.takeSnapshot(snapshot);
  store.takeSnapshot({ ...snapshot, match: 'r.2', version: 0, view: { ply: 0, moves: [], x: 1 } });
  assert.equal(store.matchId, 'r.2');
  assert.equal(store.takePatch(patch(0, [{ op: 'replace', path: '/x', value: 2 }], 'r.2')), 'applied');
});

test('the lobby applies patches to {rooms}', () => {
  const lobby = new LobbyStore();
  lobby.takeSnapshot({ version: 1, rooms: {} });
  assert.equal(lobby.takePatch({ base: 1, version: 2, patch: [{ op: 'add', path: '/rooms/abc', value: { id: 'abc' } }] }), 'applied');
  assert.deepEqual(lobby.rooms, { abc: { id: 'abc' } });
  assert.equal(lobby.takePatch({ base: 7, version: 8, patch: [] }), 'gap');
});
