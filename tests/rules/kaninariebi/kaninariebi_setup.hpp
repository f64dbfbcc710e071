#pragma once
// Builds Kani Nari Ebi positions directly for tests, and small helpers to play and inspect them.

#include <doctest/doctest.h>

#include <algorithm>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "rules/kaninariebi/actions.hpp"
#include "rules/kaninariebi/notation.hpp"
#include "rules/kaninariebi/state.hpp"
#include "rules/registry/registry.hpp"
#include "tests/rules/started_match.hpp"
#include "tests/rules/state_text.hpp"

namespace rockpool::tests::kaninariebi {

using namespace rockpool::rules::kaninariebi;

// The action a text names as written (bare forms stay bare: no room option applies), or nothing.
inline std::optional<rules::Action> read_action(std::string_view text) {
  const auto parsed = parse_action(initial_position(false, false), 0, text);
  if (const auto* action = std::get_if<rules::Action>(&parsed)) return *action;
  return std::nullopt;
}

inline int square(const std::string& name) {
  return Board::square(name[0] - 'a', name[1] - '1');
}

// The squares of a space-separated list such as "a1 b3".
inline Squares squares(const std::string& names) {
  std::istringstream in(names);
  Squares set = 0;
  for (std::string name; in >> name;)
    set |= Board::bit(square(name));
  return set;
}

struct Setup {
  std::string black_crabs = "";
  std::string black_shrimps = "";
  std::string red_crabs = "";
  std::string red_shrimps = "";
  int to_move = 0;
  int captured_by_black = 0;
  int captured_by_red = 0;
  bool mixed_bonds = false;
  bool auto_promote = false;
  std::int64_t ply_limit = 0;
};

inline std::unique_ptr<KaniNariEbiState> make_state(const Setup& setup) {
  Position p = initial_position(setup.mixed_bonds, setup.auto_promote);
  p.crabs[0] = squares(setup.black_crabs);
  p.shrimps[0] = squares(setup.black_shrimps);
  p.crabs[1] = squares(setup.red_crabs);
  p.shrimps[1] = squares(setup.red_shrimps);
  p.to_move = static_cast<std::uint8_t>(setup.to_move);
  p.captured[0] = static_cast<std::uint8_t>(setup.captured_by_black);
  p.captured[1] = static_cast<std::uint8_t>(setup.captured_by_red);
  return std::make_unique<KaniNariEbiState>(p, setup.ply_limit);
}

inline std::unique_ptr<rules::State> start(std::vector<rules::RawOption> options = {}) {
  return start_game("kaninariebi", std::move(options));
}

inline const Position& position_of(const rules::State& state) {
  return static_cast<const KaniNariEbiState&>(state).position();
}

// What stands on a square: "." empty, "B"/"R" a crab, "b"/"r" a shrimp of Black/Red.
inline std::string at(const rules::State& state, const std::string& name) {
  const Position& p = position_of(state);
  const Squares bit = Board::bit(square(name));
  if (p.crabs[0] & bit) return "B";
  if (p.crabs[1] & bit) return "R";
  if (p.shrimps[0] & bit) return "b";
  if (p.shrimps[1] & bit) return "r";
  return ".";
}

// The legal actions of the seat deciding now, as sorted notation.
inline Names legal_names(const rules::State& state) {
  return sorted_legal_names(state, state.deciders().first());
}

// The legal actions that move the piece on `from`.
inline Names moves_from(const rules::State& state, const std::string& from) {
  return names_starting(legal_names(state), from + "-");
}

inline bool is_legal(const rules::State& state, const std::string& name) {
  return names_include(legal_names(state), name);
}

// Plays an action of the seat deciding now, which must be accepted.
inline void play(rules::State& state, const std::string& name) {
  const auto error = state.play(state.deciders().first(), name);
  REQUIRE_MESSAGE(!error, name << ": " << (error ? error->message : ""));
}

// The rejection of an action of the seat deciding now; the state must not change.
inline rules::Error rejection(rules::State& state, const std::string& name) {
  const std::string before = state.encode();
  auto error = state.play(state.deciders().first(), name);
  REQUIRE_MESSAGE(error, name << " was accepted");
  CHECK(state.encode() == before);
  return *error;
}

// An action of the seat deciding now, and a part of the message it must be rejected with.
struct Rejected {
  std::string action;
  std::string reason;
};

// Checks that each action is rejected for its reason.
inline void check_rejected(rules::State& state, const std::vector<Rejected>& rejections) {
  for (const Rejected& expected : rejections) {
    const std::string message = rejection(state, expected.action).message;
    CHECK_MESSAGE(contains(message, expected.reason), expected.action << ": " << message);
  }
}

}  // namespace rockpool::tests::kaninariebi
