// The result in words: every reason an engine or the server can end a match with reads as a
// sentence about the players by name, never as a code.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { reasonWords, resultWords } from '../../../clients/web/js/result_words.js';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');

/** Every .cpp file under `folder`, in its subfolders too. @param {string} folder @returns {string[]} */
function cppFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return cppFiles(full);
    return entry.name.endsWith('.cpp') ? [full] : [];
  });
}

/** The reasons the engines put in their Status, and the server's own, read from the sources. */
function reasonsInSources() {
  const reasons = new Set();
  for (const game of readdirSync(path.join(root, 'rules'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)) {
    const folder = path.join(root, 'rules', game);
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.cpp'))) {
      const text = readFileSync(path.join(folder, file), 'utf8');
      // Status::won(seat, "goal"), possibly over two lines with a ternary; tables of reason words.
      for (const call of text.matchAll(/Status::(?:won|drawn)\(([^;]*);/g)) {
        for (const word of call[1].matchAll(/"([a-z_]+)"/g)) reasons.add(`${game}:${word[1]}`);
      }
      for (const table of text.matchAll(/k\w*Reason\w*\[\d*\] = \{([^}]*)\}/g)) {
        for (const word of table[1].matchAll(/"([a-z_]+)"/g)) reasons.add(`${game}:${word[1]}`);
      }
    }
  }
  for (const file of cppFiles(path.join(root, 'server'))) {
    const text = readFileSync(file, 'utf8');
    for (const end of text.matchAll(/MatchResult::State::(\w+), [^,]+, "([a-z_]+)"/g)) reasons.add(`server:${end[2]}:${end[1]}`);
    // A match called off for a seat at fault: aborted, or in a tournament won or drawn.
    for (const end of text.matchAll(/called_off\([^;]*?, "([a-z_]+)"\)/g)) {
      for (const state of ['aborted', 'won', 'drawn']) reasons.add(`server:${end[1]}:${state}`);
    }
  }
  return reasons;
}

test('the sources give the reasons this test knows of', () => {
  const found = reasonsInSources();
  for (const expected of ['fences:goal', 'lazyking:goal', 'lazyking:no_legal_action', 'pawnd:all_across', 'pawnd:five_pads',
    'prawns:all_eaten', 'prawns:asphyxiation', 'kaninariebi:shrimps', 'kaninariebi:captures', 'core:ply_limit', 'core:repetition',
    'server:resign:won', 'server:timeout:won', 'server:abandoned:won', 'server:abandoned:aborted', 'server:agreement:drawn',
    'server:no_first_move:aborted', 'server:deadline:won', 'server:deadline:drawn']) {
    assert.ok(found.has(expected), `${expected} in ${[...found].join(' ')}`);
  }
});

test('every reason in the sources reads as plain words with the names', () => {
  for (const entry of reasonsInSources()) {
    const [where, reason, state] = entry.split(':');
    const game = where === 'server' || where === 'core' ? 'fences' : where;
    const won = where !== 'core' && state !== 'drawn' && state !== 'aborted' && reason !== 'ply_limit';
    const words = won ? reasonWords(game, reason, 'Ada', 'Bob') : reasonWords(game, reason, null, null, {}, state);
    assert.ok(words.length > 8, `${entry}: "${words}"`);
    assert.doesNotMatch(words, /_|undefined|null/, `${entry}: "${words}"`);
    if (won) assert.match(words, /Ada|Bob/, `${entry} names a player: "${words}"`);
  }
});

test('examples read as a person would say them', () => {
  assert.equal(reasonWords('fences', 'goal', 'Ada', 'Bob'), 'Ada reached the far side.');
  assert.equal(reasonWords('pawnd', 'no_legal_action', 'Ada', 'Bob'), 'Bob had no legal move.');
  assert.equal(reasonWords('fences', 'resign', 'Ada', 'Bob'), 'Bob resigned.');
  assert.match(reasonWords('fences', 'timeout', 'Ada', 'Bob'), /^Ada won on time/);
  assert.equal(reasonWords('prawns', 'asphyxiation', 'Ada', 'Bob'), "Bob's last prawn left the sea.");
  assert.equal(reasonWords('fences', 'ply_limit', null, null, { ply_limit: 60 }), '60 moves were played without a winner.');
  assert.equal(reasonWords('fences', 'repetition', null, null, {}), 'The same position came up for the third time.');
});

const view = (status, you = null) => ({
  match: { id: 'r.1', game: 'fences', options: {}, seat_names: ['O', 'X'] },
  players: { 0: { name: 'Ada' }, 1: { name: 'Bob' } }, you, status,
});

test('the headline names the winner, the reason follows, and each player is told how it went', () => {
  const won = { state: 'won', winner: 1, reason: 'goal' };
  assert.deepEqual(resultWords(view(won)), { headline: 'Bob (X) wins', reason: 'Bob reached the far side.', personal: '' });
  assert.equal(resultWords(view(won, 1)).personal, 'You win.');
  assert.equal(resultWords(view(won, 0)).personal, 'You lose.');
  assert.deepEqual(resultWords(view({ state: 'drawn', winner: null, reason: 'agreement' })),
    { headline: 'Draw', reason: 'Both players agreed to a draw.', personal: '' });
  assert.match(resultWords(view({ state: 'aborted', winner: null, reason: 'abandoned' })).reason, /left before/);
});
