// rules/lazyking/RULES.md, Sacrifice: a King-less unit buys up to s+1 pawns (R-L5, R-L13, R-L1).

#include "rules/core/playout.hpp"
#include "tests/rules/lazyking/lazyking_setup.hpp"

namespace rockpool::tests::lazyking {
namespace {

// Black's King-less `unit` on E3 and its King on D8, Red's King on A1: Black's deployment zone has
// every square free but D8's.
LazyKingState unit_on_e3(const std::string& unit) {
  return make_state({.units = {{"E3", unit}, {"A1", "R:K"}, {"D8", "B:K"}}});
}

TEST_CASE("lazyking sacrifice: up to s+1 pawns placed in the zone, the rest to the pile") {
  auto state = unit_on_e3("B:PPP");
  CHECK(pile(state, 1) == 7);
  play(state, "E3\\B8,C8,E8,F8");  // 3 + 1 from the pile
  CHECK(unit_at(state, "E3").empty());
  for (const char* placed : {"B8", "C8", "E8", "F8"})
    CHECK(unit_at(state, placed) == "B:P");
  CHECK(pile(state, 1) == 6);
  auto fewer = unit_on_e3("B:PPP");
  play(fewer, "E3\\G8");  // the other three go to the pile
  CHECK(pile(fewer, 1) == 9);
  auto too_many = unit_on_e3("B:PPP");
  check_refused(too_many, {{"E3\\B8,C8,E8,F8,G8", "buys at most 4 pawns"},
                           {"E3\\D8", "D8 is occupied"},
                           {"E3\\E7", "not in your deployment zone"},
                           {"E3\\B8,B8", "listed twice"}});
}

TEST_CASE("lazyking sacrifice: placement squares in byte order, any order accepted") {
  auto state = unit_on_e3("B:PP");
  check_one_action(state, 1, "E3\\F8,B8", "E3\\B8,F8", "E3\\B8,F8");
  // Every subset of the free squares (5 of them) of at most 3 pawns, once each.
  CHECK(legal_starting(state, "E3\\").size() == 5 + 10 + 10);
}

TEST_CASE("lazyking R-L2: a singleton pawn may be sacrificed; a unit with the King may not") {
  auto state = make_state({.units = {{"E3", "B:P"}, {"E4", "B:PK"}, {"A1", "R:K"}}});
  CHECK(is_legal(state, "E3\\B8,C8"));
  CHECK(refusal(state, "E4\\B8").find("holding the King cannot be sacrificed") !=
        std::string::npos);
}

TEST_CASE("lazyking R-L13: the pile must hold a pawn") {
  auto state =
      make_state({.units = {{"E3", "B:PPPP"}, {"E4", "B:PPPPPP"}, {"E8", "B:K"}, {"A1", "R:K"}}});
  CHECK(pile(state, 1) == 0);
  CHECK(legal_starting(state, "E3\\").empty());
  CHECK(refusal(state, "E3\\B8").find("your pile is empty") != std::string::npos);
}

TEST_CASE("lazyking R-L13: never more than 10 pawns on the board; the cap is s+1 with one pawn") {
  // 9 pawns on the board, 1 in the pile: a unit of 3 buys 4, which makes 10.
  auto state =
      make_state({.units = {{"E3", "B:PPP"}, {"E4", "B:PPPPPP"}, {"E8", "B:K"}, {"A1", "R:K"}}});
  CHECK(pile(state, 1) == 1);
  play(state, "E3\\B8,C8,D8,F8");
  CHECK(pile(state, 1) == 0);
  int pawns_on_board = 0;
  for (const char* sq : {"B8", "C8", "D8", "F8", "E4"}) {
    pawns_on_board += static_cast<int>(unit_at(state, sq).size()) - 2;
  }
  CHECK(pawns_on_board == 10);
}

TEST_CASE("lazyking R-L13: the sacrificed unit's square counts as empty in the zone") {
  auto state = make_state(
      {.units = with_full_zone(1, {"B:PP", "B:P", "B:K", "B:P", "B:P", "B:P"}, {{"A1", "R:K"}})});
  CHECK(legal_starting(state, "B8\\") == Names{"B8\\B8"});
  play(state, "B8\\B8");
  CHECK(unit_at(state, "B8") == "B:P");
  CHECK(pile(state, 1) == 4 + 2 - 1);
}

TEST_CASE("lazyking R-L5: a sacrifice that could place no pawn is not an action") {
  // The zone is full and the unit stands outside it.
  auto state = make_state({.units = with_full_zone(1, {"B:P", "B:P", "B:K", "B:P", "B:P", "B:P"},
                                                   {{"E4", "B:PP"}, {"A1", "R:K"}})});
  CHECK(legal_starting(state, "E4\\").empty());
  CHECK(refusal(state, "E4\\B8").find("B8 is occupied") != std::string::npos);
}

TEST_CASE("lazyking R-L1: piles are per player, never above 10 pawns, never a King") {
  rules::Random random(99);
  rules::ActionList scratch;
  for (int game = 0; game < 30; ++game) {
    auto state = start({{"ply_limit", std::int64_t{500}}});
    while (rules::random_step(*state, random, scratch)) {
      const Position& p = position_of(*state);
      if (p.phase != kPlay) continue;
      for (int seat = 0; seat < 2; ++seat) {
        int on_board = 0, kings = 0;
        for (Squares units = p.occupied[seat]; units; units &= units - 1) {
          on_board += pawns(p.unit[Board::lowest(units)]);
          kings += has_king(p.unit[Board::lowest(units)]) ? 1 : 0;
        }
        REQUIRE(p.pile[seat] <= 10);
        REQUIRE(p.pile[seat] + on_board == 10);
        REQUIRE(kings + p.owes_king[seat] == 1);
      }
    }
  }
}

}  // namespace
}  // namespace rockpool::tests::lazyking
