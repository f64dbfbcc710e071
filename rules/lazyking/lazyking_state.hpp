#pragma once
// A Lazy King match (rules/lazyking/RULES.md): the secret King choice, the walls, then play.

#include "rules/core/state.hpp"
#include "rules/lazyking/notation.hpp"
#include "rules/lazyking/position.hpp"

namespace rockpool::rules::lazyking {

class LazyKingState final : public State {
 public:
  LazyKingState(const Position& position, std::int64_t ply_limit)
      : State(ply_limit), position_(position) {}

  std::unique_ptr<State> clone() const override;
  ParseResult parse(Seat seat, std::string_view text) const override;
  std::optional<Error> check(Seat seat, Action action) const override;
  void write_notation(Action action, std::string& out) const override;
  void write_targets(Action action, JsonText& out) const override;
  void write_view(Viewer viewer, View& out) const override;
  std::string encode() const override;
  // The King choice is secret until both have chosen.
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
  // Why `action` is not legal for `seat` now (a sentence), or nothing when it is (explain.cpp).
  std::optional<std::string> problem(Seat seat, Action action) const;
  std::optional<std::string> play_problem(Seat seat, Action action) const;
  std::optional<std::string> move_problem(Seat seat, int from, int to) const;
  std::optional<std::string> push_problem(Seat seat, int target, int end) const;
  std::optional<std::string> stack_problem(Seat seat, int target, int set, int king_place) const;
  std::optional<std::string> unstack_problem(Seat seat, int source, int set,
                                             int king_direction) const;
  std::optional<std::string> sacrifice_problem(Seat seat, int square, int set) const;
  std::optional<std::string> king_problem(Seat seat, int square) const;
  std::optional<std::string> wall_problem_text(Seat seat, int square, int orientation) const;

  ParseResult listed_action(Seat seat, const Written& written) const;
  // The squares of a stack or unstack in their canonical order (R-L9).
  int ordered_squares(Action action, int* squares) const;

  void reveal_kings();
  void start_play();
  void pass_turn(int seat);
  void play_action(int seat, Action action);

  Position position_;
};

}  // namespace rockpool::rules::lazyking
