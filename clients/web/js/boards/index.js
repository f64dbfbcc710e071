// The board module of each game. A board draws the view as SVG on its grid (grid.js: square names,
// screen positions for either seat, coordinates) and marks every clickable square or groove with
// data-target; the game page does the highlighting and the clicking.

import * as fences from './fences.js';
import * as generic from './generic.js';
import * as kaninariebi from './kaninariebi.js';
import * as lazyking from './lazyking.js';
import * as pawnd from './pawnd.js';
import * as prawns from './prawns.js';

/**
 * @typedef {object} BoardModule
 * @property {(view: any, options: {flipped: boolean, you: number|null}) => SVGElement} render
 * @property {(view: any, seatNames: string[]) => string} [summary]  a line under the board
 * @property {(notation: string, view: any) => string} [actionLabel]  a button's text for an
 *   action chosen by button (no board target, or several actions sharing the same clicks)
 * @property {(point: {x: number, y: number}, clickable: Set<string>, options: {flipped: boolean}) => string|null} [targetNear]
 *   the target a finger's tap at board coordinates means when it hits none
 * @property {(notation: string) => boolean} [confirmOnTouch]  whether a tap previews the action first
 * @property {(notation: string) => string|null} [turned]  the same action turned the other way (Turn)
 */

/** @type {Record<string, BoardModule>} */
const boards = { fences, kaninariebi, lazyking, pawnd, prawns };

/** @param {string} game @returns {BoardModule} */
export function boardFor(game) {
  return boards[game] ?? generic;
}
