// The lobby's first sight: a card for each game with its line, and the two quickest ways to play.

import { h } from './dom.js';

/**
 * @param {any[]} games from /api/games @param {(game: any, how: 'bot'|'match') => void} play
 */
export function gameCards(games, play) {
  return h('div', { class: 'game-cards', id: 'game-cards' }, ...games.map((game) => h('article', { class: 'game-card', 'data-game': game.id },
    h('h3', {}, game.name),
    h('p', { class: 'game-line' }, game.summary),
    h('div', { class: 'card-actions' },
      h('button', { class: 'play-bot', 'data-game': game.id, onclick: () => play(game, 'bot') }, 'Play the bot now'),
      h('button', { class: 'secondary quick-match', 'data-game': game.id, onclick: () => play(game, 'match') }, 'Quick match')))));
}
