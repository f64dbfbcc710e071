#include "rules/lazyking/walls.hpp"

#include <cstring>

#include "rules/lazyking/actions.hpp"

namespace rockpool::rules::lazyking {

namespace {

// The points where edges meet: (x, y) in 0..8, x west to east and y south to north. Square (f, r)
// has its corners at x = f..f+1, y = r..r+1.
constexpr int kPointSide = Board::kWidth + 1;
constexpr int kPoints = kPointSide * kPointSide;
constexpr int point_of(int x, int y) {
  return y * kPointSide + x;
}

// The two ends of the wall on an edge.
void wall_ends(int square, int orientation, int& first, int& second) {
  const int f = Board::file_of(square), r = Board::rank_of(square);
  if (orientation == kEastEdge) {
    first = point_of(f + 1, r);
    second = point_of(f + 1, r + 1);
  } else {
    first = point_of(f, r + 1);
    second = point_of(f + 1, r + 1);
  }
}

// Connected pieces of wall (walls and the board's edge) as a label per point: a new wall can only
// cut a region off if both its ends already carry the same label. Built afresh from the walls,
// which are few.
class WallPieces {
 public:
  explicit WallPieces(const Position& p) {
    std::memcpy(label_, kUnwalled.label, sizeof label_);
    for (int orientation = 0; orientation < 2; ++orientation) {
      const int direction = orientation == kEastEdge ? kEast : kNorth;
      for (Squares walls = kOnBoard[direction] & ~p.open[direction]; walls; walls &= walls - 1) {
        int a = 0, b = 0;
        wall_ends(Board::lowest(walls), orientation, a, b);
        label_[find(a)] = static_cast<std::uint8_t>(find(b));
      }
    }
  }
  bool joined(int a, int b) { return find(a) == find(b); }

 private:
  // Before any wall: the border is one piece (label 0), every inner point its own.
  struct Labels {
    std::uint8_t label[kPoints];
  };
  static constexpr Labels kUnwalled = [] {
    Labels labels{};
    for (int point = 0; point < kPoints; ++point) {
      const int x = point % kPointSide, y = point / kPointSide;
      const bool border = x == 0 || y == 0 || x == Board::kWidth || y == Board::kWidth;
      labels.label[point] = static_cast<std::uint8_t>(border ? 0 : point);
    }
    return labels;
  }();

  int find(int point) {
    while (label_[point] != point) {
      label_[point] = label_[label_[point]];
      point = label_[point];
    }
    return point;
  }
  std::uint8_t label_[kPoints];
};

Squares flood(Squares from, const Squares open[4]) {
  Squares reached = from;
  for (;;) {
    const Squares next = reached | ((reached & open[kNorth]) << 8) |
                         ((reached & open[kSouth]) >> 8) | ((reached & open[kEast]) << 1) |
                         ((reached & open[kWest]) >> 1);
    if (next == reached) return reached;
    reached = next;
  }
}

// R-L8 after the wall: each goal reachable from the zone of the side that wins on it.
WallProblem reachability(const Position& p, int square, int orientation) {
  Squares open[4] = {p.open[0], p.open[1], p.open[2], p.open[3]};
  if (orientation == kEastEdge) {
    open[kEast] &= ~Board::bit(square);
    open[kWest] &= ~Board::bit(square + 1);
  } else {
    open[kNorth] &= ~Board::bit(square);
    open[kSouth] &= ~Board::bit(square + 8);
  }
  const Squares red_goals = winning_goals(0), black_goals = winning_goals(1);
  if ((flood(zone(0), open) & red_goals) != red_goals) return WallProblem::cuts_red_goal;
  if ((flood(zone(1), open) & black_goals) != black_goals) return WallProblem::cuts_black_goal;
  return WallProblem::none;
}

WallProblem local_problem(const Position& p, int seat, int square, int orientation) {
  if (walled(p, square, orientation)) return WallProblem::taken;
  if (orientation == kEastEdge) {
    if ((kGoals & (Board::bit(square) | Board::bit(square + 1))) != 0)
      return WallProblem::touches_goal;
    if (Board::rank_of(square) == home_rank(1 - seat)) return WallProblem::opponent_rank;
  }
  return WallProblem::none;
}

}  // namespace

bool walled(const Position& p, int square, int orientation) {
  const int direction = orientation == kEastEdge ? kEast : kNorth;
  return (kOnBoard[direction] & Board::bit(square)) && !(p.open[direction] & Board::bit(square));
}

WallProblem wall_problem(const Position& p, int seat, int square, int orientation) {
  const WallProblem local = local_problem(p, seat, square, orientation);
  if (local != WallProblem::none) return local;
  return reachability(p, square, orientation);
}

void append_legal_walls(const Position& p, int seat, ActionList& out) {
  WallPieces pieces(p);
  // Edges free of walls and of the rules on vertical walls (goals, the opponent's rank).
  const Squares touching_goal = kGoals | (kGoals >> 1);
  const Squares candidates[2] = {
      kOnBoard[kEast] & p.open[kEast] & ~touching_goal & ~(kRank1 << (8 * home_rank(1 - seat))),
      kOnBoard[kNorth] & p.open[kNorth]};
  for (int orientation = 0; orientation < 2; ++orientation) {
    for (Squares edges = candidates[orientation]; edges; edges &= edges - 1) {
      const int square = Board::lowest(edges);
      int a = 0, b = 0;
      wall_ends(square, orientation, a, b);
      if (pieces.joined(a, b) && reachability(p, square, orientation) != WallProblem::none) {
        continue;
      }
      out.push_back(make_action(kWall, square, orientation));
    }
  }
}

void place_wall(Position& p, int square, int orientation) {
  if (orientation == kEastEdge) {
    p.open[kEast] &= ~Board::bit(square);
    p.open[kWest] &= ~Board::bit(square + 1);
  } else {
    p.open[kNorth] &= ~Board::bit(square);
    p.open[kSouth] &= ~Board::bit(square + 8);
  }
}

}  // namespace rockpool::rules::lazyking
