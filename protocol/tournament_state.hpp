#pragma once
// A tournament as the store keeps it: the JSON text of its record's state (its settings, players
// with their tokens, games and an Arena's play), written and read back here. Never shown to a
// client: it holds the players' tokens.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rockpool::protocol {

struct StoredTournamentPlayer {
  std::string token;
  std::string id;  // public
  std::string name;
  std::string account;                // empty: a guest
  std::optional<double> rating = {};  // absent in records older than ratings
};

struct StoredTournamentGame {
  int first = 0;  // an Arena's game: its players, by index
  int second = 0;
  std::string room = {};
  std::string code = {};
  std::string match = {};
  std::string reason = {};
  std::string result = {};  // the first player's "win", "loss" or "draw"; empty: not ended
};

struct StoredArena {
  std::int64_t ends_ms = 0;
  std::vector<bool> present = {};
  std::vector<StoredTournamentGame> games = {};
};

struct StoredTournament {
  // Settings
  bool arena = false;  // else a round robin
  int minutes = 0;
  std::string name;
  std::string game;
  std::string options_json;
  std::int64_t clock_initial_ms = -1;
  std::int64_t clock_increment_ms = 0;
  int days_per_move = 0;
  int max_players = 0;
  // Its course
  std::string status;  // open | playing | finished | cancelled
  std::int64_t started_ms = 0;
  std::int64_t finished_ms = 0;
  std::vector<StoredTournamentPlayer> players = {};
  std::vector<StoredTournamentGame> games = {};  // a round robin's, in the pairings' order
  std::optional<StoredArena> arena_play = {};
};

std::string tournament_state_json(const StoredTournament& tournament);
// Nothing if the text is not such a state (a member missing or of another type).
std::optional<StoredTournament> read_tournament_state(std::string_view text);

}  // namespace rockpool::protocol
