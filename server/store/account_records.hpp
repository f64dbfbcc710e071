#pragma once
// What the store keeps of accounts: the account (its username, its password's hash, the session
// that is its identity), its recovery codes (as digests), the logins (device tokens) that act as
// it, and its ratings per game and pace with their history.

#include <cstdint>
#include <string>

#include "protocol/player_profile.hpp"

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

// A player's finished matches of one game, counted from its side (aborted ones are not): the
// results its profile shows.
using GameTally = protocol::ProfileResults;

// A finished public match as one player's profile lists it.
struct PlayedMatch {
  std::string match_id;
  std::string game;
  bool timed = false;  // played with a clock
  int seat = 0;        // the player's
  std::string state;   // won | drawn | aborted
  int winner = -1;
  std::string reason;
  std::int64_t ended_ms = 0;
  std::string opponent_name;
  std::string opponent_username;  // the opponent's account, or empty for a guest or a bot
  bool opponent_bot = false;
  bool rated = false;  // it changed the player's rating
};

// A rating on a leaderboard, with its account's username.
struct BoardRating {
  RatingRecord rating;
  std::string username;
};

}  // namespace rockpool::server
