// The account area in every page's header. A guest sees "Create account" and "Log in"; an account
// its username (a link to its profile) and a menu: profile, change password, sessions, log out.
// Logging in or out changes the token this browser says hello with, on a new connection at once:
// the pages rejoin their rooms as the new session (PROTOCOL.md, "Accounts").

import { h, clear } from './dom.js';
import { accountError } from './account_errors.js';

// The dialogs' code comes when one is first opened: the lobby's first visit stays small.
const forms = () => import('./account_forms.js');
const sessions = () => import('./account_sessions.js');

const LOGIN_ID_KEY = 'rockpool.loginId';

/** The public id of this browser's login, once learnt (the Sessions list marks it). @param {string|null} id */
function setOwnLoginId(id) {
  if (id) localStorage.setItem(LOGIN_ID_KEY, id);
  else localStorage.removeItem(LOGIN_ID_KEY);
}

/** @type {{signUp: () => void, logIn: () => void}|null} */
let opener = null;

/** Opens "Create account" from anywhere (a rated room's refusal, the new-room form). */
export function offerSignUp() {
  opener?.signUp();
}

/** Opens "Log in" from anywhere. */
export function offerLogIn() {
  opener?.logIn();
}

/** The path of an account's profile page. @param {string} username */
export function profilePath(username) {
  return `/players/${encodeURIComponent(username)}`;
}

/**
 * @param {HTMLElement} container the header's slot @param {import('./transport.js').Transport} transport
 * @param {(path: string) => void} navigate
 */
export function accountArea(container, transport, navigate) {
  const nameButton = /** @type {HTMLElement|null} */ (document.getElementById('name-button'));
  const live = h('p', { class: 'visually-hidden', id: 'account-status', role: 'status' });
  const slot = h('div', { class: 'account-slot' });
  container.append(slot, live);
  let learnLoginId = false;  // after a login: the newest login of the account is this browser's
  /** @param {string} words */
  const say = (words) => {
    live.textContent = '';
    setTimeout(() => { live.textContent = words; }, 50);
  };
  /** @param {string} token @param {string} [words] */
  const loggedIn = (token, words) => {
    setOwnLoginId(null);
    learnLoginId = true;
    transport.useToken(token);
    if (words) say(words);
  };
  const logOut = async () => {
    const reply = await transport.send({ type: 'account.logout', token: transport.token });
    if (reply.error && !['account/no_such_session', 'account/not_logged_in'].includes(reply.error.code)) {
      say(accountError('logout', reply.error).text);
      return;
    }
    setOwnLoginId(null);
    transport.useToken(null);  // a new guest session
    say('Logged out. You play as a guest.');
    navigate('/');
  };
  opener = {
    signUp: async () => (await forms()).openSignUp(transport, { loggedIn: (token) => loggedIn(token) }),
    logIn: async () => (await forms()).openLogIn(transport, { loggedIn }),
  };

  let menuOpen = false;
  const render = () => {
    clear(slot);
    const session = transport.session;
    if (!session) return;
    if (nameButton) nameButton.hidden = Boolean(session.account);
    if (!session.account) {
      slot.append(
        h('button', { type: 'button', class: 'header-button', id: 'signup-button', onclick: () => opener?.signUp() }, 'Create account'),
        h('button', { type: 'button', class: 'header-button secondary', id: 'login-button', onclick: () => opener?.logIn() }, 'Log in'));
      return;
    }
    const menu = h('div', { class: 'account-menu', id: 'account-menu', hidden: !menuOpen });
    const toggle = h('button', { type: 'button', class: 'header-button secondary', id: 'account-menu-button', 'aria-expanded': String(menuOpen), 'aria-controls': 'account-menu' }, 'Account');
    const show = (open, focusToggle = false) => {
      menuOpen = open;
      menu.hidden = !open;
      toggle.setAttribute('aria-expanded', String(open));
      if (open) /** @type {HTMLElement|null} */ (menu.querySelector('a, button'))?.focus();
      else if (focusToggle) toggle.focus();
    };
    /** Closes the menu, then does what was chosen (a dialog gives the focus back to the toggle). */
    const item = (id, text, action) => h('li', {}, h('button', { type: 'button', id, class: 'menu-item', onclick: () => { show(false, true); action(); } }, text));
    const profile = profilePath(session.account);
    menu.append(h('ul', {},
      h('li', {}, h('a', { href: profile, class: 'menu-item', id: 'menu-profile', onclick: (e) => { e.preventDefault(); show(false); navigate(profile); } }, 'Your profile')),
      item('menu-password', 'Change password', async () => (await forms()).openChangePassword(transport, say)),
      item('menu-sessions', 'Sessions', async () => (await sessions()).openSessions(transport, { logOut })),
      item('menu-logout', 'Log out', logOut)));
    toggle.addEventListener('click', () => show(!menuOpen));
    menu.addEventListener('keydown', (event) => { if (event.key === 'Escape') show(false, true); });
    toggle.addEventListener('keydown', (event) => { if (event.key === 'Escape' && menuOpen) show(false, true); });
    const wrap = h('div', { class: 'account-menu-wrap' }, toggle, menu);
    wrap.addEventListener('focusout', (event) => {
      if (menuOpen && !wrap.contains(/** @type {Node|null} */ (event.relatedTarget))) show(false);
    });
    slot.append(
      h('a', { href: profile, class: 'account-name', id: 'account-name', title: 'Your profile', onclick: (e) => { e.preventDefault(); navigate(profile); } }, session.account),
      wrap);
  };
  document.addEventListener('click', (event) => {
    if (menuOpen && !slot.contains(/** @type {Node} */ (event.target))) {
      menuOpen = false;
      render();
    }
  });
  transport.addEventListener('ready', async () => {
    render();
    if (learnLoginId && transport.session?.account) {
      learnLoginId = false;
      const reply = await transport.send({ type: 'account.sessions' });
      setOwnLoginId(reply.result?.sessions?.[0]?.id ?? null);
    }
  });
  render();
}
