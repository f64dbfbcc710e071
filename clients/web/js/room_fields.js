// Form fields that the room form and the round-robin form share: the game picker, and the pace
// (a clock, or correspondence: the days each move may take).

import { h } from './dom.js';

/** The games as a select. @param {any[]} games from /api/games @param {string} id */
export function gameSelect(games, id) {
  return h('select', { name: 'game', id }, ...games.map((g) => h('option', { value: g.id }, g.name)));
}

/**
 * The clock (minutes and seconds added a move) and, instead of it, days per move. Ids start with
 * `prefix` ("" for the room form: `clock-on`, `clock-minutes`, `clock-increment`, `days-per-move`).
 * @param {any[]} games from /api/games @param {string} prefix @param {{clockOn?: boolean}} [start]
 * @returns {{elements: HTMLElement[], clock: () => {initial_s: number, increment_s: number}|null, daysPerMove: () => number|null}}
 */
export function paceFields(games, prefix, start = {}) {
  const on = Boolean(start.clockOn);
  const clockOn = h('input', { type: 'checkbox', id: `${prefix}clock-on` });
  clockOn.checked = on;
  const clockMinutes = h('input', { type: 'number', id: `${prefix}clock-minutes`, min: 1, max: 180, value: 5, step: 1, disabled: !on });
  const clockIncrement = h('input', { type: 'number', id: `${prefix}clock-increment`, min: 0, max: 60, value: 2, step: 1, disabled: !on });
  clockOn.addEventListener('change', () => {
    clockMinutes.disabled = !clockOn.checked;
    clockIncrement.disabled = !clockOn.checked;
  });
  // Correspondence instead of a clock: each move may take some days (PROTOCOL.md).
  const daysPerMove = h('select', { name: 'days_per_move', id: `${prefix}days-per-move` },
    h('option', { value: '' }, 'Off: play now'),
    ...(games[0]?.days_per_move ?? [1, 2, 3, 5, 7, 10, 14]).map((/** @type {number} */ days) => h('option', { value: String(days) }, `${days} day${days > 1 ? 's' : ''} a move`)));
  daysPerMove.addEventListener('change', () => {
    const correspondence = daysPerMove.value !== '';
    if (correspondence && clockOn.checked) clockOn.click();
    if (!correspondence && on && !clockOn.checked) clockOn.click();  // a pace that needs one gets its clock back
    clockOn.disabled = correspondence;
  });
  return {
    elements: [
      h('div', { class: 'option clock-fields' },
        h('label', { for: `${prefix}clock-on` }, 'Clock'),
        h('div', { class: 'clock-inputs' }, clockOn,
          h('label', {}, clockMinutes, h('span', {}, 'minutes')),
          h('label', {}, h('span', {}, '+'), clockIncrement, h('span', {}, 'seconds a move'))),
        h('small', { class: 'option-help' }, 'Each player’s time for the whole match, and what each move adds.')),
      h('div', { class: 'option' },
        h('label', { for: `${prefix}days-per-move` }, 'Correspondence'), daysPerMove,
        h('small', { class: 'option-help' }, 'Or no clock: each move may take days; the game waits in “Your turn”.')),
    ],
    clock: () => (clockOn.checked ? { initial_s: Number(clockMinutes.value) * 60, increment_s: Number(clockIncrement.value) } : null),
    daysPerMove: () => (daysPerMove.value ? Number(daysPerMove.value) : null),
  };
}
