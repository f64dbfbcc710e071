#pragma once
// Wall placement in the setup (rules/lazyking/RULES.md, setup step 2, and R-L8).

#include "rules/core/action.hpp"
#include "rules/lazyking/position.hpp"

namespace rockpool::rules::lazyking {

enum Orientation : int { kEastEdge = 0, kNorthEdge = 1 };  // the wall's second square

enum class WallProblem {
  none,
  taken,            // the edge is already walled
  touches_goal,     // a vertical wall with a goal on one side
  opponent_rank,    // a vertical wall between two squares of the opponent's deployment rank
  cuts_red_goal,    // A8 or H8 no longer reachable from B1-G1 (R-L8)
  cuts_black_goal,  // A1 or H1 no longer reachable from B8-G8 (R-L8)
};

// Whether `seat` may wall the edge from `square` to its east or north neighbour (which exists).
WallProblem wall_problem(const Position& p, int seat, int square, int orientation);
// Appends the codes of every wall `seat` may place (walls left is the caller's business).
void append_legal_walls(const Position& p, int seat, ActionList& out);
void place_wall(Position& p, int square, int orientation);

// Whether the edge from `square` towards its east or north neighbour is walled.
bool walled(const Position& p, int square, int orientation);

}  // namespace rockpool::rules::lazyking
