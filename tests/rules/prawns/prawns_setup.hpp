#pragma once
// Builds Prawns positions directly for tests: prawns, first moves, pools and the sea as a rule
// needs them, and reads the legal actions back as notation.

#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "rules/prawns/actions.hpp"
#include "rules/prawns/notation.hpp"
#include "rules/prawns/state.hpp"
#include "rules/registry/registry.hpp"
#include "tests/rules/started_match.hpp"
#include "tests/rules/state_text.hpp"

namespace rockpool::tests::prawns {

using namespace rockpool::rules::prawns;

inline int square(const std::string& name) {
  return Board::square(name[0] - 'a', name[1] - '1');
}

inline int species_of(char letter) {
  return static_cast<int>(std::string("KSCL").find(letter));
}

struct Setup {
  // Each prawn as side, species, square: "GKb4" is a Green krill on b4, "BLc5" a Blue lobster.
  std::vector<std::string> prawns;
  // Krill that still have their first move (jump-start).
  std::vector<std::string> fresh = {};
  int to_move = kGreen;
  // The sea's corners, "a1h8" for the whole board.
  std::string sea = "a1h8";
  bool takeback = false;
  bool eaten_gone = false;
};

// A position in the middle of a game, before the move of `to_move`. Pools hold what is not on
// the board (the gene pool of 8 krill, 2 shrimp, 2 crabs, 2 lobsters per side).
inline PrawnsState make_state(const Setup& setup) {
  Position p = initial_position(setup.takeback, setup.eaten_gone);
  p.now.side[0] = p.now.side[1] = p.now.fresh = 0;
  for (auto& bits : p.now.species)
    bits = 0;
  for (int seat = 0; seat < 2; ++seat) {
    for (int s = 0; s < kSpeciesCount; ++s) {
      p.now.pool[seat][s] = static_cast<std::uint8_t>(kStartPool[s]);
    }
  }
  for (const auto& text : setup.prawns) {
    REQUIRE(text.size() == 4);
    const int seat = text[0] == 'G' ? kGreen : kBlue;
    const int species = species_of(text[1]);
    REQUIRE(species >= 0);
    const int sq = square(text.substr(2));
    REQUIRE(owner_at(p.now, sq) < 0);
    put_prawn(p.now, seat, species, sq);
    REQUIRE(p.now.pool[seat][species] > 0);
    --p.now.pool[seat][species];
  }
  for (const auto& name : setup.fresh)
    p.now.fresh |= Board::bit(square(name));
  p.now.sea = Sea{
      static_cast<std::uint8_t>(setup.sea[0] - 'a'), static_cast<std::uint8_t>(setup.sea[2] - 'a'),
      static_cast<std::uint8_t>(setup.sea[1] - '1'), static_cast<std::uint8_t>(setup.sea[3] - '1')};
  p.phase = kBeforeMove;
  p.to_move = static_cast<std::uint8_t>(setup.to_move);
  p.saved = p.now;
  return PrawnsState(p, 0);
}

// Adds five prawns far from the action (four Blue krill on rank 1, a Green krill on h3), so that
// with two more the board holds at least 6 and re-evolution is allowed.
inline std::vector<std::string> with_crowd(std::vector<std::string> prawns) {
  for (const char* prawn : {"BKa1", "BKb1", "BKc1", "BKh1", "GKh3"})
    prawns.push_back(prawn);
  return prawns;
}

inline std::unique_ptr<rules::State> start(std::vector<rules::RawOption> options = {}) {
  return start_game("prawns", std::move(options));
}

// A new match after both blind-start choices (Green's, then Blue's).
inline std::unique_ptr<rules::State> started(const std::string& green, const std::string& blue,
                                             std::vector<rules::RawOption> options = {}) {
  auto state = start(std::move(options));
  REQUIRE_FALSE(state->play(kGreen, green));
  REQUIRE_FALSE(state->play(kBlue, blue));
  return state;
}

inline Names legal_names(const rules::State& state, int seat) {
  return sorted_legal_names(state, seat);
}

inline Names legal_names(const rules::State& state) {
  return legal_names(state, state.deciders().first());
}

// The legal actions of the seat to move that start with `prefix` (a square, say).
inline Names legal_from(const rules::State& state, const std::string& prefix) {
  return names_starting(legal_names(state), prefix);
}

inline bool is_legal(const rules::State& state, const std::string& name) {
  return names_include(legal_names(state), name);
}

// Plays an action that must be illegal, checks that nothing changed, returns the reason.
inline std::string rejection(rules::State& state, const std::string& name) {
  const std::string before = state.encode();
  auto error = state.play(state.deciders().first(), name);
  REQUIRE_MESSAGE(error, name << " was accepted");
  CHECK(error->code == rules::error_code::kIllegal);
  CHECK(state.encode() == before);
  return error->message;
}

inline void play(rules::State& state, const std::string& name) {
  auto error = state.play(state.deciders().first(), name);
  REQUIRE_MESSAGE(!error, name << ": " << (error ? error->message : ""));
}

inline const Position& position_of(const rules::State& state) {
  return static_cast<const PrawnsState&>(state).position();
}

// The prawn on a square as side and species ("GK"), or "" when it is empty.
inline std::string at(const rules::State& state, const std::string& name) {
  const Core& c = position_of(state).now;
  const int owner = owner_at(c, square(name));
  if (owner < 0) return "";
  return std::string(1, owner == kGreen ? 'G' : 'B') + "KSCL"[species_at(c, square(name))];
}

// Checks that the jump from `from` over `over` to `to` is legal and plays it: `prawn` ("GK"), the
// jumper, lands on `to`, the prawn jumped over (one of the same) stays, and `from` is left empty.
inline void check_jump(rules::State& state, const std::string& from, const std::string& over,
                       const std::string& to, const std::string& prawn) {
  const std::string jump = from + "-" + to;
  CHECK(is_legal(state, jump));
  play(state, jump);
  CHECK(at(state, to) == prawn);
  CHECK(at(state, over) == prawn);
  CHECK(at(state, from).empty());
}

inline int pool(const rules::State& state, int seat, char species) {
  return position_of(state).now.pool[seat][species_of(species)];
}

}  // namespace rockpool::tests::prawns
