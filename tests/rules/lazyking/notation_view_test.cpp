// The notation's forms and variants, the view and the targets.

#include <nlohmann/json.hpp>

#include "tests/rules/lazyking/lazyking_setup.hpp"

namespace rockpool::tests::lazyking {
namespace {

TEST_CASE("lazyking notation: walls in byte order, the other order accepted") {
  auto state = make_state({.to_move = 0, .phase = kWalls, .walls_left = 3});
  for (const auto& [variant, canonical] : std::vector<std::pair<std::string, std::string>>{
           {"D4|C4", "C4|D4"}, {"D5|D4", "D4|D5"}, {"C4|D4", "C4|D4"}}) {
    const auto parsed = state.parse(0, variant);
    REQUIRE(std::holds_alternative<rules::Action>(parsed));
    CHECK(state.notation(std::get<rules::Action>(parsed)) == canonical);
  }
  CHECK(refusal(state, "C4|E4").find("side by side") != std::string::npos);
  CHECK(refusal(state, "C4|D5").find("side by side") != std::string::npos);
  CHECK(targets_text(state, "D5|D4") == "[\"D4|D5\"]");
}

TEST_CASE("lazyking notation: texts that are not the notation are malformed") {
  auto state = make_state({.units = {{"D4", "B:PP"}, {"A1", "R:K"}, {"A8", "B:K"}}});
  for (const char* text : {"d4-d5", "D4 - D5", "D4-D5 ", "D4->D5", "D4#", "D4=>",
                           "D4<=D5:", "D4<=D5:K0", "D4\\", "D4\\B8,", "D4|D5|D6", "D4:K2",
                           "D4=>D5:1", "D4<=D5,D3,C4,E4,D5,D3,C4,E4,D5", "Z1-D4", "D4-D9"}) {
    const auto error = state.play(1, text);
    REQUIRE_MESSAGE(error, text);
    CHECK_MESSAGE(error->code == rules::error_code::kMalformed, text);
  }
}

TEST_CASE("lazyking view: stacks from the bottom with the King, walls, piles, walls left, timers") {
  auto state = make_state(
      {.units = {{"D4", "B:PKP"}, {"B6", "B:PP"}, {"A1", "R:P"}, {"H1", "R:K"}, {"E8", "B:P"}},
       .walls = {"C4|D4", "D4|D5"},
       .to_move = 0});
  const auto view = nlohmann::json::parse(view_text(state, rules::kSpectator));
  CHECK(view["phase"] == "play");
  CHECK(view["decision"] == "action");
  CHECK(view["turn"] == 0);
  CHECK(view["units"]["D4"] == "B:PKP");
  CHECK(view["units"]["A1"] == "R:P");
  CHECK(view["units"].size() == 5);
  CHECK(view["walls"] == nlohmann::json({{"C4|D4", true}, {"D4|D5", true}}));
  CHECK(view["piles"] == nlohmann::json({9, 5}));
  CHECK(view["walls_left"] == nlohmann::json({0, 0}));
  CHECK(view["goal_timers"] == nlohmann::json({{"A1", "this_turn"}}));
  CHECK(view["trap_timers"] == nlohmann::json({{"B6", "next_turn"}}));
  CHECK(view["owes_king"] == nlohmann::json({false, false}));
  CHECK(view["traps"] == nlohmann::json({"B3", "B6", "G3", "G6"}));
  CHECK(view["fortifications"] == nlohmann::json({"D4", "D5", "E4", "E5"}));
  CHECK(view["goals"][0] == nlohmann::json({"A8", "H8"}));
  CHECK(view["goals"][1] == nlohmann::json({"A1", "H1"}));
  CHECK(view["zones"][0] == nlohmann::json({"B1", "C1", "D1", "E1", "F1", "G1"}));
  CHECK(view["my_king_choice"].is_null());
}

TEST_CASE("lazyking view: the redeploy decision and the walls phase") {
  auto redeploy =
      make_state({.units = {{"E4", "R:P"}, {"H5", "B:K"}}, .to_move = 0, .owes_red = true});
  const auto view = nlohmann::json::parse(view_text(redeploy, 1));
  CHECK(view["decision"] == "redeploy");
  CHECK(view["owes_king"] == nlohmann::json({true, false}));
  auto walls = make_state({.to_move = 1, .phase = kWalls, .walls_left = 4});
  CHECK(nlohmann::json::parse(view_text(walls, 0))["decision"] == "wall");
  CHECK(nlohmann::json::parse(view_text(walls, 0))["walls_left"] == nlohmann::json({4, 4}));
}

TEST_CASE("lazyking targets: what a person clicks") {
  auto state = make_state({.units = {{"H4", "B:PPP"},
                                     {"G4", "B:K"},
                                     {"H5", "B:PP"},
                                     {"H3", "R:P"},
                                     {"A1", "R:K"},
                                     {"E3", "B:P"}}});
  CHECK(targets_text(state, "H4-H3") ==
        "[\"H4\",\"H3\"]");  // (H3 is taken: not legal, still clear)
  CHECK(targets_text(state, "H3#H2") == "[\"H4\",\"H3\"]");  // the pusher, then the pushed unit
  CHECK(targets_text(state, "H4=>H5,G4") == "[[\"G4\",\"H5\"],\"H4\"]");
  CHECK(targets_text(state, "H4<=G4,H5") == "[\"H4\",[\"G4\",\"H5\"]]");
  CHECK(targets_text(state, "E3\\C8,B8") == "[\"E3\",[\"B8\",\"C8\"]]");
  CHECK(targets_text(state, "C8:K") == "[\"C8\"]");
}

}  // namespace
}  // namespace rockpool::tests::lazyking
