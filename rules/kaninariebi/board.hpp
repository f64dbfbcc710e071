#pragma once
// The 5x5 seabed (rules/core/grid.hpp): a set of squares is a 32-bit word. File a (0) is Black's
// home, file e (4) Red's, file c (2) the current.

#include <array>
#include <cstdint>

#include "rules/core/grid.hpp"

namespace rockpool::rules::kaninariebi {

using Board = Grid<5, 5>;
using Squares = Board::Bits;

inline constexpr int kCurrentFile = 2;
inline constexpr Squares kFileA = Board::file_mask(0);
inline constexpr Squares kFileE = Board::file_mask(Board::kWidth - 1);

// Each seat's home file: Black (seat 0) a, Red (seat 1) e. A crab promotes on the other one.
constexpr int home_file(int seat) {
  return seat == 0 ? 0 : Board::kWidth - 1;
}
constexpr int promotion_file(int seat) {
  return home_file(1 - seat);
}

// The four orthogonal directions (0 north = toward rank 5, 1 south, 2 east, 3 west), and the four
// diagonal ones.
inline constexpr Offset kOrthogonalSteps[4] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
inline constexpr Offset kDiagonalSteps[4] = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};

// The squares one diagonal step away from each square.
inline constexpr std::array<Squares, Board::kSquares> kDiagonal = Board::step_sets(kDiagonalSteps);

// Every square orthogonally next to a square of the set.
constexpr Squares orthogonal_neighbours(Squares set) {
  constexpr int north = Board::kWidth;
  return ((set << north) | (set >> north) | ((set << 1) & ~kFileA) | ((set >> 1) & ~kFileE)) &
         Board::kAll;
}

// The orthogonally connected part of `members` that holds `square`.
constexpr Squares group_of(int square, Squares members) {
  Squares group = Board::bit(square);
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
  std::uint8_t squares[Board::kWidth - 1];
};

inline constexpr std::array<std::array<Ray, 4>, Board::kSquares> kRays = [] {
  std::array<std::array<Ray, 4>, Board::kSquares> table{};
  for (int square = 0; square < Board::kSquares; ++square) {
    for (int d = 0; d < 4; ++d) {
      Ray& ray = table[square][d];
      const Offset step = kOrthogonalSteps[d];
      for (int at = Board::step(square, step); at >= 0; at = Board::step(at, step)) {
        ray.squares[ray.length++] = static_cast<std::uint8_t>(at);
      }
    }
  }
  return table;
}();

}  // namespace rockpool::rules::kaninariebi
