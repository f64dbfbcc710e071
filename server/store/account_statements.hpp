#pragma once
// The SQL of the accounts that differs between the databases (SqlAccounts writes the rest once):
// each statement names its parameters ?1, ?2, ... as SqlSession says.

namespace rockpool::server {

struct AccountStatements {
  // id, username, username_key, password_hash, session_token, public_id, created_ms, seen_ms:
  // changes no row when the username key or the session already has an account.
  const char* insert_account;
  // Each revokes at the database's clock: account_id, the token revoked.
  const char* revoke_login;
  // account_id, the token kept.
  const char* revoke_other_logins;
};

}  // namespace rockpool::server
