// The first page's "Your turn" list: the correspondence matches that wait for this player's
// decision, across all of its rooms (whether or not a page of them is open), soonest deadline
// first, with the time left. The tab's title counts them, its favicon shows a dot while any wait,
// and a new one raises the opt-in browser notification while the tab is hidden. The server pushes
// the list whenever it changes (`watch`); where it cannot (cluster mode), the list is asked for
// again every TURNS_POLL_MS. It is asked for on reconnecting and when the tab comes back into view,
// and the times left are redrawn every TURNS_POLL_MS.

import { h, clear } from './dom.js';
import { timeLeft } from './time_left.js';
import { showAttention } from './attention.js';
import { Notifier, renewPush } from './notifications.js';

export const TURNS_POLL_MS = 15000;

/** The first page's title with `count` matches waiting. @param {number} count */
export function turnsTitle(count) {
  return count > 0 ? `(${count}) Rockpool` : 'Rockpool';
}

/** Where a line of the list leads: a private room by its invite code. @param {any} turn */
export function turnPath(turn) {
  return turn.code ? `/r/${turn.code}` : `/room/${turn.room}`;
}

/**
 * @param {import('./transport.js').Transport} transport @param {(path: string) => void} navigate
 * @returns {{element: HTMLElement, stop: () => void}}
 */
export function yourTurnPanel(transport, navigate) {
  const list = h('div', { class: 'turn-list', id: 'turn-list' });
  const element = h('section', { class: 'panel your-turn', id: 'your-turn', hidden: true, 'aria-labelledby': 'your-turn-title' },
    h('h2', { id: 'your-turn-title' }, 'Your turn'), list);
  const notifier = new Notifier();
  /** @type {any[]} */ let turns = [];
  let stopped = false;
  let pushed = false;
  let renewed = false;

  const render = () => {
    clear(list);
    element.hidden = turns.length === 0;
    const now = Date.now();
    for (const turn of turns) {
      const path = turnPath(turn);
      list.append(h('article', { class: 'turn', 'data-room': turn.room },
        h('a', { href: path, class: 'turn-link', onclick: (/** @type {Event} */ e) => { e.preventDefault(); navigate(path); } },
          `${turn.game_name} vs ${turn.opponent.name}`),
        h('span', { class: 'turn-left' }, timeLeft(turn.deadline_ms, now)),
        h('span', { class: 'turn-pace muted' }, `${turn.days_per_move} day${turn.days_per_move > 1 ? 's' : ''} a move`)));
    }
    const count = turns.length;
    showAttention(turnsTitle(count), count > 0 ? 'move' : null);
    notifier.consider(count > 0 ? `Your move in ${count} match${count > 1 ? 'es' : ''}` : '', count > 0 ? 'move' : null, 'Correspondence');
  };
  const refresh = async () => {
    if (stopped || transport.status !== 'open') return;
    if (!renewed) {
      renewed = true;
      renewPush((body) => transport.send(body));
    }
    const reply = await transport.send({ type: 'turns.list', watch: true });
    if (stopped || !reply.result) return;
    pushed = reply.result.watching === true;
    turns = reply.result.turns;
    render();
  };
  const onFrame = (/** @type {Event} */ event) => {
    const frame = /** @type {CustomEvent} */ (event).detail;
    if (stopped || frame.type !== 'turns') return;
    turns = frame.turns;
    render();
  };
  const tick = () => {
    if (pushed) render(); else refresh();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') refresh();
  };
  const timer = setInterval(tick, TURNS_POLL_MS);
  transport.addEventListener('ready', refresh);
  transport.addEventListener('frame', onFrame);
  document.addEventListener('visibilitychange', onVisible);
  refresh();
  return {
    element,
    stop: () => {
      stopped = true;
      clearInterval(timer);
      transport.removeEventListener('ready', refresh);
      transport.removeEventListener('frame', onFrame);
      document.removeEventListener('visibilitychange', onVisible);
      notifier.stop();
      showAttention('Rockpool', null);
    },
  };
}
