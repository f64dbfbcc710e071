// A player's profile (/players/<name>): the account's age and last visit, each rating with its
// history plotted, the results per game and the recent matches, each opening its replay.

import { h, clear } from './dom.js';
import { ratingChart } from './rating_chart.js';
import { paceWords, ratingWords, since } from './rating_words.js';
import { gameNames, link, loadPlayerStyle } from './player_pages.js';

/** @param {string} raw the path's part, percent-encoded @returns {string} */
function decoded(raw) {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * @param {HTMLElement} root @param {string} rawName @param {(path: string) => void} navigate
 * @param {import('./transport.js').Transport} [transport] whose session says whether the profile is the reader's
 */
export async function showProfile(root, rawName, navigate, transport) {
  const name = decoded(rawName);
  clear(root);
  root.append(h('p', { class: 'muted' }, 'Loading…'));
  const [response, names] = await Promise.all([
    fetch(`/api/players/${encodeURIComponent(name)}`).catch(() => null), gameNames(), loadPlayerStyle()]);
  clear(root);
  if (!response || response.status === 404 || !response.ok) {
    document.title = 'No such player · Rockpool';
    const missing = response?.status === 404;
    root.append(h('section', { class: 'panel profile-missing' },
      h('h1', {}, missing ? 'No such player' : 'The profile could not be loaded'),
      h('p', {}, missing
        ? `Nobody has an account named “${name}”. Names are the same in any case; check the spelling.`
        : 'Try again in a moment.'),
      h('p', {}, link('/leaderboards', navigate, 'See the leaderboards'), ' · ', link('/', navigate, 'Back to the lobby'))));
    return () => {};
  }
  const player = await response.json();
  document.title = `${player.username} · Rockpool`;
  const gameName = (/** @type {string} */ id) => names[id] ?? id;
  root.append(
    h('section', { class: 'panel profile-head' },
      h('h1', { id: 'profile-name' }, player.username),
      h('p', { class: 'muted' },
        'Joined ', h('time', { datetime: new Date(player.created_ms).toISOString() }, since(player.created_ms)),
        ' · last seen ', h('time', { datetime: new Date(player.seen_ms).toISOString() }, since(player.seen_ms)))),
    ratingsSection(player, gameName),
    resultsSection(player, gameName),
    matchesSection(player, gameName, navigate, transport?.session?.account === player.username));
  return () => {};
}

/** @param {any} player @param {(id: string) => string} gameName */
function ratingsSection(player, gameName) {
  const section = h('section', { class: 'panel', 'aria-labelledby': 'ratings-heading' }, h('h2', { id: 'ratings-heading' }, 'Ratings'));
  if (player.ratings.length === 0) {
    section.append(h('p', { class: 'muted' }, 'No rated games yet. Ratings start with the first rated match between two accounts.'));
    return section;
  }
  for (const rating of player.ratings) {
    const title = `${gameName(rating.game)}, ${paceWords(rating.pace)}`;
    section.append(h('article', { class: 'rating-card', 'data-game': rating.game, 'data-pace': rating.pace },
      h('h3', {}, title),
      h('p', { class: 'rating-line' },
        h('strong', { class: 'rating-value' }, ratingWords(rating)),
        rating.provisional ? h('span', { class: 'visually-hidden' }, ' (provisional)') : null,
        h('span', { class: 'muted' }, ` · ±${Math.round(rating.deviation)} · ${rating.games} rated ${rating.games === 1 ? 'game' : 'games'}`),
        rating.provisional ? h('span', { class: 'muted small' }, ' · provisional: it settles after about twenty rated games') : null),
      rating.history?.length
        ? ratingChart(rating.history, `${title}: rating history`, Math.max(1, rating.games - rating.history.length + 1))
        : null));
  }
  return section;
}

/** @param {any} player @param {(id: string) => string} gameName */
function resultsSection(player, gameName) {
  const section = h('section', { class: 'panel', 'aria-labelledby': 'results-heading' }, h('h2', { id: 'results-heading' }, 'Results'));
  if (player.results.length === 0) {
    section.append(h('p', { class: 'muted' }, 'No finished matches yet.'));
    return section;
  }
  section.append(h('div', { class: 'table-wrap' }, h('table', { class: 'players-table results-table' },
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Game'), h('th', { scope: 'col' }, 'Wins'), h('th', { scope: 'col' }, 'Losses'), h('th', { scope: 'col' }, 'Draws'))),
    h('tbody', {}, player.results.map((/** @type {any} */ r) => h('tr', { 'data-game': r.game },
      h('th', { scope: 'row' }, gameName(r.game)),
      h('td', { class: 'number wins' }, String(r.wins)),
      h('td', { class: 'number losses' }, String(r.losses)),
      h('td', { class: 'number draws' }, String(r.draws))))))));
  return section;
}

const RESULT_WORDS = { win: 'won', loss: 'lost', draw: 'drew', aborted: 'called off' };

/**
 * @param {any} player @param {(id: string) => string} gameName @param {(path: string) => void} navigate
 * @param {boolean} mine whether the reader is this player: "You won"
 */
function matchesSection(player, gameName, navigate, mine) {
  const section = h('section', { class: 'panel', 'aria-labelledby': 'matches-heading' }, h('h2', { id: 'matches-heading' }, 'Recent public matches'));
  if (player.matches.length === 0) {
    // The results above count private matches too (against the bot, by invitation): say so.
    const played = player.results.some((/** @type {any} */ r) => r.wins + r.losses + r.draws > 0);
    section.append(h('p', { class: 'muted' }, played
      ? 'None public yet: the results above also count private matches (against the bot, by invitation), which are not listed.'
      : 'No finished matches yet.'));
    return section;
  }
  section.append(h('ul', { class: 'match-list profile-matches' }, player.matches.map((/** @type {any} */ m) => {
    const opponent = m.opponent.username
      ? link(`/players/${encodeURIComponent(m.opponent.username)}`, navigate, m.opponent.username)
      : (m.opponent.bot ? `${m.opponent.name} (bot)` : `${m.opponent.name} (guest)`);
    const verb = RESULT_WORDS[m.result] ?? m.result;
    const who = mine ? 'You' : player.username;
    const what = m.result === 'aborted' ? `Called off, ${who === 'You' ? 'your' : `${who}’s`} match` : `${who} ${verb}`;
    return h('li', { class: `match-line result-${m.result}`, 'data-match': m.id },
      link(`/replay/${m.id}`, navigate, `${what} · ${gameName(m.game)}`),
      ' against ', opponent,
      h('span', { class: 'muted small' }, ` · ${paceWords(m.pace)}${m.rated ? ', rated' : ''} · `,
        h('time', { datetime: new Date(m.ended_ms).toISOString() }, since(m.ended_ms))));
  })));
  return section;
}
