// A room played through the cluster's HAProxy as two players would, for deploy/container-check.sh
// (node, no package: the WebSocket client of the e2e tests).
//
//   node room-check.mjs play PROXY STATE          creates a fences room, a guest joins it (naming
//                                                 the room in /ws?room=, following `moved`), each
//                                                 plays a move; STATE keeps room, match and tokens
//   node room-check.mjs owner STATE NODE...       prints the node (http://host:port) serving it
//   node room-check.mjs resume PROXY STATE        both come back through PROXY with their tokens,
//                                                 find the match with exactly the moves played,
//                                                 and each plays another move
//
// PROXY and NODE are http://host:port. Exits non-zero, with the reason, when a step fails.

import { readFileSync, writeFileSync } from 'node:fs';
import { connect } from '../../tests/e2e/ws_client.mjs';

const PATIENCE_MS = 30000;  // a dead owner's rooms are taken over within a few seconds
const wsUrl = (http, path) => `${http.replace(/^http/, 'ws')}${path}`;
const sleep = (ms) => new Promise((resolve) => { setTimeout(resolve, ms); });

/** A connection with numbered requests; `request` resolves to the whole reply. */
async function open(url) {
  const socket = await connect(url);
  let ids = 0;
  return {
    socket,
    async request(body) {
      const id = ++ids;
      socket.send({ ...body, id });
      return socket.next((f) => f.type === 'reply' && f.id === id);
    },
    close: () => socket.close(),
  };
}

function result(reply, what) {
  if (!reply.result) throw new Error(`${what}: ${JSON.stringify(reply.error)}`);
  return reply.result;
}

/**
 * Connects through `proxy` naming `room`, says hello (with `token` if given) and joins it,
 * following `moved`, until the room's snapshot arrives or PATIENCE_MS pass. Resolves to
 * {client, token, snapshot}.
 */
async function joinRoom(proxy, room, name, token) {
  const deadline = Date.now() + PATIENCE_MS;
  let url = wsUrl(proxy, `/ws?room=${room}`);
  let lastError = null;
  while (Date.now() < deadline) {
    let client = null;
    try {
      client = await open(url);
      const hello = result(await client.request(token ? { type: 'hello', name, token } : { type: 'hello', name }), 'hello');
      if (token && !hello.resumed) throw new Error('hello with the token did not resume the session');
      const reply = await client.request({ type: 'room.join', room });
      if (reply.error?.code === 'room/moved') {
        const moved = await client.socket.next((f) => f.type === 'moved' && f.room === room, 5000);
        url = moved.url ? `${moved.url}?room=${room}` : wsUrl(proxy, `/ws?room=${room}`);
        throw new Error(`moved to ${moved.url}`);
      }
      result(reply, 'room.join');
      const snapshot = await client.socket.next((f) => f.type === 'match.snapshot' && f.room === room, 5000);
      return { client, token: hello.token ?? token, snapshot };
    } catch (error) {
      lastError = error;
      client?.close();
      if (!String(error.message).startsWith('moved')) url = wsUrl(proxy, `/ws?room=${room}`);
      await sleep(200);
    }
  }
  throw new Error(`${name} could not join room ${room}: ${lastError?.message}`);
}

/** Plays `action` at `version` in `match`; resolves to the match's version after it. */
async function act(client, match, version, action) {
  return result(await client.request({ type: 'match.action', match, version, action }), `match.action ${action}`).version;
}

async function play(proxy, stateFile) {
  const host = await open(wsUrl(proxy, '/ws'));
  const hostToken = result(await host.request({ type: 'hello', name: 'Host' }), 'hello').token;
  const { room } = result(await host.request({ type: 'room.create', game: 'fences', first: 'host' }), 'room.create');
  const guest = await joinRoom(proxy, room.id, 'Guest', null);
  const hostSnapshot = await host.socket.next((f) => f.type === 'match.snapshot' && f.room === room.id);
  const match = hostSnapshot.match;
  let version = await act(host, match, hostSnapshot.version, 'N');
  version = await act(guest.client, match, version, 'S');
  const moves = [{ seat: 0, action: 'N' }, { seat: 1, action: 'S' }];
  writeFileSync(stateFile, JSON.stringify({ room: room.id, match, version, moves, host: hostToken, guest: guest.token }));
  console.log(`room ${room.id}: created and joined through HAProxy, 2 moves played (version ${version})`);
  host.close();
  guest.client.close();
}

/** The node whose answer to a spectator's join is a seat in the room: its owner. */
async function owner(stateFile, nodes) {
  const { room } = JSON.parse(readFileSync(stateFile, 'utf8'));
  for (const node of nodes) {
    const probe = await open(wsUrl(node, '/ws'));
    result(await probe.request({ type: 'hello', name: 'Probe' }), 'hello');
    const reply = await probe.request({ type: 'room.join', room, as: 'spectator' });
    probe.close();
    if (reply.result) {
      console.log(node);
      return;
    }
  }
  throw new Error(`no node serves room ${room}`);
}

async function resume(proxy, stateFile) {
  const state = JSON.parse(readFileSync(stateFile, 'utf8'));
  const host = await joinRoom(proxy, state.room, 'Host', state.host);
  const guest = await joinRoom(proxy, state.room, 'Guest', state.guest);
  const { snapshot } = host;
  if (snapshot.match !== state.match) throw new Error(`match ${snapshot.match}, not ${state.match}`);
  // Every acknowledged move, once; a room restored elsewhere goes on above its last version.
  const moves = (list) => list.map((m) => `${m.seat}:${m.action}`).join(' ');
  if (moves(snapshot.view.moves) !== moves(state.moves)) {
    throw new Error(`the match's moves are "${moves(snapshot.view.moves)}", not "${moves(state.moves)}"`);
  }
  if (snapshot.version < state.version) {
    throw new Error(`the match is back at version ${snapshot.version}, below ${state.version}`);
  }
  let version = await act(host.client, state.match, snapshot.version, 'N');
  version = await act(guest.client, state.match, version, 'S');
  console.log(`room ${state.room}: both players back through HAProxy, 2 more moves played (version ${version})`);
  host.client.close();
  guest.client.close();
}

const [command, ...args] = process.argv.slice(2);
const commands = { play: () => play(args[0], args[1]), owner: () => owner(args[0], args.slice(1)), resume: () => resume(args[0], args[1]) };
if (!commands[command]) {
  console.error('usage: room-check.mjs play PROXY STATE | owner STATE NODE... | resume PROXY STATE');
  process.exit(2);
}
commands[command]().then(() => process.exit(0), (error) => {
  console.error(`room-check ${command}: ${error.message}`);
  process.exit(1);
});
