// A tournament's page (/t/<code>): watches the tournament (PROTOCOL.md, "Tournaments") and keeps
// its document from the watch's answer and each tournament.patch, watching again after a gap or a
// reconnect. It shows the name, game, pace and status, the players, the standings, and for a round
// robin the crosstable and the games by round, for an Arena the time left (counting down) and its
// games, newest first; while open, the invite link and Join, Leave, Start or Cancel; in an Arena
// being played, Join, Pause or Return; once cancelled, only who had joined; a live region says
// each change (a player in or out, the start, a result, a new round, the end, the cancelling).

import { h, clear } from './dom.js';
import { TournamentStore } from './store.js';
import { clockSummary } from './clock_words.js';
import { link } from './player_pages.js';
import { loadStyleSheet } from './style_sheet.js';
import { arenaBox, openBox } from './tournament_actions.js';
import { arenaGamesList, arenaPlayerLines, arenaStandingsTable } from './tournament_arena.js';
import { ArenaCountdown } from './arena_countdown.js';
import { tournamentError } from './tournament_errors.js';
import { gamesList, yourGames } from './tournament_games.js';
import { crosstable, playerLabel, standingsTable } from './tournament_standings.js';
import { arenaTimeWords, pointsText, statusWords, tournamentChanges } from './tournament_words.js';

/**
 * @param {HTMLElement} root @param {import('./transport.js').Transport} transport
 * @param {string} code the invite code @param {(path: string) => void} navigate
 */
export async function showTournament(root, transport, code, navigate) {
  clear(root);
  root.append(h('p', { class: 'muted' }, 'Loading…'));
  await loadStyleSheet('tournament.css');
  const store = new TournamentStore(code);
  const heading = h('h1', { id: 'tournament-name' });
  const facts = h('p', { class: 'tournament-facts', id: 'tournament-facts' });
  const status = h('p', { class: 'tournament-status', id: 'tournament-status' });
  const timeLeft = h('p', { class: 'tournament-time', id: 'tournament-time' });
  const openSlot = h('div', { id: 'tournament-open' });
  const mine = h('div', { id: 'tournament-mine' });
  const error = h('p', { class: 'error', role: 'alert', id: 'tournament-error' });
  const players = h('div', { id: 'tournament-players' });
  const tables = h('div', { id: 'tournament-tables' });
  const games = h('div', { id: 'tournament-games' });
  const log = h('div', { class: 'visually-hidden', id: 'tournament-announcer', role: 'log', 'aria-live': 'polite', 'aria-label': 'What happens in the tournament' });
  const countdown = new ArenaCountdown(navigate);
  let openKey = '';
  let shown = false;
  // An Arena's clock counts down on its own between patches.
  const ticking = setInterval(() => {
    const doc = store.doc;
    if (!doc || doc.format !== 'arena') return;
    timeLeft.textContent = arenaTimeWords(doc, Date.now());
    // Time up: the buttons go as the server would refuse them.
    if (doc.status === 'playing' && doc.ends_ms !== null && Date.now() >= doc.ends_ms && openSlot.querySelector('#pause-tournament, #return-tournament, #join-tournament')) render();
  }, 1000);

  const me = () => transport.session?.id ?? null;

  const showPage = () => {
    if (shown) return;
    shown = true;
    clear(root);
    root.append(
      h('section', { class: 'panel tournament-head' }, heading, facts, status, timeLeft, countdown.element, mine, openSlot, error),
      h('section', { class: 'panel', 'aria-labelledby': 'players-heading' }, h('h2', { id: 'players-heading' }, 'Players'), players),
      h('section', { class: 'panel tournament-tables', 'aria-labelledby': 'standings-heading' }, h('h2', { id: 'standings-heading' }, 'Standings'), tables),
      h('section', { class: 'panel', 'aria-labelledby': 'games-heading' }, h('h2', { id: 'games-heading' }, 'Games'), games),
      log);
  };

  /** A tournament that cannot be shown: why, and the way back. @param {string} text */
  const showMissing = (text) => {
    shown = false;
    clear(root);
    document.title = 'No such tournament · Rockpool';
    root.append(h('section', { class: 'panel' }, h('h1', {}, 'No tournament here'), h('p', { role: 'alert' }, text),
      h('p', {}, link('/', navigate, 'Back to the lobby'))));
  };

  const render = () => {
    const doc = store.doc;
    if (!doc) return;
    showPage();
    const self = me();
    const meIndex = doc.players.findIndex((/** @type {any} */ p) => p.id === self);
    // Open or cancelled: no game was ever paired, so there are no points to show.
    const unpaired = doc.status === 'open' || doc.status === 'cancelled';
    document.title = `${doc.name} · Rockpool`;
    heading.textContent = doc.name;
    const arena = doc.format === 'arena';
    const now = Date.now();
    const format = arena ? `arena of ${doc.minutes} minutes` : 'round robin';
    facts.textContent = `${doc.game_name} ${format} · ${clockSummary(doc.clock, doc.days_per_move)}${doc.public ? '' : ' · private'}`;
    status.textContent = statusWords(doc);
    status.dataset.status = doc.status;
    timeLeft.textContent = arena ? arenaTimeWords(doc, now) : '';
    // Redrawn only when it changes, so that a patch does not take the focus off a button.
    const timeUp = arena && doc.ends_ms !== null && now >= doc.ends_ms;
    const key = JSON.stringify([doc.status, self, doc.players.map((/** @type {any} */ p) => [p.id, p.present]), doc.max_players, timeUp]);
    if (key !== openKey) {
      openKey = key;
      clear(openSlot);
      if (doc.status === 'open') openSlot.append(openBox(doc, self, act));
      else if (arena && doc.status === 'playing') openSlot.append(arenaBox(doc, self, now, act));
    }
    clear(mine);
    const own = yourGames(doc, meIndex, navigate);
    if (own) mine.append(own);
    clear(players);
    players.append(h('ol', { class: 'tournament-players' }, arena ? arenaPlayerLines(doc, self) : doc.players.map((/** @type {any} */ p, /** @type {number} */ i) => h('li', { 'data-player': p.id },
      h('span', {}, playerLabel(doc, i, self)),
      unpaired ? null : h('span', { class: 'muted' }, ` · ${pointsText(p.points)} ${p.points === 1 ? 'point' : 'points'}`)))));
    clear(tables);
    if (doc.status === 'open') tables.append(h('p', { class: 'muted' }, arena ? 'The standings begin when the host starts.' : 'The standings and the crosstable begin when the host starts.'));
    else if (doc.status === 'cancelled') tables.append(h('p', { class: 'muted' }, 'The host cancelled the tournament before it began: no games were played.'));
    else if (arena) tables.append(arenaStandingsTable(doc, self));
    else tables.append(standingsTable(doc, self), h('h3', {}, 'Crosstable'), ...crosstable(doc, self));
    clear(games);
    games.append(arena ? arenaGamesList(doc, meIndex, navigate) : gamesList(doc, meIndex, navigate));
  };

  /** Watches (again): the whole document, its version and then every patch. @param {boolean} direct */
  const watch = async (direct) => {
    const reply = await transport.send({ type: 'tournament.watch', code }, { direct });
    if (reply.error?.code === 'connection/closed') return;
    if (reply.error) {
      showMissing(tournamentError('watch', reply.error));
      return;
    }
    store.takeSnapshot(reply.result);
    render();
  };

  /** @param {'join'|'leave'|'start'|'cancel'} request */
  async function act(request) {
    error.textContent = '';
    // One request at a time: a second click while the first is out would only be refused.
    const buttons = [...openSlot.querySelectorAll('.tournament-buttons button')];
    for (const button of buttons) button.setAttribute('disabled', '');
    const reply = await transport.send({ type: `tournament.${request}`, code });
    openKey = '';  // the buttons are drawn again, as the document now says
    if (reply.error) {
      error.textContent = tournamentError(request, reply.error);
      render();
      return;
    }
    if (request === 'join') {
      store.takeSnapshot(reply.result);
      render();
    } else if (request === 'leave') {
      watch(false);  // the document without us, whether or not leaving kept the watch
    }
  }

  const onFrame = (/** @type {any} */ event) => {
    const frame = event.detail;
    if (frame.type !== 'tournament.patch') return;
    const before = store.doc;
    const outcome = store.takePatch(frame);
    if (outcome === 'gap') {
      watch(false);
      return;
    }
    if (outcome !== 'applied') return;
    for (const line of tournamentChanges(before, store.doc, me())) log.append(h('p', {}, line));
    const meIndex = store.doc.players.findIndex((/** @type {any} */ p) => p.id === me());
    for (const game of ArenaCountdown.paired(before, store.doc, meIndex)) {
      const other = game.players[0] === meIndex ? game.players[1] : game.players[0];
      countdown.start(game, store.doc.players[other]?.name ?? 'your opponent');
    }
    render();
  };
  transport.addEventListener('frame', onFrame);
  const stopResuming = transport.addResumer(() => watch(true));
  if (transport.status === 'open' || transport.status === 'rejoining') watch(true);

  return () => {
    clearInterval(ticking);
    countdown.stop();
    transport.removeEventListener('frame', onFrame);
    stopResuming();
    transport.send({ type: 'tournament.unwatch' });
  };
}
