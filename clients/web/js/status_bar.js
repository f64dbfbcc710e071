// The line above the board that says whose decision it is, by name, or how the match ended.

import { seatPlayer } from './result_words.js';
import { timeLeft } from './time_left.js';

/**
 * How long the seat to move has left for its first decision before the match is called off, in
 * words, or '' when no such deadline runs (PROTOCOL.md, "Clocks").
 * @param {any} view @param {number|null} nowMs the time now, ms since the epoch; null: leave it out
 */
export function firstMoveDeadline(view, nowMs) {
  if (nowMs === null || !view.abort_at_ms || view.status.state !== 'playing') return '';
  const seconds = Math.max(0, Math.ceil((view.abort_at_ms - nowMs) / 1000));
  return `first move within ${seconds} s or the match is called off`;
}

/**
 * By correspondence, how long the seat that must decide has left (yours when you must), in words,
 * or '' when no deadline runs (PROTOCOL.md, "Correspondence").
 * @param {any} view @param {number|null} nowMs the time now, ms since the epoch; null: leave it out
 */
export function correspondenceDeadline(view, nowMs) {
  if (nowMs === null || !Array.isArray(view.deadline_ms) || view.status.state !== 'playing') return '';
  const seat = view.decide ? view.you : view.to_move[0];
  const deadline = view.deadline_ms[seat];
  return deadline ? timeLeft(deadline, nowMs) : '';
}

/**
 * @param {any} view @param {number} watchers how many spectators the room has
 * @param {number|null} [nowMs] the time now, ms since the epoch, for the first move's deadline;
 *   null for the line without it (what the live region says: its seconds change every second)
 * @returns {{text: string, kind: 'your-move'|'waiting'|'watching'|'over'}}
 */
export function statusBarText(view, watchers = 0, nowMs = Date.now()) {
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
  const deadline = firstMoveDeadline(view, nowMs) || correspondenceDeadline(view, nowMs);
  const after = deadline ? ` · ${deadline}` : '';
  if (view.decide) return { text: `${both ? 'Both choose in secret: your choice' : 'Your move'}${after}`, kind: 'your-move' };
  return { text: `${both ? 'Both choose in secret' : `Waiting for ${mover}`}${after}`, kind: 'waiting' };
}
