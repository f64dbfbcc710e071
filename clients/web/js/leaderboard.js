// The leaderboards (/leaderboards?game=<id>&pace=live|untimed): a game and a pace picked, the top
// hundred established ratings, each name opening its profile.

import { h, clear } from './dom.js';
import { gameNames, link, loadPlayerStyle } from './player_pages.js';
import { paceWords } from './rating_words.js';

/**
 * @param {HTMLElement} root @param {(path: string) => void} navigate
 */
export async function showLeaderboard(root, navigate) {
  clear(root);
  root.append(h('p', { class: 'muted' }, 'Loading…'));
  const [names] = await Promise.all([gameNames(), loadPlayerStyle()]);
  const ids = Object.keys(names);
  const query = new URLSearchParams(location.search);
  let game = ids.includes(query.get('game') ?? '') ? /** @type {string} */ (query.get('game')) : ids[0] ?? 'fences';
  let pace = query.get('pace') === 'untimed' ? 'untimed' : 'live';
  document.title = 'Leaderboards · Rockpool';

  const gameSelect = h('select', { id: 'board-game' }, ids.map((id) => h('option', { value: id, selected: id === game }, names[id])));
  const paceSelect = h('select', { id: 'board-pace' },
    h('option', { value: 'live', selected: pace === 'live' }, 'With a clock'),
    h('option', { value: 'untimed', selected: pace === 'untimed' }, 'Untimed'));
  const heading = h('h2', { id: 'board-heading' });
  const box = h('div', { id: 'board-list', 'aria-live': 'polite', 'aria-busy': 'true' });
  clear(root);
  root.append(h('section', { class: 'panel leaderboard' },
    h('h1', {}, 'Leaderboards'),
    h('form', { class: 'board-picker', onsubmit: (/** @type {Event} */ e) => e.preventDefault() },
      h('label', {}, 'Game ', gameSelect), h('label', {}, 'Pace ', paceSelect)),
    h('p', { class: 'muted small' }, 'The top 100 settled ratings: a player is listed after about twenty rated games, while they have played a rated game in the last 30 days. The ± says how sure the rating is.'),
    heading, box));

  let loads = 0;
  const load = async () => {
    const token = ++loads;
    heading.textContent = `${names[game] ?? game}, ${paceWords(pace)}`;
    box.setAttribute('aria-busy', 'true');
    const response = await fetch(`/api/leaderboards/${encodeURIComponent(game)}?pace=${pace}`).catch(() => null);
    const board = response?.ok ? await response.json() : null;
    if (token !== loads) return;
    clear(box);
    box.setAttribute('aria-busy', 'false');
    if (!board) box.append(h('p', { class: 'error' }, 'The leaderboard could not be loaded.'));
    else if (board.players.length === 0) box.append(h('p', { class: 'muted', id: 'board-empty' }, 'Nobody has an established rating here yet.'));
    else box.append(boardTable(board.players, navigate));
  };
  const pick = () => {
    game = gameSelect.value;
    pace = paceSelect.value;
    history.replaceState(null, '', `/leaderboards?game=${encodeURIComponent(game)}&pace=${pace}`);
    load();
  };
  gameSelect.addEventListener('change', pick);
  paceSelect.addEventListener('change', pick);
  load();
  return () => { loads += 1; };
}

/** @param {any[]} players @param {(path: string) => void} navigate */
function boardTable(players, navigate) {
  return h('div', { class: 'table-wrap' }, h('table', { class: 'players-table leaderboard-table' },
    h('thead', {}, h('tr', {},
      h('th', { scope: 'col' }, 'Rank'), h('th', { scope: 'col' }, 'Player'), h('th', { scope: 'col' }, 'Rating'),
      h('th', { scope: 'col' }, 'Deviation'), h('th', { scope: 'col' }, 'Games'))),
    h('tbody', {}, players.map((p) => h('tr', { 'data-player': p.username },
      h('td', { class: 'number' }, String(p.rank)),
      h('th', { scope: 'row' }, link(`/players/${encodeURIComponent(p.username)}`, navigate, p.username)),
      h('td', { class: 'number' }, String(Math.round(p.rating))),
      h('td', { class: 'number' }, `±${Math.round(p.deviation)}`),
      h('td', { class: 'number' }, String(p.games)))))));
}
