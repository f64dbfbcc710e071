// A seated player may hide the watchers' chat lines; a spectator always reads them all; the choice
// is remembered.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chatLineShown, setWatchersChatHidden, watchersChatHidden } from '../../../clients/web/js/chat_filter.js';
import { assertSwitchKept } from './stored_settings.mjs';

const watcherLine = { from: { name: 'Cy', id: 'c', seat: null }, text: 'nice' };
const playerLines = [0, 1].map((seat) => ({ from: { name: 'Ada', id: 'a', seat }, text: 'gl' }));

test("a seated player who hides the watchers' chat sees only the players' lines", () => {
  const reader = { seated: true, hideWatchers: true };
  assert.equal(chatLineShown(watcherLine, reader), false);
  for (const line of playerLines) assert.equal(chatLineShown(line, reader), true);
});

test('with the switch off every line is shown', () => {
  const reader = { seated: true, hideWatchers: false };
  for (const line of [watcherLine, ...playerLines]) assert.equal(chatLineShown(line, reader), true);
});

test('a spectator reads the watchers\' lines even when the choice is stored as hidden', () => {
  const reader = { seated: false, hideWatchers: true };
  for (const line of [watcherLine, ...playerLines]) assert.equal(chatLineShown(line, reader), true);
});

test('the choice is kept in storage and read back', () => {
  assertSwitchKept(watchersChatHidden, setWatchersChatHidden);
});
