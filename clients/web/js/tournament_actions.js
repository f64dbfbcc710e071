// What a viewer can do with a tournament that is still open: share its invite link, join it,
// leave it (a player who is not the host), start it (the host, once 3 play, or 2 in an Arena) or
// cancel it (the host, after a confirm: nobody can undo it). In an Arena being played: join, pause
// and return, until its time is up.

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
  return { join: !playing && !full, leave: playing && !host, start: host, startable: doc.players.length >= fewestPlayers(doc), cancel: host };
}

/** How many players a tournament needs to start. @param {any} doc */
function fewestPlayers(doc) {
  return doc.format === 'arena' ? 2 : 3;
}

/**
 * The viewer's buttons in an Arena being played, at `now`: Join (not in it), Pause (there) or
 * Return (paused); none once its time is up.
 * @param {any} doc @param {string|null} me @param {number} now
 * @returns {{join: boolean, pause: boolean, back: boolean}}
 */
export function arenaActions(doc, me, now) {
  const none = { join: false, pause: false, back: false };
  if (doc.format !== 'arena' || doc.status !== 'playing' || doc.ends_ms === null || now >= doc.ends_ms) return none;
  const player = doc.players.find((/** @type {any} */ p) => p.id === me);
  if (!player) return { ...none, join: doc.players.length < doc.max_players };
  return player.present ? { ...none, pause: true } : { ...none, back: true };
}

/**
 * An Arena's buttons while it plays, with a line that says what each does.
 * @param {any} doc @param {string|null} me @param {number} now @param {(request: 'join'|'leave') => void} act
 */
export function arenaBox(doc, me, now, act) {
  const actions = arenaActions(doc, me, now);
  return h('div', { class: 'tournament-open' }, h('div', { class: 'tournament-buttons' },
    actions.join ? h('button', { type: 'button', id: 'join-tournament', onclick: () => act('join') }, 'Join') : null,
    actions.pause ? h('button', { type: 'button', class: 'secondary', id: 'pause-tournament', onclick: () => act('leave') }, 'Pause') : null,
    actions.back ? h('button', { type: 'button', id: 'return-tournament', onclick: () => act('join') }, 'Return') : null,
    h('span', { class: 'muted small' }, actions.join ? 'Join now: you are paired as soon as someone is free.'
      : actions.pause ? 'Pausing stops your pairing; a game you are playing goes on and counts.'
        : actions.back ? 'You are paused (a player who misses a game is paused too): return to be paired again, with your score kept.'
          : 'Time is up: nobody is paired any more.')));
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
      actions.start ? h('span', { class: 'muted small', id: 'start-note' }, startNote(doc, actions.startable)) : null,
      actions.cancel ? h('button', { type: 'button', class: 'secondary', id: 'cancel-tournament', onclick: () => { if (confirm(CANCEL_QUESTION)) act('cancel'); } }, 'Cancel tournament') : null,
      !actions.join && !doc.players.some((/** @type {any} */ p) => p.id === me) && full ? h('span', { class: 'muted' }, 'It is full.') : null));
}

/** What starting does, or why it cannot yet. @param {any} doc @param {boolean} startable */
function startNote(doc, startable) {
  const arena = doc.format === 'arena';
  if (startable) return arena ? 'Starting starts the clock; players may still join until the end.' : 'Starting pairs everyone; nobody can join after.';
  return `A${arena ? 'n Arena' : ' round robin'} needs ${fewestPlayers(doc)} players to start (${doc.players.length} now).`;
}
