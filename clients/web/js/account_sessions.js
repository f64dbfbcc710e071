// "Sessions": the account's logins (devices), newest first, each with where and when it was
// used, and a button that logs it out. This browser's own login is marked, when it is known.

import { h, clear } from './dom.js';
import { formError, modal } from './dialog.js';
import { accountError } from './account_errors.js';

const LOGIN_ID_KEY = 'rockpool.loginId';

/** The public id of this browser's login, once learnt (kept by the account area). */
function ownLoginId() {
  return localStorage.getItem(LOGIN_ID_KEY);
}

/** @param {number} ms */
function when(ms) {
  return new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * @param {import('./transport.js').Transport} transport
 * @param {{logOut: () => void}} hooks what revoking this browser's own login does
 */
export function openSessions(transport, hooks) {
  const box = modal('sessions-dialog', 'Sessions');
  const list = h('ul', { class: 'session-list', id: 'session-list', 'aria-label': 'Logins of your account' });
  const general = formError('sessions-error');
  const status = h('p', { class: 'small', role: 'status', id: 'sessions-status' });
  box.body.append(h('p', { class: 'small' }, 'Each device or browser logged in to your account. Log out one you do not recognise, then change your password.'),
    list, status, general);
  const load = async () => {
    const reply = await transport.send({ type: 'account.sessions' });
    clear(list);
    if (reply.error) {
      general.textContent = accountError('sessions', reply.error).text;
      return;
    }
    const own = ownLoginId();
    for (const login of reply.result.sessions) {
      const mine = login.id === own;
      const revoke = h('button', { type: 'button', class: 'secondary', 'data-session': login.id,
        'aria-label': mine ? 'Log out this browser' : `Log out the login from ${login.address}, last seen ${when(login.seen_ms)}`,
        onclick: async () => {
          revoke.disabled = true;
          general.textContent = '';
          const answer = await transport.send({ type: 'account.revoke', session: login.id });
          if (answer.error) {
            revoke.disabled = false;
            general.textContent = accountError('sessions', answer.error).text;
            return;
          }
          if (mine) {
            box.close();
            hooks.logOut();
            return;
          }
          status.textContent = `Logged out the login from ${login.address}.`;
          await load();
          /** @type {HTMLElement|null} */ (list.querySelector('button') ?? box.dialog.querySelector('.dialog-close'))?.focus();
        } }, mine ? 'Log out' : 'Log out');
      list.append(h('li', { class: 'session' + (mine ? ' own' : '') },
        h('div', {}, h('strong', {}, mine ? 'This browser' : login.address), mine ? h('span', { class: 'muted' }, ` · ${login.address}`) : null),
        h('div', { class: 'small muted' }, `Logged in ${when(login.created_ms)} · last seen ${when(login.seen_ms)}`),
        revoke));
    }
    if (!list.firstChild) list.append(h('li', { class: 'muted' }, 'No logins.'));
  };
  box.open();
  load();
  return box;
}
