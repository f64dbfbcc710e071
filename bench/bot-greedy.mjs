// Matches against a running server's bot, all at once, each played by a client that eats whenever
// it can (a Prawns action written <from>x<to>), else plays at random: how sound the bot's play
// stays when the server is busy and each bot gets less time (bench/README.md, "Bots under load").
// Bounded: a match stops at MAX_PLIES, the run when every match has ended or after 30 minutes.
// Usage: node bench/bot-greedy.mjs URL [MATCHES=6] [LEVEL=5] [GAME=prawns] [MAX_PLIES=400]

import { applyPatch } from '../clients/web/js/jsonpatch.js';
import { connect } from '../tests/e2e/ws_client.mjs';

const [url, matches = '6', level = '5', game = 'prawns', maxPlies = '400'] = process.argv.slice(2);
if (!url) {
  console.error('usage: node bench/bot-greedy.mjs ws://HOST:PORT/ws [MATCHES] [LEVEL] [GAME] [MAX_PLIES]');
  process.exit(2);
}

let nextId = 1;
async function request(client, body) {
  const id = nextId++;
  client.send({ ...body, id });
  return client.next((frame) => frame.type === 'reply' && frame.id === id, 60000);
}

// The action the greedy client plays: an eating one when there is any, else any.
function greedy(actions) {
  const eating = actions.filter((action) => action.includes('x'));
  const pool = eating.length ? eating : actions;
  return pool[Math.floor(Math.random() * pool.length)];
}

async function playOne(index) {
  const client = await connect(url);
  await request(client, { type: 'hello', protocol: 1, name: `Greedy ${index}` });
  const created = await request(client, {
    type: 'room.create', game, public: false, opponent: 'bot', bot_level: Number(level),
  });
  if (created.error) throw new Error(JSON.stringify(created.error));
  let view = null;
  let version = -1;
  let match = '';
  const take = (frame) => {
    if (frame.type === 'match.snapshot') {
      ({ match, version, view } = frame);
    } else if (frame.type === 'match.patch' && frame.match === match && frame.base === version) {
      view = applyPatch(view, frame.patch);
      version = frame.version;
    }
  };
  const started = Date.now();
  while (!view || view.status.state === 'playing') {
    if (view && view.ply >= Number(maxPlies)) break;
    if (view && view.decide) {
      const reply = await request(client, {
        type: 'match.action', match, version, action: greedy(Object.keys(view.legal)),
      });
      if (reply.update) take(reply.update);
      continue;
    }
    take(await client.next((frame) => frame.type === 'match.snapshot' || frame.type === 'match.patch', 600000));
  }
  client.close();
  const status = view.status;
  const bot = 1 - view.you;
  const result = status.state === 'playing' ? 'unfinished'
    : status.state === 'drawn' ? 'draw'
      : status.winner === bot ? 'bot won' : 'bot lost';
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`match ${index}: ${result} (${status.reason ?? 'ply limit'}) after ${view.ply} plies, ${seconds} s`);
  return result;
}

const deadline = setTimeout(() => {
  console.error('bot-greedy: 30 minutes passed; stopping');
  process.exit(1);
}, 30 * 60 * 1000);
const results = await Promise.all(Array.from({ length: Number(matches) }, (_, i) => playOne(i + 1)));
clearTimeout(deadline);
const count = (what) => results.filter((result) => result === what).length;
console.log(`level ${level} at ${game}, ${matches} at once: won ${count('bot won')}, drew ${count('draw')}, lost ${count('bot lost')}, unfinished ${count('unfinished')}`);
