#include "rules/core/state.hpp"

#include <algorithm>

namespace rockpool::rules {

Status State::status() const {
  Status engine = engine_status();
  if (engine.over()) return engine;
  if (repeated_) return Status::drawn("repetition");
  if (ply_limit_reached()) return Status::drawn("ply_limit");
  return engine;
}

SeatSet State::deciders() const {
  if (status().over()) return {};
  return engine_deciders();
}

void State::legal_actions(Seat seat, ActionList& out) const {
  out.clear();
  if (seat < 0 || seat >= kSeatCount || !deciders().contains(seat)) return;
  engine_legal_actions(seat, out);
}

std::optional<Error> State::decision_error(Seat seat) const {
  if (status().over()) return Error{error_code::kMatchOver, "the match is over"};
  if (seat < 0 || seat >= kSeatCount || !engine_deciders().contains(seat)) {
    return Error{error_code::kNotYourDecision, "it is not this seat's decision"};
  }
  return std::nullopt;
}

std::optional<Error> State::check(Seat seat, Action action) const {
  if (auto error = decision_error(seat)) return error;
  return legality_error(seat, action);
}

std::optional<Error> State::legality_error(Seat seat, Action action) const {
  // Reused between calls, so that a check allocates nothing once the list has grown.
  thread_local ActionList legal;
  legal.clear();
  engine_legal_actions(seat, legal);
  if (std::find(legal.begin(), legal.end(), action) != legal.end()) return std::nullopt;
  if (auto why = engine_explain(seat, action)) return illegal(std::move(*why));
  return not_legal_now(notation(action));
}

ParseResult State::accept(Seat seat, std::string_view text) const {
  if (auto error = decision_error(seat)) return *error;
  ParseResult parsed = parse(seat, text);
  if (const auto* action = std::get_if<Action>(&parsed)) {
    if (auto error = legality_error(seat, *action)) return *error;
  }
  return parsed;
}

std::optional<Error> State::play(Seat seat, std::string_view text) {
  ParseResult accepted = accept(seat, text);
  if (auto* error = std::get_if<Error>(&accepted)) return *error;
  apply(seat, std::get<Action>(accepted));
  return std::nullopt;
}

void State::apply(Seat seat, Action action) {
  // The position before the first action counts as having stood once.
  if (repetition_ && history_.empty()) history_.stand(engine_position_key());
  engine_apply(seat, action);
  ++ply_;
  if (repetition_ && history_.stand(engine_position_key())) repeated_ = true;
}

std::optional<double> State::evaluate(Seat) const {
  return std::nullopt;
}

bool State::action_priors(Seat, const ActionList&, std::vector<float>&) const {
  return false;
}

void State::tune_search(SearchSettings&) const {}

std::string State::notation(Action action) const {
  std::string out;
  write_notation(action, out);
  return out;
}

std::string_view to_string(Outcome outcome) {
  switch (outcome) {
    case Outcome::playing:
      return "playing";
    case Outcome::won:
      return "won";
    case Outcome::drawn:
      return "drawn";
  }
  return "playing";
}

}  // namespace rockpool::rules
