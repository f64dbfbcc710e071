// Runs every tests/e2e/*.e2e.mjs against a fresh server and browser, each bounded in time.
// Usage: node tests/e2e/run.mjs [--binary PATH] [name-filter]

import { readdirSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser, root, screenshotDir, startServer } from './harness.mjs';

const args = process.argv.slice(2);
const binaryIndex = args.indexOf('--binary');
const binary = binaryIndex >= 0 ? args[binaryIndex + 1] : path.join(root, 'build', 'app', 'rockpool');
const filter = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--binary')[0] ?? '';
const TIME_LIMIT_MS = 180000;

const here = path.dirname(new URL(import.meta.url).pathname);
const files = readdirSync(here).filter((f) => f.endsWith('.e2e.mjs') && f.includes(filter)).sort();
let failed = 0;
for (const file of files) {
  const started = Date.now();
  const module = await import(path.join(here, file));
  // A test that stops and restarts its server starts its own (`ownServer`); `serverArgs` are
  // flags for the server started for it.
  const server = module.ownServer ? null : await startServer(binary, module.serverArgs ?? []);
  const browser = await launchBrowser();
  try {
    const test = module.default;
    await Promise.race([
      test({ browser, url: server?.url, binary }),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), TIME_LIMIT_MS)),
    ]);
    console.log(`ok   ${file} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    failed += 1;
    console.log(`FAIL ${file}: ${error.stack ?? error}`);
  } finally {
    await browser.close().catch(() => {});
    server?.stop();
  }
}
console.log(`${files.length - failed} of ${files.length} end-to-end tests passed; screenshots in ${path.relative(root, screenshotDir)}/`);
process.exit(failed ? 1 : 0);
