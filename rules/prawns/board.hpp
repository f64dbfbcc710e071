#pragma once
// The 8x8 sea as bit sets: square (file f, rank r), both from 0, is bit r*8+f of a 64-bit word;
// a1 is bit 0, h1 bit 7, a8 bit 56. The sea is the rectangle of squares still in play (evaporation,
// rules/prawns/RULES.md); before any evaporation it is the whole board.

#include <array>
#include <bit>
#include <cstdint>

namespace rockpool::rules::prawns {

using Squares = std::uint64_t;

inline constexpr int kSide = 8;
inline constexpr int kSquares = kSide * kSide;

constexpr Squares square_bit(int square) {
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
constexpr bool on_board(int file, int rank) {
  return file >= 0 && file < kSide && rank >= 0 && rank < kSide;
}

inline int count(Squares squares) {
  return std::popcount(squares);
}
inline int lowest(Squares squares) {
  return std::countr_zero(squares);
}

constexpr Squares rank_mask(int rank) {
  return Squares{0xff} << (8 * rank);
}

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

// Squares reached by one step of each offset in `offsets`, from every square.
template <std::size_t N>
constexpr std::array<Squares, kSquares> step_table(const int (&offsets)[N][2]) {
  std::array<Squares, kSquares> table{};
  for (int square = 0; square < kSquares; ++square) {
    for (const auto& offset : offsets) {
      const int file = file_of(square) + offset[0], rank = rank_of(square) + offset[1];
      if (on_board(file, rank)) table[square] |= square_bit(square_of(file, rank));
    }
  }
  return table;
}

inline constexpr int kKingSteps[8][2] = {{1, 0}, {-1, 0}, {0, 1},  {0, -1},
                                         {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
inline constexpr int kShrimpSteps[12][2] = {{1, 2},  {2, 1},  {2, -1}, {1, -2}, {-1, -2}, {-2, -1},
                                            {-2, 1}, {-1, 2}, {1, 1},  {1, -1}, {-1, 1},  {-1, -1}};
// The eight directions: the first four straight, the last four diagonal.
inline constexpr const int (&kDirections)[8][2] = kKingSteps;

// Krill swims (one step in 8 directions) and shrimp hops (a knight's leap or a diagonal step).
inline constexpr std::array<Squares, kSquares> kKrillSwims = step_table(kKingSteps);
inline constexpr std::array<Squares, kSquares> kShrimpHops = step_table(kShrimpSteps);

}  // namespace rockpool::rules::prawns
