// What a viewer can do with a round robin that is still open: share its invite link, join it,
// leave it (a player who is not the host), start it (the host, once 3 play) or cancel it (the
// host, after a confirm: nobody can undo it).

import { h } from './dom.js';

const CANCEL_QUESTION = 'Cancel this tournament? Nobody will be able to join or play it.';

/**
 * Which buttons the viewer gets: the host starts or cancels, a player leaves, anyone else joins;
 * nothing once it has begun or been cancelled.
 * @param {any} doc @param {string|null} me the viewer's public id
 * @returns {{join: boolean, leave: boolean, start: boolean, startable: boolean, cancel: boolean}}
 */
export function openActions(doc, me) {
  const none = { join: false, leave: false, start: false, startable: false, cancel: false };
  if (doc.status !== 'open') return none;
  const playing = doc.players.some((/** @type {any} */ p) => p.id === me);
  const host = doc.host === me;
  const full = doc.players.length >= doc.max_players;
  return { join: !playing && !full, leave: playing && !host, start: host, startable: doc.players.length >= 3, cancel: host };
}

/**
 * The open tournament's box: the invite link with Copy, and the viewer's buttons.
 * @param {any} doc @param {string|null} me @param {(request: 'join'|'leave'|'start'|'cancel') => void} act
 */
export function openBox(doc, me, act) {
  const actions = openActions(doc, me);
  const invite = `${location.origin}/t/${doc.code}`;
  const copied = h('span', { class: 'muted small', role: 'status' });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invite);
      copied.textContent = 'Copied.';
    } catch {
      copied.textContent = 'Select the link and copy it.';
    }
  };
  const full = doc.players.length >= doc.max_players;
  return h('div', { class: 'tournament-open' },
    h('p', {}, 'Invite players with this link:'),
    h('div', { class: 'share' },
      h('input', { type: 'text', readonly: true, value: invite, id: 'tournament-link', 'aria-label': 'Invite link' }),
      h('button', { type: 'button', id: 'copy-tournament-link', onclick: copy }, 'Copy')),
    copied,
    h('div', { class: 'tournament-buttons' },
      actions.join ? h('button', { type: 'button', id: 'join-tournament', onclick: () => act('join') }, 'Join') : null,
      actions.leave ? h('button', { type: 'button', class: 'secondary', id: 'leave-tournament', onclick: () => act('leave') }, 'Leave') : null,
      actions.start ? h('button', { type: 'button', id: 'start-tournament', disabled: !actions.startable, 'aria-describedby': 'start-note', onclick: () => act('start') }, 'Start') : null,
      actions.start ? h('span', { class: 'muted small', id: 'start-note' }, actions.startable
        ? 'Starting pairs everyone; nobody can join after.'
        : `A round robin needs 3 players to start (${doc.players.length} now).`) : null,
      actions.cancel ? h('button', { type: 'button', class: 'secondary', id: 'cancel-tournament', onclick: () => { if (confirm(CANCEL_QUESTION)) act('cancel'); } }, 'Cancel tournament') : null,
      !actions.join && !doc.players.some((/** @type {any} */ p) => p.id === me) && full ? h('span', { class: 'muted' }, 'It is full.') : null));
}
