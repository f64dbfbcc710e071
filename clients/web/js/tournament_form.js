// The lobby's "New tournament" form: the format (a round robin, or an Arena with its duration),
// the game (with its default options), a clock or days per move, a name, how many may play and
// whether it is listed. It sends tournament.create; the page then goes to the tournament's own
// page.

import { h } from './dom.js';
import { gameSelect, paceFields } from './room_fields.js';
import { tournamentError } from './tournament_errors.js';

/**
 * The request the form's values make (PROTOCOL.md, "tournament.create").
 * @param {{format?: 'round_robin'|'arena', minutes?: number, game: string, clock: any, daysPerMove: number|null, name: string, maxPlayers: number, public: boolean}} values
 */
export function createRequest(values) {
  const format = values.format ?? 'round_robin';
  /** @type {Record<string, any>} */
  const request = { type: 'tournament.create', format, game: values.game, options: {},
    public: values.public, max_players: values.maxPlayers };
  if (format === 'arena') request.minutes = values.minutes;
  if (values.daysPerMove) request.days_per_move = values.daysPerMove;
  else if (values.clock) request.clock = values.clock;
  const name = values.name.trim();
  if (name) request.name = name;
  return request;
}

/**
 * @param {any[]} games from /api/games @param {import('./transport.js').Transport} transport
 * @param {(path: string) => void} navigate
 */
export function tournamentForm(games, transport, navigate) {
  const game = gameSelect(games, 'tournament-game');
  // A live tournament needs a clock: it starts on.
  const pace = paceFields(games, 'tournament-', { clockOn: true });
  const name = h('input', { type: 'text', id: 'tournament-name', maxlength: 40, placeholder: 'Optional', autocomplete: 'off' });
  const format = h('select', { id: 'tournament-format' },
    h('option', { value: 'round_robin' }, 'Round robin: everyone meets everyone'),
    h('option', { value: 'arena' }, 'Arena: paired as you go, for a set time'));
  const minutes = h('input', { type: 'number', id: 'tournament-minutes', min: 5, max: 180, value: 30, step: 1 });
  const minutesLabel = h('label', { hidden: true }, h('span', {}, 'Lasts (minutes)'), minutes);
  const maxPlayers = h('input', { type: 'number', id: 'tournament-max', min: 3, max: 10, value: 10, step: 1 });
  // An Arena lasts a set time and takes 2 to 100 players; a round robin 3 to 10.
  format.addEventListener('change', () => {
    const arena = format.value === 'arena';
    minutesLabel.hidden = !arena;
    maxPlayers.min = arena ? '2' : '3';
    maxPlayers.max = arena ? '100' : '10';
    maxPlayers.value = arena ? '100' : '10';
    button.textContent = arena ? 'Create arena' : 'Create round robin';
  });
  const listed = h('input', { type: 'checkbox', id: 'tournament-public' });
  listed.checked = true;
  const error = h('p', { class: 'error', role: 'alert', id: 'tournament-form-error' });
  const button = h('button', { type: 'submit', id: 'create-tournament' }, 'Create round robin');
  const form = h('form', { class: 'create-form tournament-form', id: 'tournament-form' },
    h('label', {}, h('span', {}, 'Format'), format),
    minutesLabel,
    h('label', {}, h('span', {}, 'Game'), game),
    ...pace.elements,
    h('label', {}, h('span', {}, 'Name'), name),
    h('label', {}, h('span', {}, 'Players at most'), maxPlayers),
    h('label', { class: 'option-boolean' }, h('span', {}, 'Listed here'), listed),
    button, error);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.textContent = '';
    button.disabled = true;
    const reply = await transport.send(createRequest({
      format: format.value === 'arena' ? 'arena' : 'round_robin', minutes: Number(minutes.value), game: game.value, clock: pace.clock(), daysPerMove: pace.daysPerMove(), name: name.value,
      maxPlayers: Number(maxPlayers.value), public: listed.checked,
    }));
    button.disabled = false;
    if (reply.error) {
      error.textContent = tournamentError('create', reply.error);
      return;
    }
    navigate(`/t/${reply.result.tournament.code}`);
  });
  return h('details', { class: 'new-tournament', id: 'new-tournament' }, h('summary', {}, 'New tournament'), form);
}
