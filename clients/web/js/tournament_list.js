// The lobby's list of public tournaments (GET /api/tournaments): open and playing ones, then those
// finished lately, each a link to its page. The list is read again now and then while shown.

import { h, clear } from './dom.js';
import { clockSummary } from './clock_words.js';
import { link } from './player_pages.js';

const STATUS_WORDS = { open: 'open to join', playing: 'being played', finished: 'finished' };
const REFRESH_MS = 20000;

/** One tournament's line of facts. @param {any} entry from GET /api/tournaments */
export function entryFacts(entry) {
  const arena = entry.format === 'arena' ? ` arena of ${entry.minutes} min` : '';
  return `${entry.game_name}${arena} · ${STATUS_WORDS[entry.status] ?? entry.status} · ${entry.players}/${entry.max_players} players · ${clockSummary(entry.clock, entry.days_per_move)}`;
}

/** @param {(path: string) => void} navigate @returns {{element: HTMLElement, stop: () => void}} */
export function tournamentList(navigate) {
  const element = h('div', { class: 'tournament-list', id: 'tournament-list' });
  const load = async () => {
    const response = await fetch('/api/tournaments').catch(() => null);
    const tournaments = response?.ok ? (await response.json().catch(() => null))?.tournaments ?? null : null;
    clear(element);
    if (!tournaments) {
      element.append(h('p', { class: 'muted' }, 'No tournaments on this server.'));
    } else if (tournaments.length === 0) {
      element.append(h('p', { class: 'muted' }, 'No public tournaments yet. Start a round robin and invite your friends.'));
    } else {
      element.append(h('ul', { class: 'tournaments' }, ...tournaments.map((/** @type {any} */ t) => h('li', { class: 'tournament-entry', 'data-code': t.code },
        link(`/t/${t.code}`, navigate, t.name), h('span', { class: 'muted small' }, ` · ${entryFacts(t)}`)))));
    }
  };
  load();
  const timer = setInterval(load, REFRESH_MS);
  return { element, stop: () => clearInterval(timer) };
}
