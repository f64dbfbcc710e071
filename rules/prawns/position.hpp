#pragma once
// Everything a Prawns position holds, as one trivially copyable block without padding, so that a
// clone is a copy and an encoding is its bytes.

#include <cstdint>
#include <type_traits>

#include "rules/core/action.hpp"
#include "rules/prawns/board.hpp"

namespace rockpool::rules::prawns {

enum Species : int { kKrill = 0, kShrimp = 1, kCrab = 2, kLobster = 3 };
inline constexpr int kSpeciesCount = 4;
inline constexpr char kSpeciesLetter[kSpeciesCount + 1] = "KSCL";
inline constexpr int kGreen = 0, kBlue = 1;

// Where a turn stands: the blind start, before the move (evolutions and the move), after it
// (evolutions and `end`, R-P4).
enum Phase : std::uint8_t { kBlindStart = 0, kBeforeMove = 1, kAfterMove = 2 };

// Why a match was won.
enum WinReason : std::uint8_t { kNoWin = 0, kAllEaten = 1, kAsphyxiated = 2 };

// The gene pool of each species a side starts with (8 krill go straight onto the home rank).
inline constexpr int kStartPool[kSpeciesCount] = {8, 2, 2, 2};

// The part of a position a takeback restores: the prawns, the pools and the sea.
struct Core {
  Squares side[2];                      // each side's prawns
  Squares species[kSpeciesCount];       // the prawns of each species, both sides
  Squares fresh;                        // krill that have not moved yet (jump-start, R-P3)
  std::uint8_t pool[2][kSpeciesCount];  // each side's gene pool
  Sea sea;
  std::uint8_t unused[4];  // keeps the block free of padding
};
static_assert(std::is_trivially_copyable_v<Core>);
static_assert(sizeof(Core) == 7 * 8 + 8 + 4 + 4);

struct Position {
  Core now;
  Core saved;       // the position when saved_owner's last turn began (takeback, R-P5)
  Squares evolved;  // squares that evolved in the current evolution phase
  std::uint8_t phase;
  std::uint8_t to_move;
  std::uint8_t choice[2];   // blind start: 0 not chosen yet, else 0x10 | a-file << 2 | h-file
  std::int8_t saved_owner;  // the seat that may take back (undo) now, or -1
  std::uint8_t turn_begun;  // the seat to move has acted in this turn
  std::int8_t winner;       // -1 while playing
  std::uint8_t win_reason;
  std::uint8_t takeback;  // room options
  std::uint8_t eaten_gone;
  std::uint8_t unused[6];
};
static_assert(std::is_trivially_copyable_v<Position>);
static_assert(sizeof(Position) == 2 * sizeof(Core) + 8 + 10 + 6);

// Whose prawn stands on a square (-1: none), and its species (-1: none).
inline int owner_at(const Core& core, int square) {
  const Squares b = Board::bit(square);
  return (core.side[0] & b) ? 0 : (core.side[1] & b) ? 1 : -1;
}
inline int species_at(const Core& core, int square) {
  const Squares b = Board::bit(square);
  for (int s = 0; s < kSpeciesCount; ++s) {
    if (core.species[s] & b) return s;
  }
  return -1;
}
inline Squares occupied(const Core& core) {
  return core.side[0] | core.side[1];
}

// The blind start's choice of a side, or -1 for the species of an unchosen side.
constexpr std::uint8_t choice_code(int a_file, int h_file) {
  return static_cast<std::uint8_t>(0x10 | a_file << 2 | h_file);
}
constexpr int choice_a_file(std::uint8_t code) {
  return (code >> 2) & 3;
}
constexpr int choice_h_file(std::uint8_t code) {
  return code & 3;
}

// The ANY squares: a2 and h2 for Green, a7 and h7 for Blue.
constexpr int any_square(int seat, bool h_file) {
  return Board::square(h_file ? 7 : 0, seat == kGreen ? 1 : 6);
}
// Home ranks: Green rank 1, Blue rank 8. Forward: Green north, Blue south.
constexpr int home_rank(int seat) {
  return seat == kGreen ? 0 : 7;
}
constexpr int forward(int seat) {
  return seat == kGreen ? 1 : -1;
}
// The evolution zone: the sea's rank nearest the opponent's home (R-P8).
inline int zone_rank(const Sea& sea, int seat) {
  return seat == kGreen ? sea.rank_hi : sea.rank_lo;
}

// The start of a match: krill on the home ranks, nothing chosen yet.
Position initial_position(bool takeback, bool eaten_gone);

// Puts a prawn on an empty square / takes one off (pools untouched).
void put_prawn(Core& core, int seat, int species, int square);
void remove_prawn(Core& core, int seat, int species, int square);

}  // namespace rockpool::rules::prawns
