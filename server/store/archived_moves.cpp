#include "server/store/archived_moves.hpp"

#include <nlohmann/json.hpp>
#include <stdexcept>

#include "rules/core/json_text.hpp"

namespace rockpool::server {

std::string archived_moves_text(std::span<const ActionRecord> actions) {
  std::string text;
  text.reserve(actions.size() * 32);
  rules::JsonText json(text);
  json.begin_array();
  for (const ActionRecord& action : actions) {
    json.begin_array().number(action.seat).string(action.notation).number(action.at_ms);
    if (action.request_id.empty()) {
      json.null();  // a bot's action
    } else {
      json.string(action.request_id);
    }
    json.end_array();
  }
  json.end_array();
  return text;
}

std::vector<ActionRecord> read_archived_moves(const std::string& match_id, std::string_view text) {
  const nlohmann::json moves = nlohmann::json::parse(text, nullptr, false);
  if (!moves.is_array()) throw std::runtime_error("archived moves of " + match_id + ": not a list");
  std::vector<ActionRecord> actions;
  actions.reserve(moves.size());
  for (const nlohmann::json& move : moves) {
    if (!move.is_array() || move.size() != 4 || !move[0].is_number_integer() ||
        !move[1].is_string() || !move[2].is_number_integer() ||
        !(move[3].is_string() || move[3].is_null())) {
      throw std::runtime_error("archived moves of " + match_id + ": a malformed move");
    }
    actions.push_back({match_id, static_cast<int>(actions.size()) + 1, move[0].get<int>(),
                       move[1].get<std::string>(), move[2].get<std::int64_t>(),
                       move[3].is_null() ? std::string() : move[3].get<std::string>()});
  }
  return actions;
}

}  // namespace rockpool::server
