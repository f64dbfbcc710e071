#pragma once
// A Prawns match (rules/prawns/RULES.md).

#include "rules/core/state.hpp"
#include "rules/prawns/position.hpp"

namespace rockpool::rules::prawns {

class PrawnsState final : public State {
 public:
  PrawnsState(const Position& position, std::int64_t ply_limit)
      : State(ply_limit), position_(position) {}

  std::unique_ptr<State> clone() const override;
  ParseResult parse(Seat seat, std::string_view text) const override;
  std::optional<Error> check(Seat seat, Action action) const override;
  void write_notation(Action action, std::string& out) const override;
  void write_targets(Action action, JsonText& out) const override;
  void write_view(Viewer viewer, View& out) const override;
  std::string encode() const override;
  // Only the blind start is secret: a takeback lets both seats decide in the open (R-P5).
  bool secret_choices() const override;
  // The bot's knowledge (bot_knowledge.hpp).
  std::optional<double> evaluate(Seat seat) const override;
  void tune_search(SearchSettings& settings) const override;

  const Position& position() const { return position_; }

 protected:
  Status engine_status() const override;
  SeatSet engine_deciders() const override;
  void engine_legal_actions(Seat seat, ActionList& out) const override;
  void engine_apply(Seat seat, Action action) override;

 private:
  Position position_;
};

}  // namespace rockpool::rules::prawns
