// An Arena on the tournament page, its pure parts: the create request with its minutes, the
// viewer's buttons while it plays (Join, Pause, Return, none once time is up), the time left, the
// score with its fire in words, the status line, the list line and what the live region says.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { arenaActions, openActions } from '../../../clients/web/js/tournament_actions.js';
import { tournamentError } from '../../../clients/web/js/tournament_errors.js';
import { createRequest } from '../../../clients/web/js/tournament_form.js';
import { entryFacts } from '../../../clients/web/js/tournament_list.js';
import { arenaTimeWords, gameStateWords, scoreWords, statusWords, timeLeftText, tournamentChanges } from '../../../clients/web/js/tournament_words.js';

const ENDS = 1_000_000;

const arena = {
  format: 'arena', minutes: 30, status: 'playing', host: 'a', max_players: 4, ends_ms: ENDS,
  players: [
    { id: 'a', name: 'Ada', score: 6, fire: true, present: true, playing: true },
    { id: 'b', name: 'Bea', score: 2, fire: false, present: false, playing: false },
    { id: 'c', name: 'Cy', score: 0, fire: false, present: true, playing: true },
  ],
  standings: [0, 1, 2],
  games: [
    { round: null, players: [0, 1], room: 'R1', code: 'k1', match: 'R1.1', result: '1-0', reason: 'resign', points: [2, 0] },
    { round: null, players: [2, 0], room: 'R2', code: 'k2', match: 'R2.1', result: null, reason: null, points: null },
  ],
};

test('the form makes an Arena with its minutes', () => {
  assert.deepEqual(createRequest({ format: 'arena', minutes: 45, game: 'fences', clock: { initial_s: 180, increment_s: 0 }, daysPerMove: null, name: '', maxPlayers: 100, public: true }),
    { type: 'tournament.create', format: 'arena', minutes: 45, game: 'fences', options: {}, public: true, max_players: 100, clock: { initial_s: 180, increment_s: 0 } });
});

test('while an Arena plays: Join for others, Pause for a player there, Return for one paused; none once time is up', () => {
  const none = { join: false, pause: false, back: false };
  assert.deepEqual(arenaActions(arena, 'z', ENDS - 1), { ...none, join: true });
  assert.deepEqual(arenaActions(arena, 'a', ENDS - 1), { ...none, pause: true }, 'the host pauses too');
  assert.deepEqual(arenaActions(arena, 'b', ENDS - 1), { ...none, back: true });
  assert.deepEqual(arenaActions({ ...arena, max_players: 3 }, 'z', ENDS - 1), none, 'full');
  for (const viewer of ['a', 'b', 'z']) assert.deepEqual(arenaActions(arena, viewer, ENDS), none, `time is up for ${viewer}`);
  assert.deepEqual(arenaActions({ ...arena, status: 'finished' }, 'a', 0), none);
  assert.deepEqual(arenaActions({ ...arena, format: 'round_robin' }, 'a', 0), none);
  // Before the start an Arena is open as a round robin is, but starts with 2.
  const open = { ...arena, status: 'open', ends_ms: null, games: [], players: arena.players.slice(0, 2) };
  assert.equal(openActions(open, 'a').startable, true);
  assert.equal(openActions({ ...open, players: arena.players.slice(0, 1) }, 'a').startable, false);
});

test('the time left counts down, then says the last games finish', () => {
  assert.equal(timeLeftText(65_000), '1:05');
  assert.equal(timeLeftText(3_725_000), '1:02:05');
  assert.equal(timeLeftText(400), '0:01', 'a part of a second left is still a second');
  assert.equal(timeLeftText(-5), '0:00');
  assert.equal(arenaTimeWords(arena, ENDS - 61_000), 'Time left: 1:01');
  assert.match(arenaTimeWords(arena, ENDS), /^Time is up: the games still running finish and count\.$/);
  assert.equal(arenaTimeWords({ ...arena, status: 'open', ends_ms: null }, 0), 'It lasts 30 minutes from the start.');
  assert.equal(arenaTimeWords({ ...arena, status: 'finished' }, 0), '');
});

test('scores say the fire in words, and the status counts who is here', () => {
  assert.equal(scoreWords(arena.players[0]), '6 points, on fire');
  assert.equal(scoreWords({ score: 1, fire: false }), '1 point');
  assert.equal(statusWords(arena), 'Playing: 2 of 3 players here, 1 of 2 games finished');
  assert.equal(statusWords({ ...arena, status: 'finished' }), 'Finished: Ada wins');
  assert.equal(gameStateWords(arena, arena.games[1]), 'playing');
  assert.equal(gameStateWords(arena, { ...arena.games[1], room: null }), 'opening');
});

test('a listed Arena says so with its minutes', () => {
  assert.equal(entryFacts({ format: 'arena', minutes: 30, game_name: 'Fences', status: 'playing', players: 7, max_players: 100, clock: { initial_ms: 180000, increment_ms: 0 }, days_per_move: null }),
    'Fences arena of 30 min · being played · 7/100 players · 3 min + 0 s');
});

test('the live region says who joins, pauses and comes back, and the start', () => {
  const after = structuredClone(arena);
  after.players[0].present = false;
  after.players[1].present = true;
  after.players.push({ id: 'd', name: 'Dee', score: 0, fire: false, present: true, playing: false });
  assert.deepEqual(tournamentChanges(arena, after), ['Ada paused.', 'Bea is back.', 'Dee joined.']);
  const open = { ...arena, status: 'open', ends_ms: null, games: [] };
  assert.deepEqual(tournamentChanges(open, { ...arena, games: [] }), ['The Arena has started: it lasts 30 minutes.']);
});

test('an Arena\'s refusals in words', () => {
  assert.match(tournamentError('create', { code: 'tournament/arena_live' }), /played live/);
  assert.match(tournamentError('create', { code: 'request/bad_field', message: "field 'minutes' must be an Arena's duration, from 5 to 180" }), /5 to 180 minutes/);
  assert.match(tournamentError('create', { code: 'request/bad_field', message: "field 'max_players' must be an integer from 2 to 100" }), /2 to 100 players/);
  assert.match(tournamentError('join', { code: 'tournament/finished' }), /time is up/);
});
