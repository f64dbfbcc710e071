// The board module of each game. A board draws the view as SVG on its grid (grid.js: square names,
// screen positions for either seat, coordinates) and marks every clickable square or groove with
// data-target; the game page does the highlighting and the clicking.

import * as generic from './generic.js';
import { loadStyleSheet } from '../style_sheet.js';

/**
 * @typedef {object} BoardModule
 * @property {(view: any, options: {flipped: boolean, you: number|null}) => SVGElement} render
 * @property {(view: any, seatNames: string[]) => string} [summary]  a line under the board
 * @property {(notation: string, view: any) => string} [actionLabel]  a button's text for an
 *   action chosen by button (no board target, or several actions sharing the same clicks)
 * @property {(point: {x: number, y: number}, clickable: Set<string>, options: {flipped: boolean, turn?: boolean}) => string|null} [targetNear]
 *   the placement a pointer at board coordinates means (turn: the other way), also for a
 *   finger's tap that hits no target
 * @property {(point: {x: number, y: number}, clickable: Set<string>, options: {flipped: boolean}) => Set<string>} [nearTargets]
 *   the placement targets near a pointer: only those are shown
 * @property {(point: {x: number, y: number}, preview: string, options: {flipped: boolean}) => 'turn'|'place'|null} [pressOnPreview]
 *   what a second press at a point does to the action previewed
 * @property {(notation: string) => boolean} [confirmOnTouch]  whether a tap previews the action first
 * @property {(notation: string) => string|null} [turned]  the same action turned the other way (Turn)
 * @property {(view: any) => string} [hint]  what the player who decides may do now, in one line
 * @property {(flipped: boolean) => import('./grid_cursor.js').CursorCell[]} [cursorCells]  the
 *   cells of the keyboard grid: squares, and edges that can be targets
 * @property {(view: any, name: string) => string} [squareWords]  what a square or edge holds, in words
 * @property {(view: any) => {title: string, text: string}|null} [decisionHelp]  a few sentences on
 *   a step that needs more than the hint (a setup), for the table
 * @property {(view: any) => string|null} [autoOffer]  the words of an offer to make the rest of the
 *   step's decisions for the player, or null
 * @property {(view: any) => string|null} [autoChoice]  the action to make for the player now, or null
 * @property {(before: any, after: any, seat: number) => string[]} [consequences]  what an action of
 *   `seat` led to beyond what its sentence says (a piece lost to a trap), as sentences
 * @property {(seat: number, flipped: boolean) => string} [homeSide]  where a side's home is on
 *   screen, when it is not the far or the near edge ("home on the left")
 * @property {(notation: string, context: {who: string, seat: number, before?: any, after?: any}) => string} [describe]
 *   an action as a sentence, starting with who made it
 */

/** The games with a board of their own: its code in ./<game>.js, its style in /css/<game>.css (and
 * every board's in /css/board.css). */
const GAMES = ['fences', 'kaninariebi', 'lazyking', 'pawnd', 'prawns'];

/** @type {Record<string, BoardModule>} */
const boards = {};
/** @type {Record<string, Promise<BoardModule>>} */
const loading = {};

/** The board of a game once loadBoard has brought it; until then, the generic one. @param {string} game @returns {BoardModule} */
export function boardFor(game) {
  return boards[game] ?? generic;
}

/** Whether a game's board is ready to draw (loaded, or a game without a board of its own). @param {string} game */
export function boardReady(game) {
  return Boolean(boards[game]) || !GAMES.includes(game);
}

/**
 * Loads a game's board code and its style sheets, once, and resolves when they are in (so that the
 * board is never drawn unstyled). Each page loads only the boards it shows.
 * @param {string} game @returns {Promise<BoardModule>}
 */
export function loadBoard(game) {
  if (!GAMES.includes(game)) return loadStyleSheet('board.css').then(() => generic);
  loading[game] ??= Promise.all([import(`./${game}.js`), loadStyleSheet(`${game}.css`), loadStyleSheet('board.css')]).then(([module]) => {
    boards[game] = module;
    return module;
  });
  return loading[game];
}
