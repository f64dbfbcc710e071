// rules/prawns/RULES.md: evolution and re-evolution, and each prawn once per phase (R-P9).

#include <map>
#include <set>

#include "tests/rules/prawns/prawns_setup.hpp"

namespace rockpool::tests::prawns {
namespace {

TEST_CASE(
    "prawns evolution: a krill on rank 8 becomes an evolved prawn from Green's pool, no move "
    "used") {
  auto state = make_state({with_crowd({"GKa8", "GKd4"})});
  CHECK(legal_from(state, "a8=") == Names{"a8=C", "a8=L", "a8=S"});
  play(state, "a8=L");
  CHECK(at(state, "a8") == "GL");
  CHECK(pool(state, kGreen, 'L') == 1);
  CHECK(pool(state, kGreen, 'K') == 8 - 3 + 1);           // the krill went back to the pool
  CHECK(state.deciders() == rules::SeatSet::of(kGreen));  // the move is still to come
  CHECK(position_of(state).phase == kBeforeMove);
  play(state, "a8-e4");  // the new lobster moves at once
  CHECK(state.deciders() == rules::SeatSet::of(kBlue));
}

TEST_CASE("prawns evolution: several prawns evolve before the move, each once") {
  auto state = make_state({with_crowd({"GKa8", "GKc8", "GKd4"})});
  play(state, "a8=S");
  CHECK(legal_from(state, "a8=").empty());  // a8=S then a8=C would only be a8=C
  CHECK(legal_from(state, "c8=") == Names{"c8=C", "c8=L", "c8=S"});
  play(state, "c8=S");
  CHECK(legal_from(state, "c8=").empty());
  CHECK(contains(rejection(state, "c8=C"), "already evolved"));
  CHECK(pool(state, kGreen, 'S') == 0);
}

TEST_CASE("prawns evolution: Blue's zone is rank 1, and only the mover's prawns evolve") {
  auto state = make_state({with_crowd({"BKd1", "GKd8"}), {}, kBlue});
  CHECK(is_legal(state, "d1=C"));
  CHECK(contains(rejection(state, "d8=C"), "no prawn of yours"));
  CHECK(contains(rejection(state, "h3=C"), "no prawn of yours"));
}

TEST_CASE("prawns evolution: only on the evolution zone") {
  auto state = make_state({with_crowd({"GKa7"})});
  CHECK(contains(rejection(state, "a7=S"), "evolution zone, rank 8"));
}

TEST_CASE("prawns evolution: only species the pool holds") {
  auto state = make_state({with_crowd({"GKa8", "GLb5", "GLb4"})});
  CHECK(legal_from(state, "a8=") == Names{"a8=C", "a8=S"});
  CHECK(contains(rejection(state, "a8=L"), "holds no lobster"));
}

TEST_CASE(
    "prawns re-evolution: an evolved prawn becomes another evolved species while 6 or more prawns "
    "are on the board") {
  auto state = make_state({with_crowd({"GSa8"})});  // 6 prawns
  CHECK(legal_from(state, "a8=") == Names{"a8=C", "a8=L"});
  CHECK(contains(rejection(state, "a8=S"), "already a shrimp"));
  CHECK(contains(rejection(state, "a8=K"), "no de-evolution"));
  play(state, "a8=C");
  CHECK(at(state, "a8") == "GC");
  CHECK(pool(state, kGreen, 'S') == 2);
  CHECK(pool(state, kGreen, 'C') == 1);
}

TEST_CASE("prawns re-evolution: not with 5 prawns or fewer; a krill still evolves") {
  auto state = make_state({{"GSa8", "GKb8", "BKa1", "BKb1", "GKh3"}});
  CHECK(legal_from(state, "a8=").empty());
  CHECK(contains(rejection(state, "a8=C"), "at least 6 prawns"));
  CHECK(legal_from(state, "b8=") == Names{"b8=C", "b8=L", "b8=S"});
}

// The most actions the mover can still play before its turn ends, from `state`, following every
// legal action; fails the test if some order of actions comes back to a position it has been in.
int longest_rest_of_turn(const PrawnsState& state, std::map<std::string, int>& known,
                         std::set<std::string>& on_path) {
  const int mover = position_of(state).to_move;
  if (state.status().over() || !state.deciders().contains(mover)) return 0;
  const std::string key = state.encode();
  if (auto found = known.find(key); found != known.end()) return found->second;
  REQUIRE_MESSAGE(on_path.insert(key).second, "a turn came back to a position it had been in");
  rules::ActionList actions;
  state.legal_actions(mover, actions);
  int longest = 0;
  for (auto action : actions) {
    PrawnsState next = state;
    next.apply(mover, action);
    const int rest =
        position_of(next).to_move == mover ? longest_rest_of_turn(next, known, on_path) : 0;
    longest = std::max(longest, 1 + rest);
  }
  on_path.erase(key);
  known[key] = longest;
  return longest;
}

TEST_CASE("prawns R-P9: a prawn evolves at most once before the move") {
  auto state = make_state({with_crowd({"GKa8", "GKc8", "GKd4"})});
  play(state, "a8=S");
  CHECK(legal_from(state, "a8=").empty());
  CHECK(contains(rejection(state, "a8=C"), "already evolved in this part of the turn"));
  CHECK(legal_from(state, "c8=") == Names{"c8=C", "c8=L", "c8=S"});  // another prawn still may
  play(state, "c8=L");
  CHECK(legal_from(state, "c8=").empty());
  CHECK(position_of(state).phase == kBeforeMove);
}

TEST_CASE("prawns R-P9: a prawn evolves at most once after the move") {
  auto state = make_state({with_crowd({"GKa8", "GKb7"})});
  play(state, "b7-b8");
  play(state, "b8=S");
  CHECK(position_of(state).phase == kAfterMove);
  CHECK(legal_names(state) == Names{"a8=C", "a8=L", "a8=S", "end"});  // b8 is done for this phase
  CHECK(contains(rejection(state, "b8=C"), "already evolved in this part of the turn"));
}

TEST_CASE("prawns R-P9: a prawn that evolved before the move may evolve again after it") {
  auto state = make_state({with_crowd({"GKa8", "GKd4"})});
  play(state, "a8=S");
  play(state, "d4-d5");
  CHECK(legal_names(state) == Names{"a8=C", "a8=L", "end"});
  play(state, "a8=L");
  CHECK(at(state, "a8") == "GL");
}

TEST_CASE("prawns R-P9: two evolutions in a row equal one (K to S to C is K to C, pools too)") {
  auto twice = make_state({with_crowd({"GKa8", "GKd4"})});
  play(twice, "a8=S");
  play(twice, "d4-d5");
  play(twice, "a8=C");
  auto once = make_state({with_crowd({"GKa8", "GKd4"})});
  play(once, "a8=C");
  play(once, "d4-d5");
  play(once, "end");
  CHECK(rules::encode_bytes(position_of(twice).now) == rules::encode_bytes(position_of(once).now));
  CHECK(pool(once, kGreen, 'S') == 2);
  CHECK(pool(once, kGreen, 'C') == 1);
  // So nothing is lost by the limit: a krill reaches every evolved species in one evolution.
  auto krill = make_state({with_crowd({"GKa8", "GKd4"})});
  CHECK(legal_from(krill, "a8=") == Names{"a8=C", "a8=L", "a8=S"});
}

TEST_CASE("prawns R-P9: a turn cannot go on for ever") {
  // Two krill on the zone, a krill one step from it, and enough prawns for re-evolution. The
  // longest turn: both evolve (2), the move brings the third onto the zone (1), all three evolve
  // again, and the last evolution ends the turn by itself (3).
  auto state = make_state({with_crowd({"GKa8", "GKb8", "GKc7"})});
  std::map<std::string, int> known;
  std::set<std::string> on_path;
  CHECK(longest_rest_of_turn(state, known, on_path) == 6);
}

TEST_CASE("prawns R-P9: when no further evolution is possible after the move, the turn ends") {
  // Every prawn on the zone has evolved in this phase.
  auto all_done = make_state({with_crowd({"GKa8", "GKb7"})});
  play(all_done, "b7-b8");
  play(all_done, "b8=S");
  play(all_done, "a8=C");
  CHECK(all_done.deciders() == rules::SeatSet::of(kBlue));
  CHECK(position_of(all_done).phase == kBeforeMove);
  // The pool has no evolved prawn left for the krill still waiting on the zone.
  auto pool_empty =
      make_state({with_crowd({"GKa8", "GKb7", "GLd4", "GLe4", "GCd3", "GCe3", "GSf3"})});
  play(pool_empty, "b7-b8");
  CHECK(legal_names(pool_empty) == Names{"a8=S", "b8=S", "end"});
  play(pool_empty, "b8=S");
  CHECK(pool_empty.deciders() == rules::SeatSet::of(kBlue));
  CHECK(at(pool_empty, "a8") == "GK");
}

}  // namespace
}  // namespace rockpool::tests::prawns
