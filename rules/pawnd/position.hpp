#pragma once
// Everything a PAWND position holds, as one trivially copyable block of 64 bytes without padding,
// so that a clone is a copy and an encoding is its bytes.

#include <cstdint>
#include <type_traits>

#include "rules/core/action.hpp"
#include "rules/pawnd/board.hpp"

namespace rockpool::rules::pawnd {

// Why a match ended (Position::reason).
enum Reason : std::uint8_t { kNoReason = 0, kAllAcross, kFivePads, kNoMove };

struct Position {
  Cells frogs[2];             // each seat's frogs on the board
  Cells pads;                 // lily pads on the board (stones are fixed: kStones)
  std::uint8_t across[2];     // frogs that reached the far home row and left the board
  std::uint8_t pads_kept[2];  // pads taken by capturing frogs standing on them
  std::uint8_t to_return[2];  // captured frogs waiting for their owner's ^ decision
  std::uint8_t to_move;       // the seat deciding now
  std::int8_t winner;         // -1 while playing
  std::uint8_t reason;        // a Reason once won
  std::uint8_t unused[7];  // keeps the block free of padding, so equal positions have equal bytes
};

static_assert(std::is_trivially_copyable_v<Position>);
static_assert(sizeof(Position) == 3 * 16 + 9 + 7);  // no padding anywhere

// Frogs on their home stones, the 26 pads laid out, Purple (seat 0) to move.
Position initial_position();

}  // namespace rockpool::rules::pawnd
