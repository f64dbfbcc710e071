#include "app/rules_request.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "protocol/game_json.hpp"

namespace rockpool::app {

namespace {

using nlohmann::json;

json failure(const std::string& code, const std::string& message) {
  return {{"ok", false}, {"error", {{"code", code}, {"message", message}}}};
}

json failure_at(const rules::Error& error, std::size_t index) {
  json answer = failure(error.code, error.message);
  answer["error"]["index"] = index;
  return answer;
}

json describe(const rules::State& state) {
  const rules::SeatSet deciders = state.deciders();
  json to_move = json::array();
  json legal = json::object();
  rules::ActionList actions;
  for (rules::Seat seat = 0; seat < rules::kSeatCount; ++seat) {
    if (!deciders.contains(seat)) continue;
    to_move.push_back(seat);
    state.legal_actions(seat, actions);
    std::vector<std::string> names;
    names.reserve(actions.size());
    for (auto action : actions)
      names.push_back(state.notation(action));
    std::sort(names.begin(), names.end());
    legal[std::to_string(seat)] = std::move(names);
  }
  const rules::Status status = state.status();
  json answer = {{"ok", true},
                 {"ply", state.ply()},
                 {"to_move", std::move(to_move)},
                 {"legal", std::move(legal)},
                 {"status", std::string(rules::to_string(status.outcome))},
                 {"winner", status.outcome == rules::Outcome::won ? json(status.winner) : json()}};
  if (status.over()) answer["reason"] = std::string(status.reason);
  return answer;
}

}  // namespace

json answer_rules_request(const rules::Game& game, const json& default_options,
                          std::string_view line) {
  json request = json::parse(line, nullptr, false);
  if (request.is_discarded()) return failure("request/invalid_json", "the line is not valid JSON");
  if (!request.is_object()) return failure("request/not_an_object", "a request is a JSON object");

  std::vector<rules::RawOption> raw;
  const json& options = request.contains("options") ? request["options"] : default_options;
  if (auto error = protocol::raw_options_from_json(options, raw)) {
    return failure(error->code, error->message);
  }
  // Who takes seat 0 is the room's choice, listed among the options: taken, with no effect here.
  protocol::FirstSeat first = protocol::FirstSeat::random;
  if (auto error = protocol::take_first_option(raw, first)) {
    return failure(error->code, error->message);
  }
  rules::StartResult started = rules::start_match(game, raw);
  if (started.error) return failure(started.error->code, started.error->message);
  rules::State& state = *started.state;

  const json& moves = request.contains("moves") ? request["moves"] : json::array();
  if (!moves.is_array()) return failure("request/bad_moves", "\"moves\" must be an array");
  for (std::size_t index = 0; index < moves.size(); ++index) {
    const json& move = moves[index];
    rules::Seat seat = -1;
    std::string action;
    if (move.is_string()) {
      action = move.get<std::string>();
      const rules::SeatSet deciders = state.deciders();
      if (deciders.size() == 2) {
        return failure_at({"request/seat_required",
                           "both seats decide now: write {\"seat\": S, \"action\": \"...\"}"},
                          index);
      }
      seat = deciders.empty() ? 0 : deciders.first();
    } else if (move.is_object() && move.contains("seat") && move["seat"].is_number_integer() &&
               move.contains("action") && move["action"].is_string()) {
      seat = move["seat"].get<int>();
      action = move["action"].get<std::string>();
      if (seat < 0 || seat >= rules::kSeatCount) {
        return failure_at({"request/bad_seat", "a seat is 0 or 1"}, index);
      }
    } else {
      return failure_at(
          {"request/bad_move", "a move is a notation string or {\"seat\": S, \"action\": \"...\"}"},
          index);
    }
    if (auto error = state.play(seat, action)) return failure_at(*error, index);
  }
  return describe(state);
}

}  // namespace rockpool::app
