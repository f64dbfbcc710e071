// The analysis board's variations: a line played is kept, a different move branches off as a side
// line, playing a move a line has follows it, a side line can be promoted to the main line, and a
// line deleted takes the board back before it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { VariationTree, notationOf } from '../../../clients/web/js/variation_tree.js';

test('a first line is the main line, and the board starts before it', () => {
  const tree = new VariationTree(['N', 'S', 'N']);
  assert.deepEqual(tree.path(), []);
  tree.toEnd();
  assert.deepEqual(tree.path(), ['N', 'S', 'N']);
  assert.ok(tree.onMainLine(tree.current));
});

test('another move branches off; the same move follows the line that has it', () => {
  const tree = new VariationTree(['N', 'S', 'N']);
  tree.forward();
  tree.play('E');
  assert.deepEqual(tree.path(), ['N', 'E']);
  assert.equal(tree.current.parent?.children.length, 2);
  assert.equal(tree.onMainLine(tree.current), false);
  tree.back();
  tree.play('S');
  assert.deepEqual(tree.path(), ['N', 'S']);
  assert.ok(tree.onMainLine(tree.current));
  // A seat's move is the same move however it is written twice.
  tree.play({ seat: 0, action: 'D1:K' });
  tree.back();
  tree.play({ seat: 0, action: 'D1:K' });
  assert.equal(tree.current.parent?.children.filter((c) => notationOf(c.move) === 'D1:K').length, 1);
});

test('a side line promoted becomes the main line from where it branched', () => {
  const tree = new VariationTree(['N', 'S']);
  tree.forward();
  const side = tree.play('E');
  tree.play('W');
  tree.promote(tree.current);
  assert.ok(tree.onMainLine(side));
  tree.toStart();
  tree.toEnd();
  assert.deepEqual(tree.path(), ['N', 'E', 'W']);
});

test('a line deleted goes with every move after it, and the board goes back before it', () => {
  const tree = new VariationTree(['N', 'S', 'N']);
  tree.toEnd();
  const second = tree.root.children[0].children[0];
  tree.remove(second);
  assert.deepEqual(tree.path(), ['N']);
  tree.toEnd();
  assert.deepEqual(tree.path(), ['N']);
  tree.remove(tree.root);  // the start stays
  assert.deepEqual(tree.path(), ['N']);
});
