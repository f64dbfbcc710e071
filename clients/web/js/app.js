// Rockpool's browser client: one page, the lobby at / and a room at /r/<invite> or /room/<id>.

import { Transport } from './transport.js';
import { showLobby } from './lobby.js';
import { showGame } from './game.js';
import { showHistory } from './history.js';
import { showReplay } from './replay.js';
import { h, clear } from './dom.js';
import { showOfflineBanner } from './offline_banner.js';
import { nameEditor } from './name_editor.js';

const root = /** @type {HTMLElement} */ (document.getElementById('app'));
const statusBadge = /** @type {HTMLElement} */ (document.getElementById('connection'));
const nameButton = /** @type {HTMLButtonElement} */ (document.getElementById('name-button'));
const banner = /** @type {HTMLElement} */ (document.getElementById('offline-banner'));

const transport = new Transport(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`);
/** @type {(() => void) | null} */ let leave = null;

const STATUS_TEXT = { connecting: 'Connecting…', open: '', rejoining: 'Rejoining…', reconnecting: 'Offline', closed: 'Disconnected' };
transport.addEventListener('status', (/** @type {any} */ event) => {
  const status = event.detail.status;
  statusBadge.textContent = STATUS_TEXT[status] ?? '';
  statusBadge.className = `connection ${status}`;
  showOfflineBanner(banner, status, () => transport.retryNow());
});
transport.addEventListener('ready', (/** @type {any} */ event) => {
  nameButton.textContent = event.detail.session.name;
});

nameButton.setAttribute('aria-expanded', 'false');
nameButton.setAttribute('aria-controls', 'name-form');
const nameForm = nameEditor(nameButton, transport);
nameButton.after(nameForm);

/** @param {string} path */
function navigate(path) {
  history.pushState(null, '', path);
  route();
}

function route() {
  if (leave) leave();
  leave = null;
  const path = location.pathname;
  const query = new URLSearchParams(location.search);
  const invite = path.match(/^\/r\/([A-Za-z0-9_-]+)$/);
  const room = path.match(/^\/room\/([A-Za-z0-9_-]+)$/);
  const replay = path.match(/^\/replay\/([A-Za-z0-9_.-]+)$/);
  if (replay) {
    leave = showReplay(root, replay[1], navigate);
  } else if (path === '/history') {
    leave = showHistory(root, transport, navigate);
  } else if (invite) {
    leave = showGame(root, transport, navigate, { code: invite[1], watch: query.has('watch') });
  } else if (room) {
    leave = showGame(root, transport, navigate, { roomId: room[1], watch: query.has('watch') });
  } else {
    clear(root);
    root.append(h('p', { class: 'muted' }, 'Loading…'));
    showLobby(root, transport, navigate).then((stop) => {
      leave = stop;
      openNewGameForm();
    });
  }
}

/** A result box's "New game" leads to /#new-game/<game>: the form, with that game chosen. */
function openNewGameForm() {
  const wanted = location.hash.match(/^#new-game(?:\/([a-z0-9_]+))?$/);
  if (!wanted) return;
  const select = /** @type {HTMLSelectElement|null} */ (document.getElementById('game'));
  if (!select) return;
  if (wanted[1] && [...select.options].some((option) => option.value === wanted[1])) {
    select.value = wanted[1];
    select.dispatchEvent(new Event('change'));
  }
  document.getElementById('create-form')?.scrollIntoView({ block: 'start' });
  select.focus();
}

window.addEventListener('popstate', route);
document.querySelector('.brand')?.addEventListener('click', (event) => {
  event.preventDefault();
  navigate('/');
});
transport.start();
route();
