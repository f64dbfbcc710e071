#pragma once
// A finished match as a plain text record: header lines ("Key: value"), a blank line, then one
// action a line as "<seat> <notation>". The server exports it; `rockpool rules --record` reads it
// back to analyse the position. Example:
//
//   Rockpool-Match: Ab3dE9xq.1
//   Game: fences
//   Options: {"edge_side_jumps":true,"fences":10,"meet":0,"ply_limit":0}
//   Seat-0: Ada
//   Seat-1: Grace
//   Started: 2026-11-22T21:03:11Z
//   Ended: 2026-11-22T21:09:40Z
//   Result: won 0 goal
//
//   0 N
//   1 S

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rockpool::protocol {

struct MatchRecord {
  std::vector<std::pair<std::string, std::string>> header;  // in order
  std::vector<std::pair<int, std::string>> actions;         // seat, notation

  std::string header_value(std::string_view key) const;
};

std::string write_match_record(const MatchRecord& record);
// Reads a record; on failure returns nothing and says why in `error`.
std::optional<MatchRecord> parse_match_record(std::string_view text, std::string& error);

// 2026-11-22T21:03:11Z
std::string iso_time(std::int64_t epoch_ms);

}  // namespace rockpool::protocol
