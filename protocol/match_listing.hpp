#pragma once
// Finished matches as the history API shows them (PROTOCOL.md, "History"): a page of summaries,
// and a match with its moves.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "protocol/match_facts.hpp"

namespace rockpool::protocol {

// How a match ended, or nothing while it is played.
struct ListedEnd {
  std::string state;  // won | drawn | aborted
  int winner = -1;
  std::string reason;
  std::int64_t ended_ms = 0;
};

struct ListedMatch {
  std::string id;
  std::string room_id;
  std::string game;
  std::string options_json;
  std::array<PlayerCard, 2> players;
  std::int64_t clock_initial_ms = -1;  // -1: no clock
  std::int64_t clock_increment_ms = 0;
  int days_per_move = 0;
  std::int64_t started_ms = 0;
  std::optional<ListedEnd> end;
  std::int64_t plies = 0;
};

struct ListedMove {
  int ply = 0;
  int seat = 0;
  std::string notation;
  std::int64_t at_ms = 0;
};

// GET /api/matches: {"matches": [...], "next_before": the end time of the next page's first
// match to ask before, or null}.
std::string match_list_body(const std::vector<ListedMatch>& matches,
                            std::optional<std::int64_t> next_before);
// GET /api/matches/<id>: the summary with its moves.
std::string match_body(const ListedMatch& match, const std::vector<ListedMove>& moves);

}  // namespace rockpool::protocol
