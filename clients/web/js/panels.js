// The panels around the board: players with their clocks and connection, and the move list.

import { h, clear } from './dom.js';
import { moveList } from './move_list.js';

/** @param {number} ms */
export function formatClock(ms) {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/**
 * Remaining time of a seat now: the view gives it as of its last change. While the page is
 * offline the clocks are shown stopped at `pausedAt` (performance.now()): what they do meanwhile
 * is the server's to say once the page is back.
 * @param {any} clock @param {number} seat @param {number} receivedAt @param {number|null} [pausedAt]
 */
export function remainingNow(clock, seat, receivedAt, pausedAt = null) {
  let left = clock.remaining_ms[seat];
  if (clock.running.includes(seat)) left -= (pausedAt ?? performance.now()) - receivedAt;
  return left;
}

/**
 * The players above and below the board, each on the side of the board where their pieces start.
 * @param {HTMLElement} top @param {HTMLElement} bottom @param {any} view @param {number} receivedAt
 * @param {boolean} flipped @param {number|null} [pausedAt] set while offline: the clocks are shown paused
 * @param {(seat: number) => string|null} [ratingOf] a seat's rating as shown, in a rated room
 * @param {(seat: number) => string|null} [homeOf] where a side's home is, when the board says
 */
export function renderPlayers(top, bottom, view, receivedAt, flipped, pausedAt = null, ratingOf = () => null, homeOf = () => null) {
  clear(top);
  clear(bottom);
  const seats = flipped ? [0, 1] : [1, 0];  // the top row is the far side of the board
  for (const seat of seats) {
    const box = seat === seats[0] ? top : bottom;
    const player = view.players[String(seat)];
    const deciding = view.to_move.includes(seat);
    const status = player.connected ? 'online' : 'away';
    // A seat's first decision is not timed: its clock runs from its second.
    const running = (view.clock?.running.includes(seat) ?? false) && view.status.state === 'playing';
    const paused = running && pausedAt !== null;
    const rating = ratingOf(seat);
    const clock = view.clock
      ? h('span', { class: `clock${running ? ' running' : ''}${paused ? ' paused' : ''}`, 'data-seat': seat, title: paused ? 'Paused while you are offline' : null },
        formatClock(remainingNow(view.clock, seat, receivedAt, pausedAt)))
      : null;
    box.append(h('div', { class: `player seat-${seat}${deciding ? ' deciding' : ''}`, 'data-seat': seat },
      h('span', { class: `dot ${status}`, title: player.connected ? 'connected' : 'disconnected' }),
      h('span', { class: 'seat-name' }, view.match.seat_names[seat]),
      h('span', { class: 'player-name' }, player.name + (player.bot ? ' (bot)' : '') + (view.you === seat ? ' (you)' : '')),
      rating ? h('span', { class: 'player-rating', title: 'Rating ("?": provisional)' }, rating) : null,
      homeOf(seat) ? h('span', { class: 'player-home muted small' }, homeOf(seat)) : null,
      !player.connected ? h('span', { class: 'away muted' }, 'reconnecting…') : null,
      clock));
  }
}

/** The clocks only, between view changes. */
export function tickClocks(box, view, receivedAt, pausedAt = null) {
  if (!view?.clock) return;
  for (const node of box.querySelectorAll('.clock')) {
    const seat = Number(node.getAttribute('data-seat'));
    node.textContent = formatClock(remainingNow(view.clock, seat, receivedAt, pausedAt));
  }
}

/**
 * The move list, drawn again only when it changes (so that a button keeps the focus), scrolled to
 * the position shown, or to the latest move.
 * @param {HTMLElement} box @param {import('./move_list.js').MoveListSource} source
 */
export function renderMoves(box, source) {
  const key = JSON.stringify([source.ready ?? true, source.names, source.current ?? null, source.moves.map((move) => move.action), Boolean(source.viewAt?.(source.moves.length))]);
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  const focused = box.contains(document.activeElement) ? document.activeElement?.closest('li')?.getAttribute('data-ply') : null;
  clear(box);
  const list = moveList(source);
  box.append(list);
  // The list scrolls in its own box (never the page): to the position shown, or to the end.
  const current = /** @type {HTMLElement|null} */ (list.querySelector('li.current'));
  list.scrollTop = current ? current.offsetTop - list.clientHeight / 2 : list.scrollHeight;
  if (focused) /** @type {HTMLElement|null} */ (list.querySelector(`li[data-ply="${focused}"] button`))?.focus();
}
