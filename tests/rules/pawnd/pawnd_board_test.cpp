// rules/pawnd/RULES.md: the board, the setup and who moves first.

#include "tests/rules/pawnd/pawnd_setup.hpp"

namespace rockpool::tests::pawnd {
namespace {

TEST_CASE("pawnd board: 15 stones, 26 lily pads, frogs on the home stones, Purple first") {
  auto state = start();
  const Position& p = position_of(*state);
  CHECK(Board::count(kStones) == 15);
  CHECK(Board::count(p.pads) == 26);
  CHECK((p.pads & kStones) == 0);
  CHECK(p.frogs[0] == kHomeStones[0]);
  CHECK(p.frogs[1] == kHomeStones[1]);
  CHECK(state->deciders() == rules::SeatSet::of(0));
  CHECK(legal_names(*state) ==
        Names{"a1-b2", "c1-b2", "c1-d2", "e1-d2", "e1-f2", "g1-f2", "g1-h2", "i1-h2"});
  play(*state, "e1-f2");
  CHECK(state->deciders() == rules::SeatSet::of(1));
  CHECK(legal_names(*state) ==
        Names{"a9-b8", "c9-b8", "c9-d8", "e9-d8", "e9-f8", "g9-f8", "g9-h8", "i9-h8"});
}

TEST_CASE("pawnd board: stones on a c e g i of ranks 1 5 9, pads where file+rank is even") {
  auto state = start();
  rules::View view;
  state->write_view(rules::kSpectator, view);
  view.finish();
  const auto* terrain = view.find("terrain");
  REQUIRE(terrain);
  CHECK(terrain->entries().size() == 41);
  const auto kind = [&](const std::string& square) -> std::string {
    for (const auto& entry : terrain->entries()) {
      if (entry.key == square) return entry.json;
    }
    return "water";
  };
  for (const char* stone : {"a1", "c1", "i1", "a5", "e5", "i5", "a9", "g9", "i9"}) {
    CHECK(kind(stone) == "\"stone\"");
  }
  for (const char* pad : {"b2", "h2", "a3", "i3", "d4", "b6", "a7", "e7", "i7", "b8", "h8"}) {
    CHECK(kind(pad) == "\"pad\"");
  }
  for (const char* water : {"b1", "a2", "e2", "b3", "a4", "b5", "e6", "b7", "a8", "b9", "h9"}) {
    CHECK(kind(water) == "water");
  }
}

TEST_CASE("pawnd options: ply_limit and repetition, the options of every game, are its only ones") {
  const auto& info = rules::find_game("pawnd")->info();
  CHECK(info.name == "PAWND");
  CHECK(info.seat_names[0] == "Purple");
  CHECK(info.seat_names[1] == "Orange");
  REQUIRE(info.options.size() == 2);
  CHECK(info.options[0].name == rules::kPlyLimitOption);
  CHECK(info.options[1].name == rules::kRepetitionOption);
}

}  // namespace
}  // namespace rockpool::tests::pawnd
