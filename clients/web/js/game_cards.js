// The lobby's first sight: a card for each game with its line, the two quickest ways to play (the
// bot, at the level chosen on the card with a sentence on what that level is, level 1 on a first
// visit; or a quick match), and how to play it.

import { h } from './dom.js';
import { saveBotLevel, savedBotLevel } from './bot_level.js';

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
 * The bot's levels as a select, the one this browser chose last (level 1 at first), with a
 * sentence on the level chosen. A change is remembered for the next game against the bot.
 * @param {{level: number, name: string, description: string}[]} levels from /api/games
 * @param {string} [id] @param {(level: number) => void} [changed]
 * @returns {{element: HTMLElement, level: () => number, set: (level: number) => void}}
 */
export function botLevelPicker(levels, id = 'bot-level', changed = () => {}) {
  const start = savedBotLevel();
  const select = /** @type {HTMLSelectElement} */ (h('select', { id, name: 'bot_level', 'aria-describedby': `${id}-words` },
    ...levels.map((l) => h('option', { value: l.level, selected: l.level === start }, l.name))));
  const words = h('small', { class: 'option-help bot-level-words', id: `${id}-words` });
  const say = () => {
    const chosen = levels.find((l) => String(l.level) === select.value);
    words.textContent = chosen ? `${chosen.description.charAt(0).toUpperCase()}${chosen.description.slice(1)}.` : '';
  };
  select.addEventListener('change', () => {
    saveBotLevel(Number(select.value));
    say();
    changed(Number(select.value));
  });
  say();
  const element = h('div', { class: 'option bot-level' }, h('label', { for: id }, 'Bot level'), select, words);
  return {
    element,
    level: () => Number(select.value) || 1,
    set: (level) => {
      select.value = String(level);
      say();
    },
  };
}

/**
 * @param {any[]} games from /api/games @param {any[]} levels the bot's, from /api/games
 * @param {(game: any, how: 'bot'|'match') => void} play @param {(path: string) => void} navigate
 */
export function gameCards(games, levels, play, navigate) {
  // One level for every card: a change on one shows on all.
  const pickers = games.map((game) => botLevelPicker(levels, `bot-level-${game.id}`, (level) => pickers.forEach((p) => p.set(level))));
  return h('div', { class: 'game-cards', id: 'game-cards' }, ...games.map((game, i) => h('article', { class: 'game-card', 'data-game': game.id },
    h('div', { class: 'card-head' },
      h('img', { class: 'card-picture', src: cardPicture(game.id), alt: PICTURES[game.id] ?? `The ${game.name} board`, width: 56, height: 56 }),
      h('h3', {}, game.name)),
    h('p', { class: 'game-line' }, game.summary),
    h('div', { class: 'card-actions' },
      h('button', { class: 'play-bot', 'data-game': game.id, onclick: () => play(game, 'bot') }, 'Play the bot now'),
      h('button', { class: 'secondary quick-match', 'data-game': game.id, onclick: () => play(game, 'match') }, 'Quick match'),
      h('a', { class: 'how-to-play', href: `/how-to-play/${game.id}`, 'data-game': game.id, onclick: (/** @type {MouseEvent} */ e) => { e.preventDefault(); navigate(`/how-to-play/${game.id}`); } }, 'How to play')),
    pickers[i].element)));
}
