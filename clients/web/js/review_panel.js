// The replay's review panel: on request the server searches every position of the match (GET
// /api/matches/<id>/review, followed until done), then the panel draws the first player's chance
// to win over the moves (marks where a move gave much away), sums up each player, and lists the
// moves that cost most, each showing its position on the board.

import { h, clear } from './dom.js';
import { el } from './svg.js';
import { linearScale } from './rating_plot.js';
import { firstSeatChances, keyMoments, momentWords, percent, summaryWords } from './review_words.js';
import { sessionHeaders } from './transport.js';

const WIDTH = 320;
const HEIGHT = 150;
const AREA = { left: 36, right: WIDTH - 8, top: 8, bottom: HEIGHT - 22 };

/** How long to wait before asking again, from the answer's Retry-After. @param {Response} response */
const retryAfter = (response) => Math.min(5000, Math.max(500, 1000 * Number(response.headers.get('Retry-After') ?? 2)));

/**
 * @param {string} matchId @param {string[]} names by seat @param {number} plies
 * @param {(ply: number) => void} show shows the position after that many actions
 * @returns {{element: HTMLElement, showing: (ply: number) => void}}
 */
export function reviewPanel(matchId, names, plies, show) {
  const status = h('p', { class: 'small', id: 'review-status', role: 'status' });
  const start = h('button', { class: 'secondary', id: 'review-start' }, 'Review this match');
  const body = h('div', { id: 'review-body' },
    h('p', { class: 'small muted' }, 'The server plays through every position with its strongest search and shows where the match was won or lost.'),
    start, status);
  const element = h('section', { class: 'panel review-panel', id: 'review', 'aria-labelledby': 'review-title' },
    h('h3', { id: 'review-title' }, 'Review'), body);
  /** @type {SVGElement|null} */ let marker = null;
  /** @type {Map<number, HTMLElement>} the key moments' buttons by the ply they show */
  const moments = new Map();
  let current = plies;
  const x = linearScale(0, Math.max(1, plies), AREA.left, AREA.right);
  const y = linearScale(0, 1, AREA.bottom, AREA.top);

  const showing = (/** @type {number} */ ply) => {
    current = ply;
    marker?.setAttribute('x1', String(x(ply)));
    marker?.setAttribute('x2', String(x(ply)));
    for (const [at, button] of moments) button.classList.toggle('current', at === ply);
  };

  const ask = async () => {
    const response = await fetch(`/api/matches/${matchId}/review`, { headers: sessionHeaders() });
    if (response.status === 202) {
      const progress = await response.json();
      status.textContent = `Reviewing: ${progress.reviewed} of ${progress.positions} positions searched…`;
      setTimeout(() => ask().catch(failed), retryAfter(response));
      return;
    }
    if (response.status === 503) {
      status.textContent = 'The server is reviewing other matches now: try again in a minute.';
      start.disabled = false;
      return;
    }
    if (!response.ok) {
      status.textContent = 'This match cannot be reviewed.';
      return;
    }
    draw(/** @type {import('./review_words.js').Review} */ (await response.json()));
  };
  const failed = () => {
    status.textContent = 'The review could not be fetched: try again.';
    start.disabled = false;
  };
  start.addEventListener('click', () => {
    start.disabled = true;
    status.textContent = 'Asking the server…';
    ask().catch(failed);
  });

  /** @param {import('./review_words.js').Review} review */
  const draw = (review) => {
    clear(body);
    const points = firstSeatChances(review);
    const marked = keyMoments(review);
    const svg = el('svg', { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, class: 'review-chart', role: 'img', 'aria-labelledby': 'review-chart-title review-chart-desc' });
    el('title', { id: 'review-chart-title' }, svg).textContent = `${names[0]}'s chance to win, move by move`;
    el('desc', { id: 'review-chart-desc' }, svg).textContent = chartWords(points, marked.length, names[0]);
    const grid = el('g', { class: 'chart-grid', 'aria-hidden': 'true' }, svg);
    for (const chance of [0, 0.5, 1]) {
      el('line', { x1: AREA.left, x2: AREA.right, y1: y(chance), y2: y(chance) }, grid);
      const label = el('text', { x: AREA.left - 4, y: y(chance), 'text-anchor': 'end', 'dominant-baseline': 'central' }, grid);
      label.textContent = percent(chance);
    }
    const axis = el('text', { x: (AREA.left + AREA.right) / 2, y: HEIGHT - 4, 'text-anchor': 'middle', class: 'chart-axis-title' }, grid);
    axis.textContent = `moves (${plies})`;
    if (points.length > 0) {
      const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.ply).toFixed(1)},${y(p.chance).toFixed(1)}`).join('');
      el('path', { class: 'review-area', d: `${line}L${x(points[points.length - 1].ply).toFixed(1)},${y(0.5)}L${x(points[0].ply).toFixed(1)},${y(0.5)}Z`, 'aria-hidden': 'true' }, svg);
      el('path', { class: 'chart-line', d: line, 'aria-hidden': 'true' }, svg);
    }
    const dots = el('g', { 'aria-hidden': 'true' }, svg);
    for (const move of marked) {
      const after = points.find((p) => p.ply === move.ply + 1);
      if (after) el('circle', { cx: x(after.ply), cy: y(after.chance), r: 4, class: `review-dot mark-${move.mark}` }, dots);
    }
    marker = el('line', { class: 'review-marker', y1: AREA.top, y2: AREA.bottom, 'aria-hidden': 'true' }, svg);
    // A click on the plot shows the nearest position.
    svg.addEventListener('click', (event) => {
      const box = svg.getBoundingClientRect();
      const at = ((event.clientX - box.left) / box.width) * WIDTH;
      show(Math.round(((at - AREA.left) / (AREA.right - AREA.left)) * plies));
    });
    moments.clear();
    const list = h('ul', { class: 'review-moments', id: 'review-moments' });
    for (const move of marked) {
      const button = h('button', { class: `link-button mark-${move.mark}`, onclick: () => show(move.ply + 1) }, momentWords(move, names));
      moments.set(move.ply + 1, button);
      list.append(h('li', {}, button));
    }
    body.append(
      h('div', { class: 'chart-box' }, svg),
      h('p', { class: 'small muted' }, `Line: ${names[0]}'s chance to win after each move (above the middle: ${names[0]} ahead). Dots: the moves below.`),
      ...review.summary.map((s) => h('p', { class: 'small review-summary' }, summaryWords(s, names[s.seat] ?? `Seat ${s.seat + 1}`))),
      marked.length > 0 ? h('h4', {}, 'Moves that cost most') : h('p', { class: 'small' }, 'No move gave much away.'),
      marked.length > 0 ? list : '',
      h('p', { class: 'small muted' }, 'An inaccuracy gives away 8% of the chance to win or more, a mistake 15%, a blunder 25%, or a win the search had proven.'));
    showing(current);
  };

  // Asked for with the page (?review: from the result box or the history): started at once.
  if (new URLSearchParams(location.search).has('review')) start.click();
  return { element, showing };
}

/** @param {{ply: number, chance: number}[]} points @param {number} marked @param {string} name */
function chartWords(points, marked, name) {
  if (points.length === 0) return 'No position could be searched.';
  const first = points[0];
  const last = points[points.length - 1];
  return `${name}'s chance to win went from ${percent(first.chance)} at the start to ${percent(last.chance)} at the end; ${marked} ${marked === 1 ? 'move' : 'moves'} marked.`;
}
