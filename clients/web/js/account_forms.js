// The account dialogs: create an account for this browser's guest session (then its recovery
// codes, shown once, with a step to save them), log in (with "Forgot password?": a reset by
// recovery code) and change the password. Each refused request is shown as a sentence beside
// the field it concerns; nothing is kept but the login token the server gives.

import { h, clear } from './dom.js';
import { field, formError, modal } from './dialog.js';
import { accountError, newPasswordProblem, recoveryCodesText } from './account_errors.js';

/** After logging in, the buttons that opened the dialog are gone: the account's menu takes their place. */
const accountMenu = () => document.getElementById('account-menu-button');

/**
 * Sends an account request from a form: the button off while it runs, errors beside their fields.
 * @param {import('./transport.js').Transport} transport @param {any} body
 * @param {{form: any, fields: Record<string, {say: (t: string) => void, input: HTMLInputElement}>, general: HTMLElement, button: HTMLButtonElement}} where
 */
async function submit(transport, body, { form, fields, general, button }) {
  for (const f of Object.values(fields)) f.say('');
  general.textContent = '';
  button.disabled = true;
  const reply = await transport.send(body);
  button.disabled = false;
  if (!reply.error) return reply.result;
  const { field: which, text } = accountError(form, reply.error);
  const target = which ? fields[which] : null;
  if (target) {
    target.say(text);
    target.input.focus();
  } else general.textContent = text;
  return null;
}

/** Shows a local problem (a short or mistyped password) beside its field. */
function localProblem(problem, fields) {
  if (!problem) return false;
  const target = fields[problem.field] ?? fields.password;
  target.say(problem.text);
  target.input.focus();
  return true;
}

/**
 * "Create account": claims this browser's guest session, then shows its recovery codes once.
 * @param {import('./transport.js').Transport} transport @param {{loggedIn: (token: string) => void}} hooks
 */
export function openSignUp(transport, hooks) {
  const box = modal('signup-dialog', 'Create an account', accountMenu);
  const current = transport.session?.name ?? '';
  const fields = {
    username: field('signup-username', 'Username', { type: 'text', autocomplete: 'username', maxlength: 24, required: true, spellcheck: 'false', autocapitalize: 'off',
      value: /^Guest\b/.test(current) ? '' : current, hint: 'Up to 24 characters; nobody else can take it once it is yours.' }),
    password: field('signup-password', 'Password', { type: 'password', autocomplete: 'new-password', required: true, minlength: 8, hint: 'At least 8 characters.' }),
    repeat: field('signup-repeat', 'Repeat the password', { type: 'password', autocomplete: 'new-password', required: true }),
  };
  const general = formError('signup-error');
  const button = h('button', { type: 'submit', id: 'signup-submit' }, 'Create account');
  const form = h('form', { class: 'account-form', id: 'signup-form', novalidate: true },
    h('p', { class: 'small' }, 'Keep your name, play rated matches and log in from other devices. The games and history of this browser come with you.'),
    fields.username.element, fields.password.element, fields.repeat.element, general,
    h('div', { class: 'dialog-actions' }, button));
  box.body.append(form);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    for (const f of Object.values(fields)) f.say('');
    const username = fields.username.input.value.trim().replace(/\s+/g, ' ');
    if (!username) {
      fields.username.say('Choose a username.');
      fields.username.input.focus();
      return;
    }
    const password = fields.password.input.value;
    if (localProblem(newPasswordProblem(password, fields.repeat.input.value), fields)) return;
    const result = await submit(transport, { type: 'account.claim', username, password }, { form: 'claim', fields, general, button });
    if (!result) return;
    hooks.loggedIn(result.token);
    showCodes(box, result.username, result.recovery_codes);
  });
  box.open();
  return box;
}

/** The recovery codes, once: copy them, say they are saved, then Done. */
function showCodes(box, username, codes) {
  clear(box.body);
  box.dialog.classList.add('codes-step');
  const title = box.dialog.querySelector('h2');
  if (title) title.textContent = 'Save your recovery codes';
  const copied = h('p', { class: 'small copy-status', id: 'codes-copy-status', role: 'status' });
  const saved = h('input', { type: 'checkbox', id: 'codes-saved' });
  const done = h('button', { type: 'button', id: 'codes-done', disabled: true, onclick: () => box.close() }, 'Done');
  saved.addEventListener('change', () => { done.disabled = !saved.checked; });
  const text = recoveryCodesText(username, codes);
  box.body.append(
    h('p', { id: 'codes-welcome' }, `Your account ${username} is ready.`),
    h('p', { class: 'codes-warning' }, 'There is no e-mail: if you forget your password, one of these codes is the only way back in. Each works once. They are shown only now: keep them somewhere safe (a password manager, or on paper).'),
    h('ol', { class: 'recovery-codes', id: 'recovery-codes', 'aria-label': 'Recovery codes' }, ...codes.map((code) => h('li', {}, h('code', {}, code)))),
    h('div', { class: 'dialog-actions' },
      h('button', { type: 'button', class: 'secondary', id: 'codes-copy', onclick: async () => {
        try {
          await navigator.clipboard.writeText(text);
          copied.textContent = 'Copied: paste them where you keep such things.';
        } catch {
          copied.textContent = 'The browser did not let the page copy: select the codes and copy them yourself.';
        }
      } }, 'Copy the codes')),
    copied,
    h('label', { class: 'check', for: 'codes-saved' }, saved, ' I have saved these codes'),
    h('div', { class: 'dialog-actions' }, done));
  // Escape or × would lose the codes unseen: only Done closes, once they are saved.
  box.dialog.querySelector('.dialog-close')?.setAttribute('hidden', '');
  box.dialog.addEventListener('cancel', (event) => { if (!saved.checked) event.preventDefault(); });
  document.getElementById('codes-copy')?.focus();
}

/**
 * "Log in" to an account from this browser, or reset a forgotten password with a recovery code.
 * @param {import('./transport.js').Transport} transport @param {{loggedIn: (token: string, words: string) => void}} hooks
 */
export function openLogIn(transport, hooks) {
  const box = modal('login-dialog', 'Log in', accountMenu);
  const showLogin = () => {
    clear(box.body);
    const fields = {
      username: field('login-username', 'Username', { type: 'text', autocomplete: 'username', required: true, spellcheck: 'false', autocapitalize: 'off' }),
      password: field('login-password', 'Password', { type: 'password', autocomplete: 'current-password', required: true }),
    };
    const general = formError('login-error');
    const button = h('button', { type: 'submit', id: 'login-submit' }, 'Log in');
    const guest = transport.session && !transport.session.account
      ? h('p', { class: 'small muted' }, `Logging in here leaves ${transport.session.name}, this browser's guest session (its open games stay with it): the browser then plays as the account.`) : null;
    const form = h('form', { class: 'account-form', id: 'login-form', novalidate: true },
      guest, fields.username.element, fields.password.element, general,
      h('div', { class: 'dialog-actions' }, button,
        h('button', { type: 'button', class: 'link-button', id: 'login-forgot', onclick: () => showReset(fields.username.input.value) }, 'Forgot password?')));
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const username = fields.username.input.value.trim();
      if (!username) return fields.username.say('Type your username.');
      if (!fields.password.input.value) return fields.password.say('Type your password.');
      const result = await submit(transport, { type: 'account.login', username, password: fields.password.input.value }, { form: 'login', fields, general, button });
      if (!result) return;
      hooks.loggedIn(result.token, `Logged in as ${result.username}.`);
      box.close();
    });
    box.body.append(form);
    fields.username.input.focus();
  };
  const showReset = (username) => {
    clear(box.body);
    const fields = {
      username: field('reset-username', 'Username', { type: 'text', autocomplete: 'username', required: true, value: username, spellcheck: 'false', autocapitalize: 'off' }),
      code: field('reset-code', 'Recovery code', { type: 'text', autocomplete: 'off', required: true, spellcheck: 'false', autocapitalize: 'characters', hint: 'One of the codes you saved when you made the account; capitals, spaces and dashes do not matter.' }),
      new_password: field('reset-password', 'New password', { type: 'password', autocomplete: 'new-password', required: true, hint: 'At least 8 characters.' }),
      repeat: field('reset-repeat', 'Repeat the new password', { type: 'password', autocomplete: 'new-password', required: true }),
    };
    const general = formError('reset-error');
    const button = h('button', { type: 'submit', id: 'reset-submit' }, 'Set the new password');
    const form = h('form', { class: 'account-form', id: 'reset-form', novalidate: true },
      h('p', { class: 'small' }, 'A recovery code sets a new password and logs out every other device of the account. Each code works once.'),
      fields.username.element, fields.code.element, fields.new_password.element, fields.repeat.element, general,
      h('div', { class: 'dialog-actions' }, button,
        h('button', { type: 'button', class: 'link-button', id: 'reset-back', onclick: showLogin }, 'Back to log in')));
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const name = fields.username.input.value.trim();
      if (!name) return fields.username.say('Type your username.');
      if (!fields.code.input.value.trim()) return fields.code.say('Type one of your recovery codes.');
      const problem = newPasswordProblem(fields.new_password.input.value, fields.repeat.input.value);
      if (problem) return localProblem({ ...problem, field: problem.field === 'password' ? 'new_password' : problem.field }, fields);
      const result = await submit(transport, { type: 'account.reset', username: name, code: fields.code.input.value, new_password: fields.new_password.input.value },
        { form: 'reset', fields, general, button });
      if (!result) return;
      const left = result.recovery_codes_left;
      hooks.loggedIn(result.token, `Password changed; logged in as ${result.username}. ${left} recovery code${left === 1 ? '' : 's'} left.`);
      box.close();
    });
    box.body.append(form);
    (name => (name ? fields.code : fields.username))(username).input.focus();
  };
  box.open();
  showLogin();
  return box;
}

/**
 * "Change password": the current one, then the new one twice.
 * @param {import('./transport.js').Transport} transport @param {(words: string) => void} say
 */
export function openChangePassword(transport, say) {
  const box = modal('password-dialog', 'Change password');
  const fields = {
    password: field('password-current', 'Current password', { type: 'password', autocomplete: 'current-password', required: true }),
    new_password: field('password-new', 'New password', { type: 'password', autocomplete: 'new-password', required: true, hint: 'At least 8 characters.' }),
    repeat: field('password-repeat', 'Repeat the new password', { type: 'password', autocomplete: 'new-password', required: true }),
  };
  const general = formError('password-error');
  const button = h('button', { type: 'submit', id: 'password-submit' }, 'Change password');
  const form = h('form', { class: 'account-form', id: 'password-form', novalidate: true },
    fields.password.element, fields.new_password.element, fields.repeat.element, general, h('div', { class: 'dialog-actions' }, button));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    for (const f of Object.values(fields)) f.say('');
    if (!fields.password.input.value) return fields.password.say('Type your current password.');
    const problem = newPasswordProblem(fields.new_password.input.value, fields.repeat.input.value);
    if (problem) return localProblem({ ...problem, field: problem.field === 'password' ? 'new_password' : problem.field }, fields);
    const result = await submit(transport, { type: 'account.password', password: fields.password.input.value, new_password: fields.new_password.input.value },
      { form: 'password', fields, general, button });
    if (!result) return;
    say('Password changed. Your other devices stay logged in: see Sessions to log them out.');
    box.close();
  });
  box.body.append(form);
  box.open();
  return box;
}
