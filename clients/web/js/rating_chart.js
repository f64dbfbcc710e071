// A rating's history drawn as an SVG plot (axes, the deviation's band, the rating's line), named
// and summed up for screen readers, with the points as a table under it.

import { h } from './dom.js';
import { el } from './svg.js';
import { plotGeometry } from './rating_plot.js';

const HEIGHT = 260;
const MARGIN = { top: 12, right: 16, bottom: 40, left: 48 };
let charts = 0;

/** @param {number} ms */
const day = (ms) => new Date(ms).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * @param {import('./rating_plot.js').RatingPoint[]} points oldest first
 * @param {string} title e.g. "Fences, untimed: rating history"
 * @param {number} [firstGame] the number of the first point's game
 */
export function ratingChart(points, title, firstGame = 1) {
  const id = `rating-chart-${++charts}`;
  // Drawn at about the width it is shown at, so that its words stay the page's size on a phone.
  const WIDTH = Math.round(Math.min(640, Math.max(300, document.documentElement.clientWidth - 48)));
  const plot = plotGeometry(points, { width: WIDTH, height: HEIGHT, margin: MARGIN }, firstGame);
  const svg = el('svg', { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, class: 'rating-chart', role: 'img', 'aria-labelledby': `${id}-title ${id}-desc` });
  el('title', { id: `${id}-title` }, svg).textContent = title;
  el('desc', { id: `${id}-desc` }, svg).textContent = summary(points);
  const { left, right, top, bottom } = plot.area;
  const grid = el('g', { class: 'chart-grid', 'aria-hidden': 'true' }, svg);
  for (const tick of plot.yTicks) {
    el('line', { x1: left, x2: right, y1: tick.at, y2: tick.at }, grid);
    const label = el('text', { x: left - 6, y: tick.at, 'text-anchor': 'end', 'dominant-baseline': 'central' }, grid);
    label.textContent = String(tick.value);
  }
  for (const tick of plot.xTicks) {
    el('line', { x1: tick.at, x2: tick.at, y1: bottom, y2: bottom + 4 }, grid);
    const label = el('text', { x: tick.at, y: bottom + 16, 'text-anchor': 'middle' }, grid);
    label.textContent = String(tick.value);
  }
  const axisTitle = el('text', { x: (left + right) / 2, y: HEIGHT - 4, 'text-anchor': 'middle', class: 'chart-axis-title' }, grid);
  axisTitle.textContent = `rated ${points.length === 1 ? 'game' : 'games'}, ${span(points)}`;
  el('path', { class: 'chart-axis', d: `M${left},${top}V${bottom}H${right}`, 'aria-hidden': 'true' }, svg);
  el('path', { class: 'chart-band', d: plot.band, 'aria-hidden': 'true' }, svg);
  el('path', { class: 'chart-line', d: plot.line, 'aria-hidden': 'true' }, svg);
  if (points.length <= 60) {
    const dots = el('g', { class: 'chart-dots', 'aria-hidden': 'true' }, svg);
    for (const dot of plot.dots) el('circle', { cx: dot.x, cy: dot.y, r: 2.5 }, dots);
  }
  const rows = points.map((p, i) => h('tr', {},
    h('td', { class: 'number' }, String(firstGame + i)),
    h('td', {}, new Date(p.rated_ms).toLocaleString()),
    h('td', { class: 'number' }, String(Math.round(p.rating))),
    h('td', { class: 'number' }, `±${Math.round(p.deviation)}`)));
  return h('figure', { class: 'rating-figure' },
    h('div', { class: 'chart-box' }, svg),
    h('figcaption', { class: 'small muted' }, 'Line: the rating after each rated game. Shaded: the rating plus or minus its deviation.'),
    h('details', { class: 'chart-table' },
      h('summary', {}, `The ${points.length} ${points.length === 1 ? 'game' : 'games'} as a table`),
      h('div', { class: 'table-wrap' },
        h('table', { class: 'players-table' },
          h('caption', { class: 'visually-hidden' }, title),
          h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Game'), h('th', { scope: 'col' }, 'Rated'), h('th', { scope: 'col' }, 'Rating'), h('th', { scope: 'col' }, 'Deviation'))),
          h('tbody', {}, rows)))));
}

/** When the games were played: one day, or from one to another. @param {import('./rating_plot.js').RatingPoint[]} points */
function span(points) {
  const first = day(points[0].rated_ms);
  const last = day(points[points.length - 1].rated_ms);
  return first === last ? `on ${first}` : `from ${first} to ${last}`;
}

/** The plot in one sentence or two. @param {import('./rating_plot.js').RatingPoint[]} points */
export function summary(points) {
  if (points.length === 0) return 'No rated games yet.';
  const first = points[0];
  const last = points[points.length - 1];
  const ratings = points.map((p) => Math.round(p.rating));
  const games = points.length === 1 ? 'one rated game' : `${points.length} rated games`;
  return `${games} ${span(points)}: the rating went from ` +
    `${Math.round(first.rating)} to ${Math.round(last.rating)} (highest ${Math.max(...ratings)}, ` +
    `lowest ${Math.min(...ratings)}); its deviation from ${Math.round(first.deviation)} to ${Math.round(last.deviation)}.`;
}
