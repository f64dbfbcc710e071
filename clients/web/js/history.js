// Finished matches: a list (everyone's, or one player's), each opening the replay viewer.

import { h, clear } from './dom.js';
import { sessionHeaders } from './transport.js';

/** One line per match. @param {any[]} matches @param {(path: string) => void} navigate */
export function matchList(matches, navigate) {
  if (matches.length === 0) return h('p', { class: 'muted' }, 'No finished matches yet.');
  return h('ul', { class: 'match-list' }, ...matches.map((match) => {
    const [a, b] = match.players.map((p) => p.name);
    const result = match.result.state === 'won'
      ? `${match.seat_names[match.result.winner]} won`
      : match.result.state === 'drawn' ? 'draw' : 'aborted';
    const when = new Date(match.ended_ms).toLocaleString();
    return h('li', { class: 'match-line', 'data-match': match.id },
      h('a', { href: `/replay/${match.id}`, onclick: (event) => { event.preventDefault(); navigate(`/replay/${match.id}`); } },
        `${match.game_name}: ${a} vs ${b}`),
      h('span', { class: 'muted small' }, ` · ${result}${match.result.reason ? ` (${match.result.reason.replace(/_/g, ' ')})` : ''} · ${match.plies} moves · ${when}`));
  }));
}

/** @param {string} player @returns {Promise<any[]>} */
export async function fetchMatches(player = '', limit = 20) {
  const query = new URLSearchParams({ limit: String(limit) });
  if (player) query.set('player', player);
  const response = await fetch(`/api/matches?${query}`, { headers: sessionHeaders() });
  return response.ok ? (await response.json()).matches : [];
}

/**
 * @param {HTMLElement} root @param {import('./transport.js').Transport} transport
 * @param {(path: string) => void} navigate
 */
export function showHistory(root, transport, navigate) {
  clear(root);
  const box = h('div', { id: 'history-list' }, h('p', { class: 'muted' }, 'Loading…'));
  const mine = h('input', { type: 'checkbox', id: 'history-mine' });
  root.append(h('section', { class: 'panel' },
    h('h2', {}, 'Finished matches'),
    h('label', { class: 'option-boolean' }, mine, ' only mine'), box));
  const load = async () => {
    const player = mine.checked ? transport.session?.id ?? '' : '';
    const matches = await fetchMatches(player, 50);
    clear(box);
    box.append(matchList(matches, navigate));
  };
  mine.addEventListener('change', load);
  load();
  return () => {};
}
