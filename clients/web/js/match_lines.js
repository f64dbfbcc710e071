// Finished matches as lines, each opening its replay, with its result said to the one who reads
// it: the lobby's recent matches and the history page.

import { h } from './dom.js';
import { sessionHeaders } from './transport.js';

/**
 * A match's result for the one reading it: "You won", "You lost", "You drew" when they played
 * it, else the winner by name; with why, in words, when `why` is given (result_words.js's).
 * @param {any} match from GET /api/matches @param {string|null} me the reader's public id
 * @param {typeof import('./result_words.js').reasonWords} [why]
 */
export function matchResultWords(match, me, why = () => '') {
  const names = match.players.map((/** @type {any} */ p) => p.name);
  const mine = match.players.findIndex((/** @type {any} */ p) => p.id === me);
  const { state, winner, reason } = match.result;
  const because = why(match.game, reason, winner === null ? null : names[winner], winner === null ? null : names[1 - winner], match.options, state);
  let outcome;
  if (state === 'won') outcome = mine < 0 ? `${names[winner]} won` : mine === winner ? 'You won' : 'You lost';
  else if (state === 'drawn') outcome = mine < 0 ? 'Draw' : 'You drew';
  else outcome = 'Called off';
  // The reason goes on after a colon: a sentence that does not start with a name goes on in lower case.
  const lower = /^(Both|Neither|A|The) /.test(because) ? `${because.charAt(0).toLowerCase()}${because.slice(1)}` : because;
  return because ? `${outcome}: ${lower}` : `${outcome}.`;
}

/**
 * One line per match.
 * @param {any[]} matches @param {(path: string) => void} navigate @param {string|null} [me] the reader's public id
 * @param {typeof import('./result_words.js').reasonWords} [why] the words of a result's reason
 */
export function matchList(matches, navigate, me = null, why = undefined) {
  if (matches.length === 0) return h('p', { class: 'muted' }, 'No finished matches yet.');
  return h('ul', { class: 'match-list' }, ...matches.map((match) => {
    const [a, b] = match.players.map((p) => p.name);
    const when = new Date(match.ended_ms).toLocaleString();
    return h('li', { class: 'match-line', 'data-match': match.id },
      h('a', { href: `/replay/${match.id}`, onclick: (event) => { event.preventDefault(); navigate(`/replay/${match.id}`); } },
        `${match.game_name}: ${a} vs ${b}`),
      h('span', { class: 'match-result' }, ` · ${matchResultWords(match, me, why)}`),
      h('span', { class: 'muted small' }, ` · ${match.plies} moves · ${when} · `),
      h('a', { class: 'small', href: `/replay/${match.id}?review`, onclick: (event) => { event.preventDefault(); navigate(`/replay/${match.id}?review`); } }, 'Review'));
  }));
}

/** @param {string} player @returns {Promise<any[]>} */
export async function fetchMatches(player = '', limit = 20) {
  const query = new URLSearchParams({ limit: String(limit) });
  if (player) query.set('player', player);
  const response = await fetch(`/api/matches?${query}`, { headers: sessionHeaders() });
  return response.ok ? (await response.json()).matches : [];
}
