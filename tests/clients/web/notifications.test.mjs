// A browser notification goes only for a new event that changes the tab's title, while the tab is
// hidden, once the person turned notifications on and the browser allows them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { notificationWanted } from '../../../clients/web/js/notifications.js';

const wanted = { mood: 'move', changed: true, hidden: true, enabled: true, permission: 'granted' };

test('your move, an arrival, a draw offer and the result are notified while the tab is hidden', () => {
  for (const mood of ['move', 'alert', 'over']) assert.equal(notificationWanted({ ...wanted, mood }), true, mood);
});

test('nothing while the tab is visible, nor for a title without an event', () => {
  assert.equal(notificationWanted({ ...wanted, hidden: false }), false);
  assert.equal(notificationWanted({ ...wanted, mood: null }), false);
});

test('the same event is notified once, not at every redraw', () => {
  assert.equal(notificationWanted({ ...wanted, changed: false }), false);
});

test('nothing unless turned on and allowed by the browser', () => {
  assert.equal(notificationWanted({ ...wanted, enabled: false }), false);
  for (const permission of ['default', 'denied', 'unsupported']) assert.equal(notificationWanted({ ...wanted, permission }), false, permission);
});
