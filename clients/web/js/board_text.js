// The position as text, rank by rank as the player sees the board (after lichess's blind mode):
// what stands on each square, empty squares left out, then the walls or fences standing.

import { h } from './dom.js';

/**
 * @param {any} module the board @param {any} view @param {boolean} flipped
 * @returns {HTMLElement[]} one paragraph per rank, and one for the edges
 */
export function boardText(module, view, flipped) {
  const cells = module.cursorCells?.(flipped) ?? [];
  const words = (name) => module.squareWords?.(view, name) ?? name;
  const squares = cells.filter((cell) => cell.col % 2 === 0 && cell.row % 2 === 0);
  const rows = [...new Set(squares.map((cell) => cell.row))].sort((a, b) => a - b);
  const quiet = /, (empty|open water|free|no wall)$/;
  const lines = rows.map((row) => {
    const line = squares.filter((cell) => cell.row === row).sort((a, b) => a.col - b.col);
    const rank = line[0].name.slice(1);
    const filled = line.map((cell) => words(cell.name)).filter((text) => !quiet.test(text));
    return h('p', {}, h('strong', {}, `Rank ${rank}: `), filled.length ? `${filled.join('; ')}.` : 'nothing.');
  });
  const edges = cells.filter((cell) => cell.col % 2 === 1 || cell.row % 2 === 1).map((cell) => words(cell.name)).filter((text) => !quiet.test(text));
  if (edges.length > 0) lines.push(h('p', {}, h('strong', {}, 'Standing: '), `${edges.join('; ')}.`));
  return lines;
}
