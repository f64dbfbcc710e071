// The picker narrows legal actions click by click and asks only where a choice remains.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Picker, follow } from '../../../clients/web/js/picker.js';

test('follow: a sequence, a group in any order, and where it stands', () => {
  assert.deepEqual(follow(['a', ['b', 'c']], []), { next: ['a'], complete: false });
  assert.deepEqual(follow(['a', ['b', 'c']], ['a']), { next: ['b', 'c'], complete: false });
  assert.deepEqual(follow(['a', ['b', 'c']], ['a', 'c']), { next: ['b'], complete: false });
  assert.deepEqual(follow(['a', ['b', 'c']], ['a', 'c', 'b']), { next: [], complete: true });
  assert.equal(follow(['a', ['b', 'c']], ['b']), null);
  assert.equal(follow(['a'], ['a', 'a']), null);
});

test('one click that fits one action sends it', () => {
  const picker = new Picker({ N: [['e2']].flat(), E: ['f1'], 'd7-': ['d7-'], pass: [] });
  assert.deepEqual([...picker.clickable()].sort(), ['d7-', 'e2', 'f1']);
  assert.deepEqual(picker.buttons(), ['pass']);
  assert.deepEqual(picker.click('e2'), { send: 'N' });
});

test('a click on nothing legal is ignored', () => {
  const picker = new Picker({ N: ['e2'] });
  assert.deepEqual(picker.click('a9'), { ignored: true });
  assert.deepEqual(picker.clicks, []);
});

test('two steps: from, then to', () => {
  const picker = new Picker({ 'a2-a4': ['a2', 'a4'], 'a2-a3': ['a2', 'a3'], 'b2-b3': ['b2', 'b3'] });
  assert.deepEqual(picker.click('a2'), { wait: true, done: [] });
  assert.deepEqual([...picker.clickable()].sort(), ['a3', 'a4']);
  assert.deepEqual(picker.click('a4'), { send: 'a2-a4' });
});

test('clicking another start begins again from it', () => {
  const picker = new Picker({ 'a2-a3': ['a2', 'a3'], 'b2-b3': ['b2', 'b3'] });
  picker.click('a2');
  assert.deepEqual(picker.click('b2'), { wait: true, done: [] });
  assert.deepEqual(picker.click('b3'), { send: 'b2-b3' });
});

test('the same clicks for several actions: the player chooses', () => {
  const picker = new Picker({ 'a2-c2^': ['a2', 'c2'], 'a2-c2v': ['a2', 'c2'], 'a2-b2': ['a2', 'b2'] });
  picker.click('a2');
  assert.deepEqual(picker.click('c2'), { choose: ['a2-c2^', 'a2-c2v'] });
});

test('a complete action that could go on: offered as done while clicks may continue', () => {
  const picker = new Picker({ 'c1:e3': ['c1', 'e3'], 'c1:e3:g5': ['c1', 'e3', 'g5'] });
  picker.click('c1');
  assert.deepEqual(picker.click('e3'), { wait: true, done: ['c1:e3'] });
  assert.deepEqual(picker.click('g5'), { send: 'c1:e3:g5' });
});

test('a group of squares clicked in any order', () => {
  const picker = new Picker({ 'E3\\B1,C1': ['E3', ['B1', 'C1']], 'E3\\B1': ['E3', ['B1']] });
  picker.click('E3');
  assert.deepEqual(picker.click('C1'), { wait: true, done: [] });
  assert.deepEqual(picker.click('B1'), { send: 'E3\\B1,C1' });
});
