// What the lobby costs on the wire, measured by Chromium itself (its network events): a first
// visit under 60 KB, a repeat visit under 10 KB (the page answered 304, its versioned scripts and
// styles kept from the first visit), gzip on the way, and no game's board code or style loaded
// on the lobby. WebSocket frames are counted apart: they are the lobby's live data, not files.

import assert from 'node:assert/strict';
import { person, screenshot } from './harness.mjs';

/** Visits `url` and returns what went over HTTP: bytes, and each response's URL and status. */
async function visit(page, url) {
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  const responses = new Map();
  const entry = (id) => {
    if (!responses.has(id)) responses.set(id, { url: '', status: 0, cached: false, encoding: undefined });
    return responses.get(id);
  };
  let bytes = 0;
  let socketBytes = 0;
  client.on('Network.responseReceived', (event) => {
    const headers = Object.fromEntries(Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    Object.assign(entry(event.requestId), { url: event.response.url, encoding: headers['content-encoding'] });
  });
  // The status as it came over the network (a revalidated file is a 304 there, a 200 to the page).
  client.on('Network.responseReceivedExtraInfo', (event) => { entry(event.requestId).status = event.statusCode; });
  client.on('Network.requestServedFromCache', (event) => { entry(event.requestId).cached = true; });
  client.on('Network.loadingFinished', (event) => { bytes += event.encodedDataLength; });
  client.on('Network.webSocketFrameReceived', (event) => { socketBytes += event.response.payloadData.length; });
  await page.goto(url);
  await page.waitForSelector('#game-cards .game-card');
  await page.waitForSelector('.connection.open', { state: 'attached' });
  await page.waitForLoadState('networkidle');
  await client.detach();
  return { bytes, socketBytes, responses: [...responses.values()].filter((r) => r.url) };
}

export default async function staticFiles({ browser, url }) {
  const page = await person(browser);
  const first = await visit(page, url);
  const repeat = await visit(page, url);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`     lobby over HTTP: first visit ${kb(first.bytes)} (${first.responses.length} responses), repeat visit ${kb(repeat.bytes)} (${repeat.responses.filter((r) => !r.cached).length} from the network); WebSocket ${kb(first.socketBytes)} and ${kb(repeat.socketBytes)}`);
  assert.ok(first.bytes < 60 * 1024, `a first visit to the lobby transfers under 60 KB (${kb(first.bytes)})`);
  assert.ok(repeat.bytes < 10 * 1024, `a repeat visit transfers under 10 KB (${kb(repeat.bytes)})`);

  const page304 = repeat.responses.find((r) => new URL(r.url).pathname === '/');
  assert.equal(page304?.status, 304, 'the page itself is answered 304 on a repeat visit');
  const script = first.responses.find((r) => /\/v\/[0-9a-f]{12}\/js\/app\.js$/.test(r.url));
  assert.ok(script, 'the page asks for its script under the versioned prefix');
  assert.equal(script.encoding, 'gzip', 'scripts come gzipped');
  assert.ok(!repeat.responses.some((r) => /\/js\/app\.js$/.test(r.url) && !r.cached), 'the versioned script is not fetched again');
  for (const visited of [first, repeat]) {
    const boards = visited.responses.filter((r) => /\/boards\/|\/css\/[a-z]+\.css$|\/(game|board_view|howto)\.js$/.test(r.url));
    assert.deepEqual(boards.map((r) => r.url), [], 'the lobby loads no board code and no game style');
  }
  // Each game card shows its board in a small static picture, with words for those who cannot see
  // it, fetched under the versioned prefix and kept for the repeat visit.
  const pictures = first.responses.filter((r) => /\/v\/[0-9a-f]{12}\/cards\/[a-z]+\.svg$/.test(r.url));
  assert.equal(pictures.length, 5, "each game card's picture comes under the versioned prefix");
  assert.ok(!repeat.responses.some((r) => /\/cards\//.test(r.url) && !r.cached), 'the pictures are not fetched again');
  const drawn = await page.$$eval('.game-card img.card-picture', (images) => images.map((image) => ({ width: image.naturalWidth, alt: image.alt })));
  assert.equal(drawn.length, 5);
  for (const image of drawn) {
    assert.ok(image.width > 0, 'the picture is drawn');
    assert.match(image.alt, /board|pond|sea|seabed/);
  }
  await screenshot(page, 'lobby-repeat-visit');
  await page.context().close();
}
