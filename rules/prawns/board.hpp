#pragma once
// The 8x8 sea (rules/core/grid.hpp: a1 is bit 0, h1 bit 7, a8 bit 56). The sea is the rectangle of
// squares still in play (evaporation, rules/prawns/RULES.md); before any evaporation it is the
// whole board.

#include <array>
#include <bit>
#include <cstdint>

#include "rules/core/grid.hpp"

namespace rockpool::rules::prawns {

using Board = Grid<8, 8>;
using Squares = Board::Bits;

// The sea: files and ranks from lo to hi inclusive.
struct Sea {
  std::uint8_t file_lo = 0, file_hi = 7, rank_lo = 0, rank_hi = 7;

  constexpr bool contains(int file, int rank) const {
    return file >= file_lo && file <= file_hi && rank >= rank_lo && rank <= rank_hi;
  }
  constexpr Squares mask() const {
    const Squares files =
        ((0xffULL >> (7 - file_hi)) & (0xffULL << file_lo)) * 0x0101010101010101ULL;
    const Squares ranks = (~0ULL >> (8 * (7 - rank_hi))) & (~0ULL << (8 * rank_lo));
    return files & ranks;
  }
  constexpr bool operator==(const Sea&) const = default;
};

// The smallest rectangle holding every square of a non-empty set.
inline Sea bounding_sea(Squares squares) {
  Squares files = squares | (squares >> 32);
  files |= files >> 16;
  files |= files >> 8;
  files &= 0xff;
  Sea sea;
  sea.file_lo = static_cast<std::uint8_t>(std::countr_zero(files));
  sea.file_hi = static_cast<std::uint8_t>(63 - std::countl_zero(files));
  sea.rank_lo = static_cast<std::uint8_t>(std::countr_zero(squares) >> 3);
  sea.rank_hi = static_cast<std::uint8_t>((63 - std::countl_zero(squares)) >> 3);
  return sea;
}

inline constexpr Offset kKingSteps[8] = {{1, 0}, {-1, 0}, {0, 1},  {0, -1},
                                         {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
inline constexpr Offset kShrimpSteps[12] = {{1, 2},  {2, 1},  {2, -1}, {1, -2}, {-1, -2}, {-2, -1},
                                            {-2, 1}, {-1, 2}, {1, 1},  {1, -1}, {-1, 1},  {-1, -1}};
// The eight directions: the first four straight, the last four diagonal.
inline constexpr const Offset (&kDirections)[8] = kKingSteps;

// Krill swims (one step in 8 directions) and shrimp hops (a knight's leap or a diagonal step).
inline constexpr std::array<Squares, Board::kSquares> kKrillSwims = Board::step_sets(kKingSteps);
inline constexpr std::array<Squares, Board::kSquares> kShrimpHops = Board::step_sets(kShrimpSteps);

}  // namespace rockpool::rules::prawns
