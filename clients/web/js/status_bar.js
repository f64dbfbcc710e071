// The line above the board that says whose decision it is, by name, or how the match ended.

import { seatPlayer } from './result_words.js';

/**
 * @param {any} view @param {number} watchers how many spectators the room has
 * @returns {{text: string, kind: 'your-move'|'waiting'|'watching'|'over'}}
 */
export function statusBarText(view, watchers = 0) {
  const status = view.status;
  if (status.state !== 'playing') {
    let text;
    if (status.state === 'won') {
      const winner = seatPlayer(view, status.winner);
      text = view.you === null ? `${winner} wins` : view.you === status.winner ? 'You win' : `You lose: ${winner} wins`;
    } else {
      text = status.state === 'drawn' ? 'Draw' : 'The match was called off';
    }
    return { text, kind: 'over' };
  }
  const both = view.to_move.length === 2;
  const mover = both ? '' : seatPlayer(view, view.to_move[0]);
  if (view.you === null) {
    const watching = watchers > 0 ? ` · ${watchers} watching` : '';
    return { text: `You are watching — ${both ? 'both choose in secret' : `${mover} to move`}${watching}`, kind: 'watching' };
  }
  if (view.decide) return { text: both ? 'Both choose in secret: your choice' : 'Your move', kind: 'your-move' };
  return { text: both ? 'Both choose in secret' : `Waiting for ${mover}`, kind: 'waiting' };
}
