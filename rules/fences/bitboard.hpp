#pragma once
// The 9x9 board as bit sets: cell (file f, rank r), both from 0, is bit r*9+f of a 128-bit word.
// Moving a whole set one cell north is a shift by 9, east a shift by 1; the masks of open edges
// keep sets from wrapping around the board or crossing fences.

#include <cstdint>

namespace rockpool::rules::fences {

__extension__ typedef unsigned __int128
    Cells;  // GCC's 128-bit integer; the pedantic marker is on purpose

inline constexpr int kSize = 9;
inline constexpr int kCells = kSize * kSize;
inline constexpr int kGrooves = 8;  // fence centres per side: intersections a1..h8
inline constexpr int kIntersections = kGrooves * kGrooves;

constexpr Cells cell_bit(int cell) {
  return Cells{1} << cell;
}
constexpr int cell_of(int file, int rank) {
  return rank * kSize + file;
}
constexpr int file_of(int cell) {
  return cell % kSize;
}
constexpr int rank_of(int cell) {
  return cell / kSize;
}

constexpr Cells rank_mask(int rank) {
  Cells mask = 0;
  for (int file = 0; file < kSize; ++file)
    mask |= cell_bit(cell_of(file, rank));
  return mask;
}

constexpr Cells file_mask(int file) {
  Cells mask = 0;
  for (int rank = 0; rank < kSize; ++rank)
    mask |= cell_bit(cell_of(file, rank));
  return mask;
}

inline constexpr Cells kAllCells = (Cells{1} << kCells) - 1;

// Intersection (file f, rank r) of the 8x8 grid is bit r*8+f; it is the north-east corner of
// cell (f, r).
constexpr int intersection_of(int file, int rank) {
  return rank * kGrooves + file;
}

constexpr std::uint64_t groove_file_mask(int file) {
  std::uint64_t mask = 0;
  for (int rank = 0; rank < kGrooves; ++rank)
    mask |= std::uint64_t{1} << intersection_of(file, rank);
  return mask;
}

inline constexpr std::uint64_t kGrooveFileA = groove_file_mask(0);
inline constexpr std::uint64_t kGrooveFileH = groove_file_mask(kGrooves - 1);
inline constexpr std::uint64_t kGrooveRank1 = 0xffULL;
inline constexpr std::uint64_t kGrooveRank8 = 0xffULL << 56;

// Number of set bits and index of the lowest, for 64-bit sets.
inline int popcount(std::uint64_t bits) {
  return __builtin_popcountll(bits);
}
inline int lowest_bit(std::uint64_t bits) {
  return __builtin_ctzll(bits);
}

}  // namespace rockpool::rules::fences
