// A round robin in words: points with halves, crosstable cells, the status line, each game's state
// and the live region's sentences for each change.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { crosstableCell, gameResultWords, gameStateWords, pointsText, statusWords, tieBreakText, tournamentChanges } from '../../../clients/web/js/tournament_words.js';
import { playerLabel } from '../../../clients/web/js/tournament_standings.js';

const player = (id, name, points = 0, sb = 0) => ({ id, name, points, sonneborn_berger: sb });

/** Three players, started: round 1 of 3 being played, Ada beat Bea in it. */
function started() {
  return {
    code: 'c0de', name: 'Friday fences', game: 'fences', game_name: 'Fences', status: 'playing', host: 'a',
    max_players: 6, rounds: 3, round: 0,
    players: [player('a', 'Ada', 1), player('b', 'Bea'), player('c', 'Cy')],
    standings: [0, 1, 2],
    crosstable: [[null, 1, null], [0, null, null], [null, null, null]],
    games: [
      { round: 0, players: [0, 1], room: 'R1', code: 'k1', match: 'R1.1', result: '1-0', reason: 'resign' },
      { round: 1, players: [2, 0], room: null, code: null, match: null, result: null, reason: null },
      { round: 2, players: [1, 2], room: null, code: null, match: null, result: null, reason: null },
    ],
  };
}

test('points are whole or halves', () => {
  assert.equal(pointsText(0), '0');
  assert.equal(pointsText(0.5), '½');
  assert.equal(pointsText(1), '1');
  assert.equal(pointsText(2.5), '2½');
});

test('a Sonneborn–Berger score keeps its quarters', () => {
  assert.equal(tieBreakText(1.25), '1.25');
  assert.equal(tieBreakText(2), '2');
  assert.equal(tieBreakText(0.75), '0.75');
});

test('crosstable cells: 1, ½ and 0, blank unplayed, a dash on the diagonal', () => {
  const table = [[null, 1, 0.5, 0], [0, null, null, null], [0.5, null, null, null], [1, null, null, null]];
  assert.equal(crosstableCell(table, 0, 0), '—');
  assert.equal(crosstableCell(table, 0, 1), '1');
  assert.equal(crosstableCell(table, 0, 2), '½');
  assert.equal(crosstableCell(table, 0, 3), '0');
  assert.equal(crosstableCell(table, 1, 2), '');
  assert.equal(crosstableCell([], 1, 2), '', 'before the start the table may be empty');
});

test('the status line: open with its count, playing with its round, finished with its winner, cancelled', () => {
  const doc = started();
  assert.equal(statusWords({ ...doc, status: 'open', players: doc.players.slice(0, 2), games: [], round: null }),
    'Open: 2 players of 6, waiting for the host to start');
  assert.equal(statusWords(doc), 'Playing: round 1 of 3, 1 of 3 games finished');
  assert.equal(statusWords({ ...doc, status: 'finished', round: null, standings: [2, 0, 1] }), 'Finished: Cy wins');
  assert.equal(statusWords({ ...doc, status: 'cancelled', players: doc.players.slice(0, 2), games: [], round: null }),
    'Cancelled by its host');
});

test('a game is its result, "playing" once its room is open, else waiting for its round', () => {
  const doc = started();
  assert.equal(gameStateWords(doc, doc.games[0]), '1–0');
  assert.equal(gameStateWords(doc, { ...doc.games[1], room: 'R2', code: 'k2' }), 'playing');
  assert.equal(gameStateWords(doc, doc.games[1]), 'waiting for round 2');
  assert.equal(gameStateWords(doc, { ...doc.games[2], result: '1/2-1/2', reason: 'agreement' }), '½–½');
});

test('results name the players; a tournament game is lost, never called off', () => {
  const doc = started();
  assert.equal(gameResultWords(doc, doc.games[0]).text, 'Ada beat Bea. Bea resigned.');
  assert.equal(gameResultWords(doc, { ...doc.games[1], result: '0-1', reason: 'no_first_move' }).text,
    'Ada beat Cy. Cy did not make a first move in time.');
  assert.equal(gameResultWords(doc, { ...doc.games[2], result: '1/2-1/2', reason: 'abandoned' }).text,
    'Bea and Cy drew. Both were away too long.');
});

test('the live region hears joins, the start, each result, a new round, the end and a cancelling', () => {
  const doc = started();
  const open = { ...doc, status: 'open', rounds: 0, round: null, players: doc.players.slice(0, 2), games: [], standings: [0, 1], crosstable: [] };
  assert.deepEqual(tournamentChanges(open, { ...open, players: doc.players }), ['Cy joined.']);
  assert.deepEqual(tournamentChanges({ ...open, players: doc.players }, open), ['Cy left.']);
  const fresh = { ...doc, games: doc.games.map((g) => ({ ...g, result: null, reason: null })) };
  assert.deepEqual(tournamentChanges({ ...open, players: doc.players }, fresh), ['The tournament has started: 3 rounds.']);
  const opened = { ...fresh, games: fresh.games.map((g, i) => (i === 0 ? { ...g, code: 'k1' } : g)) };
  assert.deepEqual(tournamentChanges({ ...open, players: doc.players }, opened, 'b'),
    ['The tournament has started: 3 rounds.', 'Your game against Ada is ready: its Play link is under Games.']);
  assert.deepEqual(tournamentChanges({ ...open, players: doc.players }, opened, 'c'), ['The tournament has started: 3 rounds.'], 'not Cy\'s game');
  assert.deepEqual(tournamentChanges(fresh, { ...doc, round: 1 }), ['Ada beat Bea. Bea resigned.', 'Round 2 has begun.']);
  const last = { ...doc, round: 2 };
  const over = { ...last, status: 'finished', round: null, games: doc.games.map((g) => ({ ...g, result: g.result ?? '1-0' })) };
  assert.deepEqual(tournamentChanges(last, over), ['Cy beat Ada.', 'Bea beat Cy.', 'The tournament is over. Ada wins.']);
  assert.deepEqual(tournamentChanges(null, doc), []);
  assert.deepEqual(tournamentChanges(open, { ...open, status: 'cancelled' }), ['The host has cancelled the tournament.']);
});

test('a player is marked as the viewer and as the host', () => {
  const doc = started();
  assert.equal(playerLabel(doc, 0, 'a'), 'Ada (you, host)');
  assert.equal(playerLabel(doc, 0, 'b'), 'Ada (host)');
  assert.equal(playerLabel(doc, 1, 'b'), 'Bea (you)');
  assert.equal(playerLabel(doc, 2, null), 'Cy');
});
