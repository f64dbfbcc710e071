// The grid every board is drawn on: names, screen positions for both seats, edges and crossings.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Grid, target } from '../../../clients/web/js/boards/grid.js';

const fences = new Grid({ files: 'abcdefghi', ranks: 9, cell: 10, gap: 2, left: 7, top: 7 });
const lazyking = new Grid({ files: 'ABCDEFGH', ranks: 8, cell: 10, left: 5, top: 14 });
const kaninariebi = new Grid({ files: 'abcde', ranks: 5, cell: 20, left: 7, top: 9, turnRanks: false });

test('names and their parsing, in the notation\'s case, off-grid names refused', () => {
  assert.equal(fences.name(4, 1), 'e2');
  assert.equal(lazyking.name(2, 3), 'C4');
  assert.deepEqual(fences.parse('e2'), [4, 1]);
  assert.deepEqual(fences.parse('i9'), [8, 8]);
  assert.deepEqual(lazyking.parse('H8'), [7, 7]);
  for (const name of ['h8', 'J1', 'A9', 'A0', 'A10', 'D7|D8', '', 'E']) assert.equal(lazyking.parse(name), null, name);
  assert.equal(fences.parse('a10'), null);
  assert.equal(fences.parse('j1'), null);
  assert.equal(fences.parse('d7-'), null);
});

test('every square once, rank by rank from a1', () => {
  const squares = lazyking.squares();
  assert.equal(squares.length, 64);
  assert.equal(new Set(squares).size, 64);
  assert.deepEqual(squares.slice(0, 9), ['A1', 'B1', 'C1', 'D1', 'E1', 'F1', 'G1', 'H1', 'A2']);
  assert.equal(kaninariebi.squares().length, 25);
});

test('the first seat sees a1 at the lower left; the second sees the board turned round', () => {
  assert.deepEqual(fences.corner(0, 0, false), [7, 7 + 8 * 12]);
  assert.deepEqual(fences.corner(8, 8, false), [7 + 8 * 12, 7]);
  assert.deepEqual(fences.corner(0, 0, true), [7 + 8 * 12, 7]);
  assert.deepEqual(lazyking.cornerOf('A1', false), [5, 14 + 70]);
  assert.deepEqual(lazyking.centreOf('A1', false), [10, 89]);
  assert.deepEqual(lazyking.cornerOf('H8', true), [5, 84]);
});

test('a grid that mirrors the files only keeps rank 1 at the bottom for both seats', () => {
  assert.deepEqual(kaninariebi.corner(0, 0, false), [7, 9 + 80]);
  assert.deepEqual(kaninariebi.corner(0, 0, true), [7 + 80, 9 + 80]);
  assert.deepEqual(kaninariebi.rows(true)[0], ['e5', 'd5', 'c5', 'b5', 'a5']);
});

test('screen rows run from the top left, and at() is screen() turned back, for both seats', () => {
  assert.deepEqual(lazyking.rows(false)[0].slice(0, 2), ['A8', 'B8']);
  assert.deepEqual(lazyking.rows(false)[7].slice(-1), ['H1']);
  assert.deepEqual(lazyking.rows(true)[0].slice(0, 2), ['H1', 'G1']);
  for (const grid of [fences, lazyking, kaninariebi]) {
    for (const flipped of [false, true]) {
      for (const name of grid.squares()) {
        const [file, rank] = grid.parse(name);
        const [col, row] = grid.screen(file, rank, flipped);
        assert.equal(grid.at(col, row, flipped), name);
        const [x, y] = grid.corner(file, rank, flipped);
        assert.deepEqual([x, y], [grid.left + col * grid.pitch, grid.top + row * grid.pitch]);
      }
      assert.equal(grid.at(-1, 0, flipped), null);
      assert.equal(grid.at(0, grid.ranks, flipped), null);
    }
  }
});

test('a crossing lies in the grooves at the north-east corner of its square, as each seat looks', () => {
  // e5's north-east corner: right of column 4, above row 4 (rank 5 from the bottom of nine).
  assert.deepEqual(fences.intersection(4, 4, false), [7 + 4 * 12 + 11, 7 + 4 * 12 - 1]);
  // Turned round, the same crossing is left of and under e5.
  const [x, y] = fences.corner(4, 4, true);
  assert.deepEqual(fences.intersection(4, 4, true), [x - 1, y + 11]);
});

test('the crossing nearest a point, within half a pitch, for both seats', () => {
  for (const flipped of [false, true]) {
    const [cx, cy] = fences.intersection(3, 6, flipped);
    assert.deepEqual(fences.nearestIntersection({ x: cx + 2, y: cy - 1 }, flipped), { name: 'd7', dx: 2, dy: -1 });
  }
  assert.equal(fences.nearestIntersection({ x: 1, y: 1 }, false), null);  // the frame's corner
});

test('edges: every pair of neighbours once, named in byte order', () => {
  const edges = lazyking.edges();
  assert.equal(edges.length, 2 * 8 * 7);
  const names = new Set(edges.map(([a, b]) => `${a}|${b}`));
  assert.equal(names.size, edges.length);
  assert.ok(names.has('C4|D4') && names.has('C4|C5') && !names.has('D4|C4'));
  for (const [a, b] of edges) assert.ok(a < b);
});

test('a target is marked with its name for the picker', () => {
  const attributes = {};
  const node = { setAttribute: (name, value) => { attributes[name] = value; } };
  assert.equal(target(node, 'e2'), node);
  assert.deepEqual(attributes, { 'data-target': 'e2' });
});
