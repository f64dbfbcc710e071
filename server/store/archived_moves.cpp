#include "server/store/archived_moves.hpp"

#include <stdexcept>

#include "protocol/archived_moves.hpp"

namespace rockpool::server {

std::string archived_moves_text(std::span<const ActionRecord> actions) {
  protocol::ArchivedMovesWriter writer(actions.size());
  for (const ActionRecord& action : actions)
    writer.add(action.seat, action.notation, action.at_ms, action.request_id);
  return std::move(writer).text();
}

std::vector<ActionRecord> read_archived_moves(const std::string& match_id, std::string_view text) {
  auto moves = protocol::read_archived_moves(text);
  if (!moves) throw std::runtime_error("archived moves of " + match_id + ": not a list of moves");
  std::vector<ActionRecord> actions;
  actions.reserve(moves->size());
  for (protocol::ArchivedMove& move : *moves) {
    actions.push_back({match_id, static_cast<int>(actions.size()) + 1, move.seat,
                       std::move(move.notation), move.at_ms, std::move(move.request_id)});
  }
  return actions;
}

}  // namespace rockpool::server
