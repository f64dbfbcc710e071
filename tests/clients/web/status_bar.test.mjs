// The status bar and the notices say, with names, whose decision it is and what just happened.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { statusBarText } from '../../../clients/web/js/status_bar.js';
import { absenceText, noticesBetween } from '../../../clients/web/js/notices.js';

const base = {
  match: { id: 'r.1', game: 'fences', options: {}, seat_names: ['O', 'X'] },
  players: { 0: { name: 'Ada', bot: false, connected: true }, 1: { name: 'Bob', bot: false, connected: true } },
  status: { state: 'playing', winner: null, reason: null },
  to_move: [0], decide: false, you: 1, moves: [], ply: 0, draw_offer: null, rematch: [false, false], may_claim: null,
};
const view = (changes) => ({ ...base, ...changes });

test('the mover, the one who waits, a secret choice and a spectator each read whose decision it is', () => {
  assert.deepEqual(statusBarText(view({ you: 0, decide: true })), { text: 'Your move', kind: 'your-move' });
  assert.deepEqual(statusBarText(view({ you: 1 })), { text: 'Waiting for Ada', kind: 'waiting' });
  assert.equal(statusBarText(view({ to_move: [0, 1] })).text, 'Both choose in secret');
  assert.equal(statusBarText(view({ to_move: [0, 1], decide: true })).kind, 'your-move');
  assert.deepEqual(statusBarText(view({ you: null }), 3), { text: 'You are watching — Ada to move · 3 watching', kind: 'watching' });
});

test('a first decision with a deadline says how long is left before the match is called off', () => {
  const deadline = { abort_at_ms: 100000 };
  assert.deepEqual(statusBarText(view({ ...deadline, you: 0, decide: true }), 0, 75500),
    { text: 'Your move · first move within 25 s or the match is called off', kind: 'your-move' });
  assert.equal(statusBarText(view({ ...deadline, you: 1 }), 0, 99000).text,
    'Waiting for Ada · first move within 1 s or the match is called off');
  assert.equal(statusBarText(view({ abort_at_ms: null, you: 0, decide: true }), 0, 99000).text, 'Your move');
});

test('the finished state says who won', () => {
  const over = { status: { state: 'won', winner: 0, reason: 'goal' } };
  assert.deepEqual(statusBarText(view({ ...over, you: 0 })), { text: 'You win', kind: 'over' });
  assert.equal(statusBarText(view({ ...over, you: 1 })).text, 'You lose: Ada wins');
  assert.equal(statusBarText(view({ ...over, you: null })).text, 'Ada wins');
});

test('a declined draw, an ignored one, a bot that plays on and a rematch request are told with names', () => {
  assert.deepEqual(noticesBetween(view({ draw_offer: 1 }), view({ draw_offer: null })).map((n) => n.text), ['Ada declined your draw offer.']);
  assert.deepEqual(noticesBetween(view({}), view({ draw_offer: 0 })).map((n) => n.event), ['draw-offer']);
  const bot = { players: { ...base.players, 0: { name: 'Rockbot', bot: true, connected: true } } };
  assert.match(noticesBetween(view({ ...bot }), view({ ...bot, draw_offer: 1 }))[0].text, /Rockbot is a bot/);
  assert.deepEqual(noticesBetween(view({ ...bot, draw_offer: 1 }), view({ ...bot, moves: [{ seat: 0, action: 'N' }] })).map((n) => n.text),
    ['Rockbot played on instead of taking your draw offer.']);
  const over = { status: { state: 'won', winner: 0, reason: 'goal' } };
  assert.deepEqual(noticesBetween(view(over), view({ ...over, rematch: [true, false] })).map((n) => n.text), ['Ada wants a rematch.']);
  assert.deepEqual(noticesBetween(null, view({ draw_offer: 0 })), []);
});

test('an opponent who dropped is counted down to the claim', () => {
  const away = { ply: 4, players: { ...base.players, 0: { name: 'Ada', connected: false, grace_until_ms: 61000 } } };
  assert.deepEqual(noticesBetween(view({ ply: 4 }), view(away)).map((n) => n.event), ['away']);
  assert.equal(absenceText(view(away), 19500), 'Ada lost the connection: you may claim the win in 0:42 unless they come back.');
  assert.equal(absenceText(view({ ...away, may_claim: 1 }), 70000), 'Ada did not come back: you may claim the win.');
  assert.equal(absenceText(view({ ...away, you: 0 }), 19500), null);
  assert.equal(absenceText(view({}), 0), null);
});
