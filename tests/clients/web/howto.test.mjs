// The How to play pages: every live example sits under a heading its game's RULES.md has (so that
// a renamed section cannot leave an example behind), and the anchors are made as the page makes
// them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { slug } from '../../../clients/web/js/markdown.js';
import { EXAMPLES } from '../../../clients/web/js/howto_examples.js';

const root = new URL('../../../', import.meta.url);

test('a heading\'s anchor: lower case, code marks and punctuation dropped, words joined by dashes', () => {
  assert.equal(slug('Fence: `d7-` (horizontal) and `d7/` (vertical)'), 'fence-d7-horizontal-and-d7-vertical');
  assert.equal(slug('Stack: `H4=>G4,H5`'), 'stack-h4-g4-h5');
  assert.equal(slug('A turn'), 'a-turn');
});

test('every example of every game goes under a heading of its RULES.md', () => {
  for (const [game, examples] of Object.entries(EXAMPLES)) {
    const rules = readFileSync(new URL(`rules/${game}/RULES.md`, root), 'utf8');
    const anchors = new Set(rules.split('\n').filter((line) => /^#{2,6} /.test(line)).map((line) => slug(line.replace(/^#+ /, ''))));
    assert.ok(examples.length >= 3, `${game} has examples`);
    for (const example of examples) assert.ok(anchors.has(example.heading), `${game}: ${example.heading} is a heading of RULES.md`);
  }
});
