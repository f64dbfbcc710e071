// The result when a match ends, beside the board (under it on a phone), which stays in sight: the
// winner by name, the reason in plain words, and what to do next (a rematch, a new game, a review
// of the match in the replay viewer, the lobby; in a tournament's game, back to its tournament
// instead of a rematch). It folds to one line to give the final position all the room.

import { h, clear } from './dom.js';
import { resultWords } from './result_words.js';
import { ratingResult } from './rating_words.js';
import { sessionHeaders } from './transport.js';

/**
 * @param {HTMLElement} box @param {any} view
 * @param {{rematch: () => void, navigate: (path: string) => void, fold: (folded: boolean) => void}} actions
 * @param {{inHistory: boolean, folded: boolean, tournament: {code: string, name: string}|null}} state
 *   inHistory: whether the history serves this match (for Review); tournament: the one the match is a game of
 */
export function renderResultBox(box, view, actions, state) {
  clear(box);
  const words = resultWords(view);
  box.classList.toggle('folded', state.folded);
  if (state.folded) {
    box.append(h('p', { class: 'result-headline', id: 'result-headline' }, words.headline),
      h('button', { class: 'secondary', id: 'show-result', onclick: () => actions.fold(false) }, 'Show the result'));
    return;
  }
  const tournament = state.tournament;
  const buttons = [];
  if (tournament) {
    buttons.push(h('button', { id: 'to-tournament', onclick: () => actions.navigate(`/t/${tournament.code}`) }, `Back to ${tournament.name}`));
  } else if (view.you !== null) {
    const opponent = 1 - view.you;
    const asked = view.rematch[view.you];
    const label = asked ? 'Rematch asked' : view.rematch[opponent] ? 'Accept rematch' : 'Rematch';
    buttons.push(h('button', { id: 'rematch', disabled: asked, onclick: actions.rematch }, label));
  }
  buttons.push(h('button', { class: 'secondary', id: 'new-game', onclick: () => actions.navigate('/#new-game') }, 'New game'));
  if (state.inHistory) {
    buttons.push(h('button', { class: 'secondary', id: 'replay', title: 'Step through the match, and see where it was won or lost', onclick: () => actions.navigate(`/replay/${view.match.id}?review`) }, 'Review'));
  }
  buttons.push(h('button', { class: 'secondary', id: 'to-lobby', onclick: () => actions.navigate('/') }, 'Back to lobby'));
  buttons.push(h('button', { class: 'secondary', id: 'result-fold', onclick: () => actions.fold(true) }, 'Look at the board'));
  const lines = [
    h('p', { class: 'result-headline', id: 'result-headline' }, words.headline),
    words.reason ? h('p', { class: 'result-reason', id: 'result-reason' }, words.reason) : null,
    words.personal ? h('p', { class: 'result-personal' }, words.personal) : null,
    ratingLines(view),
    view.you !== null && view.rematch[1 - view.you] && !view.rematch[view.you]
      ? h('p', { class: 'result-personal' }, `${view.players[String(1 - view.you)].name} wants a rematch.`) : null,
    h('div', { class: 'result-actions' }, ...buttons)];
  box.append(...lines.filter(Boolean));
}

/** Each player's rating change and new rating, once a rated match was rated. @param {any} view */
function ratingLines(view) {
  const seats = [0, 1].map((seat) => ({ seat, words: ratingResult(view.players[String(seat)]) })).filter((s) => s.words);
  if (seats.length === 0) return null;
  return h('ul', { class: 'result-ratings', id: 'result-ratings', 'aria-label': 'Rating changes' },
    ...seats.map(({ seat, words }) => h('li', { 'data-seat': seat },
      h('span', { class: 'rating-player' }, view.players[String(seat)].name),
      h('span', { class: `rating-change ${words.change.startsWith('+') ? 'up' : words.change.startsWith('\u2212') ? 'down' : ''}` }, words.change),
      h('span', { class: 'rating-after' }, `now ${words.after}`))));
}

/**
 * Whether the history serves a finished match yet (it is stored as it ends; private matches are
 * served to their players only).
 * @param {string} matchId @returns {Promise<boolean>}
 */
export async function matchInHistory(matchId) {
  try {
    const response = await fetch(`/api/matches/${encodeURIComponent(matchId)}`, { method: 'HEAD', headers: sessionHeaders() });
    return response.ok;
  } catch {
    return false;
  }
}
