#pragma once
// Builds PAWND positions directly for tests: frogs, pads and counts as a rule needs them.

#include <doctest/doctest.h>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "rules/pawnd/actions.hpp"
#include "rules/pawnd/moves.hpp"
#include "rules/pawnd/notation.hpp"
#include "rules/pawnd/state.hpp"
#include "rules/registry/registry.hpp"
#include "tests/rules/started_match.hpp"
#include "tests/rules/state_text.hpp"

namespace rockpool::tests::pawnd {

using namespace rockpool::rules::pawnd;

// The action a text names (the notation depends on no position), or nothing; and its notation.
inline std::optional<rules::Action> read_action(std::string_view text) {
  const auto parsed = parse_action(initial_position(), 0, text);
  if (const auto* action = std::get_if<rules::Action>(&parsed)) return *action;
  return std::nullopt;
}
inline std::string notation_of(rules::Action action) {
  std::string out;
  write_action(initial_position(), action, out);
  return out;
}

inline int sq(const std::string& name) {
  return Board::square(name[0] - 'a', name[1] - '1');
}

struct Setup {
  Names purple;  // frog squares
  Names orange;
  bool standard_pads = true;  // the 26 pads of the start, then:
  Names pads_added = {};
  Names pads_removed = {};
  int to_move = 0;
  int across_purple = 0, across_orange = 0;
  int kept_purple = 0, kept_orange = 0;
  int to_return_purple = 0, to_return_orange = 0;
};

// Purple's b4 can jump b4:d6:f8:h6 over c5 (Orange, on a stone), e7 (Purple) and g7 (Orange, on
// a pad); Orange then has two home stones free, g9 and i9.
inline const Setup kThreeHopJump = {.purple = {"b4", "e7", "a1", "c1"},
                                    .orange = {"c5", "g7", "a9", "c9", "e9"}};

inline Position make_position(const Setup& setup) {
  Position p = initial_position();
  p.frogs[0] = p.frogs[1] = 0;
  if (!setup.standard_pads) p.pads = 0;
  for (const auto& name : setup.pads_added)
    p.pads |= Board::bit(sq(name));
  for (const auto& name : setup.pads_removed)
    p.pads &= ~Board::bit(sq(name));
  for (const auto& name : setup.purple)
    p.frogs[0] |= Board::bit(sq(name));
  for (const auto& name : setup.orange)
    p.frogs[1] |= Board::bit(sq(name));
  for (int seat = 0; seat < 2; ++seat) {  // a frog only ever stands on a stone or a pad
    REQUIRE(Board::count(p.frogs[seat] & ~(kStones | p.pads)) == 0);
  }
  p.to_move = static_cast<std::uint8_t>(setup.to_move);
  p.across[0] = static_cast<std::uint8_t>(setup.across_purple);
  p.across[1] = static_cast<std::uint8_t>(setup.across_orange);
  p.pads_kept[0] = static_cast<std::uint8_t>(setup.kept_purple);
  p.pads_kept[1] = static_cast<std::uint8_t>(setup.kept_orange);
  p.to_return[0] = static_cast<std::uint8_t>(setup.to_return_purple);
  p.to_return[1] = static_cast<std::uint8_t>(setup.to_return_orange);
  return p;
}

inline PawndState make_state(const Setup& setup, std::int64_t ply_limit = 0) {
  return PawndState(make_position(setup), ply_limit);
}

inline std::unique_ptr<rules::State> start(std::int64_t ply_limit = 0) {
  return start_game("pawnd", {{"ply_limit", ply_limit}});
}

inline const Position& position_of(const rules::State& state) {
  return static_cast<const PawndState&>(state).position();
}

// The legal actions of the seat deciding now, as sorted notation.
inline Names legal_names(const rules::State& state) {
  if (state.deciders().empty()) return {};
  return sorted_legal_names(state, state.deciders().first());
}

// Those legal actions that start with `prefix`.
inline Names legal_starting(const rules::State& state, const std::string& prefix) {
  return names_starting(legal_names(state), prefix);
}

inline bool is_legal(const rules::State& state, const std::string& name) {
  return names_include(legal_names(state), name);
}

// Plays `name` for the seat deciding now, which must succeed.
inline void play(rules::State& state, const std::string& name) {
  REQUIRE_FALSE(state.deciders().empty());
  const auto error = state.play(state.deciders().first(), name);
  REQUIRE_MESSAGE(!error, name << ": " << (error ? error->message : ""));
}

// The error for playing `name` now, checking that the state did not change.
inline rules::Error rejection(rules::State& state, const std::string& name) {
  const std::string before = state.encode();
  const auto error = state.play(state.deciders().first(), name);
  REQUIRE_MESSAGE(error, name << " was accepted");
  CHECK(state.encode() == before);
  return *error;
}

inline bool mentions(const rules::Error& error, const std::string& words) {
  return error.message.find(words) != std::string::npos;
}

// The seat whose frog stands on `name`: 0, 1, or -1 for none.
inline int frog_at(const rules::State& state, const std::string& name) {
  const Position& p = position_of(state);
  if (Board::has(p.frogs[0], sq(name))) return 0;
  if (Board::has(p.frogs[1], sq(name))) return 1;
  return -1;
}

inline bool pad_at(const rules::State& state, const std::string& name) {
  return Board::has(position_of(state).pads, sq(name));
}

// How many squares hold neither a stone nor a pad: the pad targets of a move without a capture.
inline int open_water(const rules::State& state) {
  return Board::count(Board::kAll & ~kStones & ~position_of(state).pads);
}

}  // namespace rockpool::tests::pawnd
