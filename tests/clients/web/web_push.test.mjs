// Web Push's pure parts: which browsers can subscribe, the server's key as bytes, and the
// push.subscribe request made of a subscription.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { base64urlBytes, pushSupported, sameKey, subscribeRequest } from '../../../clients/web/js/web_push.js';

test('push needs both service workers and PushManager', () => {
  assert.equal(pushSupported({ navigator: { serviceWorker: {} }, PushManager: class {} }), true);
  assert.equal(pushSupported({ navigator: { serviceWorker: {} } }), false);
  assert.equal(pushSupported({ navigator: {}, PushManager: class {} }), false);
  assert.equal(pushSupported({}), false);
});

test('the key is read as base64url, with or without padding', () => {
  assert.deepEqual([...base64urlBytes('-_8')], [0xfb, 0xff]);
  assert.deepEqual([...base64urlBytes('-_8=')], [0xfb, 0xff]);
  const key = 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4';
  const bytes = base64urlBytes(key);
  assert.equal(bytes.length, 65);
  assert.equal(bytes[0], 4);
});

test('a subscription made with another key is not the same key', () => {
  const key = Uint8Array.from([1, 2, 3]);
  assert.equal(sameKey(Uint8Array.from([1, 2, 3]).buffer, key), true);
  assert.equal(sameKey(Uint8Array.from([1, 2, 4]).buffer, key), false);
  assert.equal(sameKey(null, key), false);
});

test('push.subscribe carries the endpoint and both keys', () => {
  const body = subscribeRequest({ endpoint: 'https://push.example/x', expirationTime: null, keys: { p256dh: 'P', auth: 'A' } });
  assert.deepEqual(body, { type: 'push.subscribe', endpoint: 'https://push.example/x', keys: { p256dh: 'P', auth: 'A' } });
});
