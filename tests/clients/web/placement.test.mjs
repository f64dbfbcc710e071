// Placing fences and walls: the placement a pointer means (the groove it is in, turned on asking),
// the targets shown near it only, and what a second press on a preview does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as fences from '../../../clients/web/js/boards/fences.js';
import * as lazyking from '../../../clients/web/js/boards/lazyking.js';
import { PointerMarks } from '../../../clients/web/js/pointer_marks.js';

// The fence board's geometry: 10 units a cell, 2 a groove, the grid 7 units in; the crossing d4
// (the upper right corner of d4, as O sees it) is at (55, 55) when O looks.
const D4 = { x: 7 + 3 * 12 + 10 + 1, y: 7 + (9 - 4) * 12 - 1 };
const all = new Set(['d4-', 'd4/', 'e4-', 'e4/', 'c4-', 'd5-', 'd3/']);

test('a fence follows the groove the pointer is in, and turns on asking', () => {
  const along = { x: D4.x + 4, y: D4.y + 0.5 };
  assert.equal(fences.targetNear(along, all, { flipped: false }), 'd4-');
  assert.equal(fences.targetNear(along, all, { flipped: false, turn: true }), 'd4/');
  assert.equal(fences.targetNear({ x: D4.x + 0.5, y: D4.y - 4 }, all, { flipped: false }), 'd4/');
  // Only one way fits: that one, whichever groove.
  assert.equal(fences.targetNear(along, new Set(['d4/']), { flipped: false }), 'd4/');
  assert.equal(fences.targetNear({ x: 1000, y: 1000 }, all, { flipped: false }), null);
});

test('only the fence slots near the pointer are shown', () => {
  const near = fences.nearTargets(D4, all, { flipped: false });
  assert.ok(near.has('d4-') && near.has('d4/'));
  assert.ok(!near.has('d3/') || near.size <= 8);
  assert.equal(fences.nearTargets({ x: 0, y: 0 }, all, { flipped: false }).size, 0);
});

test('a second press on a fence previewed: on its crossing it turns, along it it places, elsewhere nothing', () => {
  assert.equal(fences.pressOnPreview(D4, 'd4-', { flipped: false }), 'turn');
  assert.equal(fences.pressOnPreview({ x: D4.x + 8, y: D4.y }, 'd4-', { flipped: false }), 'place');
  assert.equal(fences.pressOnPreview({ x: D4.x, y: D4.y + 8 }, 'd4/', { flipped: false }), 'place');
  assert.equal(fences.pressOnPreview({ x: D4.x + 30, y: D4.y + 30 }, 'd4-', { flipped: false }), null);
});

test('a wall is the edge whose diamond holds the pointer; the edges near it only are shown', () => {
  const walls = new Set(['C4|D4', 'D4|D5', 'D4|E4', 'A1|A2']);
  // Lazy King's board: 10 units a square, the grid 5 units from the left and 14 from the top; D4's
  // right edge (D4|E4) is at x = 45, its middle at y = 14 + (8 - 4) * 10 + 5 = 59 when Red looks.
  assert.equal(lazyking.targetNear({ x: 45.5, y: 59 }, walls, { flipped: false }), 'D4|E4');
  assert.equal(lazyking.targetNear({ x: 90, y: 20 }, walls, { flipped: false }), null);
  const near = lazyking.nearTargets({ x: 45, y: 59 }, walls, { flipped: false });
  assert.ok(near.has('D4|E4') && near.has('D4|D5') && !near.has('A1|A2'));
  assert.equal(lazyking.confirmOnTouch('D4|E4'), true);
  assert.equal(lazyking.confirmOnTouch('D4-D6'), false);
});

test('the pointer\'s placement turns on asking, and the turn holds while the pointer means the same one', () => {
  const marks = new PointerMarks();
  marks.moveTo({ x: D4.x + 4, y: D4.y + 0.5 }, true);
  assert.equal(marks.hovered(fences, all, false), 'd4-');
  assert.equal(marks.turnHere(fences, all, false), true);
  assert.equal(marks.hovered(fences, all, false), 'd4/');
  marks.moveTo({ x: D4.x + 5, y: D4.y + 0.2 }, true);
  assert.equal(marks.hovered(fences, all, false), 'd4/', 'a little further along the same groove');
  marks.moveTo({ x: D4.x + 12 + 4, y: D4.y + 0.5 }, true);
  assert.equal(marks.hovered(fences, all, false), 'e4-', 'another crossing: not turned');
  marks.moveTo(D4, false);
  assert.equal(marks.turnHere(fences, all, false), false, 'a finger has nothing under it to turn');
});
