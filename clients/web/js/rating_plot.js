// The geometry of a rating history plot, with no DOM: scales, round ticks, the rating's line and
// the band of its deviation (rating ± deviation) as SVG path data, game after game.
// rating_chart.js draws it.

/**
 * @typedef {{rated_ms: number, rating: number, deviation: number}} RatingPoint
 * @typedef {{top: number, right: number, bottom: number, left: number}} Margin
 */

/**
 * A linear map from [d0, d1] to [r0, r1]; a domain of one value maps to the range's middle.
 * @param {number} d0 @param {number} d1 @param {number} r0 @param {number} r1
 * @returns {(value: number) => number}
 */
export function linearScale(d0, d1, r0, r1) {
  if (d1 === d0) return () => (r0 + r1) / 2;
  const factor = (r1 - r0) / (d1 - d0);
  return (value) => r0 + (value - d0) * factor;
}

/**
 * The round step (1, 2 or 5 times a power of ten) that cuts `span` into at most about `count`
 * parts.
 * @param {number} span @param {number} count
 */
export function niceStep(span, count) {
  if (!(span > 0) || !(count > 0)) return 1;
  const rough = span / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  for (const factor of [1, 2, 5, 10]) {
    if (factor * power >= rough) return factor * power;
  }
  return 10 * power;
}

/**
 * Round ticks covering [min, max]: the domain widened to whole steps, and every step in it.
 * @param {number} min @param {number} max @param {number} [count]
 * @returns {{domain: [number, number], ticks: number[], step: number}}
 */
export function roundTicks(min, max, count = 5) {
  if (max < min) [min, max] = [max, min];
  if (max === min) {
    min -= 50;
    max += 50;
  }
  const step = niceStep(max - min, count);
  const low = Math.floor(min / step) * step;
  const high = Math.ceil(max / step) * step;
  const ticks = [];
  for (let i = 0; low + i * step <= high + step / 1e6; i += 1) ticks.push(low + i * step);
  return { domain: [low, high], ticks, step };
}

/**
 * Ticks on game numbers from `first` to `last`: the first game, then whole round steps.
 * @param {number} first @param {number} last @param {number} [count]
 * @returns {number[]}
 */
export function gameTicks(first, last, count = 5) {
  const step = Math.max(1, niceStep(last - first, count));
  const ticks = [first];
  for (let t = Math.ceil((first + 1) / step) * step; t <= last; t += step) {
    if (t - ticks[ticks.length - 1] >= step / 2) ticks.push(t);
  }
  return ticks;
}

/**
 * Where everything of the plot goes in a `width` × `height` box: the x axis counts the rated
 * games (each is a rating period of its own), the y axis is the rating, and the band is rating ±
 * deviation. A single game is a point in the middle.
 * @param {RatingPoint[]} points oldest first
 * @param {{width: number, height: number, margin: Margin}} box
 * @param {number} [firstGame] the number of the first point's game (the history may be capped)
 */
export function plotGeometry(points, { width, height, margin }, firstGame = 1) {
  const left = margin.left;
  const right = width - margin.right;
  const top = margin.top;
  const bottom = height - margin.bottom;
  const lastGame = firstGame + points.length - 1;
  const lows = points.map((p) => p.rating - p.deviation);
  const highs = points.map((p) => p.rating + p.deviation);
  const ratings = roundTicks(Math.min(...lows), Math.max(...highs), Math.max(2, Math.floor((bottom - top) / 40)));
  const x = linearScale(firstGame, lastGame, left, right);
  const y = linearScale(ratings.domain[0], ratings.domain[1], bottom, top);
  const at = (/** @type {number} */ v) => Math.round(v * 10) / 10;
  const xs = points.map((_, i) => at(x(firstGame + i)));
  const line = points.map((p, i) => `${i ? 'L' : 'M'}${xs[i]},${at(y(p.rating))}`).join('');
  const upper = points.map((p, i) => `${i ? 'L' : 'M'}${xs[i]},${at(y(p.rating + p.deviation))}`);
  const lower = points.map((p, i) => `L${xs[i]},${at(y(p.rating - p.deviation))}`).reverse();
  return {
    area: { left, right, top, bottom },
    x,
    y,
    xTicks: gameTicks(firstGame, lastGame, Math.max(2, Math.floor((right - left) / 60))).map((value) => ({ value, at: at(x(value)) })),
    yTicks: ratings.ticks.map((value) => ({ value, at: at(y(value)) })),
    line,
    band: `${upper.join('')}${lower.join('')}Z`,
    dots: points.map((p, i) => ({ x: xs[i], y: at(y(p.rating)) })),
  };
}
