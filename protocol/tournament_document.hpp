#pragma once
// A tournament as the protocol shows it (PROTOCOL.md, "Tournaments"): its line in
// GET /api/tournaments, its document (the replies to tournament.create, .join and .watch, and
// GET /api/tournaments/<code>) as a view, so that watchers' tournament.patch frames come from the
// same diff as match patches, and the frames around them. Written from plain values: a player's
// token is not among them.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "rules/core/view.hpp"

namespace rockpool::protocol {

struct TournamentLine {
  std::string id;
  std::string code;
  std::string name;
  bool arena = false;  // else a round robin
  std::string game;
  std::string game_name;
  std::int64_t clock_initial_ms = -1;  // -1: correspondence (no clock)
  std::int64_t clock_increment_ms = 0;
  int days_per_move = 0;  // 0: none shown
  std::string status;
  int players = 0;
  int max_players = 0;
  std::int64_t created_ms = 0;
  int minutes = 0;                           // an Arena's
  std::optional<std::int64_t> ends_ms = {};  // an Arena's, once it started
};

struct TournamentEntrant {
  std::string id;  // the player's public id
  std::string name;
  // A round robin's
  double points = 0;
  double sonneborn_berger = 0;
  // An Arena's
  int rating = 0;
  int score = 0;
  bool fire = false;
  bool present = true;
  bool playing = false;
};

struct TournamentGameShown {
  std::optional<int> round = {};  // a round robin's
  int first = 0;                  // the players, by index
  int second = 0;
  std::string room = {};  // empty: not opened
  std::string code = {};
  std::string match = {};
  std::string result = {};  // "1-0", "0-1", "1/2-1/2"; empty: not ended
  std::string reason = {};
  std::optional<std::pair<int, int>> points = {};  // an Arena's, once ended
};

struct TournamentShown {
  TournamentLine line;
  std::string options_json;  // the game's options, an object
  bool is_public = true;
  std::string host;  // the host's public id
  std::int64_t started_ms = 0;
  std::int64_t finished_ms = 0;
  // A round robin's
  int rounds = 0;
  std::optional<int> round = {};
  std::vector<std::vector<std::optional<double>>> crosstable = {};
  std::vector<TournamentEntrant> players = {};
  std::vector<int> standings = {};
  std::vector<TournamentGameShown> games = {};
};

// The document as a view: a plain member for each value, a list for the players, the standings,
// the crosstable and the games (members in name order).
void write_tournament_view(const TournamentShown& tournament, rules::View& out);
// GET /api/tournaments: {"tournaments": [their lines, in this order]}.
std::string tournament_list_body(const std::vector<TournamentLine>& lines);
// The reply to create, join and watch: {"version", "tournament": the document}.
std::string tournament_reply(const rules::View& document, std::int64_t version);
// {"type": "tournament.patch", "code", "base", "version", "patch"}; `patch` is a JSON array.
std::string tournament_patch_frame(const std::string& code, std::int64_t base, std::int64_t version,
                                   const std::string& patch);

}  // namespace rockpool::protocol
