// Rockpool's browser client: one page, the lobby at / and a room at /r/<invite> or /room/<id>.
// Only the lobby's code comes with the page; the game page, the history, the replays, the How to
// play pages and a tournament's page (/t/<code>) are loaded when first shown, and each game's
// board with them.

import { Transport } from './transport.js';
import { showLobby } from './lobby.js';
import { h, clear } from './dom.js';
import { showOfflineBanner } from './offline_banner.js';
import { nameEditor } from './name_editor.js';
import { applyTheme, themeButton, themeChoice } from './theme.js';
import { accountArea } from './account_area.js';

applyTheme(themeChoice());

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

themeButton(/** @type {HTMLButtonElement} */ (document.getElementById('theme-button')));
nameButton.setAttribute('aria-expanded', 'false');
nameButton.setAttribute('aria-controls', 'name-form');
const nameForm = nameEditor(nameButton, transport);
nameButton.after(nameForm);

/** @param {string} path */
function navigate(path) {
  history.pushState(null, '', path);
  route();
}

let shown = 0;  // counts the pages shown, so that a page that loads late knows it is gone

/** Shows a page once its code is there; `show` resolves to what stops it. @param {() => Promise<any>} show */
function mount(show) {
  const token = ++shown;
  show().then((stop) => {
    if (token === shown) leave = stop ?? null;
    else stop?.();
  });
}

let routed = '';  // the path and query last shown: a link to an anchor on the same page keeps the page

function route() {
  const where = location.pathname + location.search;
  if (where === routed && location.hash) return;
  routed = where;
  if (leave) leave();
  leave = null;
  const path = location.pathname;
  const query = new URLSearchParams(location.search);
  const invite = path.match(/^\/r\/([A-Za-z0-9_-]+)$/);
  const room = path.match(/^\/room\/([A-Za-z0-9_-]+)$/);
  const replay = path.match(/^\/replay\/([A-Za-z0-9_.-]+)$/);
  const rules = path.match(/^\/how-to-play\/([a-z0-9_]+)$/);
  const player = path.match(/^\/players\/([^/]+)$/);
  const tournament = path.match(/^\/t\/([A-Za-z0-9_-]+)$/);
  const analysis = path.match(/^\/analysis\/([a-z0-9_]+)$/);
  if (analysis) {
    mount(async () => (await import('./analysis.js')).showAnalysis(root, analysis[1], transport, navigate));
  } else if (tournament) {
    mount(async () => (await import('./tournament_page.js')).showTournament(root, transport, tournament[1], navigate));
  } else if (player) {
    mount(async () => (await import('./profile.js')).showProfile(root, player[1], navigate, transport));
  } else if (path === '/leaderboards') {
    mount(async () => (await import('./leaderboard.js')).showLeaderboard(root, navigate));
  } else if (replay) {
    mount(async () => (await import('./replay.js')).showReplay(root, replay[1], navigate));
  } else if (path === '/history') {
    mount(async () => (await import('./history.js')).showHistory(root, transport, navigate));
  } else if (rules) {
    mount(async () => (await import('./howto.js')).showHowTo(root, rules[1], navigate, transport));
  } else if (invite) {
    mount(async () => (await import('./game.js')).showGame(root, transport, navigate, { code: invite[1], watch: query.has('watch') }));
  } else if (room) {
    mount(async () => (await import('./game.js')).showGame(root, transport, navigate, { roomId: room[1], watch: query.has('watch') }));
  } else {
    clear(root);
    root.append(h('p', { class: 'muted' }, 'Loading…'));
    mount(async () => {
      const stop = await showLobby(root, transport, navigate);
      openNewGameForm();
      return stop;
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

accountArea(/** @type {HTMLElement} */ (document.getElementById('account')), transport, navigate);
window.addEventListener('popstate', route);
document.querySelector('.brand')?.addEventListener('click', (event) => {
  event.preventDefault();
  navigate('/');
});
transport.start();
route();
