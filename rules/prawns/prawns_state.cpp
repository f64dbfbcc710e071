#include "rules/prawns/prawns_state.hpp"

#include <algorithm>

#include "rules/prawns/actions.hpp"
#include "rules/prawns/bot_knowledge.hpp"
#include "rules/prawns/explain.hpp"
#include "rules/prawns/notation.hpp"
#include "rules/prawns/turn.hpp"

namespace rockpool::rules::prawns {

std::unique_ptr<State> PrawnsState::clone() const {
  return std::make_unique<PrawnsState>(*this);
}

Status PrawnsState::engine_status() const {
  if (position_.winner < 0) return Status::playing();
  return Status::won(position_.winner,
                     position_.win_reason == kAsphyxiated ? "asphyxiation" : "all_eaten");
}

SeatSet PrawnsState::engine_deciders() const {
  return deciding_seats(position_);
}

bool PrawnsState::secret_choices() const {
  return position_.phase == kBlindStart;
}

void PrawnsState::engine_legal_actions(Seat seat, ActionList& out) const {
  append_legal_actions(position_, seat, out);
}

void PrawnsState::engine_apply(Seat seat, Action action) {
  apply_action(position_, seat, action);
}

ParseResult PrawnsState::parse(Seat, std::string_view text) const {
  if (auto action = parse_action(text)) return *action;
  return Error{error_code::kMalformed,
               "'" + std::string(text.substr(0, 40)) +
                   "' is not Prawns notation (e2-e3, e2xe3, a8=L, f5-off, end, undo, or SC at "
                   "the start)"};
}

std::optional<Error> PrawnsState::check(Seat seat, Action action) const {
  ActionList legal;
  legal_actions(seat, legal);
  if (std::find(legal.begin(), legal.end(), action) != legal.end()) return std::nullopt;
  return Error{error_code::kIllegal, explain_illegal(position_, seat, action)};
}

void PrawnsState::write_notation(Action action, std::string& out) const {
  write_action(action, out);
}

void PrawnsState::write_targets(Action action, JsonText& out) const {
  out.begin_array();
  switch (kind_of(action)) {
    case kMove:
    case kEat:
      out.string(square_name(first_of(action))).string(square_name(second_of(action)));
      break;
    case kEvolve:
    case kOff:
      out.string(square_name(first_of(action)));
      break;
    default:
      break;  // setup choices, end and undo are buttons
  }
  out.end_array();
}

std::string PrawnsState::encode() const {
  return encode_bytes(position_);
}

std::optional<double> PrawnsState::evaluate(Seat seat) const {
  return bot_evaluation(position_, seat);
}

void PrawnsState::tune_search(SearchSettings& settings) const {
  bot_search_settings(position_, settings);
}

}  // namespace rockpool::rules::prawns
