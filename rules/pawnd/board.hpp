#pragma once
// The pond (rules/pawnd/RULES.md): 9x9 squares, files a-i west to east, ranks 1-9 south to north.
// Square (file f, rank r), both from 0, is number r*9+f and bit r*9+f of a 128-bit set.

#include <array>
#include <cstdint>

namespace rockpool::rules::pawnd {

__extension__ typedef unsigned __int128
    Cells;  // GCC's 128-bit integer; the pedantic marker is on purpose

inline constexpr int kSize = 9;
inline constexpr int kSquares = kSize * kSize;
inline constexpr int kFrogs = 5;  // per player
inline constexpr int kWinningPads = 5;

constexpr int square_of(int file, int rank) {
  return rank * kSize + file;
}
constexpr int file_of(int square) {
  return square % kSize;
}
constexpr int rank_of(int square) {
  return square / kSize;
}
constexpr Cells bit(int square) {
  return Cells{1} << square;
}
constexpr bool has(Cells cells, int square) {
  return ((cells >> square) & 1) != 0;
}

inline int popcount(Cells cells) {
  return __builtin_popcountll(static_cast<std::uint64_t>(cells)) +
         __builtin_popcountll(static_cast<std::uint64_t>(cells >> 64));
}

inline constexpr Cells kBoard = (Cells{1} << kSquares) - 1;

// Directions, clockwise from north; a frog's forward directions are N NE NW (Purple) or
// S SE SW (Orange).
enum Direction : int { kN = 0, kNE, kE, kSE, kS, kSW, kW, kNW };
inline constexpr int kDirections = 8;
inline constexpr int kDeltaFile[kDirections] = {0, 1, 1, 1, 0, -1, -1, -1};
inline constexpr int kDeltaRank[kDirections] = {1, 1, 0, -1, -1, -1, 0, 1};
inline constexpr int kForward[2][3] = {{kNW, kN, kNE}, {kSW, kS, kSE}};

constexpr bool is_forward(int seat, int direction) {
  return seat == 0 ? (direction == kN || direction == kNE || direction == kNW)
                   : (direction == kS || direction == kSE || direction == kSW);
}

// The square `distance` squares away in `direction`, or -1 off the board.
constexpr int offset(int square, int direction, int distance) {
  const int file = file_of(square) + kDeltaFile[direction] * distance;
  const int rank = rank_of(square) + kDeltaRank[direction] * distance;
  if (file < 0 || file >= kSize || rank < 0 || rank >= kSize) return -1;
  return square_of(file, rank);
}

// The direction from `from` to `to` when `to` is exactly `distance` squares away in a straight
// or diagonal line, otherwise -1.
constexpr int direction_between(int from, int to, int distance) {
  for (int d = 0; d < kDirections; ++d) {
    if (offset(from, d, distance) == to) return d;
  }
  return -1;
}

struct Neighbours {
  std::array<std::array<std::int8_t, kDirections>, kSquares> step{};  // one square on, or -1
  std::array<std::array<std::int8_t, kDirections>, kSquares> hop{};   // two squares on, or -1
};

constexpr Neighbours make_neighbours() {
  Neighbours n;
  for (int s = 0; s < kSquares; ++s) {
    for (int d = 0; d < kDirections; ++d) {
      n.step[s][d] = static_cast<std::int8_t>(offset(s, d, 1));
      n.hop[s][d] = static_cast<std::int8_t>(offset(s, d, 2));
    }
  }
  return n;
}

inline constexpr Neighbours kNeighbours = make_neighbours();

constexpr Cells rank_stones(int rank) {
  Cells cells = 0;
  for (int file = 0; file < kSize; file += 2)
    cells |= bit(square_of(file, rank));
  return cells;
}

// Stones on files a c e g i of ranks 1, 5 and 9.
inline constexpr Cells kStones = rank_stones(0) | rank_stones(4) | rank_stones(8);
// Each seat's home row of stones: Purple rank 1, Orange rank 9.
inline constexpr Cells kHomeStones[2] = {rank_stones(0), rank_stones(8)};

// Lily pads at the start: every other square whose file and rank add up to an even number.
constexpr Cells initial_pads() {
  Cells cells = 0;
  for (int s = 0; s < kSquares; ++s) {
    if ((file_of(s) + rank_of(s)) % 2 == 0 && !has(kStones, s)) cells |= bit(s);
  }
  return cells;
}

inline constexpr Cells kInitialPads = initial_pads();

}  // namespace rockpool::rules::pawnd
