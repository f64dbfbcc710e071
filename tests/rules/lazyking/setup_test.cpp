// rules/lazyking/RULES.md, Setup: the secret King choice, the walls, then Black moves first.

#include <set>

#include "tests/rules/lazyking/lazyking_setup.hpp"

namespace rockpool::tests::lazyking {
namespace {

TEST_CASE("lazyking setup 1: both choose their King's square at once, in their zone") {
  auto state = start();
  CHECK(state->deciders() == rules::SeatSet::both());
  CHECK(state->secret_choices());
  CHECK(legal_names(*state, 0) == Names{"B1:K", "C1:K", "D1:K", "E1:K", "F1:K", "G1:K"});
  CHECK(legal_names(*state, 1) == Names{"B8:K", "C8:K", "D8:K", "E8:K", "F8:K", "G8:K"});
  for (const char* outside : {"A1:K", "H1:K", "D2:K", "D8:K"}) {
    const auto error = state->play(0, outside);
    REQUIRE(error);
    CHECK(error->code == rules::error_code::kIllegal);
    CHECK(error->message.find("deployment zone") != std::string::npos);
  }
  REQUIRE_FALSE(state->play(1, "E8:K"));
  CHECK(state->deciders() == rules::SeatSet::of(0));
  CHECK(state->play(1, "D8:K")->code == rules::error_code::kNotYourDecision);
  REQUIRE_FALSE(state->play(0, "C1:K"));
  // Revealed together: the King on its square, pawns on the other five, five pawns in the pile.
  CHECK(unit_at(*state, "C1") == "R:K");
  CHECK(unit_at(*state, "E8") == "B:K");
  for (const char* pawn : {"B1", "D1", "E1", "F1", "G1"})
    CHECK(unit_at(*state, pawn) == "R:P");
  for (const char* pawn : {"B8", "C8", "D8", "F8", "G8"})
    CHECK(unit_at(*state, pawn) == "B:P");
  CHECK(pile(*state, 0) == 5);
  CHECK(pile(*state, 1) == 5);
}

TEST_CASE("lazyking setup 1: neither view nor the spectators' shows a choice until both chose") {
  for (int chooser = 0; chooser < 2; ++chooser) {
    std::set<std::string> other_views, spectator_views, own_views;
    for (const char* file : {"B", "C", "D", "E", "F", "G"}) {
      auto state = start();
      const std::string choice = std::string(file) + (chooser == 0 ? "1:K" : "8:K");
      REQUIRE_FALSE(state->play(chooser, choice));
      other_views.insert(view_text(*state, 1 - chooser));
      spectator_views.insert(view_text(*state, rules::kSpectator));
      own_views.insert(view_text(*state, chooser));
      CHECK(view_text(*state, chooser).find("\"my_king_choice\":\"" + choice.substr(0, 2)) !=
            std::string::npos);
      CHECK(view_text(*state, 1 - chooser).find("\"king_chosen\":[") != std::string::npos);
    }
    CHECK(other_views.size() == 1);
    CHECK(spectator_views.size() == 1);
    CHECK(own_views.size() == 6);
  }
}

TEST_CASE("lazyking setup 2: walls alternate one at a time, Red first, 10 each") {
  auto state = start();
  REQUIRE_FALSE(state->play(0, "D1:K"));
  REQUIRE_FALSE(state->play(1, "D8:K"));
  const char* walls[] = {"C4|C5", "D4|D5", "E4|E5", "F4|F5", "A2|A3", "B2|B3", "C2|C3",
                         "D2|D3", "E2|E3", "F2|F3", "G2|G3", "H3|H4", "A6|A7", "B6|B7",
                         "C6|C7", "D6|D7", "E6|E7", "F6|F7", "G6|G7", "H5|H6"};
  for (int i = 0; i < 20; ++i) {
    CHECK(state->deciders() == rules::SeatSet::of(i % 2));
    CHECK(position_of(*state).walls_left[i % 2] == 10 - i / 2);
    CHECK(refusal(*state, "D1-D3").find("placing walls") != std::string::npos);
    play(*state, walls[i]);
  }
  CHECK(position_of(*state).walls_left[0] == 0);
  CHECK(position_of(*state).walls_left[1] == 0);
  CHECK(position_of(*state).phase == kPlay);
}

TEST_CASE("lazyking setup 3: play starts with Black") {
  auto state = start({{"walls", std::int64_t{1}}});
  REQUIRE_FALSE(state->play(0, "D1:K"));
  REQUIRE_FALSE(state->play(1, "D8:K"));
  play(*state, "A4|A5");
  play(*state, "H4|H5");
  CHECK(state->deciders() == rules::SeatSet::of(1));
  CHECK(is_legal(*state, "B8-B7"));
  CHECK(state->ply() == 4);
}

TEST_CASE("lazyking option walls: 0 to 10 per side, default 10; 0 skips the walls") {
  const auto& options = rules::find_game("lazyking")->info().options;
  const auto walls = std::find_if(options.begin(), options.end(),
                                  [](const auto& spec) { return spec.name == "walls"; });
  REQUIRE(walls != options.end());
  CHECK(walls->min == 0);
  CHECK(walls->max == 10);
  CHECK(walls->default_value == 10);
  auto none = start({{"walls", std::int64_t{0}}});
  REQUIRE_FALSE(none->play(0, "D1:K"));
  REQUIRE_FALSE(none->play(1, "D8:K"));
  CHECK(position_of(*none).phase == kPlay);
  CHECK(none->deciders() == rules::SeatSet::of(1));
  CHECK(refusal(*none, "D4|D5").find("only before play") != std::string::npos);
  auto three = start({{"walls", std::int64_t{3}}});
  REQUIRE_FALSE(three->play(0, "D1:K"));
  REQUIRE_FALSE(three->play(1, "D8:K"));
  for (const char* wall : {"C4|C5", "D4|D5", "E4|E5", "F4|F5", "A2|A3", "B2|B3"})
    play(*three, wall);
  CHECK(position_of(*three).phase == kPlay);
}

TEST_CASE("lazyking setup 2: a wall on an edge already walled is illegal") {
  auto state = make_state({.walls = {"D4|D5"}, .to_move = 0, .phase = kWalls, .walls_left = 5});
  CHECK(refusal(state, "D4|D5").find("already has a wall") != std::string::npos);
  CHECK(refusal(state, "D5|D4").find("already has a wall") != std::string::npos);
  CHECK_FALSE(is_legal(state, "D4|D5"));
  CHECK(is_legal(state, "C4|D4"));
}

TEST_CASE("lazyking setup 2: no vertical wall touches a goal; a wall in front of one may") {
  for (int seat = 0; seat < 2; ++seat) {
    auto state = make_state({.to_move = seat, .phase = kWalls, .walls_left = 5});
    for (const char* wall : {"A1|B1", "G1|H1", "A8|B8", "G8|H8"}) {
      CHECK(refusal(state, wall).find("may not touch a goal") != std::string::npos);
    }
    for (const char* wall : {"A1|A2", "H1|H2", "A7|A8", "H7|H8"})
      CHECK(is_legal(state, wall));
  }
}

TEST_CASE("lazyking setup 2: no vertical wall between two squares of the opponent's rank") {
  auto red = make_state({.to_move = 0, .phase = kWalls, .walls_left = 5});
  for (const char* wall : {"B8|C8", "C8|D8", "D8|E8", "E8|F8", "F8|G8"}) {
    CHECK(refusal(red, wall).find("opponent's deployment zone") != std::string::npos);
  }
  CHECK(is_legal(red, "C1|D1"));  // its own rank
  CHECK(is_legal(red, "C7|C8"));  // horizontally in front of the zone
  CHECK(is_legal(red, "C7|D7"));
  auto black = make_state({.to_move = 1, .phase = kWalls, .walls_left = 5});
  CHECK(refusal(black, "C1|D1").find("opponent's deployment zone") != std::string::npos);
  CHECK(is_legal(black, "C8|D8"));
}

TEST_CASE("lazyking R-L8: a wall after which a goal is unreachable from the attacking zone") {
  // Black walls A8 and B8 in: A7|A8 and B7|B8 stand, B8|C8 would close them off from Red.
  auto black =
      make_state({.walls = {"A7|A8", "B7|B8"}, .to_move = 1, .phase = kWalls, .walls_left = 5});
  CHECK(refusal(black, "B8|C8").find("Red's goals A8 and H8") != std::string::npos);
  CHECK_FALSE(is_legal(black, "B8|C8"));
  CHECK(is_legal(black, "C8|D8"));  // leaves a way through C8
  auto red =
      make_state({.walls = {"A1|A2", "B1|B2"}, .to_move = 0, .phase = kWalls, .walls_left = 5});
  CHECK(refusal(red, "B1|C1").find("Black's goals A1 and H1") != std::string::npos);
  // Closing in a square without a goal is allowed; pieces on the way do not matter.
  auto ring = make_state(
      {.walls = {"D4|D5", "C4|D4", "D4|E4"}, .to_move = 0, .phase = kWalls, .walls_left = 5});
  CHECK(is_legal(ring, "D3|D4"));
}

TEST_CASE("lazyking R-L16: a side may wall off its home rank but one edge, and hold it") {
  // Red walls seven of the eight edges in front of rank 1, one at a time; D1|D2 stays open.
  auto red = make_state({.to_move = 0, .phase = kWalls, .walls_left = 10});
  Names placed;
  for (const char* wall : {"A1|A2", "B1|B2", "C1|C2", "E1|E2", "F1|F2", "G1|G2", "H1|H2"}) {
    auto state = make_state({.walls = placed, .to_move = 0, .phase = kWalls, .walls_left = 10});
    CHECK_MESSAGE(is_legal(state, wall), wall);
    placed.push_back(wall);
  }
  // The last opening may not be walled: Black's goals A1 and H1 would be cut off (R-L8).
  auto sealed = make_state({.walls = placed, .to_move = 0, .phase = kWalls, .walls_left = 10});
  CHECK_FALSE(is_legal(sealed, "D1|D2"));
  // A Red unit behind the opening cannot be pushed: the push would leave the board, and nothing
  // else can reach rank 1.
  auto play = make_state(
      {.units = {{"D1", "R:P"}, {"D2", "B:PPPPP"}, {"A8", "B:K"}, {"H7", "R:K"}}, .walls = placed});
  REQUIRE_FALSE(legal_starting(play, "D2-").empty());  // Black has moves, but no push of D1
  CHECK(legal_starting(play, "D1#").empty());
  CHECK_FALSE(play.dead_position());  // Black's rank is open: Red may still win
}

TEST_CASE(
    "lazyking R-L16: both home ranks sealed, each behind a unit of its own, is a dead position") {
  Names walls;
  for (char file = 'A'; file <= 'H'; ++file) {
    if (file == 'D') continue;
    walls.push_back(std::string{file, '1', '|', file, '2'});
    walls.push_back(std::string{file, '7', '|', file, '8'});
  }
  const std::map<std::string, std::string> blockers = {
      {"D1", "R:P"}, {"D8", "B:P"}, {"C3", "R:K"}, {"E6", "B:K"}};
  CHECK(make_state({.units = blockers, .walls = walls}).dead_position());
  auto open = blockers;
  open.erase("D8");  // Black left its opening
  CHECK_FALSE(make_state({.units = open, .walls = walls}).dead_position());
  auto inside = blockers;
  inside["B8"] = "R:P";  // a Red unit is inside Black's rank
  CHECK_FALSE(make_state({.units = inside, .walls = walls}).dead_position());
  Names wider = walls;
  wider.pop_back();  // H7|H8 open: two ways into Black's rank
  CHECK_FALSE(make_state({.units = blockers, .walls = wider}).dead_position());
}

TEST_CASE("lazyking setup 2: a player with no walls left places none") {
  auto state = make_state({.to_move = 0, .phase = kWalls, .walls_left = 0});
  CHECK(refusal(state, "D4|D5").find("no walls left") != std::string::npos);
}

}  // namespace
}  // namespace rockpool::tests::lazyking
