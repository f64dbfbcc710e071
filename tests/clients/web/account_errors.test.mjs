// Every error code an account request may get is a sentence beside the field it concerns.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { accountError, newPasswordProblem, recoveryCodesText } from '../../../clients/web/js/account_errors.js';

test('username errors sit beside the username, with the server\'s reason', () => {
  assert.deepEqual(accountError('claim', { code: 'account/bad_username', message: 'that name is reserved' }),
    { field: 'username', text: 'That username cannot be used. That name is reserved.' });
  assert.equal(accountError('claim', { code: 'account/taken', message: 'that username is taken' }).field, 'username');
});

test('a short password is the password field\'s at sign-up, the new password\'s elsewhere', () => {
  assert.equal(accountError('claim', { code: 'account/bad_password' }).field, 'password');
  assert.equal(accountError('password', { code: 'account/bad_password' }).field, 'new_password');
  assert.equal(accountError('reset', { code: 'account/bad_password' }).field, 'new_password');
  assert.equal(accountError('claim', { code: 'request/bad_field', message: 'password: too long' }).field, 'password');
});

test('wrong credentials say the same for a wrong user and a wrong password', () => {
  const wrong = accountError('login', { code: 'account/bad_credentials', message: 'wrong username or password' });
  assert.deepEqual(wrong, { field: 'password', text: 'Wrong username or password.' });
  assert.deepEqual(accountError('password', { code: 'account/bad_credentials' }), { field: 'password', text: 'That is not your current password.' });
  assert.equal(accountError('reset', { code: 'account/bad_recovery_code' }).field, 'code');
});

test('rate limits keep the wait the server names; sign-ups say an hour', () => {
  const login = accountError('login', { code: 'account/rate_limited', message: 'too many failed tries: try again in 4 s' });
  assert.equal(login.field, null);
  assert.equal(login.text, 'Too many failed tries: try again in 4 seconds.');
  assert.match(accountError('password', { code: 'account/rate_limited', message: 'too many failed tries: try again in 900 s' }).text, /in 15 minutes\.$/);
  assert.match(accountError('login', { code: 'account/rate_limited', message: '' }).text, /wait a little/);
  assert.match(accountError('claim', { code: 'account/rate_limited' }).text, /an hour/);
});

test('every documented account code has words of its own', () => {
  const codes = ['account/bad_username', 'account/bad_password', 'account/taken', 'account/already_claimed',
    'account/bad_credentials', 'account/bad_recovery_code', 'account/rate_limited', 'account/not_logged_in',
    'account/no_such_session', 'account/unavailable', 'server/busy', 'request/bad_field'];
  const fallback = accountError('login', { code: 'something/else', message: '' }).text;
  for (const code of codes) {
    const { text } = accountError('login', { code, message: '' });
    assert.ok(text.length > 10 && text !== fallback, code);
    assert.match(text, /[.!?]$/, `${code} ends as a sentence`);
  }
  assert.equal(accountError('login', { code: 'something/else', message: 'odd thing' }).text, 'Odd thing.');
});

test('a new password is checked before it is sent', () => {
  assert.equal(newPasswordProblem('short', 'short').field, 'password');
  assert.equal(newPasswordProblem('long enough', 'long enougH').field, 'repeat');
  assert.equal(newPasswordProblem('long enough', 'long enough'), null);
  assert.equal(newPasswordProblem('long enough', null), null);
  assert.equal(newPasswordProblem('x'.repeat(257), null).field, 'password');
  // Bytes, as the server counts: four 2-byte letters are 8 bytes.
  assert.equal(newPasswordProblem('éééé', null), null);
});

test('the recovery codes to copy name the account, one code a line', () => {
  const text = recoveryCodesText('Ada', ['AAAAA-BBBBB', 'CCCCC-DDDDD']);
  assert.equal(text.split('\n').length, 4);
  assert.match(text, /^Rockpool recovery codes for Ada/);
  assert.ok(text.includes('\nCCCCC-DDDDD\n'));
});
