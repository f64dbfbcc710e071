// What a refused account request means to the person at the form: a sentence, and the field it
// concerns (null: the form as a whole), for every error code PROTOCOL.md gives these requests.

/**
 * @typedef {'username'|'password'|'new_password'|'code'|'repeat'|null} Field
 * @typedef {{field: Field, text: string}} FieldError
 */

/** Ends a server's detail ("that name is reserved") as a sentence. @param {string} [detail] */
function sentence(detail) {
  if (!detail) return '';
  const text = detail.charAt(0).toUpperCase() + detail.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** A login refused for a while: the wait the server names, in words. @param {string} [message] */
function waitWords(message) {
  const seconds = Number(message?.match(/try again in (\d+) s/)?.[1] ?? NaN);
  if (!Number.isFinite(seconds)) return 'Too many failed tries: wait a little before the next one.';
  const wait = seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `Too many failed tries: try again in ${wait}.`;
}

/**
 * @param {'claim'|'login'|'password'|'reset'|'sessions'|'logout'} form which request was refused
 * @param {{code: string, message?: string}} error the reply's error
 * @returns {FieldError}
 */
export function accountError(form, error) {
  const detail = sentence(error.message);
  switch (error.code) {
    case 'account/bad_username':
      return { field: 'username', text: `That username cannot be used. ${detail}`.trim() };
    case 'account/taken':
      return { field: 'username', text: 'Someone already has that username (whatever its capitals): choose another.' };
    case 'account/bad_password':
      return { field: form === 'claim' ? 'password' : 'new_password', text: 'A password has 8 to 256 bytes (letters, digits, spaces: anything).' };
    case 'account/already_claimed':
      return { field: null, text: 'This browser already has an account. Log out first to make another.' };
    case 'account/bad_credentials':
      return form === 'password'
        ? { field: 'password', text: 'That is not your current password.' }
        : { field: 'password', text: 'Wrong username or password.' };
    case 'account/bad_recovery_code':
      return { field: 'code', text: 'That recovery code does not fit this username, or it was used already.' };
    case 'account/rate_limited':
      return form === 'claim'
        ? { field: null, text: 'Too many new accounts from your address: try again in an hour.' }
        : { field: null, text: waitWords(error.message) };
    case 'account/not_logged_in':
      return { field: null, text: 'You are not logged in to an account any more: log in again.' };
    case 'account/no_such_session':
      return { field: null, text: 'That login is no longer active: it was already logged out.' };
    case 'account/unavailable':
      return { field: null, text: 'This server keeps no accounts: you can still play as a guest.' };
    case 'server/busy':
      return { field: null, text: 'The server is busy: try again in a moment.' };
    case 'request/bad_field':
      return { field: form === 'claim' || form === 'login' ? 'password' : 'new_password', text: 'A password has at most 256 characters.' };
    case 'connection/closed':
      return { field: null, text: 'The connection dropped before the server answered: try again.' };
    default:
      return { field: null, text: detail || 'The server refused that.' };
  }
}

/**
 * Checks made before anything is sent: a new password long enough, and typed the same twice.
 * @param {string} password @param {string|null} repeat null when the form has no second field
 * @returns {FieldError|null}
 */
export function newPasswordProblem(password, repeat) {
  const bytes = new TextEncoder().encode(password).length;
  if (bytes < 8) return { field: 'password', text: 'A password has at least 8 characters.' };
  if (bytes > 256) return { field: 'password', text: 'A password has at most 256 bytes.' };
  if (repeat !== null && repeat !== password) return { field: 'repeat', text: 'The two passwords differ: type the same one twice.' };
  return null;
}

/** The recovery codes as text to copy or keep, one a line. @param {string} username @param {string[]} codes */
export function recoveryCodesText(username, codes) {
  return [`Rockpool recovery codes for ${username} (each resets the password once):`, ...codes].join('\n') + '\n';
}
