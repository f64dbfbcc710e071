// The rating plot's geometry: scales map ends to ends, ticks are round and cover the data, game
// ticks start at the first game and fall on round numbers, and the line and the band pass
// through the points.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gameTicks, linearScale, niceStep, plotGeometry, roundTicks } from '../../../clients/web/js/rating_plot.js';
import { ratingWords, since } from '../../../clients/web/js/rating_words.js';

test('a linear scale maps the domain onto the range, inverted ranges included', () => {
  const y = linearScale(1000, 2000, 200, 0);
  assert.equal(y(1000), 200);
  assert.equal(y(2000), 0);
  assert.equal(y(1500), 100);
  assert.equal(linearScale(5, 5, 0, 10)(5), 5);  // one value: the middle
});

test('round steps are 1, 2 or 5 times a power of ten', () => {
  assert.equal(niceStep(1000, 5), 200);
  assert.equal(niceStep(1000, 4), 500);
  assert.equal(niceStep(87, 5), 20);
  assert.equal(niceStep(3, 5), 1);
  assert.equal(niceStep(0, 5), 1);
});

test('rating ticks widen the domain to whole steps and cover it', () => {
  const { domain, ticks, step } = roundTicks(1087, 1913, 5);
  assert.equal(step, 200);
  assert.deepEqual(domain, [1000, 2000]);
  assert.deepEqual(ticks, [1000, 1200, 1400, 1600, 1800, 2000]);
  const flat = roundTicks(1500, 1500, 5);
  assert.ok(flat.domain[0] < 1500 && flat.domain[1] > 1500);
  assert.deepEqual(roundTicks(1900, 1100).domain, [1000, 2000]);  // either order
});

test('game ticks start at the first game and fall on round numbers', () => {
  assert.deepEqual(gameTicks(1, 21, 5), [1, 5, 10, 15, 20]);
  assert.deepEqual(gameTicks(1, 3, 5), [1, 2, 3]);  // never between two games
  assert.deepEqual(gameTicks(1, 1, 5), [1]);
  assert.deepEqual(gameTicks(501, 1000, 5), [501, 600, 700, 800, 900, 1000]);
  assert.deepEqual(gameTicks(1, 9, 2), [1, 5]);  // 5 would crowd the start no more than half a step
  for (const tick of gameTicks(37, 536, 8)) assert.ok(tick >= 37 && tick <= 536 && Number.isInteger(tick));
});

test('the plot puts the line through the points and the band around it, inside the box', () => {
  const points = [
    { rated_ms: 1_000_000, rating: 1662, deviation: 290 },
    { rated_ms: 1_000_100, rating: 1500, deviation: 250 },
    { rated_ms: 9_000_000, rating: 1580, deviation: 200 },
  ];
  const margin = { top: 10, right: 10, bottom: 30, left: 50 };
  const plot = plotGeometry(points, { width: 600, height: 250, margin });
  // Game after game, evenly, whenever they were played.
  assert.deepEqual(plot.dots.map((d) => d.x), [50, 320, 590]);
  assert.deepEqual(plot.dots[0], { x: 50, y: Math.round(plot.y(1662) * 10) / 10 });
  assert.match(plot.line, /^M50,[\d.]+L320,[\d.]+L590,[\d.]+$/);
  // The band goes along the tops, back along the bottoms, and closes.
  assert.match(plot.band, /^M50,[\d.]+L320,[\d.]+L590,[\d.]+L590,[\d.]+L320,[\d.]+L50,[\d.]+Z$/);
  const lowest = Math.min(...points.map((p) => p.rating - p.deviation));
  const highest = Math.max(...points.map((p) => p.rating + p.deviation));
  assert.ok(plot.yTicks[0].value <= lowest);
  assert.ok(plot.yTicks[plot.yTicks.length - 1].value >= highest);
  for (const tick of plot.yTicks) assert.ok(tick.at >= 10 - 1e-9 && tick.at <= 220 + 1e-9);
  assert.equal(plot.yTicks[0].at, 220);  // the lowest tick on the x axis
  assert.deepEqual(plot.xTicks.map((t) => t.value), [1, 2, 3]);
  assert.deepEqual(plot.xTicks.map((t) => t.at), [50, 320, 590]);
  // A capped history numbers its games from where it starts.
  const capped = plotGeometry(points, { width: 600, height: 250, margin }, 498);
  assert.deepEqual(capped.xTicks.map((t) => t.value), [498, 499, 500]);
});

test('one game is a point in the middle of the plot', () => {
  const plot = plotGeometry([{ rated_ms: 5_000_000, rating: 1662, deviation: 290 }],
    { width: 200, height: 100, margin: { top: 0, right: 0, bottom: 0, left: 0 } });
  assert.equal(plot.dots[0].x, 100);
  assert.deepEqual(plot.xTicks, [{ value: 1, at: 100 }]);
  assert.match(plot.line, /^M100,[\d.]+$/);
});

test('a provisional rating reads with a question mark; times read as words', () => {
  assert.equal(ratingWords({ rating: 1661.6, provisional: true }), '1662?');
  assert.equal(ratingWords({ rating: 1499.4, provisional: false }), '1499');
  const now = Date.UTC(2026, 10, 26);
  assert.equal(since(now - 10000, now), 'just now');
  assert.equal(since(now - 3 * 86400000, now), '3 days ago');
  assert.equal(since(now - 3600000, now), '1 hour ago');
});
