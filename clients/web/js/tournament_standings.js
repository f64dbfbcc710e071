// A round robin's tables: the standings (rank, player, points, Sonneborn–Berger) and the
// crosstable (each row's points against each column), both real tables with captions and scoped
// headers; the crosstable scrolls sideways in its own box on a narrow screen.

import { h } from './dom.js';
import { crosstableCell, pointsText, tieBreakText } from './tournament_words.js';

/**
 * A player's name as the tables show it, marking the viewer and the host.
 * @param {any} doc @param {number} index @param {string|null} me the viewer's public id
 */
export function playerLabel(doc, index, me) {
  const player = doc.players[index];
  const marks = [player.id === me ? 'you' : null, player.id === doc.host ? 'host' : null].filter(Boolean);
  return marks.length ? `${player.name} (${marks.join(', ')})` : player.name;
}

/**
 * The standings as a table, a row a player in the order of `doc.standings`: the rank, the player
 * (then `nameNote`, if any), then `cells`, under the headers `heads`.
 * @param {any} doc @param {string|null} me
 * @param {{caption: string, heads: HTMLElement[], cells: (player: any) => HTMLElement[], nameNote?: (player: any) => any}} columns
 *   `caption` is the table's while the tournament runs; a finished one's is "Final standings"
 */
export function rankedTable(doc, me, { caption, heads, cells, nameNote = () => null }) {
  return h('div', { class: 'table-wrap' }, h('table', { class: 'tournament-table standings-table', id: 'standings' },
    h('caption', {}, doc.status === 'finished' ? 'Final standings' : caption),
    h('thead', {}, h('tr', {}, h('th', { scope: 'col', class: 'number' }, 'Rank'), h('th', { scope: 'col' }, 'Player'), heads)),
    h('tbody', {}, doc.standings.map((/** @type {number} */ index, /** @type {number} */ rank) => {
      const player = doc.players[index];
      return h('tr', { 'data-player': player.id, class: player.id === me ? 'me' : null },
        h('td', { class: 'number' }, String(rank + 1)),
        h('th', { scope: 'row' }, playerLabel(doc, index, me), nameNote(player)),
        cells(player));
    }))));
}

/** @param {any} doc @param {string|null} me */
export function standingsTable(doc, me) {
  return rankedTable(doc, me, {
    caption: 'Standings, best first; ties go to the better Sonneborn–Berger score',
    heads: [h('th', { scope: 'col', class: 'number' }, 'Points'), h('th', { scope: 'col', class: 'number' }, h('abbr', { title: 'Sonneborn–Berger' }, 'SB'))],
    cells: (player) => [h('td', { class: 'number points' }, pointsText(player.points)), h('td', { class: 'number tie-break' }, tieBreakText(player.sonneborn_berger))],
  });
}

/** The crosstable, with a line above it that says how to read it. @param {any} doc @param {string|null} me @returns {HTMLElement[]} */
export function crosstable(doc, me) {
  const players = doc.players;
  const head = h('tr', {},
    h('th', { scope: 'col' }, 'Player'),
    players.map((/** @type {any} */ p, /** @type {number} */ j) => h('th', { scope: 'col', class: 'number', title: p.name },
      h('span', { 'aria-hidden': 'true' }, String(j + 1)), h('span', { class: 'visually-hidden' }, p.name))),
    h('th', { scope: 'col', class: 'number' }, 'Points'));
  const rows = players.map((/** @type {any} */ p, /** @type {number} */ i) => h('tr', { 'data-player': p.id, class: p.id === me ? 'me' : null },
    h('th', { scope: 'row' }, `${i + 1}. ${playerLabel(doc, i, me)}`),
    players.map((/** @type {any} */ _q, /** @type {number} */ j) => h('td', { class: i === j ? 'number self' : 'number' }, crosstableCell(doc.crosstable, i, j))),
    h('td', { class: 'number points' }, pointsText(p.points))));
  // The caption is heard, not seen: as wide as the table, it would scroll away with it.
  return [
    h('p', { class: 'muted small crosstable-note', 'aria-hidden': 'true' }, 'Each row’s points against each column’s player: 1 a win, ½ a draw, 0 a loss.'),
    h('div', { class: 'table-wrap crosstable-wrap', tabindex: 0, role: 'region', 'aria-labelledby': 'crosstable-caption' },
      h('table', { class: 'tournament-table crosstable', id: 'crosstable' },
        h('caption', { id: 'crosstable-caption', class: 'visually-hidden' }, 'Crosstable: the points each row’s player made against each column’s player'),
        h('thead', {}, head), h('tbody', {}, rows))),
  ];
}
