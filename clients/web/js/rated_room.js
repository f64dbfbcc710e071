// Rated play on the pages: the new-room form's "Rated" checkbox (on only for an account, not
// against the bot, with the reason in words when it is off), the "Rated" badge of lobby entries
// and room titles, and the words for a guest refused a seat in a rated room.

import { h, clear } from './dom.js';
import { ratedChoice } from './rating_words.js';
import { offerSignUp } from './account_area.js';

/** The small "Rated" badge. */
export function ratedBadge() {
  return h('span', { class: 'badge rated-badge' }, 'Rated');
}

/** A button that reads as a link and opens "Create account". @param {string} text */
function signUpLink(text, id) {
  return h('button', { type: 'button', class: 'link-button', id, onclick: () => offerSignUp() }, text);
}

/**
 * The form's "Rated" field. It follows the session (a guest who makes an account sees it turn
 * on) and the opponent chosen.
 * @param {import('./transport.js').Transport} transport @param {HTMLSelectElement} opponent
 * @returns {{element: HTMLElement, rated: () => boolean, stop: () => void}}
 */
export function ratedField(transport, opponent) {
  const input = /** @type {HTMLInputElement} */ (h('input', { type: 'checkbox', id: 'rated', name: 'rated', 'aria-describedby': 'rated-why' }));
  const why = h('small', { class: 'option-help', id: 'rated-why' });
  const update = () => {
    const choice = ratedChoice({ account: transport.session?.account ?? null, opponent: opponent.value });
    input.disabled = !choice.enabled;
    if (!choice.enabled) input.checked = false;
    clear(why);
    why.append(choice.reason);
    if (choice.needsAccount) why.append(' ', signUpLink('Create an account', 'rated-signup'), ' to play them.');
  };
  opponent.addEventListener('change', update);
  transport.addEventListener('ready', update);
  update();
  return {
    element: h('div', { class: 'option option-boolean rated-option' }, h('label', { for: 'rated' }, 'Rated'), input, why),
    rated: () => input.checked && !input.disabled,
    stop: () => transport.removeEventListener('ready', update),
  };
}

/**
 * The line a rated room shows above its board: that the match is rated, and to a guest who
 * wanted a seat, why they only watch.
 * @param {any} room room.state's room @param {boolean} refused a seat was refused for want of an account
 * @param {boolean} isAccount
 */
export function ratedNotice(room, refused, isAccount) {
  if (!room?.rated) return null;
  const lines = [h('strong', {}, 'Rated match: '), 'the result changes both players\u2019 ratings.'];
  if (refused && !isAccount) {
    lines.push(' You are watching: only players with an account can sit in a rated room. ',
      signUpLink('Create an account', 'rated-room-signup'), ' to take the seat.');
  }
  return h('p', { class: 'rated-notice', id: 'rated-notice' }, ...lines);
}
