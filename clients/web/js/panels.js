// The panels beside the board: players with their clocks and connection, the status line, the
// move list and the chat.

import { h, clear } from './dom.js';

/** @param {number} ms */
export function formatClock(ms) {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/**
 * Remaining time of a seat now: the view gives it as of its last change.
 * @param {any} clock @param {number} seat @param {number} receivedAt
 */
export function remainingNow(clock, seat, receivedAt) {
  let left = clock.remaining_ms[seat];
  if (clock.running.includes(seat)) left -= performance.now() - receivedAt;
  return left;
}

/** @param {HTMLElement} box @param {any} view @param {number} receivedAt @param {boolean} flipped */
export function renderPlayers(box, view, receivedAt, flipped) {
  clear(box);
  const seats = flipped ? [0, 1] : [1, 0];  // the top row is the far side of the board
  for (const seat of seats) {
    const player = view.players[String(seat)];
    const deciding = view.to_move.includes(seat);
    const status = player.connected ? 'online' : 'away';
    const clock = view.clock
      ? h('span', { class: `clock${deciding && view.status.state === 'playing' ? ' running' : ''}`, 'data-seat': seat },
        formatClock(remainingNow(view.clock, seat, receivedAt)))
      : null;
    box.append(h('div', { class: `player seat-${seat}${deciding ? ' deciding' : ''}`, 'data-seat': seat },
      h('span', { class: `dot ${status}`, title: player.connected ? 'connected' : 'disconnected' }),
      h('span', { class: 'seat-name' }, view.match.seat_names[seat]),
      h('span', { class: 'player-name' }, player.name + (player.bot ? ' (bot)' : '') + (view.you === seat ? ' (you)' : '')),
      !player.connected ? h('span', { class: 'away muted' }, 'reconnecting…') : null,
      clock));
  }
}

/** The clocks only, between view changes. */
export function tickClocks(box, view, receivedAt) {
  if (!view?.clock) return;
  for (const node of box.querySelectorAll('.clock')) {
    const seat = Number(node.getAttribute('data-seat'));
    node.textContent = formatClock(remainingNow(view.clock, seat, receivedAt));
  }
}

// Why a match ended. Reasons about the winner's own play read as what the winner did, said of
// someone else and of you.
const WINNER_DID = {
  goal: ['reached the goal', 'reached the goal'],
  all_across: ['got every frog across', 'got every frog across'],
  five_pads: ['kept five lily pads', 'kept five lily pads'],
  all_eaten: ['ate every prawn', 'ate every prawn'],
  shrimps: ['has three shrimps', 'have three shrimps'],
  captures: ['made three captures', 'made three captures'],
};
const REASONS = {
  resign: 'by resignation',
  timeout: 'on time',
  agreement: 'by agreement',
  abandoned: 'the opponent left',
  ply_limit: 'the move limit',
  no_legal_action: 'no legal move left',
  asphyxiation: 'the last prawn left the sea',
};

/** A plain sentence for where the match stands. */
export function statusText(view) {
  const names = view.match.seat_names;
  const status = view.status;
  const reason = status.reason ? REASONS[status.reason] ?? status.reason.replace(/_/g, ' ') : '';
  if (status.state === 'won') {
    const winner = names[status.winner];
    const did = WINNER_DID[status.reason];
    if (view.you === status.winner) return `You win${did ? `: you ${did[1]}` : reason ? `: ${reason}` : ''}.`;
    const who = view.you === null ? `${winner} wins` : 'You lose';
    return `${who}${did ? `: ${winner} ${did[0]}` : reason ? `: ${reason}` : ''}.`;
  }
  if (status.state === 'drawn') return `Draw${reason ? `: ${reason}` : ''}.`;
  if (status.state === 'aborted') return 'The match was aborted.';
  if (view.decide) return view.to_move.length === 2 ? 'Your choice (in secret).' : 'Your move.';
  const waiting = view.to_move.map((seat) => view.players[String(seat)].name).join(' and ');
  return `Waiting for ${waiting}.`;
}

/** @param {HTMLElement} box @param {any} view */
export function renderMoves(box, view) {
  clear(box);
  const list = h('ol', { class: 'moves-list' });
  view.moves.forEach((move, index) => {
    list.append(h('li', { class: `move seat-${move.seat}`, 'data-ply': index + 1 },
      move.action ?? '(secret)'));
  });
  box.append(list);
  list.scrollTop = list.scrollHeight;
}

/** @param {HTMLElement} box @param {any} frame */
export function appendChat(box, frame) {
  const seat = frame.from.seat;
  box.append(h('p', { class: `chat-line${seat === null ? '' : ` seat-${seat}`}` },
    h('strong', {}, frame.from.name), ' ', frame.text));
  box.scrollTop = box.scrollHeight;
}
