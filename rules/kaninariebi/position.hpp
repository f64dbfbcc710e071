#pragma once
// Everything a Kani Nari Ebi position holds, as one trivially copyable block (28 bytes), so that a
// clone is a copy and an encoding is its bytes.

#include <cstdint>
#include <type_traits>

#include "rules/core/action.hpp"
#include "rules/kaninariebi/board.hpp"

namespace rockpool::rules::kaninariebi {

enum Phase : std::uint8_t { kMovePhase = 0, kBondPhase = 1 };
enum WinReason : std::uint8_t { kNoWin = 0, kShrimpsWin = 1, kCapturesWin = 2, kNoMoveWin = 3 };

struct Position {
  Squares crabs[2];    // per seat
  Squares shrimps[2];  // per seat
  // During a bond decision, the group whose pieces may make the bond move; otherwise empty.
  Squares bond_group;
  std::uint8_t captured[2];  // enemy pieces each seat has captured, for good
  std::uint8_t to_move;
  std::uint8_t phase;  // Phase
  std::int8_t winner;  // -1 while playing
  std::uint8_t win_reason;
  std::uint8_t mixed_bonds;   // room option: a bond group may mix crabs and shrimps
  std::uint8_t auto_promote;  // room option: a crab always promotes on arrival (R-K6)

  Squares pieces(int seat) const { return crabs[seat] | shrimps[seat]; }
  Squares occupied() const { return pieces(0) | pieces(1); }
};

static_assert(std::is_trivially_copyable_v<Position>);
// No padding anywhere: the fields add up to the size.
static_assert(sizeof(Position) == 5 * 4 + 8);

// Black's five crabs on file a, Red's on file e, Black (seat 0) to move.
Position initial_position(bool mixed_bonds, bool auto_promote);

}  // namespace rockpool::rules::kaninariebi
