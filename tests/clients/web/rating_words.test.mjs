// Ratings in figures: the change with its sign, "?" while provisional, and who may ask for a rated room.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatChange, formatRating, paceOf, ratedChoice, ratingFor, ratingResult } from '../../../clients/web/js/rating_words.js';

test('a change has its sign, a loss a real minus', () => {
  assert.equal(formatChange(12), '+12');
  assert.equal(formatChange(-8), '\u22128');
  assert.equal(formatChange(0), '±0');
});

test('a provisional rating carries a question mark', () => {
  assert.equal(formatRating(1662, true), '1662?');
  assert.equal(formatRating(1337.79, false), '1338');
});

test('a rated seat reads as its change and new rating; an unrated one has none', () => {
  const player = { name: 'Ada', rating: { before: 1500, after: 1662, change: 162, provisional: true } };
  assert.deepEqual(ratingResult(player), { change: '+162', after: '1662?', text: 'Ada: +162, now 1662?' });
  assert.equal(ratingResult({ name: 'Bea' }), null);
  assert.equal(ratingResult(undefined), null);
});

test('a profile\'s rating is found by game and pace', () => {
  const profile = { ratings: [{ game: 'fences', pace: 'live', rating: 1700, provisional: false }, { game: 'fences', pace: 'untimed', rating: 1490, provisional: true }] };
  assert.equal(ratingFor(profile, 'fences', paceOf(null)), '1490?');
  assert.equal(ratingFor(profile, 'fences', paceOf({ initial_ms: 60000, increment_ms: 0 })), '1700');
  assert.equal(ratingFor(profile, 'prawns', 'live'), null);
  assert.equal(ratingFor(null, 'prawns', 'live'), null);
});

test('Rated is on only for an account playing a person, and says why not', () => {
  assert.deepEqual(ratedChoice({ account: 'Ada', opponent: 'human' }).enabled, true);
  const guest = ratedChoice({ account: null, opponent: 'human' });
  assert.equal(guest.enabled, false);
  assert.equal(guest.needsAccount, true);
  assert.match(guest.reason, /account/);
  const bot = ratedChoice({ account: 'Ada', opponent: 'bot' });
  assert.equal(bot.enabled, false);
  assert.equal(bot.needsAccount, false);
  assert.match(bot.reason, /bot/);
});
