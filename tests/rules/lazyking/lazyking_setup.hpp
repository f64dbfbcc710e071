#pragma once
// Builds Lazy King positions directly for tests, and small helpers to play and look at them.

#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <map>
#include <string>
#include <variant>
#include <vector>

#include "rules/lazyking/state.hpp"
#include "rules/lazyking/walls.hpp"
#include "rules/registry/registry.hpp"
#include "tests/rules/started_match.hpp"
#include "tests/rules/state_text.hpp"

namespace rockpool::tests::lazyking {

using namespace rockpool::rules::lazyking;

inline int square(const std::string& name) {
  return Board::square(name[0] - 'A', name[1] - '1');
}

// Units by square, as the view writes them: owner, then the pieces from the bottom ("R:PPK").
using Units = std::map<std::string, std::string>;

struct Setup {
  Units units = {};
  Names walls = {};   // "C4|D4", "D4|D5"
  int to_move = 1;    // Black moves first
  int pile_red = -1;  // -1: the pawns not on the board
  int pile_black = -1;
  bool owes_red = false, owes_black = false;
  bool first_turn_two = false;
  int phase = kPlay;
  int walls_left = 0;
};

// `others` with a unit on every square of a seat's deployment zone, B to G of its home rank (1 for
// Red, 8 for Black): `zone` holds them from B to G.
inline Units with_full_zone(int seat, const std::array<const char*, 6>& zone, Units others) {
  const char rank = seat == 0 ? '1' : '8';
  for (std::size_t file = 0; file < zone.size(); ++file)
    others[std::string{static_cast<char>('B' + file), rank}] = zone[file];
  return others;
}

inline rules::lazyking::LazyKingState make_state(const Setup& setup) {
  Position p = initial_position(setup.walls_left, setup.first_turn_two);
  p.phase = static_cast<std::uint8_t>(setup.phase);
  p.to_move = static_cast<std::uint8_t>(setup.to_move);
  int on_board[2] = {0, 0};
  for (const auto& [name, text] : setup.units) {
    const int seat = text[0] == 'R' ? 0 : 1;
    const std::string pieces = text.substr(2);
    const auto king = pieces.find('K');
    const int s = square(name);
    p.unit[s] = make_unit(static_cast<int>(pieces.size()),
                          king == std::string::npos ? -1 : static_cast<int>(king));
    p.occupied[seat] |= Board::bit(s);
    on_board[seat] += pawns(p.unit[s]);
  }
  for (const auto& wall : setup.walls) {
    const int a = square(wall.substr(0, 2)), b = square(wall.substr(3, 2));
    place_wall(p, std::min(a, b), std::abs(a - b) == 1 ? kEastEdge : kNorthEdge);
  }
  p.pile[0] = static_cast<std::uint8_t>(setup.pile_red >= 0 ? setup.pile_red : 10 - on_board[0]);
  p.pile[1] =
      static_cast<std::uint8_t>(setup.pile_black >= 0 ? setup.pile_black : 10 - on_board[1]);
  p.owes_king[0] = setup.owes_red ? 1 : 0;
  p.owes_king[1] = setup.owes_black ? 1 : 0;
  if (setup.phase != kChooseKing) p.king_choice[0] = p.king_choice[1] = 0;
  return LazyKingState(p, 0);
}

inline std::unique_ptr<rules::State> start(std::vector<rules::RawOption> options = {}) {
  return start_game("lazyking", std::move(options));
}

inline const Position& position_of(const rules::State& state) {
  return static_cast<const LazyKingState&>(state).position();
}

// Plays an action of the seat that decides (the only one), which must be legal.
inline void play(rules::State& state, const std::string& action) {
  const auto deciders = state.deciders();
  REQUIRE(deciders.size() == 1);
  const auto error = state.play(deciders.first(), action);
  REQUIRE_MESSAGE(!error, action << ": " << (error ? error->message : ""));
}

// The error of an action of the deciding seat (empty if it was played).
inline std::string refusal(rules::State& state, const std::string& action) {
  const auto error = state.play(state.deciders().first(), action);
  return error ? error->code + " " + error->message : "";
}

// An action of the deciding seat, and a part of the message it must be refused with.
struct Refused {
  std::string action;
  std::string reason;
};

// Plays each action in turn, checking that it is refused for its reason.
inline void check_refused(rules::State& state, const std::vector<Refused>& refusals) {
  for (const Refused& expected : refusals) {
    const std::string error = refusal(state, expected.action);
    CHECK_MESSAGE(contains(error, expected.reason), expected.action << ": " << error);
  }
}

inline Names legal_names(const rules::State& state, int seat = -1) {
  return sorted_legal_names(state, seat < 0 ? state.deciders().first() : seat);
}

// The legal actions whose notation starts with `prefix` (a square and a sign, say "A2-").
inline Names legal_starting(const rules::State& state, const std::string& prefix) {
  return names_starting(legal_names(state), prefix);
}

inline bool is_legal(const rules::State& state, const std::string& name) {
  return names_include(legal_names(state), name);
}

// Checks that two spellings of an action of `seat` read as one action, written `canonical` (R-L9:
// orders giving the same result are one action).
inline void check_one_action(const rules::State& state, rules::Seat seat, const std::string& one,
                             const std::string& other, const std::string& canonical) {
  INFO(one << " and " << other);
  const auto first = state.parse(seat, one);
  const auto second = state.parse(seat, other);
  REQUIRE(std::holds_alternative<rules::Action>(first));
  REQUIRE(std::holds_alternative<rules::Action>(second));
  CHECK(std::get<rules::Action>(first) == std::get<rules::Action>(second));
  CHECK(state.notation(std::get<rules::Action>(first)) == canonical);
}

// The unit on a square as the view writes it, or "" if empty.
inline std::string unit_at(const rules::State& state, const std::string& name) {
  const Position& p = position_of(state);
  const int s = square(name);
  if (!(all_units(p) & Board::bit(s))) return "";
  std::string out = owner_of(p, s) == 0 ? "R:" : "B:";
  const Unit unit = p.unit[s];
  for (int i = 0; i < height(unit); ++i)
    out.push_back(i == king_index(unit) ? 'K' : 'P');
  return out;
}

inline int pile(const rules::State& state, int seat) {
  return position_of(state).pile[seat];
}

}  // namespace rockpool::tests::lazyking
