#pragma once
// What the store keeps of accounts: the account (its username, its password's hash, the session
// that is its identity), its recovery codes (as digests), the logins (device tokens) that act as
// it, and its ratings per game and pace with their history.

#include <cstdint>
#include <string>

namespace rockpool::server {

struct AccountRecord {
  std::string id;
  std::string username;      // as chosen
  std::string username_key;  // folded (protocol::fold_display_name): unique
  std::string password_hash;
  // The session the account was claimed from: its seats, matches and public id are the account's.
  std::string session_token;
  std::string public_id;
  std::int64_t created_ms = 0;
  std::int64_t seen_ms = 0;
};

// A device's token that resumes the account's session, until revoked.
struct AccountLoginRecord {
  std::string token;
  std::string account_id;
  std::string address;  // the client address that logged in
  std::int64_t created_ms = 0;
  std::int64_t seen_ms = 0;
};

// A rating as stored after a game: the deviation grows again when it is read (Glicko-2).
struct RatingRecord {
  std::string account_id;
  std::string game;
  std::string pace;  // live (with a clock) | untimed
  double rating = 1500;
  double deviation = 500;
  double volatility = 0.09;
  int games = 0;
  std::int64_t rated_ms = 0;  // the last rated game's end; 0 for none
  std::string match_id;       // the match that made this rating (its history row)
};

}  // namespace rockpool::server
