#pragma once
// A fence-game match (rules/fences/RULES.md).

#include "rules/core/state.hpp"
#include "rules/fences/position.hpp"

namespace rockpool::rules::fences {

class FencesState final : public State {
 public:
  FencesState(const Position& position, std::int64_t ply_limit)
      : State(ply_limit), position_(position) {}

  std::unique_ptr<State> clone() const override;
  ParseResult parse(Seat seat, std::string_view text) const override;
  std::optional<Error> check(Seat seat, Action action) const override;
  void write_notation(Action action, std::string& out) const override;
  void write_targets(Action action, JsonText& out) const override;
  void write_view(Viewer viewer, View& out) const override;
  std::string encode() const override;
  // The bot's knowledge (bot_knowledge.hpp).
  std::optional<double> evaluate(Seat seat) const override;
  bool action_priors(Seat seat, const ActionList& actions, std::vector<float>& out) const override;
  void tune_search(SearchSettings& settings) const override;

  const Position& position() const { return position_; }

 protected:
  Status engine_status() const override;
  SeatSet engine_deciders() const override;
  void engine_legal_actions(Seat seat, ActionList& out) const override;
  void engine_apply(Seat seat, Action action) override;

 private:
  // The destination of a pawn move of the seat to move, or -1 if it is not legal now.
  int pawn_destination(Seat seat, Action action) const;
  std::optional<Error> explain_pawn_move(Seat seat, Action action) const;

  Position position_;
};

}  // namespace rockpool::rules::fences
