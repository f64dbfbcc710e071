// The game page: joins a room (by invite code or id), keeps the match view from snapshots and
// patches, and shows the board, the players and clocks, the status, the moves, the match controls
// and the chat. It follows reconnections: after a drop it joins again and resumes from the
// snapshot the server sends.

import { BoardView } from './board_view.js';
import { h, clear } from './dom.js';
import { MatchStore } from './store.js';
import { appendChat, renderMoves, renderPlayers, statusText, tickClocks } from './panels.js';

/**
 * @param {HTMLElement} root @param {import('./transport.js').Transport} transport
 * @param {(path: string) => void} navigate
 * @param {{code?: string, roomId?: string, watch?: boolean}} where
 */
export function showGame(root, transport, navigate, where) {
  clear(root);
  const store = new MatchStore();
  let room = /** @type {any} */ (null);
  let asSpectator = Boolean(where.watch);
  let flipped = false;

  const title = h('h2', { class: 'room-title' }, 'Joining…');
  const invite = h('div', { class: 'invite' });
  const message = h('p', { class: 'message', role: 'status', id: 'message' });
  const players = h('div', { class: 'players', id: 'players' });
  const status = h('p', { class: 'status-line', id: 'status-line' });
  const boardBox = h('div', { class: 'board-box', id: 'board' });
  const actionBar = h('div', { class: 'action-bar', id: 'action-bar' });
  const controls = h('div', { class: 'controls', id: 'controls' });
  const moves = h('div', { class: 'moves', id: 'moves' });
  const chatLines = h('div', { class: 'chat-lines', id: 'chat-lines' });
  const chatInput = h('input', { type: 'text', id: 'chat-input', maxlength: 500, placeholder: 'Say something', autocomplete: 'off' });
  const chatForm = h('form', { class: 'chat-form' }, chatInput, h('button', { type: 'submit' }, 'Send'));
  chatForm.addEventListener('submit', async (event) => {
    event.preventDefault();
    const text = chatInput.value.trim();
    if (!text || !room) return;
    const reply = await transport.send({ type: 'chat.send', room: room.id, text });
    if (reply.error) message.textContent = reply.error.message;
    else chatInput.value = '';
  });

  root.append(h('div', { class: 'game-page' },
    h('div', { class: 'game-head' }, title, invite),
    h('div', { class: 'game-main' },
      h('div', { class: 'board-column' }, players, boardBox, actionBar, status, message),
      h('aside', { class: 'side' }, controls,
        h('section', { class: 'panel' }, h('h3', {}, 'Moves'), moves),
        h('section', { class: 'panel chat' }, h('h3', {}, 'Chat'), chatLines, chatForm)))));

  const boardView = new BoardView(boardBox, actionBar, async (notation) => {
    const reply = await transport.send({ type: 'match.action', match: store.matchId, version: store.version, action: notation });
    message.textContent = reply.error ? reply.error.message : '';
  });

  const matchRequest = async (type, extra = {}) => {
    const reply = await transport.send({ type, match: store.matchId, ...extra });
    message.textContent = reply.error ? reply.error.message : '';
  };

  function renderControls() {
    clear(controls);
    const view = store.view;
    const buttons = [h('button', { class: 'secondary', id: 'flip', onclick: () => { flipped = !flipped; boardView.setFlipped(flipped); render(); } }, 'Flip board')];
    if (view && view.you !== null) {
      const playing = view.status.state === 'playing';
      const opponent = 1 - view.you;
      if (playing) {
        buttons.push(h('button', { class: 'secondary', id: 'resign', onclick: () => { if (confirm('Resign this match?')) matchRequest('match.resign'); } }, 'Resign'));
        if (view.draw_offer === opponent) {
          buttons.push(h('span', { class: 'prompt' }, 'Draw offered:'),
            h('button', { id: 'accept-draw', onclick: () => matchRequest('match.answer_draw', { accept: true }) }, 'Accept'),
            h('button', { class: 'secondary', id: 'decline-draw', onclick: () => matchRequest('match.answer_draw', { accept: false }) }, 'Decline'));
        } else if (view.draw_offer === view.you) {
          buttons.push(h('span', { class: 'muted' }, 'Draw offered'));
        } else {
          buttons.push(h('button', { class: 'secondary', id: 'offer-draw', onclick: () => matchRequest('match.offer_draw') }, 'Offer draw'));
        }
        if (view.may_claim === view.you) {
          buttons.push(h('button', { id: 'claim', onclick: () => matchRequest('match.claim') }, 'Claim the win'));
        }
      } else {
        const asked = view.rematch[view.you];
        buttons.push(h('button', { id: 'rematch', disabled: asked, onclick: () => matchRequest('match.rematch') },
          asked ? 'Rematch asked' : view.rematch[opponent] ? 'Accept rematch' : 'Rematch'));
      }
    }
    controls.append(...buttons);
  }

  function renderRoom() {
    if (!room) return;
    title.textContent = `${room.game_name}${room.public ? '' : ' · private room'}`;
    clear(invite);
    const link = `${location.origin}${room.invite ? `/r/${room.invite}` : `/room/${room.id}`}`;
    if (room.status === 'waiting') {
      invite.append(h('p', {}, room.you === 'spectator' ? 'Waiting for the players.' : 'Waiting for an opponent. Share this link:'),
        h('div', { class: 'share' }, h('input', { type: 'text', readonly: true, value: link, id: 'share-link' }),
          h('button', { onclick: () => navigator.clipboard?.writeText(link) }, 'Copy')));
    } else {
      invite.append(h('a', { href: link, class: 'muted small', id: 'share-link-small' }, 'Room link'));
    }
  }

  function render() {
    renderRoom();
    renderControls();
    const view = store.view;
    if (!view) return;
    renderPlayers(players, view, store.receivedAt, flipped);
    boardView.update(view);
    status.textContent = statusText(view);
    status.className = `status-line${view.decide ? ' your-move' : ''}${view.status.state !== 'playing' ? ' over' : ''}`;
    renderMoves(moves, view);
  }

  const join = async () => {
    const body = { type: 'room.join', as: asSpectator ? 'spectator' : 'player' };
    if (where.code) body.code = where.code;
    else body.room = where.roomId;
    const reply = await transport.send(body);
    if (reply.error?.code === 'room/full' && !asSpectator) {
      asSpectator = true;  // the seats are taken: watch instead
      return join();
    }
    if (reply.error) {
      title.textContent = reply.error.code === 'room/not_found' ? 'This room does not exist (any more).' : reply.error.message;
      return;
    }
    room = reply.result.room;
    clear(chatLines);
    render();
  };

  const onFrame = (/** @type {any} */ event) => {
    const frame = event.detail;
    switch (frame.type) {
      case 'room.state':
        room = frame.room;
        render();
        break;
      case 'match.snapshot': {
        const firstView = store.matchId !== frame.match;
        store.takeSnapshot(frame);
        if (firstView) {
          // Each player sees their own side at the bottom.
          flipped = store.view.you === 1;
          boardView.setFlipped(flipped);
        }
        render();
        break;
      }
      case 'match.patch':
        if (store.takePatch(frame) === 'gap') transport.send({ type: 'match.sync', match: frame.match });
        else render();
        break;
      case 'chat':
        appendChat(chatLines, frame);
        break;
      case 'room.closed':
        title.textContent = 'This room has closed.';
        break;
      default:
        break;
    }
  };
  const onReady = () => join();
  transport.addEventListener('frame', onFrame);
  transport.addEventListener('ready', onReady);
  if (transport.status === 'open') join();
  const ticker = setInterval(() => tickClocks(players, store.view, store.receivedAt), 250);

  return () => {
    clearInterval(ticker);
    transport.removeEventListener('frame', onFrame);
    transport.removeEventListener('ready', onReady);
    if (room) transport.send({ type: 'room.leave', room: room.id });
  };
}
