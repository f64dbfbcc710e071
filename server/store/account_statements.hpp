#pragma once
// The SQL of the accounts, in one database's dialect: SqlAccounts runs it, with the parameters
// named after each statement (?1 or $1 first).

namespace rockpool::server {

struct AccountStatements {
  // id, username, username_key, password_hash, session_token, public_id, created_ms, seen_ms:
  // changes no row when the username key or the session already has an account.
  const char* insert_account;
  const char* insert_recovery_code;  // account_id, digest
  const char* insert_login;          // token, account_id, address, created_ms, seen_ms
  // Each by its key, the account's columns as read_account reads them.
  const char* account_by_id;
  const char* account_by_username;
  const char* account_by_session;
  const char* set_password;         // account_id, password_hash
  const char* touch_account;        // account_id, seen_ms
  const char* spend_recovery_code;  // account_id, digest, now_ms
  const char* recovery_codes_left;  // account_id
  const char* login;                // token
  const char* touch_login;          // token, seen_ms
  const char* logins;               // account_id
  const char* revoke_login;         // account_id, token
  const char* revoke_other_logins;  // account_id, the token kept
  const char* ratings;              // account_id
  const char* rating_history;       // account_id, game, pace, limit
};

// The SQL of profiles and leaderboards, in one database's dialect (the rows of profile_rows.hpp).
struct ProfileStatements {
  const char* tallies;         // public_id, session_token
  const char* recent_matches;  // public_id, session_token, account_id, limit
  const char* top_ratings;     // game, pace, deviation_below, rated_since_ms, limit
};

}  // namespace rockpool::server
