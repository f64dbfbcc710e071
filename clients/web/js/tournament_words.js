// A tournament in words: a round robin's points with halves and crosstable cells, an Arena's
// scores, streaks and time left, the status line (open, playing, finished or cancelled by its
// host), each game's state, and what changed between two versions of the document (said by the
// live region).

import { reasonWords } from './result_words.js';

/** Points are whole or halves: "2", "½", "1½". @param {number} points */
export function pointsText(points) {
  const whole = Math.floor(points);
  if (points - whole < 0.5) return String(whole);
  return whole === 0 ? '½' : `${whole}½`;
}

/** A Sonneborn–Berger score may have quarters (half a drawn opponent's halves). @param {number} score */
export function tieBreakText(score) {
  return String(Math.round(score * 100) / 100);
}

/**
 * A crosstable cell: what row player `i` made against column player `j`, "—" on the diagonal and
 * blank while they have not played.
 * @param {(number|null)[][]} crosstable @param {number} i @param {number} j
 */
export function crosstableCell(crosstable, i, j) {
  if (i === j) return '—';
  const points = crosstable[i]?.[j];
  return points === null || points === undefined ? '' : pointsText(points);
}

/** @param {number} count @param {string} one @param {string} [many] */
function plural(count, one, many = `${one}s`) {
  return `${count} ${count === 1 ? one : many}`;
}

/** An Arena's clock: "4:05", "1:02:03"; "0:00" once over. @param {number} ms */
export function timeLeftText(ms) {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor(total / 60) % 60;
  const two = (/** @type {number} */ n) => String(n).padStart(2, '0');
  return hours ? `${hours}:${two(minutes)}:${two(total % 60)}` : `${minutes}:${two(total % 60)}`;
}

/** An Arena's time in a line, at `now` (ms since the epoch). @param {any} doc @param {number} now */
export function arenaTimeWords(doc, now) {
  if (doc.status === 'open') return `It lasts ${plural(doc.minutes, 'minute')} from the start.`;
  if (doc.status !== 'playing' || doc.ends_ms === null) return '';
  const left = doc.ends_ms - now;
  return left > 0 ? `Time left: ${timeLeftText(left)}` : 'Time is up: the games still running finish and count.';
}

/** An Arena player's score, with the streak in words (not in colour only). @param {any} player */
export function scoreWords(player) {
  return `${plural(player.score, 'point')}${player.fire ? ', on fire' : ''}`;
}

/** The tournament's status in a line. @param {any} doc */
export function statusWords(doc) {
  if (doc.status === 'open') {
    return `Open: ${plural(doc.players.length, 'player')} of ${doc.max_players}, waiting for the host to start`;
  }
  if (doc.status === 'cancelled') return 'Cancelled by its host';
  if (doc.status === 'finished') {
    const winner = doc.players[doc.standings[0]];
    return winner ? `Finished: ${winner.name} wins` : 'Finished';
  }
  const played = doc.games.filter((/** @type {any} */ g) => g.result).length;
  if (doc.format === 'arena') {
    const here = doc.players.filter((/** @type {any} */ p) => p.present).length;
    return `Playing: ${here} of ${plural(doc.players.length, 'player')} here, ${played} of ${plural(doc.games.length, 'game')} finished`;
  }
  const round = doc.round === null ? '' : `round ${doc.round + 1} of ${doc.rounds}, `;
  return `Playing: ${round}${played} of ${plural(doc.games.length, 'game')} finished`;
}

/**
 * A finished game's result with names: "Ada beat Bea" or "Ada and Bea drew", and why.
 * @param {any} doc @param {any} game @returns {{short: string, text: string}}
 */
export function gameResultWords(doc, game) {
  const [a, b] = game.players.map((/** @type {number} */ i) => doc.players[i]?.name ?? '?');
  if (game.result === '1/2-1/2') return { short: '½–½', text: `${a} and ${b} drew. ${drawReason(game.reason)}`.trim() };
  const [winner, loser] = game.result === '1-0' ? [a, b] : [b, a];
  return { short: game.result === '1-0' ? '1–0' : '0–1', text: `${winner} beat ${loser}. ${winReason(doc.game, game.reason, winner, loser)}`.trim() };
}

/** A tournament's game is never called off: the player at fault loses it (PROTOCOL.md). */
function winReason(gameId, reason, winner, loser) {
  if (reason === 'no_first_move') return `${loser} did not make a first move in time.`;
  if (reason === 'abandoned') return `${loser} left and did not come back in time.`;
  return reasonWords(gameId, reason, winner, loser);
}

/** @param {string|null} reason */
function drawReason(reason) {
  if (reason === 'no_first_move') return 'Neither made a first move in time.';
  if (reason === 'abandoned') return 'Both were away too long.';
  return reasonWords('', reason, null, null);
}

/**
 * Where a game stands: its result, "playing" once its room is open, else the round it waits for.
 * @param {any} doc @param {any} game
 */
export function gameStateWords(doc, game) {
  if (game.result) return gameResultWords(doc, game).short;
  if (game.room) return 'playing';
  if (game.round === null || game.round === undefined) return 'opening';
  return `waiting for round ${game.round + 1}`;
}

/**
 * The sentences the live region says when the document goes from `before` to `after`: players
 * coming and going, the start, each new result, the viewer's next game opening, a new round and
 * the end.
 * @param {any} before @param {any} after @param {string|null} [me] the viewer's public id
 * @returns {string[]}
 */
export function tournamentChanges(before, after, me = null) {
  if (!before || !after) return [];
  const lines = [];
  if (after.format === 'arena' && after.status === 'playing') lines.push(...arenaPlayerChanges(before, after));
  if (after.status === 'open') {
    const had = new Set(before.players.map((/** @type {any} */ p) => p.id));
    const has = new Set(after.players.map((/** @type {any} */ p) => p.id));
    for (const p of after.players) if (!had.has(p.id)) lines.push(`${p.name} joined.`);
    for (const p of before.players) if (!has.has(p.id)) lines.push(`${p.name} left.`);
  }
  if (before.status === 'open' && after.status === 'cancelled') lines.push('The host has cancelled the tournament.');
  else if (before.status === 'open' && after.format === 'arena') lines.push(`The Arena has started: it lasts ${plural(after.minutes, 'minute')}.`);
  else if (before.status === 'open' && after.status !== 'open') lines.push(`The tournament has started: ${plural(after.rounds, 'round')}.`);
  after.games.forEach((/** @type {any} */ game, /** @type {number} */ index) => {
    if (game.result && !before.games[index]?.result) lines.push(gameResultWords(after, game).text);
  });
  const mine = after.players.findIndex((/** @type {any} */ p) => p.id === me);
  after.games.forEach((/** @type {any} */ game, /** @type {number} */ index) => {
    if (!game.code || game.result || before.games[index]?.code || !game.players.includes(mine)) return;
    const opponent = after.players[game.players[0] === mine ? game.players[1] : game.players[0]];
    lines.push(`Your game against ${opponent?.name ?? '?'} is ready: its Play link is under Games.`);
  });
  if (after.status === 'playing' && after.round !== null && before.round !== null && after.round > before.round) {
    lines.push(`Round ${after.round + 1} has begun.`);
  }
  if (before.status !== 'finished' && after.status === 'finished') lines.push(`The tournament is over. ${statusWords(after).replace(/^Finished: /, '')}.`);
  return lines;
}

/**
 * An Arena's players coming, pausing and coming back while it plays.
 * @param {any} before @param {any} after @returns {string[]}
 */
function arenaPlayerChanges(before, after) {
  const lines = [];
  after.players.forEach((/** @type {any} */ p, /** @type {number} */ i) => {
    const was = before.players[i];
    if (!was) lines.push(`${p.name} joined.`);
    else if (was.present && !p.present) lines.push(`${p.name} paused.`);
    else if (!was.present && p.present) lines.push(`${p.name} is back.`);
  });
  return lines;
}
