// Rulings §3: evolution and re-evolution.

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

}  // namespace
}  // namespace rockpool::tests::prawns
