// RFC 6902 as the client applies it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyPatch, parsePointer } from '../../../clients/web/js/jsonpatch.js';

test('pointer tokens unescape ~1 and ~0', () => {
  assert.deepEqual(parsePointer('/legal/d7~1/x~0y'), ['legal', 'd7/', 'x~y']);
  assert.deepEqual(parsePointer(''), []);
});

test('add, replace and remove on objects and arrays, appending with -', () => {
  const before = { a: 1, list: [1, 2], map: { k: 'v' } };
  const after = applyPatch(before, [
    { op: 'replace', path: '/a', value: 2 },
    { op: 'add', path: '/list/-', value: 3 },
    { op: 'add', path: '/list/0', value: 0 },
    { op: 'remove', path: '/map/k' },
    { op: 'add', path: '/map/d7~1', value: [1] },
  ]);
  assert.deepEqual(after, { a: 2, list: [0, 1, 2, 3], map: { 'd7/': [1] } });
  assert.deepEqual(before, { a: 1, list: [1, 2], map: { k: 'v' } }, 'the original is untouched');
});

test('an operation that does not apply throws and changes nothing', () => {
  const before = { a: { b: 1 } };
  assert.throws(() => applyPatch(before, [{ op: 'remove', path: '/a/c' }]));
  assert.throws(() => applyPatch(before, [{ op: 'replace', path: '/x', value: 1 }]));
  assert.throws(() => applyPatch({ l: [1] }, [{ op: 'add', path: '/l/5', value: 1 }]));
  assert.deepEqual(before, { a: { b: 1 } });
});

test('test, copy and move', () => {
  const doc = applyPatch({ a: [1], b: {} }, [
    { op: 'test', path: '/a', value: [1] },
    { op: 'copy', from: '/a', path: '/b/c' },
    { op: 'move', from: '/a', path: '/d' },
  ]);
  assert.deepEqual(doc, { b: { c: [1] }, d: [1] });
  assert.throws(() => applyPatch(doc, [{ op: 'test', path: '/d', value: [2] }]));
});
