#pragma once
// Everything a fence-game position holds, as one trivially copyable block (208 bytes), so that a
// clone is a copy and an encoding is its bytes.

#include <cstdint>
#include <type_traits>

#include "rules/core/action.hpp"
#include "rules/fences/board.hpp"

namespace rockpool::rules::fences {

enum Orientation : int { kHorizontal = 0, kVertical = 1 };

// Lattice points where fence ends and centres meet: (x, y) in 0..9, with the board's border on
// x or y equal to 0 or 9. Interior point (f+1, r+1) is intersection (f, r).
inline constexpr int kLatticeSide = kSize + 1;
inline constexpr int kLatticePoints = kLatticeSide * kLatticeSide;

struct Position {
  // Cells whose edge towards each direction is open: on the board and not fenced.
  Cells open[4];
  // Placed fences by intersection, per orientation, and which of them seat 1 placed.
  std::uint64_t fences[2];
  std::uint64_t fences_of_seat1[2];
  std::uint8_t pawn[2];
  std::uint8_t fences_left[2];
  std::uint8_t to_move;
  std::int8_t winner;  // -1 while playing
  std::uint8_t edge_side_jumps;
  // Connected pieces of wall (fences and the border) as labels per lattice point: a new fence
  // can only cut a path if it joins two points that already carry the same label.
  std::uint8_t wall_label[kLatticePoints];
  std::uint8_t unused[5];  // keeps the block free of padding, so equal positions have equal bytes
};

static_assert(std::is_trivially_copyable_v<Position>);
// No padding anywhere: the fields add up to the size.
static_assert(sizeof(Position) == 4 * 16 + 4 * 8 + 7 + kLatticePoints + 5);

// The initial position: pawns on e(1+meet) and e(9-meet), seat 0 to move.
Position initial_position(int fences_each, int meet, bool edge_side_jumps);

// The goal rank of each seat (0-based): seat 0 goes north to rank 9, seat 1 south to rank 1.
constexpr int goal_rank(int seat) {
  return seat == 0 ? kSize - 1 : 0;
}

}  // namespace rockpool::rules::fences
