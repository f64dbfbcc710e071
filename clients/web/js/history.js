// The history page: finished matches (everyone's, or the reader's own), each opening the replay
// viewer, with why each ended in words.

import { h, clear } from './dom.js';
import { fetchMatches, matchList } from './match_lines.js';
import { reasonWords } from './result_words.js';

/**
 * @param {HTMLElement} root @param {import('./transport.js').Transport} transport
 * @param {(path: string) => void} navigate
 */
export function showHistory(root, transport, navigate) {
  clear(root);
  const box = h('div', { id: 'history-list' }, h('p', { class: 'muted' }, 'Loading…'));
  const mine = h('input', { type: 'checkbox', id: 'history-mine' });
  root.append(h('section', { class: 'panel' },
    h('h2', {}, 'Finished matches'),
    h('label', { class: 'option-boolean' }, mine, ' only mine'), box));
  const load = async () => {
    const player = mine.checked ? transport.session?.id ?? '' : '';
    const matches = await fetchMatches(player, 50);
    clear(box);
    box.append(matchList(matches, navigate, transport.session?.id ?? null, reasonWords));
  };
  mine.addEventListener('change', load);
  load();
  return () => {};
}
