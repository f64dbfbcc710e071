#pragma once
// Everything a Kani Nari Ebi position holds, as one trivially copyable block (28 bytes), so that a
// clone is a copy and an encoding is its bytes; and the rules that change it
// (rules/kaninariebi/RULES.md).

#include <cstdint>
#include <type_traits>

#include "rules/core/action.hpp"
#include "rules/kaninariebi/actions.hpp"
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

// Whether `seat` has any move: a crab with an empty square beside it on its rank, or a shrimp
// with an empty square diagonally next to it.
bool has_move(const Position& position, int seat);

// Appends every move of `seat` (crabs along their rank, shrimps one step diagonally).
void append_moves(const Position& position, int seat, ActionList& out);
// Appends every bond move: one diagonal step onto an empty square by a piece of the bond group.
void append_bond_moves(const Position& position, int seat, ActionList& out);

// Plays a legal move or bond move of `seat`: the piece moves, the current carries it, it may
// promote, it captures, and the win is checked (R-K1). Returns the square where it came to rest.
int play_move(Position& position, int seat, Action action);

// The square where a piece stopping on `to` on file c comes to rest, drifting with the current
// over the empty squares of `occupied`.
int drift(int to, Current current, Squares occupied);

// The enemy pieces a piece of `seat` resting on `square` captures: in each orthogonal direction,
// a run of one or more enemy pieces closed by a friendly piece.
Squares captures_from(const Position& position, int seat, int square);

// After a move that did not win: the group of the moved piece that may make a bond move, or 0
// when no bond is offered (no friendly neighbour of its type, or no piece of the group can step).
Squares bond_group_after(const Position& position, int seat, int rest);

// Ends the turn of `seat`: the opponent moves next, or loses at once if it has no move (R-K5).
void end_turn(Position& position, int seat);

}  // namespace rockpool::rules::kaninariebi
