#pragma once
// The fence game's 9x9 board (rules/core/grid.hpp): a cell set is a 128-bit word, so moving a whole
// set one cell north is a shift by 9 and east a shift by 1; the masks of open edges keep sets from
// wrapping around the board or crossing fences. Fences lie in the grooves between cells: their
// centres are the 8x8 intersections a1..h8, intersection (f, r) being the north-east corner of
// cell (f, r), a grid of its own with one 64-bit word per set.

#include "rules/core/grid.hpp"

namespace rockpool::rules::fences {

using Board = Grid<9, 9>;
using Cells = Board::Bits;
using Grooves = Grid<8, 8>;

inline constexpr int kSize = Board::kWidth;
inline constexpr int kIntersections = Grooves::kSquares;

enum Direction : int { kNorth = 0, kSouth = 1, kEast = 2, kWest = 3 };
inline constexpr Offset kDirectionStep[4] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};

}  // namespace rockpool::rules::fences
