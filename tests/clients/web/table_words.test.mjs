// The table's words: what a room is called, the moves numbered by turn and said in the game's
// words, the room options in players' words, and the bot's level remembered (level 1 at first).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { roomKind, roomTitle, roomWorthSharing } from '../../../clients/web/js/room_title.js';
import { moveWords, turnNumbers } from '../../../clients/web/js/move_list.js';
import { optionWords } from '../../../clients/web/js/option_words.js';
import { saveBotLevel, savedBotLevel } from '../../../clients/web/js/bot_level.js';
import { memoryStorage } from './stored_settings.mjs';

const person = (name) => ({ name, id: name, bot: false, connected: true });

test('a room is titled by what it is: against the bot, a quick match, a tournament game, private or public', () => {
  const base = { id: 'r1', game_name: 'Fences', public: false, quick: false, tournament: null, players: [person('Ada'), person('Bea')] };
  assert.equal(roomTitle({ ...base, players: [person('Ada'), { name: 'Rockbot 2', bot: true }] }), 'Fences against Rockbot 2');
  assert.equal(roomTitle(base), 'Fences · private room');
  assert.equal(roomTitle({ ...base, public: true }), 'Fences · public room');
  assert.equal(roomTitle({ ...base, tournament: { code: 'c', name: 'Friday fences' } }), 'Fences · Friday fences');
  assert.equal(roomKind({ ...base, quick: true }), 'quick');
  assert.equal(roomTitle({ ...base, quick: true }), 'Fences · quick match');
  assert.equal(roomWorthSharing({ ...base, quick: true }), false, 'nobody to invite to a quick match');
  assert.equal(roomWorthSharing(base), true);
});

test('moves are numbered by turn: a turn is one player\'s actions in a row', () => {
  const moves = [0, 1, 1, 0, 0, 0, 1].map((seat) => ({ seat, action: 'x' }));
  assert.deepEqual(turnNumbers(moves), [1, 2, 2, 3, 3, 3, 4]);
  assert.deepEqual(turnNumbers([]), []);
});

test('a move is said in the game\'s words, with the positions before and after it when the page has them', () => {
  const seen = [];
  const source = {
    moves: [{ seat: 0, action: 'N' }, { seat: 1, action: null }],
    names: ['You', 'Rockbot 1'],
    describe: (notation, context) => {
      seen.push(context);
      return `${context.who} did ${notation}`;
    },
    viewAt: (ply) => ({ ply }),
  };
  assert.equal(moveWords(source, 0), 'You did N');
  assert.deepEqual(seen[0], { who: 'You', seat: 0, before: { ply: 0 }, after: { ply: 1 } });
  assert.equal(moveWords(source, 1), 'Rockbot 1 chose in secret');
});

test('the room options in players\' words, each with a hint; an unknown one keeps the server\'s words', () => {
  const fences = { id: 'fences', seats: ['O', 'X'] };
  assert.deepEqual(optionWords(fences, { name: 'first', description: 'Who takes seat 0 (O)' }), { label: 'Who plays O', hint: 'O moves first.' });
  assert.equal(optionWords(fences, { name: 'ply_limit', description: '' }).label, 'Move limit');
  assert.equal(optionWords(fences, { name: 'meet', description: '' }).label, 'Start nearer the middle');
  assert.match(optionWords({ id: 'lazyking', seats: ['Red', 'Black'] }, { name: 'walls', description: '' }).hint, /Six or fewer keep the game open/);
  assert.deepEqual(optionWords(fences, { name: 'new_thing', description: 'Something new' }), { label: 'New thing', hint: 'Something new' });
});

test('the bot\'s level: 1 on a first visit, then the one chosen last', () => {
  const storage = memoryStorage();
  assert.equal(savedBotLevel(storage), 1);
  saveBotLevel(4, storage);
  assert.equal(savedBotLevel(storage), 4);
  storage.setItem('rockpool.botLevel', '9');
  assert.equal(savedBotLevel(storage), 1, 'a level out of range is level 1');
});
