// An Arena's tables: the standings (rank, player with their rating, score with the fire mark in
// words, state) and its games, newest first, each with its players, result and points, and links to its
// room or replay as a round robin's.

import { h } from './dom.js';
import { link } from './player_pages.js';
import { gameLinks } from './tournament_games.js';
import { playerLabel, rankedTable } from './tournament_standings.js';
import { gameResultWords, gameStateWords, scoreWords } from './tournament_words.js';

/** Where an Arena player is now: playing, free, or paused. @param {any} player */
export function arenaPlayerState(player) {
  if (player.playing) return player.present ? 'playing' : 'playing, then pausing';
  return player.present ? 'waiting for a pairing' : 'paused';
}

/** A player's rating beside their name, read out as such. @param {any} player */
export function arenaRatingText(player) {
  if (typeof player.rating !== 'number') return null;
  return h('span', { class: 'muted small rating' }, ' ', h('span', { class: 'visually-hidden' }, 'rating '), String(player.rating));
}

/** @param {any} doc @param {string|null} me */
export function arenaStandingsTable(doc, me) {
  const finished = doc.status === 'finished';
  return rankedTable(doc, me, {
    caption: 'Standings, best score first; a player on fire scores double',
    heads: [h('th', { scope: 'col', class: 'number' }, 'Score'), h('th', { scope: 'col' }, 'Now')],
    nameNote: arenaRatingText,
    cells: (player) => [
      h('td', { class: 'number points' }, String(player.score),
        player.fire ? h('span', { class: 'fire', title: 'On fire: the next win counts double' }, h('span', { 'aria-hidden': 'true' }, ' 🔥'), ' on fire') : null),
      h('td', { class: 'player-state' }, finished ? '' : arenaPlayerState(player)),
    ],
  });
}

/** A game's points as "4–0", once it has ended. @param {any} game */
export function arenaPointsText(game) {
  return game.points ? `${game.points[0]}–${game.points[1]} points` : '';
}

/** @param {any} doc @param {number} meIndex @param {(path: string) => void} navigate */
export function arenaGamesList(doc, meIndex, navigate) {
  if (doc.games.length === 0) {
    if (doc.status === 'cancelled') return h('p', { class: 'muted' }, 'No games: it never began.');
    return h('p', { class: 'muted' }, doc.status === 'open' ? 'Players are paired as soon as the host starts the Arena.' : 'No game yet.');
  }
  const newest = doc.games.map((/** @type {any} */ game, /** @type {number} */ index) => ({ game, index })).reverse();
  return h('ul', { class: 'round-games arena-games', id: 'arena-games' }, newest.map(({ game, index }) => {
    const [a, b] = game.players.map((/** @type {number} */ i) => doc.players[i]?.name ?? '?');
    const mine = game.players.includes(meIndex);
    return h('li', { class: `tournament-game${mine ? ' mine' : ''}${game.result ? ' over' : ''}`, 'data-game': index },
      h('span', { class: 'pairing' }, `${a} – ${b}`),
      h('span', { class: 'game-state', title: game.result ? gameResultWords(doc, game).text : null }, gameStateWords(doc, game)),
      game.points ? h('span', { class: 'muted small game-points' }, arenaPointsText(game)) : null,
      h('span', { class: 'game-links' }, gameLinks(game, meIndex).map((l) => link(l.path, navigate, l.text, {
        class: `game-link ${l.kind}`, 'aria-label': `${l.text}: ${a} against ${b}`,
      }))));
  }));
}

/** A line per player: name and score, in the order they joined. @param {any} doc @param {string|null} me */
export function arenaPlayerLines(doc, me) {
  return doc.players.map((/** @type {any} */ p, /** @type {number} */ i) => h('li', { 'data-player': p.id },
    h('span', {}, playerLabel(doc, i, me)),
    doc.status === 'open' || doc.status === 'cancelled' ? null : h('span', { class: 'muted' }, ` · ${scoreWords(p)} · ${doc.status === 'finished' ? 'done' : arenaPlayerState(p)}`)));
}
