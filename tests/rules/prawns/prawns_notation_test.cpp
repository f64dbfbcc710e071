// rules/prawns/RULES.md: notation, targets and views.

#include <nlohmann/json.hpp>

#include "tests/rules/prawns/prawns_setup.hpp"

namespace rockpool::tests::prawns {
namespace {

std::string targets(const rules::State& state, const std::string& name) {
  const auto parsed = state.parse(0, name);
  REQUIRE(std::holds_alternative<rules::Action>(parsed));
  std::string out;
  rules::JsonText writer(out);
  state.write_targets(std::get<rules::Action>(parsed), writer);
  return out;
}

TEST_CASE("prawns notation: every form parses and is written back the same") {
  auto state = start();
  for (const char* name : {"e2-e3", "e2xe3", "a8=L", "a8=S", "a8=C", "a8=K", "f5-off", "end",
                           "undo", "SC", "LL", "KS", "h8-a1"}) {
    const auto parsed = state->parse(0, name);
    REQUIRE_MESSAGE(std::holds_alternative<rules::Action>(parsed), name);
    CHECK(state->notation(std::get<rules::Action>(parsed)) == name);
  }
  CHECK(std::get<rules::Action>(state->parse(0, "e2-e3")) !=
        std::get<rules::Action>(state->parse(0, "e2xe3")));
}

TEST_CASE("prawns notation: texts that are not the notation are malformed") {
  auto state = start();
  for (const char* text : {"e2e3", "E2-E3", "e9-e8", "i1-a1", "sc", "SCL", "S", "a8=Q",
                           "a8=", "e2-e3+", "f5-of", "END", "Undo", "pass", "e2 -e3", "a8=LL"}) {
    const auto parsed = state->parse(0, text);
    REQUIRE_MESSAGE(std::holds_alternative<rules::Error>(parsed), text);
    CHECK(std::get<rules::Error>(parsed).code == rules::error_code::kMalformed);
  }
}

TEST_CASE("prawns targets: squares for moves, evolutions and exits; none for buttons") {
  auto state = start();
  CHECK(targets(*state, "e1-e3") == R"(["e1","e3"])");
  CHECK(targets(*state, "e2xe3") == R"(["e2","e3"])");
  CHECK(targets(*state, "a8=L") == R"(["a8"])");
  CHECK(targets(*state, "f5-off") == R"(["f5"])");
  CHECK(targets(*state, "SC") == "[]");
  CHECK(targets(*state, "end") == "[]");
  CHECK(targets(*state, "undo") == "[]");
}

TEST_CASE("prawns view: board, first moves, pools, sea, zones and turn") {
  auto state = started("SC", "LL");
  play(*state, "e1-e3");
  const auto view = nlohmann::json::parse(view_text(*state, rules::kSpectator));
  CHECK(view["board"]["e3"] == "GK");
  CHECK(view["board"]["a2"] == "GS");
  CHECK(view["board"]["h7"] == "BL");
  CHECK(view["board"].size() == 20);
  CHECK(view["first_move"].size() == 15);
  CHECK_FALSE(view["first_move"].contains("e3"));
  CHECK(view["pools"][0] == nlohmann::json{{"K", 0}, {"S", 1}, {"C", 1}, {"L", 2}});
  CHECK(view["pools"][1] == nlohmann::json{{"K", 0}, {"S", 2}, {"C", 2}, {"L", 0}});
  CHECK(view["sea"] == nlohmann::json{"a1", "h8"});
  CHECK(view["zones"] == nlohmann::json{8, 1});
  CHECK(view["prawns"] == 20);
  CHECK(view["evaporating"] == false);
  CHECK(view["phase"] == "move");
  CHECK(view["turn"] == 1);
  CHECK(view["chosen"] == nlohmann::json{true, true});
  CHECK(view["evolved"] == nlohmann::json::array());
  CHECK(view["undo"].is_null());
  CHECK(nlohmann::json::parse(view_text(*state, kGreen)) ==
        view);  // nothing is secret once the game is on
}

TEST_CASE("prawns view: the evaporated sea, its zones, the evolution phase and the undo seat") {
  Setup setup{{"GKd4", "GKb6", "GKc6", "BKe5", "BKc3", "BKf2"}};
  setup.takeback = true;
  auto state = make_state(setup);
  play(state, "d4xe5");
  play(state, "b6=S");
  const auto view = nlohmann::json::parse(view_text(state, kBlue));
  CHECK(view["sea"] == nlohmann::json{"b2", "f6"});
  CHECK(view["zones"] == nlohmann::json{6, 2});
  CHECK(view["evaporating"] == true);
  CHECK(view["prawns"] == 5);
  CHECK(view["phase"] == "after_move");
  CHECK(view["evolved"] == nlohmann::json{"b6"});
  CHECK(view["undo"] == 0);
}

TEST_CASE("prawns view: during the blind start unchosen and hidden ANY squares show '?'") {
  auto state = start();
  const auto view = nlohmann::json::parse(view_text(*state, kGreen));
  CHECK(view["board"]["a2"] == "G?");
  CHECK(view["board"]["h7"] == "B?");
  CHECK(view["phase"] == "blind_start");
  CHECK(view["turn"].is_null());
  CHECK(view["pools"][0]["S"] == 2);
  REQUIRE_FALSE(state->play(kGreen, "SS"));
  const auto mine = nlohmann::json::parse(view_text(*state, kGreen));
  CHECK(mine["board"]["a2"] == "GS");
  CHECK(mine["pools"][0]["S"] == 0);
  const auto theirs = nlohmann::json::parse(view_text(*state, kBlue));
  CHECK(theirs["board"]["a2"] == "G?");
  CHECK(theirs["pools"][0]["S"] == 2);
}

}  // namespace
}  // namespace rockpool::tests::prawns
