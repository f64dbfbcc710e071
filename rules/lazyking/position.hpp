#pragma once
// Everything a Lazy King position holds, as one trivially copyable block of 128 bytes without
// padding, so that a clone is a copy and an encoding is its bytes.
//
// A unit is an ordered stack of one side's pieces, bottom to top. Pawns are alike, so a unit is its
// height and the place of its King (if any): one byte per square, the height in the low four bits
// and the King's index from the bottom plus one in the high four bits (0: no King).

#include <cstdint>
#include <type_traits>

#include "rules/core/action.hpp"
#include "rules/lazyking/board.hpp"

namespace rockpool::rules::lazyking {

inline constexpr int kPawnsEach = 10;

enum Phase : std::uint8_t { kChooseKing = 0, kWalls = 1, kPlay = 2 };
enum Reason : std::uint8_t { kNoReason = 0, kGoalReached = 1, kNoLegalAction = 2 };

using Unit = std::uint8_t;
constexpr int height(Unit unit) {
  return unit & 15;
}
constexpr bool has_king(Unit unit) {
  return (unit >> 4) != 0;
}
constexpr int king_index(Unit unit) {
  return (unit >> 4) - 1;
}  // from the bottom; -1: none
constexpr int pawns(Unit unit) {
  return height(unit) - (has_king(unit) ? 1 : 0);
}
// Pawns in it, +2 if it holds its King.
constexpr int strength(Unit unit) {
  return height(unit) + (has_king(unit) ? 1 : 0);
}
constexpr Unit make_unit(int height, int king_index = -1) {
  return static_cast<Unit>(height | ((king_index + 1) << 4));
}
inline constexpr Unit kSingletonKing = make_unit(1, 0);
inline constexpr Unit kSingletonPawn = make_unit(1);

struct Position {
  Squares occupied[2];  // each side's units
  Squares open[4];      // squares whose edge towards each direction is on the board and unwalled
  Unit unit[Board::kSquares];  // 0 on empty squares
  std::uint8_t pile[2];
  std::uint8_t walls_left[2];
  std::uint8_t king_choice[2];  // the secret setup choice, kNoSquare until made
  std::uint8_t phase;
  std::uint8_t to_move;        // whose turn it is (walls and play)
  std::uint8_t after_action;   // 1: the mover acted and now redeploys the King it lost (R-L14)
  std::uint8_t owes_king[2];   // 1: that side's King is off the board, to be redeployed
  std::uint8_t first_turn[2];  // 1 while first_turn_two still limits that side's moves
  std::int8_t winner;          // -1 while playing
  std::uint8_t reason;         // Reason
  std::uint8_t goal_fresh;     // goals (goal_index) entered during the current turn
};

static_assert(std::is_trivially_copyable_v<Position>);
static_assert(sizeof(Position) == 2 * 8 + 4 * 8 + Board::kSquares + 16, "no padding");

Position initial_position(int walls_each, bool first_turn_two);

inline int owner_of(const Position& p, int square) {
  return (p.occupied[1] & Board::bit(square)) ? 1 : 0;
}
inline Squares all_units(const Position& p) {
  return p.occupied[0] | p.occupied[1];
}

}  // namespace rockpool::rules::lazyking
