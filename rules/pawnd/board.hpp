#pragma once
// The pond (rules/pawnd/RULES.md): 9x9 squares (rules/core/grid.hpp), files a-i west to east,
// ranks 1-9 south to north; a set of squares is a 128-bit word.

#include <array>
#include <cstdint>

#include "rules/core/grid.hpp"

namespace rockpool::rules::pawnd {

using Board = Grid<9, 9>;
using Cells = Board::Bits;

inline constexpr int kFrogs = 5;  // per player
inline constexpr int kWinningPads = 5;

// Directions, clockwise from north; a frog's forward directions are N NE NW (Purple) or
// S SE SW (Orange).
enum Direction : int { kN = 0, kNE, kE, kSE, kS, kSW, kW, kNW };
inline constexpr int kDirections = 8;
inline constexpr Offset kDirectionStep[kDirections] = {{0, 1},  {1, 1},   {1, 0},  {1, -1},
                                                       {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};
inline constexpr int kForward[2][3] = {{kNW, kN, kNE}, {kSW, kS, kSE}};

constexpr bool is_forward(int seat, int direction) {
  return seat == 0 ? (direction == kN || direction == kNE || direction == kNW)
                   : (direction == kS || direction == kSE || direction == kSW);
}

// The direction from `from` to `to` when `to` is exactly `distance` squares away in a straight
// or diagonal line, otherwise -1.
constexpr int direction_between(int from, int to, int distance) {
  for (int d = 0; d < kDirections; ++d) {
    if (Board::step(from, kDirectionStep[d], distance) == to) return d;
  }
  return -1;
}

// One square on and two squares on in each direction, or -1 off the board.
struct Neighbours {
  std::array<std::array<std::int8_t, kDirections>, Board::kSquares> step;
  std::array<std::array<std::int8_t, kDirections>, Board::kSquares> hop;
};
inline constexpr Neighbours kNeighbours = {Board::step_table(kDirectionStep, 1),
                                           Board::step_table(kDirectionStep, 2)};

constexpr Cells rank_stones(int rank) {
  Cells cells = 0;
  for (int file = 0; file < Board::kWidth; file += 2)
    cells |= Board::bit(Board::square(file, rank));
  return cells;
}

// Stones on files a c e g i of ranks 1, 5 and 9.
inline constexpr Cells kStones = rank_stones(0) | rank_stones(4) | rank_stones(8);
// Each seat's home row of stones: Purple rank 1, Orange rank 9.
inline constexpr Cells kHomeStones[2] = {rank_stones(0), rank_stones(8)};

// Lily pads at the start: every other square whose file and rank add up to an even number.
constexpr Cells initial_pads() {
  Cells cells = 0;
  for (int s = 0; s < Board::kSquares; ++s) {
    if ((Board::file_of(s) + Board::rank_of(s)) % 2 == 0 && !Board::has(kStones, s)) {
      cells |= Board::bit(s);
    }
  }
  return cells;
}

inline constexpr Cells kInitialPads = initial_pads();

}  // namespace rockpool::rules::pawnd
