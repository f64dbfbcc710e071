// The transport after a reconnect: hello first, then the pages rejoin their rooms, and only then
// do the requests that waited go again (a room's request before its rejoin would be refused).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Transport } from '../../../clients/web/js/transport.js';
import { memoryStorage } from './stored_settings.mjs';

globalThis.localStorage = memoryStorage();

/** A socket that answers hello and room.join after a turn of the event loop, and logs writes. */
class FakeSocket extends EventTarget {
  static OPEN = 1;
  static written = [];
  static all = [];
  constructor(url) {
    super();
    this.url = url;
    this.readyState = 0;
    FakeSocket.all.push(this);
    setTimeout(() => { this.readyState = 1; this.dispatchEvent(new Event('open')); });
  }
  send(text) {
    const body = JSON.parse(text);
    FakeSocket.written.push(body.type);
    const result = body.type === 'hello' ? { token: 't', id: 'me', name: 'Ada' } : {};
    if (body.type === 'hello' || body.type === 'room.join') {
      setTimeout(() => this.reply({ type: 'reply', id: body.id, result }), 5);
    }
  }
  reply(frame) {
    const event = new Event('message');
    event.data = JSON.stringify(frame);
    this.dispatchEvent(event);
  }
  close() {
    this.readyState = 3;
    this.dispatchEvent(new Event('close'));
  }
}

const until = async (check) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  assert.ok(check());
};

test('after a drop: hello, then the rejoin, then what waited', async () => {
  const transport = new Transport('ws://test/ws', { WebSocket: FakeSocket });
  transport.addResumer(() => transport.send({ type: 'room.join', room: 'r' }, { direct: true }));
  transport.start();
  await until(() => transport.status === 'open');
  FakeSocket.all.at(-1).close();
  assert.equal(transport.status, 'reconnecting');
  transport.send({ type: 'chat.send', room: 'r', text: 'hi' });  // made while offline: it waits
  FakeSocket.written.length = 0;
  transport.retryNow();
  await until(() => FakeSocket.written.includes('chat.send'));
  assert.deepEqual(FakeSocket.written, ['hello', 'room.join', 'chat.send']);
  transport.stop();
});

test('a direct request with no connection ends at once', async () => {
  const transport = new Transport('ws://test/ws', { WebSocket: FakeSocket });
  const reply = await transport.send({ type: 'room.join', room: 'r' }, { direct: true });
  assert.equal(reply.error.code, 'connection/closed');
});

/**
 * The node behind `socket` serves elsewhere what requests of `type` ask for: it sends `moved` with
 * `where`, then refuses them with `code`.
 * @param {any} socket @param {string} type @param {object} where @param {string} code
 */
function refuseAsMoved(socket, type, where, code) {
  const answer = socket.send.bind(socket);
  socket.send = (/** @type {string} */ text) => {
    const body = JSON.parse(text);
    if (body.type !== type) return answer(text);
    socket.reply({ type: 'moved', ...where });
    socket.reply({ type: 'reply', id: body.id, error: { code, message: 'elsewhere' } });
  };
}

test('moved: the transport reconnects to the named node, rejoins, and sends the request again', async () => {
  const transport = new Transport('ws://proxy/ws', { WebSocket: FakeSocket });
  transport.addResumer(() => transport.send({ type: 'room.join', room: 'r' }, { direct: true }));
  transport.start();
  await until(() => transport.status === 'open');
  const first = FakeSocket.all.at(-1);
  // The node this connection reached does not serve the room: it says where, then refuses.
  refuseAsMoved(first, 'match.action', { room: 'r', url: 'ws://node-b:8080/ws' }, 'room/moved');
  FakeSocket.written.length = 0;
  const reply = transport.send({ type: 'match.action', match: 'r.1', version: 3, action: 'N' });
  await until(() => FakeSocket.all.at(-1) !== first && transport.status === 'open');
  assert.equal(FakeSocket.all.at(-1).url, 'ws://node-b:8080/ws');
  await until(() => FakeSocket.written.includes('match.action'));
  assert.deepEqual(FakeSocket.written, ['hello', 'room.join', 'match.action']);
  FakeSocket.all.at(-1).reply({ type: 'reply', id: [...transport.pending.keys()][0], result: {} });
  assert.deepEqual((await reply).result, {});
  // That node goes away: the next try goes through the first address (the proxy), not to it.
  FakeSocket.all.at(-1).close();
  transport.retryNow();
  assert.equal(FakeSocket.all.at(-1).url, 'ws://proxy/ws');
  transport.stop();
});

test('moved for tournaments: a tournament request waits and goes again to the node that serves them', async () => {
  const transport = new Transport('ws://proxy/ws', { WebSocket: FakeSocket });
  transport.start();
  await until(() => transport.status === 'open');
  const first = FakeSocket.all.at(-1);
  refuseAsMoved(first, 'tournament.join', { tournament: 'abc123', url: 'ws://node-c:8080/ws' }, 'tournament/moved');
  FakeSocket.written.length = 0;
  const reply = transport.send({ type: 'tournament.join', code: 'abc123' });
  await until(() => FakeSocket.all.at(-1) !== first && transport.status === 'open');
  assert.equal(FakeSocket.all.at(-1).url, 'ws://node-c:8080/ws');
  await until(() => FakeSocket.written.includes('tournament.join'));
  assert.deepEqual(FakeSocket.written, ['hello', 'tournament.join']);
  FakeSocket.all.at(-1).reply({ type: 'reply', id: [...transport.pending.keys()][0], result: { version: 1 } });
  assert.deepEqual((await reply).result, { version: 1 });
  transport.stop();
});

test('a new connection through the proxy names the page\'s room, so that it reaches the room\'s node', async () => {
  const transport = new Transport('ws://proxy/ws', { WebSocket: FakeSocket });
  transport.start();
  await until(() => transport.status === 'open');
  transport.setRoom('r42');
  FakeSocket.all.at(-1).close();
  transport.retryNow();
  assert.equal(FakeSocket.all.at(-1).url, 'ws://proxy/ws?room=r42');
  // Out of the room, it names none.
  transport.setRoom(null);
  FakeSocket.all.at(-1).close();
  transport.retryNow();
  assert.equal(FakeSocket.all.at(-1).url, 'ws://proxy/ws');
  transport.stop();
});
