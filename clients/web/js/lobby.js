// The lobby: what Rockpool is in one sentence, the correspondence matches waiting for this
// player's move, a card per game with its quickest ways to play, public rooms kept live, the
// public tournaments with the form that starts a round robin, and the form that creates a room
// with the game's options (types, ranges, defaults and help from /api/games), the less used ones
// folded away.

import { LobbyStore } from './store.js';
import { h, clear } from './dom.js';
import { fetchMatches, matchList } from './match_lines.js';
import { botLevelPicker, gameCards } from './game_cards.js';
import { pairedPath, playBot, seekMatch } from './quick_play.js';
import { ratedBadge, ratedField } from './rated_room.js';
import { yourTurnPanel } from './your_turn.js';
import { clockSummary } from './clock_words.js';
import { gameSelect as pickGame, paceFields } from './room_fields.js';
import { tournamentForm } from './tournament_form.js';
import { tournamentList } from './tournament_list.js';
import { FIRST_CHOICES, optionWords } from './option_words.js';
import { savedBotLevel } from './bot_level.js';

/**
 * @param {HTMLElement} root @param {import('./transport.js').Transport} transport
 * @param {(path: string) => void} navigate
 */
export async function showLobby(root, transport, navigate) {
  clear(root);
  const api = await (await fetch('/api/games')).json();
  const games = api.games;
  const store = new LobbyStore();

  const list = h('div', { class: 'room-list', id: 'room-list' });
  /** @type {(() => void)[]} */ const stops = [];
  const yourTurn = yourTurnPanel(transport, navigate);
  stops.push(yourTurn.stop);
  const tournaments = tournamentList(navigate);
  stops.push(tournaments.stop);
  const form = createForm(games, api.bot_levels ?? [], transport, stops, async (settings) => {
    formError.textContent = '';
    const reply = await transport.send({ type: 'room.create', ...settings });
    if (reply.error) {
      formError.textContent = reply.error.code === 'rated/needs_account'
        ? 'Rated rooms are for players with an account: create one first (the header\'s "Create account").' : reply.error.message;
      return;
    }
    const room = reply.result.room;
    navigate(room.invite ? `/r/${room.invite}` : `/room/${room.id}`);
  });
  const formError = h('p', { class: 'error', role: 'alert' });
  const playError = h('p', { class: 'error', role: 'alert', id: 'play-error' });
  const recent = h('div', { id: 'recent-matches' });
  // A quick match seeks on the server until it pairs us, the lobby showing that it looks.
  const quickRated = h('input', { type: 'checkbox', id: 'quick-rated' });
  const quickRatedLabel = h('label', { class: 'quick-rated', hidden: true }, quickRated, ' Rated quick matches');
  /** @type {any} */ let seekingGame = null;
  const seeking = h('p', { class: 'seeking', id: 'seeking', role: 'status', hidden: true },
    h('span', {}, 'Looking for an opponent…'), ' ',
    h('button', { type: 'button', class: 'secondary', id: 'cancel-seek', onclick: () => stopSeeking(true) }, 'Cancel'));
  const stopSeeking = (/** @type {boolean} */ cancel) => {
    if (seekingGame && cancel) transport.send({ type: 'seek.cancel' });
    seekingGame = null;
    seeking.hidden = true;
  };
  const seek = async (/** @type {any} */ game) => {
    const error = await seekMatch(transport, game, quickRated.checked && !quickRatedLabel.hidden);
    if (error) {
      stopSeeking(false);
      playError.textContent = error;
      return;
    }
    seekingGame = game;
    seeking.hidden = false;
  };
  const play = async (game, how) => {
    playError.textContent = '';
    if (how === 'match') return seek(game);
    const outcome = await playBot(transport, game, savedBotLevel());
    if ('error' in outcome) playError.textContent = outcome.error;
    else navigate(outcome.path);
  };
  root.append(
    h('section', { class: 'intro' },
      h('h1', {}, 'Rockpool'),
      h('p', { class: 'tagline' }, 'Five two-player board games to play in your browser against a friend, a stranger or the bot, with nothing to install.'),
      // On a phone the room form is far down the page: the way to invite a friend starts here.
      h('button', { type: 'button', class: 'new-room-jump', id: 'new-room-jump', onclick: () => {
        form.scrollIntoView({ block: 'start' });
        /** @type {HTMLElement|null} */ (form.querySelector('#game'))?.focus();
      } }, 'New room: invite a friend')),
    yourTurn.element, quickRatedLabel, gameCards(games, api.bot_levels ?? [], play, navigate), seeking, playError,
    h('div', { class: 'lobby-grid' },
      h('section', { class: 'panel create' }, h('h2', {}, 'New room'), form, formError),
      h('section', { class: 'panel rooms' }, h('h2', {}, 'Open rooms'), list),
      h('section', { class: 'panel tournaments', 'aria-labelledby': 'tournaments-heading' },
        h('h2', { id: 'tournaments-heading' }, 'Tournaments'), tournaments.element, tournamentForm(games, transport, navigate)),
      h('section', { class: 'panel recent' }, h('h2', {}, 'Your recent matches'), recent,
        h('a', { href: '/history', class: 'small', onclick: (e) => { e.preventDefault(); navigate('/history'); } }, 'All finished matches'),
        h('span', { class: 'small muted' }, ' · '),
        h('a', { href: '/leaderboards', class: 'small', id: 'leaderboards-link', onclick: (e) => { e.preventDefault(); navigate('/leaderboards'); } }, 'Leaderboards'))));
  const showRecent = async () => {
    if (!transport.session) return;
    const matches = await fetchMatches(transport.session.id, 5);
    clear(recent);
    recent.append(matchList(matches, navigate, transport.session.id));
  };

  const render = () => renderRooms(list, store, games, navigate);
  const subscribe = async () => {
    quickRatedLabel.hidden = !transport.session?.account;
    // A seek goes with its connection: seek again on the new one.
    if (seekingGame) seek(seekingGame);
    showRecent();
    const reply = await transport.send({ type: 'lobby.subscribe' });
    if (reply.result) {
      store.takeSnapshot(reply.result);
      render();
    }
  };
  const onFrame = (/** @type {any} */ event) => {
    const frame = event.detail;
    if (frame.type === 'seek.paired') {
      stopSeeking(false);
      navigate(pairedPath(frame));
      return;
    }
    if (frame.type !== 'lobby.patch') return;
    if (store.takePatch(frame) === 'gap') subscribe();
    else render();
  };
  transport.addEventListener('frame', onFrame);
  transport.addEventListener('ready', subscribe);
  if (transport.status === 'open') subscribe();
  render();
  return () => {
    stopSeeking(true);
    transport.removeEventListener('frame', onFrame);
    transport.removeEventListener('ready', subscribe);
    for (const stop of stops) stop();
    transport.send({ type: 'lobby.unsubscribe' });
  };
}

function optionSummary(game, options) {
  const parts = [];
  for (const spec of game?.options ?? []) {
    const value = options?.[spec.name];
    if (value === undefined || value === spec.default || spec.name === 'ply_limit' || spec.name === 'repetition') continue;
    parts.push(`${optionWords(game, spec).label.toLowerCase()} ${value === true ? 'on' : value === false ? 'off' : value}`);
  }
  return parts.join(', ') || 'standard rules';
}

function renderRooms(list, store, games, navigate) {
  clear(list);
  const rooms = Object.values(store.rooms).sort((a, b) => b.created_ms - a.created_ms);
  if (rooms.length === 0) {
    list.append(h('p', { class: 'muted' }, 'No open rooms yet. Create one and invite someone.'));
    return;
  }
  for (const room of rooms) {
    const game = games.find((g) => g.id === room.game);
    const waiting = room.status === 'waiting';
    list.append(
      h('article', { class: 'room', 'data-room': room.id },
        h('div', { class: 'room-game' }, room.game_name, room.rated ? ' ' : null, room.rated ? ratedBadge() : null),
        h('div', { class: 'room-players' }, room.players.join(' vs ') + (waiting ? ' · waiting' : '')),
        h('div', { class: 'room-meta muted' },
          `${optionSummary(game, room.options)} · ${clockSummary(room.clock, room.days_per_move)} · ${room.spectators} watching`),
        h('div', { class: 'room-actions' },
          waiting ? h('button', { onclick: () => navigate(`/room/${room.id}`) }, 'Join') : null,
          h('button', { class: 'secondary', onclick: () => navigate(`/room/${room.id}?watch=1`) }, 'Watch'))));
  }
}

/**
 * The room form, built from the games' option specs.
 * @param {any[]} games @param {any[]} levels the bot's, from /api/games @param {import('./transport.js').Transport} transport
 * @param {(() => void)[]} stops what to stop when the lobby goes @param {(settings: any) => void} submit
 */
function createForm(games, levels, transport, stops, submit) {
  const gameSelect = pickGame(games, 'game');
  const optionsBox = h('div', { class: 'options' });
  const advancedBox = h('div', { class: 'options' });
  const advanced = h('details', { class: 'advanced', id: 'advanced-options' }, h('summary', {}, 'More options'), advancedBox);
  const summary = h('p', { class: 'muted summary' });

  const opponent = h('select', { name: 'opponent', id: 'opponent' },
    h('option', { value: 'human' }, 'A person'),
    h('option', { value: 'bot' }, 'The bot'));
  // A game against the bot ends as the server's casual rooms do (a move limit, the draw by
  // repetition): the form shows those values while the bot is chosen.
  /** @param {any} game @param {any} spec */
  const initialValue = (game, spec) => {
    const casual = opponent.value === 'bot' ? game.casual_options ?? {} : {};
    return spec.name in casual ? casual[spec.name] : spec.default;
  };
  const showEndRules = () => {
    const game = games.find((g) => g.id === gameSelect.value);
    for (const spec of game.options) {
      if (spec.name !== 'ply_limit' && spec.name !== 'repetition') continue;
      const input = /** @type {HTMLInputElement|null} */ (advancedBox.querySelector(`#option-${spec.name}`) ?? optionsBox.querySelector(`#option-${spec.name}`));
      if (!input) continue;
      if (spec.type === 'boolean') input.checked = initialValue(game, spec);
      else input.value = String(initialValue(game, spec));
    }
  };

  const renderOptions = () => {
    const game = games.find((g) => g.id === gameSelect.value);
    summary.textContent = game.summary;
    clear(optionsBox);
    clear(advancedBox);
    for (const spec of game.options) {
      const id = `option-${spec.name}`;
      let input;
      if (spec.type === 'boolean') {
        input = h('input', { type: 'checkbox', id, name: spec.name });
        input.checked = initialValue(game, spec);
      } else if (spec.type === 'choice') {
        const names = spec.name === 'first' ? FIRST_CHOICES : {};
        input = h('select', { id, name: spec.name }, ...spec.choices.map((c) => h('option', { value: c }, names[c] ?? c)));
        input.value = spec.default;
      } else {
        input = h('input', { type: 'number', id, name: spec.name, min: spec.min, max: spec.max, value: initialValue(game, spec), step: 1 });
      }
      const words = optionWords(game, spec);
      const text = words.label;
      const help = h('small', { class: 'option-help', id: `${id}-help` }, words.hint);
      input.setAttribute('aria-describedby', `${id}-help`);
      // The count of pieces and who starts matter to most; the rest are variants.
      const main = spec.name === 'first' || (optionsBox.childElementCount === 0 && spec.type === 'integer' && spec.name !== 'ply_limit');
      (main ? optionsBox : advancedBox).append(h('div', { class: `option option-${spec.type}` },
        h('label', { for: id }, text), input, help));
    }
    advanced.hidden = advancedBox.childElementCount === 0;
  };
  gameSelect.addEventListener('change', renderOptions);

  const visibility = h('select', { name: 'visibility', id: 'visibility' },
    h('option', { value: 'private' }, 'Private: by invite link'),
    h('option', { value: 'public' }, 'Public: listed here'));
  // The bot's level, where a game against it is made.
  const botLevel = botLevelPicker(levels, 'form-bot-level');
  const showLevel = () => { botLevel.element.hidden = opponent.value !== 'bot'; };
  opponent.addEventListener('change', showLevel);
  opponent.addEventListener('change', showEndRules);
  showLevel();
  const rated = ratedField(transport, opponent);
  stops.push(rated.stop);
  const pace = paceFields(games, '');

  const form = h('form', { class: 'create-form', id: 'create-form' },
    h('label', {}, h('span', {}, 'Game'), gameSelect), summary, optionsBox, advanced,
    h('label', {}, h('span', {}, 'Room'), visibility),
    h('label', {}, h('span', {}, 'Opponent'), opponent),
    botLevel.element,
    rated.element,
    ...pace.elements,
    h('button', { type: 'submit', id: 'create-room' }, 'Create room'));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const game = games.find((g) => g.id === gameSelect.value);
    /** @type {Record<string, any>} */ const options = {};
    let first = 'random';
    for (const spec of game.options) {
      const input = /** @type {HTMLInputElement} */ (form.querySelector(`#option-${spec.name}`));
      if (spec.name === 'first') first = input.value;
      else if (spec.type === 'boolean') options[spec.name] = input.checked;
      else if (spec.type === 'integer') options[spec.name] = Number(input.value);
    }
    submit({
      game: game.id,
      options,
      first,
      public: visibility.value === 'public',
      opponent: opponent.value,
      ...(opponent.value === 'bot' ? { bot_level: botLevel.level() } : {}),
      clock: pace.clock(),
      ...(pace.daysPerMove() ? { days_per_move: pace.daysPerMove() } : {}),
      ...(rated.rated() ? { rated: true } : {}),
    });
  });
  renderOptions();
  return form;
}
