// Lazy King's setup explained at the table, "place the rest for me", and what an action led to
// (a pawn lost to a trap, a King to put back).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { autoChoice, autoOffer, decisionHelp } from '../../../clients/web/js/boards/lazyking_setup.js';
import { consequences } from '../../../clients/web/js/boards/lazyking_words.js';

const players = { 0: { name: 'Ada' }, 1: { name: 'Rockbot 1' } };
const playing = { state: 'playing', winner: null, reason: null };

test('the King choice and the walls say what they are for, and the walls left on both sides', () => {
  const choosing = decisionHelp({ status: playing, you: 0, players, phase: 'king_choice', king_chosen: [false, true] });
  assert.equal(choosing.title, 'Where does your King start?');
  assert.match(choosing.text, /Rockbot 1 chooses at the same time/);
  const walls = decisionHelp({ status: playing, you: 1, players, phase: 'walls', walls_left: [4, 6] });
  assert.match(walls.text, /Walls left: you 6, Ada 4\./);
  assert.equal(decisionHelp({ status: playing, you: 0, players, phase: 'play' }), null);
  assert.equal(decisionHelp({ status: playing, you: null, players, phase: 'walls' }), null, 'a watcher has nothing to decide');
});

test('"place the rest for me" picks one of the legal walls while walls are left', () => {
  const view = { phase: 'walls', decide: true, you: 0, walls_left: [2, 2], legal: { 'C4|D4': ['C4|D4'], 'D4|D5': ['D4|D5'] } };
  assert.equal(autoOffer(view), 'Place the rest of my walls for me');
  assert.ok(['C4|D4', 'D4|D5'].includes(autoChoice(view)));
  assert.equal(autoChoice({ ...view, decide: false }), null, 'only on the player\'s own decision');
  assert.equal(autoOffer({ ...view, walls_left: [0, 2] }), null);
  assert.equal(autoChoice({ ...view, phase: 'play' }), null);
});

test('what an action led to: a pawn lost to a trap, a King to put back', () => {
  const before = { piles: [5, 5], owes_king: [false, false], traps: ['B3', 'B6', 'G3', 'G6'], moves: [] };
  const trapped = { ...before, piles: [5, 6], moves: [{ seat: 1, action: 'B8-B6' }] };
  assert.deepEqual(consequences(before, trapped, 1), ['Black lost a pawn to the trap B6: it goes to Black’s pile']);
  const kingless = { ...before, owes_king: [true, false], moves: [{ seat: 1, action: 'D3#B3' }] };
  assert.deepEqual(consequences(before, kingless, 1), ['Red’s King fell and must be put back in its zone']);
  const sacrifice = { ...before, piles: [5, 4], moves: [{ seat: 1, action: 'C8\\C8,D8' }] };
  assert.deepEqual(consequences(before, sacrifice, 1), [], 'a sacrifice loses nothing by accident');
});
