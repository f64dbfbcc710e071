#pragma once
// The 8x8 board (rules/core/grid.hpp: A1 is bit 0, H1 bit 7, A8 bit 56; files are capitals). The
// fixed squares: traps, goals, fortifications, zones (see rules/lazyking/RULES.md).

#include <bit>
#include <cstdint>

#include "rules/core/grid.hpp"

namespace rockpool::rules::lazyking {

using Board = Grid<8, 8, 'A'>;
using Squares = Board::Bits;

inline constexpr std::uint8_t kNoSquare = 0xFF;

enum Direction : int { kNorth = 0, kSouth = 1, kEast = 2, kWest = 3 };
inline constexpr Offset kDirectionStep[4] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
inline constexpr int kStep[4] = {8, -8, 1, -1};
constexpr int opposite(int direction) {
  return direction ^ 1;
}
// The members of a small set (directions, zone squares: up to 6 bits), by table: the build targets
// plain x86-64, where std::popcount is a library call.
inline constexpr auto kSmallCounts = [] {
  struct Table {
    std::uint8_t count[64];
  } table{};
  for (int set = 0; set < 64; ++set)
    table.count[set] = static_cast<std::uint8_t>(std::popcount(static_cast<unsigned>(set)));
  return table;
}();
constexpr int small_count(int set) {
  return kSmallCounts.count[set];
}

inline constexpr Squares kRank1 = Board::rank_mask(0);

// Squares whose edge towards each direction lies on the board.
inline constexpr Squares kOnBoard[4] = {
    Board::can_step(kDirectionStep[kNorth]), Board::can_step(kDirectionStep[kSouth]),
    Board::can_step(kDirectionStep[kEast]), Board::can_step(kDirectionStep[kWest])};

inline constexpr Squares kTraps =
    Board::bit(17) | Board::bit(41) | Board::bit(22) | Board::bit(46);  // B3 B6 G3 G6
inline constexpr Squares kGoals =
    Board::bit(0) | Board::bit(7) | Board::bit(56) | Board::bit(63);  // A1 H1 A8 H8
inline constexpr Squares kForts =
    Board::bit(27) | Board::bit(28) | Board::bit(35) | Board::bit(36);  // D4 E4 D5 E5

// Red (seat 0) deploys on B1-G1 and wins on A8 or H8; Black on B8-G8 and wins on A1 or H1.
constexpr int home_rank(int seat) {
  return seat == 0 ? 0 : 7;
}
constexpr Squares zone(int seat) {
  return 0x7EULL << (8 * home_rank(seat));
}
constexpr Squares winning_goals(int seat) {
  return seat == 0 ? Board::bit(56) | Board::bit(63) : Board::bit(0) | Board::bit(7);
}

// The goals as bits 0..3 (A1 H1 A8 H8), for the goal timers.
constexpr int goal_index(int square) {
  return (square >= 56 ? 2 : 0) + (Board::file_of(square) ? 1 : 0);
}

// Squares in the order of their names ("A1" < "A2" < ... < "B1"): file first, then rank.
constexpr int name_order(int square) {
  return Board::file_of(square) * Board::kWidth + Board::rank_of(square);
}

// Sorts a few squares into name order (insertion sort: at most four of them).
constexpr void sort_by_name(int* squares, int n) {
  for (int i = 1; i < n; ++i) {
    for (int j = i; j > 0 && name_order(squares[j]) < name_order(squares[j - 1]); --j) {
      const int swap = squares[j];
      squares[j] = squares[j - 1];
      squares[j - 1] = swap;
    }
  }
}

// The neighbour of `square` towards `direction`, or -1 off the board.
constexpr int neighbour(int square, int direction) {
  return (kOnBoard[direction] & Board::bit(square)) ? square + kStep[direction] : -1;
}

// The direction from `from` to its neighbour `to`, or -1 if they are not side by side.
constexpr int direction_to(int from, int to) {
  for (int d = 0; d < 4; ++d) {
    if (neighbour(from, d) == to) return d;
  }
  return -1;
}

// The step from `from` towards `to` when both lie on one rank or file (and differ), else 0.
constexpr int line_step(int from, int to) {
  if (from == to) return 0;
  if (Board::rank_of(from) == Board::rank_of(to)) return to > from ? 1 : -1;
  if (Board::file_of(from) == Board::file_of(to)) return to > from ? 8 : -8;
  return 0;
}

// The direction of a step of line_step.
constexpr int direction_of_step(int step) {
  return step == 8 ? kNorth : step == -8 ? kSouth : step == 1 ? kEast : kWest;
}

}  // namespace rockpool::rules::lazyking
