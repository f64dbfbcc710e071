// A round robin's games, round by round: each game's two players (seat 0 first, who moves first),
// its result or where it stands, and links: to its room ("Play" for the viewer's own game, "Watch"
// for the others) and, once it has ended, to its replay. A round with an odd number of players
// names who sits it out. Above them all, the viewer's games waiting to be played.

import { h } from './dom.js';
import { link } from './player_pages.js';
import { gameResultWords, gameStateWords } from './tournament_words.js';

/**
 * The games grouped by round, with the players who have no game that round.
 * @param {any} doc @returns {{round: number, games: {game: any, index: number}[], byes: number[]}[]}
 */
export function gamesByRound(doc) {
  /** @type {{round: number, games: {game: any, index: number}[], byes: number[]}[]} */
  const rounds = [];
  doc.games.forEach((/** @type {any} */ game, /** @type {number} */ index) => {
    while (rounds.length <= game.round) rounds.push({ round: rounds.length, games: [], byes: [] });
    rounds[game.round].games.push({ game, index });
  });
  for (const round of rounds) {
    const playing = new Set(round.games.flatMap(({ game }) => game.players));
    round.byes = doc.players.map((/** @type {any} */ _p, /** @type {number} */ i) => i).filter((/** @type {number} */ i) => !playing.has(i));
  }
  return rounds;
}

/**
 * The links a game offers the viewer: its room once open (to play in, or to watch), its replay once
 * it has ended.
 * @param {any} game @param {number} meIndex the viewer's index in players, -1 if not playing
 * @returns {{text: string, path: string, kind: 'play'|'watch'|'replay'}[]}
 */
export function gameLinks(game, meIndex) {
  /** @type {{text: string, path: string, kind: 'play'|'watch'|'replay'}[]} */
  const links = [];
  if (game.code && !game.result) {
    const mine = game.players.includes(meIndex);
    links.push(mine ? { text: 'Play', path: `/r/${game.code}`, kind: 'play' } : { text: 'Watch', path: `/r/${game.code}?watch=1`, kind: 'watch' });
  }
  if (game.result && game.match) links.push({ text: 'Replay', path: `/replay/${game.match}`, kind: 'replay' });
  return links;
}

/** @param {any} doc @param {number} meIndex @param {(path: string) => void} navigate */
export function gamesList(doc, meIndex, navigate) {
  const rounds = gamesByRound(doc);
  if (rounds.length === 0 && doc.status === 'cancelled') return h('p', { class: 'muted' }, 'No games: it never began.');
  if (rounds.length === 0) return h('p', { class: 'muted' }, 'The games are paired when the host starts the tournament.');
  return h('div', { class: 'rounds', id: 'rounds' }, rounds.map(({ round, games, byes }) => h('section', { class: 'round', 'data-round': round },
    h('h3', {}, `Round ${round + 1}`, round === doc.round ? h('span', { class: 'muted small' }, ' · now') : null),
    h('ul', { class: 'round-games' }, games.map(({ game, index }) => {
      const [a, b] = game.players.map((/** @type {number} */ i) => doc.players[i]?.name ?? '?');
      const mine = game.players.includes(meIndex);
      const state = gameStateWords(doc, game);
      return h('li', { class: `tournament-game${mine ? ' mine' : ''}${game.result ? ' over' : ''}`, 'data-game': index },
        h('span', { class: 'pairing' }, `${a} – ${b}`),
        h('span', { class: 'game-state', title: game.result ? gameResultWords(doc, game).text : null }, state),
        h('span', { class: 'game-links' }, gameLinks(game, meIndex).map((l) => link(l.path, navigate, l.text, {
          class: `game-link ${l.kind}`, 'aria-label': `${l.text}: ${a} against ${b}, round ${round + 1}`,
        }))));
    })),
    byes.length ? h('p', { class: 'muted small bye' }, `Sits out: ${byes.map((i) => doc.players[i].name).join(', ')}`) : null)));
}

/**
 * The viewer's games open now (one in a live round robin, maybe several by correspondence).
 * @param {any} doc @param {number} meIndex @returns {any[]}
 */
export function openGamesOf(doc, meIndex) {
  return doc.games.filter((/** @type {any} */ g) => g.code && !g.result && g.players.includes(meIndex));
}

/** A line per game of the viewer's that waits to be played, each with Play. @param {any} doc @param {number} meIndex @param {(path: string) => void} navigate */
export function yourGames(doc, meIndex, navigate) {
  const games = openGamesOf(doc, meIndex);
  if (games.length === 0) return null;
  return h('ul', { class: 'your-games', id: 'your-games' }, games.map((/** @type {any} */ game) => {
    const opponent = doc.players[game.players[0] === meIndex ? game.players[1] : game.players[0]];
    const round = game.round === null || game.round === undefined ? '' : `, round ${game.round + 1}`;
    return h('li', {}, `Your game against ${opponent?.name ?? '?'}${round}: `,
      link(`/r/${game.code}`, navigate, 'Play', { class: 'game-link play' }));
  }));
}
