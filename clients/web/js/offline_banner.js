// The banner across the page while the connection is down, and while the page takes its room
// back after it returns: what happened, and what becomes of the board and a move made meanwhile.

import { h, clear } from './dom.js';

/**
 * @param {HTMLElement} banner @param {string} status the transport's status
 * @param {() => void} retry tries to reconnect at once
 */
export function showOfflineBanner(banner, status, retry) {
  clear(banner);
  banner.className = `offline-banner ${status}`;
  if (status === 'reconnecting') {
    banner.append(
      h('strong', {}, 'You are offline. Reconnecting…'),
      h('span', {}, ' Clocks paused here; a move made now goes once you are back.'),
      h('button', { class: 'secondary', id: 'retry-now', onclick: retry }, 'Try now'));
  } else if (status === 'rejoining') {
    banner.append(h('strong', {}, 'Back online: rejoining…'));
  } else if (status === 'closed') {
    banner.append(h('strong', {}, 'Disconnected.'), h('span', {}, ' Reload the page to connect again.'));
  }
  banner.hidden = banner.childElementCount === 0;
}
