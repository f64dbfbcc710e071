// The tournament page's pure parts: the error sentences for every code of PROTOCOL.md's
// "Tournaments", the games by round with their links, the viewer's buttons, the create request
// and the document kept from patches.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { tournamentError } from '../../../clients/web/js/tournament_errors.js';
import { gameLinks, gamesByRound, openGamesOf } from '../../../clients/web/js/tournament_games.js';
import { openActions } from '../../../clients/web/js/tournament_actions.js';
import { createRequest } from '../../../clients/web/js/tournament_form.js';
import { entryFacts } from '../../../clients/web/js/tournament_list.js';
import { TournamentStore } from '../../../clients/web/js/store.js';

const protocol = readFileSync(new URL('../../../protocol/PROTOCOL.md', import.meta.url), 'utf8');

test('every tournament code of the protocol has a sentence of its own', () => {
  const codes = [...new Set(protocol.match(/`tournament\/[a-z_]+`/g).map((c) => c.slice(1, -1)))];
  assert.ok(codes.length >= 13, `found ${codes.join(', ')}`);
  const fallback = tournamentError('join', { code: 'something/else', message: '' });
  for (const code of [...codes, 'request/bad_field', 'game/unknown', 'options/out_of_range', 'room/bad_days_per_move',
    'server/shutting_down', 'server/busy', 'connection/closed']) {
    for (const request of ['create', 'join', 'leave', 'start', 'cancel', 'watch']) {
      const text = tournamentError(request, { code, message: '' });
      assert.ok(text.length > 10 && text !== fallback, `${code} (${request})`);
      assert.match(text, /[.!?]$/, `${code} ends as a sentence`);
    }
  }
  assert.equal(tournamentError('join', { code: 'something/else', message: 'odd thing' }), 'Odd thing.');
});

test('an error says what it means for the request that met it', () => {
  assert.match(tournamentError('join', { code: 'tournament/started' }), /no longer join/);
  assert.match(tournamentError('leave', { code: 'tournament/started' }), /stay to the end/);
  assert.match(tournamentError('cancel', { code: 'tournament/started' }), /games go on/);
  assert.match(tournamentError('cancel', { code: 'tournament/not_host' }), /Only the host can cancel/);
  assert.match(tournamentError('start', { code: 'tournament/not_host' }), /Only the host can start/);
  assert.match(tournamentError('create', { code: 'request/bad_field', message: 'max_players: 3 to 10' }), /3 to 10 players/);
  assert.match(tournamentError('create', { code: 'request/bad_field', message: 'name: 1 to 40 characters' }), /name has 1 to 40/);
  assert.match(tournamentError('create', { code: 'options/out_of_range', message: 'fences: 0 to 20' }), /Fences: 0 to 20\.$/);
});

const doc = {
  players: [{ id: 'a', name: 'Ada' }, { id: 'b', name: 'Bea' }, { id: 'c', name: 'Cy' }],
  games: [
    { round: 0, players: [1, 2], room: 'R1', code: 'k1', match: 'R1.1', result: '0-1', reason: 'resign' },
    { round: 1, players: [0, 1], room: 'R2', code: 'k2', match: 'R2.1', result: null, reason: null },
    { round: 2, players: [2, 0], room: null, code: null, match: null, result: null, reason: null },
  ],
};

test('games come by round, with who sits each round out', () => {
  const rounds = gamesByRound(doc);
  assert.deepEqual(rounds.map((r) => r.round), [0, 1, 2]);
  assert.deepEqual(rounds.map((r) => r.games.map((g) => g.index)), [[0], [1], [2]]);
  assert.deepEqual(rounds.map((r) => r.byes), [[0], [2], [1]]);
  assert.deepEqual(gamesByRound({ players: doc.players, games: [] }), []);
});

test('a game links to its room to play or watch, and once over to its replay', () => {
  assert.deepEqual(gameLinks(doc.games[1], 0), [{ text: 'Play', path: '/r/k2', kind: 'play' }]);
  assert.deepEqual(gameLinks(doc.games[1], 2), [{ text: 'Watch', path: '/r/k2?watch=1', kind: 'watch' }]);
  assert.deepEqual(gameLinks(doc.games[1], -1), [{ text: 'Watch', path: '/r/k2?watch=1', kind: 'watch' }]);
  assert.deepEqual(gameLinks(doc.games[0], 1), [{ text: 'Replay', path: '/replay/R1.1', kind: 'replay' }]);
  assert.deepEqual(gameLinks(doc.games[2], 0), []);
});

test('the viewer\'s games open now are those with a room and no result', () => {
  assert.deepEqual(openGamesOf(doc, 0), [doc.games[1]]);
  assert.deepEqual(openGamesOf(doc, 2), [], 'one over, one not open yet');
  assert.deepEqual(openGamesOf(doc, -1), []);
});

test('while open: the host starts (from 3 players) or cancels, a player leaves, anyone else joins', () => {
  const open = { status: 'open', host: 'a', max_players: 4, players: doc.players.slice(0, 2) };
  const none = { join: false, leave: false, start: false, startable: false, cancel: false };
  assert.deepEqual(openActions(open, 'a'), { ...none, start: true, cancel: true });
  assert.deepEqual(openActions(open, 'b'), { ...none, leave: true });
  assert.deepEqual(openActions(open, 'z'), { ...none, join: true });
  assert.equal(openActions({ ...open, players: doc.players }, 'a').startable, true);
  assert.equal(openActions({ ...open, max_players: 2 }, 'z').join, false, 'a full one takes nobody');
  assert.deepEqual(openActions({ ...open, status: 'playing' }, 'z'), none);
  for (const viewer of ['a', 'b', 'z']) {
    assert.deepEqual(openActions({ ...open, status: 'cancelled' }, viewer), none, `nothing for ${viewer} once cancelled`);
  }
});

test('the form makes a round robin with a clock or days per move, a name only when given', () => {
  assert.deepEqual(createRequest({ game: 'fences', clock: { initial_s: 300, increment_s: 2 }, daysPerMove: null, name: '  ', maxPlayers: 6, public: true }),
    { type: 'tournament.create', format: 'round_robin', game: 'fences', options: {}, public: true, max_players: 6, clock: { initial_s: 300, increment_s: 2 } });
  assert.deepEqual(createRequest({ game: 'prawns', clock: null, daysPerMove: 3, name: ' Friday ', maxPlayers: 10, public: false }),
    { type: 'tournament.create', format: 'round_robin', game: 'prawns', options: {}, public: false, max_players: 10, days_per_move: 3, name: 'Friday' });
});

test('a listed tournament in a line', () => {
  assert.equal(entryFacts({ game_name: 'Fences', status: 'open', players: 2, max_players: 6, clock: { initial_ms: 300000, increment_ms: 2000 }, days_per_move: null }),
    'Fences · open to join · 2/6 players · 5 min + 2 s');
  assert.equal(entryFacts({ game_name: 'Prawns', status: 'finished', players: 3, max_players: 3, clock: null, days_per_move: 3 }),
    'Prawns · finished · 3/3 players · 3 days a move');
});

test('the document follows its patches; a gap or another tournament is noticed', () => {
  const store = new TournamentStore('k');
  assert.equal(store.takePatch({ code: 'k', base: 0, version: 1, patch: [] }), 'ignored', 'nothing before the watch answers');
  store.takeSnapshot({ version: 3, tournament: { status: 'open', players: [] } });
  assert.equal(store.takePatch({ code: 'k', base: 3, version: 4, patch: [{ op: 'add', path: '/players/-', value: { id: 'a' } }] }), 'applied');
  assert.equal(store.doc.players.length, 1);
  assert.equal(store.takePatch({ code: 'other', base: 4, version: 5, patch: [] }), 'ignored');
  assert.equal(store.takePatch({ code: 'k', base: 4, version: 4, patch: [] }), 'ignored', 'seen already');
  assert.equal(store.takePatch({ code: 'k', base: 5, version: 6, patch: [] }), 'gap');
  assert.equal(store.takePatch({ code: 'k', base: 4, version: 5, patch: [{ op: 'remove', path: '/nothing' }] }), 'gap', 'a patch that does not apply');
  assert.equal(store.version, 4);
});
