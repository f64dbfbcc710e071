#pragma once
// A match's start record as the store tests write it: a fences match between Ada and Bea.

#include <string>

#include "server/store/records.hpp"

namespace rockpool::tests {

inline server::MatchStartRecord start_of(const std::string& id, const std::string& room,
                                         bool is_public = true) {
  server::MatchStartRecord start;
  start.id = id;
  start.room_id = room;
  start.number = 1;
  start.game = "fences";
  start.options_json = R"({"fences":10})";
  start.seats[0] = {"token-a", "id-a", "Ada", false};
  start.seats[1] = {"token-b", "id-b", "Bea", false};
  start.started_ms = 1000;
  start.version_ceiling = 1000;
  start.is_public = is_public;
  return start;
}

}  // namespace rockpool::tests
