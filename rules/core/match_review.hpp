#pragma once
// A finished match looked back on. Every position where one seat decides is searched (mcts.hpp,
// with the solver), and each move is weighed by how much of the mover's chance to win it gave
// away: the chance before it, as the search of its position rates the best move, less the
// chance after it, from the next position's search. A draw counts half a win. Pure computation,
// run in slices, so that a server can share its bot threads between a review and its bots.
//
// Positions during a secret phase, or where both seats decide at once, are not searched (the
// tree search weighs one decider's choices); the moves around them are not weighed.

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "rules/core/mcts.hpp"
#include "rules/core/state.hpp"

namespace rockpool::rules {

// What a move is called by the drop of its mover's chance to win: below kInaccuracyDrop good,
// then inaccuracy, mistake from kMistakeDrop, blunder from kBlunderDrop. A move that turns a
// proven win into a proven draw or loss is a blunder, and the move the search found best is good,
// whatever the numbers say (they are estimates).
enum class MoveMark : std::uint8_t { good, inaccuracy, mistake, blunder };
inline constexpr double kInaccuracyDrop = 0.08;
inline constexpr double kMistakeDrop = 0.15;
inline constexpr double kBlunderDrop = 0.25;

const char* mark_name(MoveMark mark);

struct PositionReview {
  bool searched = false;  // one seat decided here, in no secret phase
  Seat mover = 0;         // when searched
  double chance = 0.5;    // the mover's chance to win from here, with the best move
  Proof proof = Proof::unknown;
  std::string best;               // the best move, in notation
  std::vector<std::string> line;  // the line expected from here, the best move first
  std::int64_t iterations = 0;
  Status status;       // the match's result here, once over
  std::string played;  // the move played here, in notation (none at the last position)
  // The mover's chance with the move played, from this position's own search, where it proved
  // the move's result or looked at it often enough to say: weighed against the best move in one
  // search, the two estimates lean alike.
  std::optional<double> played_chance;
};

struct MoveReview {
  int ply = 0;  // the position the move was played in (0: the first position)
  Seat seat = 0;
  std::string move;      // in notation
  bool weighed = false;  // both positions around it were searched (or the second is the end)
  double before = 0.5;   // the mover's chance before the move, and after it
  double after = 0.5;
  double drop = 0;
  MoveMark mark = MoveMark::good;
  std::string best;  // the best move where this one was not it
};

struct SeatSummary {
  int weighed = 0;
  double average_drop = 0;
  std::array<int, 4> marks{};  // how many of each MoveMark
  int count(MoveMark mark) const { return marks[static_cast<std::size_t>(mark)]; }
};

class MatchReview {
 public:
  // `start`: the match's first position; `moves`: its actions in order, each legal where it is
  // played. Each position gets `iterations` of search, or less once proven.
  MatchReview(const State& start, std::vector<SeatAction> moves, SearchSettings settings,
              std::int64_t iterations, std::uint64_t seed);

  std::size_t positions() const { return moves_.size() + 1; }
  std::size_t reviewed() const { return reviews_.size(); }
  bool done() const { return reviews_.size() == positions(); }

  // Searches for about `slice` (or until `cancel` is set); true once every position is reviewed.
  bool step(std::chrono::nanoseconds slice, const std::atomic<bool>* cancel = nullptr);
  // Ends the search of the position under way with what it found so far (a search given a time
  // rather than iterations, or stopped).
  void settle();

  const std::vector<PositionReview>& position_reviews() const { return reviews_; }
  // Once done: each move weighed and marked, in order.
  std::vector<MoveReview> move_reviews() const;

 private:
  void begin_position();
  void finish_position();

  std::vector<SeatAction> moves_;
  std::int64_t iterations_;
  std::unique_ptr<State> state_;  // the position being reviewed
  TreeSearch tree_;
  Random random_;
  bool searching_ = false;
  std::int64_t spent_ = 0;  // on the position being searched
  std::vector<PositionReview> reviews_;
};

// Each seat's moves weighed, counted and averaged.
std::array<SeatSummary, 2> summarize(const std::vector<MoveReview>& moves);

}  // namespace rockpool::rules
