#pragma once
// The 5x5 seabed as bit sets: square (file f, rank r), both from 0, is bit r*5+f of a 32-bit word.
// File a (0) is Black's home, file e (4) Red's, file c (2) the current. Moving a whole set one
// square north is a shift by 5, east a shift by 1; file masks keep sets from wrapping around.

#include <array>
#include <cstdint>

namespace rockpool::rules::kaninariebi {

using Squares = std::uint32_t;

inline constexpr int kSize = 5;
inline constexpr int kSquares = kSize * kSize;
inline constexpr int kCurrentFile = 2;

constexpr Squares square_bit(int square) {
  return Squares{1} << square;
}
constexpr int square_of(int file, int rank) {
  return rank * kSize + file;
}
constexpr int file_of(int square) {
  return square % kSize;
}
constexpr int rank_of(int square) {
  return square / kSize;
}

constexpr Squares file_mask(int file) {
  Squares mask = 0;
  for (int rank = 0; rank < kSize; ++rank)
    mask |= square_bit(square_of(file, rank));
  return mask;
}

inline constexpr Squares kAllSquares = (Squares{1} << kSquares) - 1;
inline constexpr Squares kFileA = file_mask(0);
inline constexpr Squares kFileE = file_mask(kSize - 1);

// Each seat's home file: Black (seat 0) a, Red (seat 1) e. A crab promotes on the other one.
constexpr int home_file(int seat) {
  return seat == 0 ? 0 : kSize - 1;
}
constexpr int promotion_file(int seat) {
  return home_file(1 - seat);
}

// The four orthogonal directions (north = toward rank 5) and the four diagonal ones.
inline constexpr int kFileStep[8] = {0, 0, 1, -1, 1, -1, 1, -1};
inline constexpr int kRankStep[8] = {1, -1, 0, 0, 1, 1, -1, -1};

// The square one step from `square` in direction d (0..7), or -1 off the board.
constexpr int step(int square, int d) {
  const int file = file_of(square) + kFileStep[d];
  const int rank = rank_of(square) + kRankStep[d];
  if (file < 0 || file >= kSize || rank < 0 || rank >= kSize) return -1;
  return square_of(file, rank);
}

// The squares one diagonal step away from each square.
inline constexpr std::array<Squares, kSquares> kDiagonal = [] {
  std::array<Squares, kSquares> table{};
  for (int square = 0; square < kSquares; ++square) {
    for (int d = 4; d < 8; ++d) {
      if (const int to = step(square, d); to >= 0) table[square] |= square_bit(to);
    }
  }
  return table;
}();

// Every square orthogonally next to a square of the set.
constexpr Squares orthogonal_neighbours(Squares set) {
  return ((set << kSize) | (set >> kSize) | ((set << 1) & ~kFileA) | ((set >> 1) & ~kFileE)) &
         kAllSquares;
}

// The orthogonally connected part of `members` that holds `square`.
constexpr Squares group_of(int square, Squares members) {
  Squares group = square_bit(square);
  for (;;) {
    const Squares grown = group | (orthogonal_neighbours(group) & members);
    if (grown == group) return group;
    group = grown;
  }
}

// The squares met walking from a square in one orthogonal direction (0 north, 1 south, 2 east,
// 3 west), nearest first: the crab's slide, the current's drift and the capture's run.
struct Ray {
  std::uint8_t length;
  std::uint8_t squares[kSize - 1];
};

inline constexpr std::array<std::array<Ray, 4>, kSquares> kRays = [] {
  std::array<std::array<Ray, 4>, kSquares> table{};
  for (int square = 0; square < kSquares; ++square) {
    for (int d = 0; d < 4; ++d) {
      Ray& ray = table[square][d];
      for (int at = step(square, d); at >= 0; at = step(at, d)) {
        ray.squares[ray.length++] = static_cast<std::uint8_t>(at);
      }
    }
  }
  return table;
}();

inline int popcount(Squares set) {
  return __builtin_popcount(set);
}
inline int lowest_square(Squares set) {
  return __builtin_ctz(set);
}

}  // namespace rockpool::rules::kaninariebi
