// How soon a lobby change on one node of a cluster reaches the lobby subscribers of another: a
// host on node A creates a public room, a subscriber on node B waits for the lobby.patch that
// lists it; then the host leaves (the room closes) and B waits for the patch that removes it. One
// room at a time, so that each change is timed alone. Prints the latencies' p50, p99 and max (ms)
// as JSON. The times include B's lobby batching (a patch at most every 100 ms).
//
//   node --experimental-websocket bench/lobby_propagation.mjs ws://A/ws ws://B/ws [ROOMS]

const [urlA, urlB, roomsArg = '200'] = process.argv.slice(2);
if (!urlA || !urlB) {
  console.error('usage: lobby_propagation.mjs ws://A/ws ws://B/ws [ROOMS]');
  process.exit(2);
}
const rooms = Number(roomsArg);
const kWaitMs = 10000;

class Client {
  constructor(url) {
    this.url = url;
    this.nextId = 1;
    this.pending = new Map();
    this.onFrame = () => {};
  }
  async open(name) {
    this.ws = new WebSocket(this.url);
    await new Promise((resolve, reject) => {
      this.ws.onopen = resolve;
      this.ws.onerror = () => reject(new Error(`cannot connect to ${this.url}`));
    });
    this.ws.onmessage = (event) => {
      const frame = JSON.parse(event.data);
      const waiting = frame.id !== undefined && this.pending.get(frame.id);
      if (waiting) {
        this.pending.delete(frame.id);
        waiting(frame);
      } else {
        this.onFrame(frame);
      }
    };
    await this.request({ type: 'hello', protocol: 1, name });
  }
  request(body) {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.ws.send(JSON.stringify({ ...body, id }));
    });
  }
}

// The times at which the subscriber saw rooms added to or removed from its page.
const seen = new Map();
const waiters = new Map();
function saw(key, at) {
  seen.set(key, at);
  const waiter = waiters.get(key);
  if (waiter) {
    waiters.delete(key);
    waiter(at);
  }
}
function seenAt(key) {
  if (seen.has(key)) return Promise.resolve(seen.get(key));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${key}: not seen within ${kWaitMs} ms`)), kWaitMs);
    waiters.set(key, (at) => {
      clearTimeout(timer);
      resolve(at);
    });
  });
}

function summary(values) {
  const sorted = [...values].sort((x, y) => x - y);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  const round = (x) => Math.round(x * 10) / 10;
  return { p50: round(at(0.5)), p99: round(at(0.99)), max: round(sorted[sorted.length - 1]) };
}

const watcher = new Client(urlB);
await watcher.open('Watcher');
watcher.onFrame = (frame) => {
  if (frame.type !== 'lobby.patch') return;
  const at = performance.now();
  for (const op of frame.patch) {
    const match = /^\/rooms\/([^/]+)$/.exec(op.path);
    if (match && (op.op === 'add' || op.op === 'remove')) saw(`${op.op} ${match[1]}`, at);
  }
};
const subscribed = await watcher.request({ type: 'lobby.subscribe' });
if (!subscribed.result) throw new Error(JSON.stringify(subscribed));

const host = new Client(urlA);
await host.open('Host');
const listed = [];
const removed = [];
for (let i = 0; i < rooms; ++i) {
  const created = performance.now();
  const reply = await host.request({ type: 'room.create', game: 'fences' });
  if (!reply.result) throw new Error(JSON.stringify(reply));
  const room = reply.result.room.id;
  listed.push((await seenAt(`add ${room}`)) - created);
  const left = performance.now();
  const leave = await host.request({ type: 'room.leave', room });
  if (!leave.result) throw new Error(JSON.stringify(leave));
  removed.push((await seenAt(`remove ${room}`)) - left);
  // Not in step with the lobby's 100 ms batching.
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 100));
}
console.log(JSON.stringify({ rooms, listed_ms: summary(listed), removed_ms: summary(removed) }));
process.exit(0);
