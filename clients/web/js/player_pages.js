// What the profile and the leaderboards share: links that stay in the page, the games' names and
// the pages' style sheet (loaded with the first of them).

import { h } from './dom.js';
import { loadStyleSheet } from './style_sheet.js';

/** @param {string} path @param {(path: string) => void} navigate @param {string} text @param {Record<string, any>} [attributes] */
export function link(path, navigate, text, attributes = {}) {
  return h('a', { href: path, ...attributes, onclick: (/** @type {MouseEvent} */ event) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(path);
  } }, text);
}

/** The games' names by id. @returns {Promise<Record<string, string>>} */
export async function gameNames() {
  try {
    const api = await (await fetch('/api/games')).json();
    return Object.fromEntries(api.games.map((/** @type {any} */ g) => [g.id, g.name]));
  } catch {
    return {};
  }
}

/** Adds css/players.css once; resolves when it is there (or failed: the page still works). */
export function loadPlayerStyle() {
  return loadStyleSheet('players.css');
}
