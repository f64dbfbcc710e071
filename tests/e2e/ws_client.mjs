// A small WebSocket client for node (RFC 6455: text frames, masked as a client must, pings
// answered), enough to speak Rockpool's protocol from a test without a browser: node 20 has no
// WebSocket of its own without a flag, and the tests add no npm package for it.

import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import http from 'node:http';

/**
 * Sends requests over `socket` with fresh ids, each resolving to its reply's result; an error
 * reply fails the test, naming `name` and the request.
 * @returns {(body: any) => Promise<any>}
 */
export function requester(socket, name) {
  let ids = 0;
  return async (body) => {
    const id = ++ids;
    socket.send({ ...body, id });
    const reply = await socket.next((f) => f.type === 'reply' && f.id === id);
    assert.ok(reply.result, `${name} ${body.type}: ${JSON.stringify(reply.error)}`);
    return reply.result;
  };
}

/** Opens `url` (ws://host:port/path?query) and resolves to a {send, next, close} client. */
export function connect(url) {
  const { hostname, port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: hostname, port, path: pathname + search,
      headers: { Connection: 'Upgrade', Upgrade: 'websocket', 'Sec-WebSocket-Version': '13', 'Sec-WebSocket-Key': randomBytes(16).toString('base64') },
    });
    request.on('error', reject);
    request.on('response', (response) => reject(new Error(`no upgrade: HTTP ${response.statusCode}`)));
    request.on('upgrade', (_response, socket, head) => resolve(new Client(socket, head)));
    request.end();
  });
}

class Client {
  constructor(socket, head) {
    this.socket = socket;
    this.buffer = head ?? Buffer.alloc(0);
    this.message = [];  // the fragments of a message not yet complete
    this.frames = [];   // text messages not yet taken
    this.waiting = [];  // takers waiting for a message
    this.closed = false;
    /** @type {((frame: any) => void) | null} sees every message first */
    this.onFrame = null;
    socket.setNoDelay(true);
    socket.on('data', (chunk) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.read();
    });
    socket.on('close', () => {
      this.closed = true;
      for (const waiter of this.waiting.splice(0)) waiter.reject(new Error('the connection closed'));
    });
    socket.on('error', () => {});
    if (this.buffer.length) this.read();
  }

  read() {
    for (;;) {
      if (this.buffer.length < 2) return;
      const fin = (this.buffer[0] & 0x80) !== 0;
      const opcode = this.buffer[0] & 0x0f;
      let length = this.buffer[1] & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (this.buffer.length < 4) return;
        length = this.buffer.readUInt16BE(2);
        offset = 4;
      } else if (length === 127) {
        if (this.buffer.length < 10) return;
        length = Number(this.buffer.readBigUInt64BE(2));
        offset = 10;
      }
      if (this.buffer.length < offset + length) return;
      const payload = this.buffer.subarray(offset, offset + length);
      this.buffer = this.buffer.subarray(offset + length);
      if (opcode === 0x9) this.write(0xa, payload);  // ping: pong
      else if (opcode === 0x8) this.socket.end();
      else if (opcode === 0x1 || opcode === 0x0) {
        this.message.push(Buffer.from(payload));
        if (fin) this.deliver(JSON.parse(Buffer.concat(this.message.splice(0)).toString('utf8')));
      }
    }
  }

  deliver(frame) {
    this.onFrame?.(frame);
    const waiter = this.waiting.find((w) => w.wanted(frame));
    if (waiter) {
      this.waiting.splice(this.waiting.indexOf(waiter), 1);
      waiter.resolve(frame);
    } else {
      this.frames.push(frame);
    }
  }

  write(opcode, payload) {
    const mask = randomBytes(4);
    const length = payload.length;
    const header = length < 126 ? Buffer.from([0x80 | opcode, 0x80 | length])
      : length < 65536 ? Buffer.from([0x80 | opcode, 0x80 | 126, length >> 8, length & 0xff])
        : (() => {
          const big = Buffer.alloc(10);
          big[0] = 0x80 | opcode;
          big[1] = 0x80 | 127;
          big.writeBigUInt64BE(BigInt(length), 2);
          return big;
        })();
    const masked = Buffer.alloc(length);
    for (let i = 0; i < length; i += 1) masked[i] = payload[i] ^ mask[i % 4];
    this.socket.write(Buffer.concat([header, mask, masked]));
  }

  /** @param {object} body */
  send(body) {
    this.write(0x1, Buffer.from(JSON.stringify(body), 'utf8'));
  }

  /** The first message (kept or coming) for which `wanted` is true; others stay kept. */
  next(wanted = () => true, timeoutMs = 10000) {
    const index = this.frames.findIndex(wanted);
    if (index >= 0) return Promise.resolve(this.frames.splice(index, 1)[0]);
    if (this.closed) return Promise.reject(new Error('the connection closed'));
    return new Promise((resolve, reject) => {
      const waiter = { wanted, resolve, reject };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        reject(new Error('no such message in time'));
      }, timeoutMs);
      waiter.resolve = (frame) => { clearTimeout(timer); resolve(frame); };
      waiter.reject = (error) => { clearTimeout(timer); reject(error); };
      this.waiting.push(waiter);
    });
  }

  close() {
    if (!this.closed) this.write(0x8, Buffer.alloc(0));
    this.socket.end();
  }
}
