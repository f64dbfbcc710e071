#pragma once
// Builds fence-game positions directly for tests: pawns, fences and counts as a rule needs them.

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "rules/fences/actions.hpp"
#include "rules/fences/fence_placement.hpp"
#include "rules/fences/notation.hpp"
#include "rules/fences/state.hpp"
#include "rules/registry/registry.hpp"
#include "tests/rules/started_match.hpp"
#include "tests/rules/state_text.hpp"

namespace rockpool::tests::fences {

using namespace rockpool::rules::fences;

// The action a text names (the notation depends on no position), or nothing.
inline std::optional<rules::Action> read_action(std::string_view text) {
  const auto parsed = parse_action(initial_position(10, 0, true), 0, text);
  if (const auto* action = std::get_if<rules::Action>(&parsed)) return *action;
  return std::nullopt;
}

inline int cell(const char* name) {
  return Board::square(name[0] - 'a', name[1] - '1');
}

struct Setup {
  const char* o = "e1";
  const char* x = "e9";
  std::vector<std::string> fences_by_o = {};
  std::vector<std::string> fences_by_x = {};
  int to_move = 0;
  int fences_left_o = 10;
  int fences_left_x = 10;
  bool edge_side_jumps = true;
};

inline FencesState make_state(const Setup& setup) {
  Position p = initial_position(10, 0, setup.edge_side_jumps);
  p.pawn[0] = static_cast<std::uint8_t>(cell(setup.o));
  p.pawn[1] = static_cast<std::uint8_t>(cell(setup.x));
  for (int seat = 0; seat < 2; ++seat) {
    for (const auto& name : seat == 0 ? setup.fences_by_o : setup.fences_by_x) {
      const rules::Action action = *read_action(name);
      place_fence(p, seat, fence_orientation(action), fence_intersection(action));
    }
  }
  p.fences_left[0] = static_cast<std::uint8_t>(setup.fences_left_o);
  p.fences_left[1] = static_cast<std::uint8_t>(setup.fences_left_x);
  p.to_move = static_cast<std::uint8_t>(setup.to_move);
  return FencesState(p, 0);
}

// The legal actions of the seat to move, as sorted notation.
inline Names legal_names(const rules::State& state) {
  return sorted_legal_names(state, state.deciders().first());
}

// Only the pawn moves among them (fences end in - or /).
inline std::vector<std::string> pawn_move_names(const rules::State& state) {
  std::vector<std::string> names;
  for (auto& name : legal_names(state)) {
    if (name.back() != '-' && name.back() != '/') names.push_back(name);
  }
  return names;
}

inline bool is_legal(const rules::State& state, const std::string& name) {
  return names_include(legal_names(state), name);
}

}  // namespace rockpool::tests::fences
