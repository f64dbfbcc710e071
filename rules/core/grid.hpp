#pragma once
// A rectangular board of W x H squares, as every game's board.hpp uses it. Square (file f, rank r),
// both from 0, is index r*W+f: a1 is 0, the first rank runs west to east, the last square is the
// north-east corner. A set of squares is one unsigned integer with bit i for square i, the
// narrowest that holds them all (Kani Nari Ebi's 25 squares fit 32 bits, an 8x8 board 64, a 9x9
// board needs 128). Names are a file letter and a rank digit, "e4" (Lazy King writes its files in
// capitals: FirstFile 'A'). Everything is a compile-time size, so the games pay nothing for
// sharing.

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

namespace rockpool::rules {

__extension__ typedef unsigned __int128 Bits128;  // GCC's and clang's 128-bit integer

// The narrowest unsigned integer with at least `count` bits.
template <int count>
using BitsFor =
    std::conditional_t<(count <= 32), std::uint32_t,
                       std::conditional_t<(count <= 64), std::uint64_t,
                                          std::conditional_t<(count <= 128), Bits128, void>>>;

// A step across the board: files east (+) or west (-), ranks north (+) or south (-).
struct Offset {
  int file = 0;
  int rank = 0;
};

template <int W, int H, char FirstFile = 'a'>
struct Grid {
  static_assert(W >= 1 && W <= 26 && H >= 1 && H <= 9, "square names are one letter and one digit");
  static constexpr int kWidth = W;
  static constexpr int kHeight = H;
  static constexpr int kSquares = W * H;
  using Bits = BitsFor<kSquares>;
  static_assert(!std::is_void_v<Bits>, "at most 128 squares");

  static constexpr int square(int file, int rank) { return rank * W + file; }
  // Unsigned: a square is never negative, and the division by a constant is then the cheapest.
  static constexpr int file_of(int square) {
    return static_cast<int>(static_cast<unsigned>(square) % W);
  }
  static constexpr int rank_of(int square) {
    return static_cast<int>(static_cast<unsigned>(square) / W);
  }
  static constexpr bool on_board(int file, int rank) {
    return file >= 0 && file < W && rank >= 0 && rank < H;
  }

  static constexpr Bits bit(int square) { return Bits{1} << square; }
  static constexpr bool has(Bits set, int square) { return ((set >> square) & 1) != 0; }
  static constexpr Bits kAll = kSquares == 8 * sizeof(Bits) ? ~Bits{0} : (Bits{1} << kSquares) - 1;

  static constexpr Bits rank_mask(int rank) {
    Bits mask = 0;
    for (int file = 0; file < W; ++file)
      mask |= bit(square(file, rank));
    return mask;
  }
  static constexpr Bits file_mask(int file) {
    Bits mask = 0;
    for (int rank = 0; rank < H; ++rank)
      mask |= bit(square(file, rank));
    return mask;
  }

  // How many squares a set holds, and the lowest of them (the set must not be empty).
  static constexpr int count(Bits set) {
    if constexpr (sizeof(Bits) > 8) {
      return std::popcount(static_cast<std::uint64_t>(set)) +
             std::popcount(static_cast<std::uint64_t>(set >> 64));
    } else {
      return std::popcount(set);
    }
  }
  static constexpr int lowest(Bits set) {
    if constexpr (sizeof(Bits) > 8) {
      const auto low = static_cast<std::uint64_t>(set);
      return low ? std::countr_zero(low)
                 : 64 + std::countr_zero(static_cast<std::uint64_t>(set >> 64));
    } else {
      return std::countr_zero(set);
    }
  }

  // The square `distance` steps of `offset` away, or -1 off the board.
  static constexpr int step(int square, Offset offset, int distance = 1) {
    const int file = file_of(square) + offset.file * distance;
    const int rank = rank_of(square) + offset.rank * distance;
    return on_board(file, rank) ? Grid::square(file, rank) : -1;
  }
  // The squares from which one step of `offset` stays on the board.
  static constexpr Bits can_step(Offset offset) {
    Bits set = 0;
    for (int s = 0; s < kSquares; ++s) {
      if (step(s, offset) >= 0) set |= bit(s);
    }
    return set;
  }
  // For each square, the set of squares one step of each offset away.
  template <std::size_t N>
  static constexpr std::array<Bits, kSquares> step_sets(const Offset (&offsets)[N]) {
    std::array<Bits, kSquares> table{};
    for (int s = 0; s < kSquares; ++s) {
      for (const Offset& offset : offsets) {
        if (const int to = step(s, offset); to >= 0) table[s] |= bit(to);
      }
    }
    return table;
  }
  // For each square and offset, the square `distance` steps away, or -1.
  template <std::size_t N>
  static constexpr std::array<std::array<std::int8_t, N>, kSquares> step_table(
      const Offset (&offsets)[N], int distance = 1) {
    std::array<std::array<std::int8_t, N>, kSquares> table{};
    for (int s = 0; s < kSquares; ++s) {
      for (std::size_t d = 0; d < N; ++d)
        table[s][d] = static_cast<std::int8_t>(step(s, offsets[d], distance));
    }
    return table;
  }

  // "e4": the file letter, then the rank digit.
  static void write_square(int square, std::string& out) {
    out.push_back(static_cast<char>(FirstFile + file_of(square)));
    out.push_back(static_cast<char>('1' + rank_of(square)));
  }
  static std::string square_name(int square) {
    std::string out;
    write_square(square, out);
    return out;
  }
  // The square named by the two characters of `text` at `at`, or nothing when they are missing or
  // do not name a square of this board (a file letter of another case, a rank beyond it).
  static constexpr std::optional<int> parse_square(std::string_view text, std::size_t at = 0) {
    if (at + 2 > text.size()) return std::nullopt;
    const int file = text[at] - FirstFile, rank = text[at + 1] - '1';
    if (!on_board(file, rank)) return std::nullopt;
    return square(file, rank);
  }
};

}  // namespace rockpool::rules
