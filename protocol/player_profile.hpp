#pragma once
// GET /api/players/<username> (PROTOCOL.md, "Player profiles"): an account's ratings with their
// history, its results by game, and its last matches.

#include <cstdint>
#include <string>
#include <vector>

namespace rockpool::protocol {

struct ProfilePoint {
  std::int64_t rated_ms = 0;
  std::int64_t rating = 0;  // as shown: whole points
  double deviation = 0;     // as shown: one decimal
};

struct ProfileRating {
  std::string game;
  std::string pace;
  std::int64_t rating = 0;
  double deviation = 0;  // as shown: two decimals
  bool provisional = false;
  int games = 0;
  std::int64_t rated_ms = 0;
  std::vector<ProfilePoint> history = {};
};

struct ProfileResults {
  std::string game;
  int wins = 0;
  int losses = 0;
  int draws = 0;
};

struct ProfileMatch {
  std::string id;
  std::string game;
  bool timed = false;  // its pace: live, else untimed
  std::string opponent_name;
  std::string opponent_username;  // empty: a guest or a bot
  bool opponent_bot = false;
  std::string result;  // win | loss | draw | aborted
  std::string reason;
  bool rated = false;
  std::int64_t ended_ms = 0;
};

struct PlayerProfile {
  std::string username;
  std::string public_id;
  std::int64_t created_ms = 0;
  std::int64_t seen_ms = 0;
  std::vector<ProfileRating> ratings = {};
  std::vector<ProfileResults> results = {};
  std::vector<ProfileMatch> matches = {};
};

std::string player_profile_body(const PlayerProfile& profile);

}  // namespace rockpool::protocol
