#pragma once
// The 8x8 board as 64-bit sets: square (file f, rank r), both from 0, is bit r*8+f. A1 is bit 0,
// H1 bit 7, A8 bit 56. The fixed squares: traps, goals, fortifications, zones (see
// rules/lazyking/RULES.md).

#include <bit>
#include <cstdint>

namespace rockpool::rules::lazyking {

using Squares = std::uint64_t;

inline constexpr int kSide = 8;
inline constexpr int kSquares = 64;
inline constexpr std::uint8_t kNoSquare = 0xFF;

enum Direction : int { kNorth = 0, kSouth = 1, kEast = 2, kWest = 3 };
inline constexpr int kStep[4] = {8, -8, 1, -1};
constexpr int opposite(int direction) {
  return direction ^ 1;
}

constexpr Squares bit(int square) {
  return Squares{1} << square;
}
constexpr int square_of(int file, int rank) {
  return rank * kSide + file;
}
constexpr int file_of(int square) {
  return square & 7;
}
constexpr int rank_of(int square) {
  return square >> 3;
}
inline int lowest(Squares set) {
  return std::countr_zero(set);
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

inline constexpr Squares kRank1 = 0xFFULL;
inline constexpr Squares kRank8 = 0xFFULL << 56;
inline constexpr Squares kFileA = 0x0101010101010101ULL;
inline constexpr Squares kFileH = kFileA << 7;

// Squares whose edge towards each direction lies on the board.
inline constexpr Squares kOnBoard[4] = {~kRank8, ~kRank1, ~kFileH, ~kFileA};

inline constexpr Squares kTraps = bit(17) | bit(41) | bit(22) | bit(46);  // B3 B6 G3 G6
inline constexpr Squares kGoals = bit(0) | bit(7) | bit(56) | bit(63);    // A1 H1 A8 H8
inline constexpr Squares kForts = bit(27) | bit(28) | bit(35) | bit(36);  // D4 E4 D5 E5

// Red (seat 0) deploys on B1-G1 and wins on A8 or H8; Black on B8-G8 and wins on A1 or H1.
constexpr int home_rank(int seat) {
  return seat == 0 ? 0 : 7;
}
constexpr Squares zone(int seat) {
  return 0x7EULL << (8 * home_rank(seat));
}
constexpr Squares winning_goals(int seat) {
  return seat == 0 ? bit(56) | bit(63) : bit(0) | bit(7);
}

// The goals as bits 0..3 (A1 H1 A8 H8), for the goal timers.
constexpr int goal_index(int square) {
  return (square >= 56 ? 2 : 0) + (file_of(square) ? 1 : 0);
}

// Squares in the order of their names ("A1" < "A2" < ... < "B1"): file first, then rank.
constexpr int name_order(int square) {
  return file_of(square) * kSide + rank_of(square);
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
  return (kOnBoard[direction] & bit(square)) ? square + kStep[direction] : -1;
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
  if (rank_of(from) == rank_of(to)) return to > from ? 1 : -1;
  if (file_of(from) == file_of(to)) return to > from ? 8 : -8;
  return 0;
}

// The direction of a step of line_step.
constexpr int direction_of_step(int step) {
  return step == 8 ? kNorth : step == -8 ? kSouth : step == 1 ? kEast : kWest;
}

}  // namespace rockpool::rules::lazyking
