// The lobby's first sight: a card for each game with its line, the two quickest ways to play, and
// how to play it; the bot's level, for "Play the bot now", is chosen once above the cards.

import { h } from './dom.js';

// Each board in a small hand-drawn picture, in the board's colours: a static file, so that the
// lobby loads no board code. Under the page's versioned prefix, a repeat visit keeps them.
const PICTURES = {
  fences: 'A 9 by 9 board with a pawn on each side and three fences',
  lazyking: 'An 8 by 8 wooden board with red and black checkers and a gold king',
  pawnd: 'A pond of 9 by 9 squares with stones, lily pads, and purple and orange frogs',
  prawns: 'An 8 by 8 sea with a dry square, green prawns below and blue prawns above',
  kaninariebi: 'A 5 by 5 seabed with a blue current down the middle, black and red crabs and shrimps',
};

/** @param {string} game */
function cardPicture(game) {
  return new URL(`../cards/${game}.svg`, import.meta.url).href;
}

/**
 * The bot's levels as a select, the default one chosen.
 * @param {{level: number, name: string, description: string, default: boolean}[]} levels from /api/games
 * @returns {{element: HTMLElement, level: () => number}}
 */
export function botLevelPicker(levels) {
  const select = h('select', { id: 'bot-level', name: 'bot_level' },
    ...levels.map((l) => h('option', { value: l.level, selected: l.default }, `${l.name}: ${l.description}`)));
  const element = h('label', { class: 'bot-level' }, h('span', {}, 'The bot plays as '), select);
  return { element, level: () => Number(select.value) || 3 };
}

/**
 * @param {any[]} games from /api/games @param {(game: any, how: 'bot'|'match') => void} play
 * @param {(path: string) => void} navigate
 */
export function gameCards(games, play, navigate) {
  return h('div', { class: 'game-cards', id: 'game-cards' }, ...games.map((game) => h('article', { class: 'game-card', 'data-game': game.id },
    h('div', { class: 'card-head' },
      h('img', { class: 'card-picture', src: cardPicture(game.id), alt: PICTURES[game.id] ?? `The ${game.name} board`, width: 56, height: 56 }),
      h('h3', {}, game.name)),
    h('p', { class: 'game-line' }, game.summary),
    h('div', { class: 'card-actions' },
      h('button', { class: 'play-bot', 'data-game': game.id, onclick: () => play(game, 'bot') }, 'Play the bot now'),
      h('button', { class: 'secondary quick-match', 'data-game': game.id, onclick: () => play(game, 'match') }, 'Quick match'),
      h('a', { class: 'how-to-play', href: `/how-to-play/${game.id}`, 'data-game': game.id, onclick: (/** @type {MouseEvent} */ e) => { e.preventDefault(); navigate(`/how-to-play/${game.id}`); } }, 'How to play')))));
}
