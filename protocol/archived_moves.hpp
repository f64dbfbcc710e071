#pragma once
// An ended match's moves as the store archives them: one text per match, a JSON array of
// [seat, notation, at_ms, request_id or null] in the order they were played. One row per match
// makes a match's end one insert, not one per move.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rockpool::protocol {

struct ArchivedMove {
  int seat = 0;
  std::string notation;
  std::int64_t at_ms = 0;
  std::string request_id;  // empty: a bot's action
};

class ArchivedMovesWriter {
 public:
  explicit ArchivedMovesWriter(std::size_t moves);
  void add(int seat, std::string_view notation, std::int64_t at_ms, std::string_view request_id);
  std::string text() &&;

 private:
  std::string text_;
};

// The moves read back in order; nothing for a text that is not such an array.
std::optional<std::vector<ArchivedMove>> read_archived_moves(std::string_view text);

}  // namespace rockpool::protocol
