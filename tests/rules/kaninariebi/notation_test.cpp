// rules/kaninariebi/RULES.md: the notation, the targets, the view, the options and the
// explanations of illegal actions.

#include <nlohmann/json.hpp>
#include <set>

#include "rules/core/playout.hpp"
#include "tests/rules/judge.hpp"
#include "tests/rules/kaninariebi/kaninariebi_setup.hpp"
#include "tests/rules/test_share.hpp"

namespace rockpool::tests::kaninariebi {
namespace {

TEST_CASE("kaninariebi notation: from-to, then the current's ^ or v, then +; and pass") {
  CHECK(read_action("a2-c2^") == move_action(square("a2"), square("c2"), kUp, false));
  CHECK(read_action("b3-c4v") == move_action(square("b3"), square("c4"), kDown, false));
  CHECK(read_action("a2-e2+") == move_action(square("a2"), square("e2"), kNoCurrent, true));
  CHECK(read_action("e5-a5") == move_action(square("e5"), square("a5"), kNoCurrent, false));
  CHECK(read_action("pass") == kPass);
  // Both suffixes parse in this order only (no legal move carries both).
  CHECK(read_action("a2-c2^+") == move_action(square("a2"), square("c2"), kUp, true));
  for (const char* text : {"a2-e2+^", "a2-c2^^", "a2-c2v^", "a2-e2++", "A2-B2", "a2-f2", "a6-a5",
                           "a2b2", "a2-b", " a2-b2", "a2-b2 ", "a2-c2V", "PASS", "pass+", "-"}) {
    CHECK_MESSAGE(!read_action(text), text);
  }
  std::string out;
  write_action(initial_position(false, false),
               move_action(square("d4"), square("c3"), kDown, false), out);
  CHECK(out == "d4-c3v");
  auto state = start();
  const auto error = state->play(0, "a2-c2^+");
  REQUIRE(error);
  CHECK(error->code == rules::error_code::kIllegal);
  const auto malformed = state->play(0, "a2-e2+^");
  REQUIRE(malformed);
  CHECK(malformed->code == rules::error_code::kMalformed);
}

TEST_CASE("kaninariebi targets: the piece and the square where it stops; pass has none") {
  auto state = make_state({.black_crabs = "a2 b3", .red_crabs = "e1 e5"});
  CHECK(targets_text(*state, "a2-c2^") == R"(["a2","c2"])");
  CHECK(targets_text(*state, "a2-c2v") == R"(["a2","c2"])");
  CHECK(targets_text(*state, "a2-e2+") == R"(["a2","e2"])");
  play(*state, "a2-b2");
  CHECK(targets_text(*state, "pass") == "[]");
  CHECK(targets_text(*state, "b3-a4") == R"(["b3","a4"])");
}

TEST_CASE("kaninariebi view: a piece per square, the bond group, phase and counts") {
  auto state = make_state({.black_crabs = "a2 b3",
                           .black_shrimps = "d1",
                           .red_crabs = "e1 e5",
                           .red_shrimps = "c5",
                           .captured_by_red = 2});
  play(*state, "a2-b2");
  const auto view = nlohmann::json::parse(view_text(*state, rules::kSpectator));
  CHECK(nlohmann::json::parse(view_text(*state, 0)) == view);
  CHECK(nlohmann::json::parse(view_text(*state, 1)) == view);
  CHECK(view["board"] == nlohmann::json::parse(R"({"b2":["black","crab"],"b3":["black","crab"],
      "d1":["black","shrimp"],"e1":["red","crab"],"e5":["red","crab"],"c5":["red","shrimp"]})"));
  CHECK(view["bond_group"] == nlohmann::json::parse(R"({"b2":true,"b3":true})"));
  CHECK(view["phase"] == "bond");
  CHECK(view["turn"] == 0);
  CHECK(view["captured"] == nlohmann::json::parse("[0,2]"));
  CHECK(view["shrimps"] == nlohmann::json::parse("[1,1]"));
  CHECK(view["home_files"] == nlohmann::json::parse(R"(["a","e"])"));
  CHECK(view["current_file"] == "c");
  play(*state, "pass");
  const auto after = nlohmann::json::parse(view_text(*state, rules::kSpectator));
  CHECK(after["bond_group"].empty());
  CHECK(after["phase"] == "move");
  CHECK(after["turn"] == 1);
}

TEST_CASE(
    "kaninariebi options: mixed_bonds, auto_promote, ply_limit and repetition, all off by "
    "default") {
  const auto& info = rules::find_game("kaninariebi")->info();
  CHECK(info.name == "Kani Nari Ebi");
  CHECK(info.seat_names[0] == "Black");
  CHECK(info.seat_names[1] == "Red");
  std::set<std::string> names;
  for (const auto& spec : info.options) {
    names.insert(spec.name);
    CHECK(spec.default_value == 0);
    if (spec.name != "ply_limit") CHECK(spec.type == rules::OptionType::boolean);
  }
  CHECK(names == std::set<std::string>{"mixed_bonds", "auto_promote", "ply_limit", "repetition"});
}

// Every code an action can have: each from, to, current and promotion, and pass.
std::vector<rules::Action> every_code() {
  std::vector<rules::Action> codes{kPass};
  for (int from = 0; from < Board::kSquares; ++from) {
    for (int to = 0; to < Board::kSquares; ++to) {
      for (int current = 0; current < 3; ++current) {
        for (bool promote : {false, true}) {
          codes.push_back(move_action(from, to, static_cast<Current>(current), promote));
        }
      }
    }
  }
  return codes;
}

TEST_CASE("kaninariebi check: exactly the listed actions are accepted, each notation reads back") {
  const auto codes = every_code();
  rules::ActionList legal;
  for (bool mixed : {false, true}) {
    for (bool automatic : {false, true}) {
      rules::Random random(mixed * 2 + automatic + 11);
      for (int game = 0; game < share_of(3); ++game) {
        auto state = start({{"mixed_bonds", mixed}, {"auto_promote", automatic}});
        while (!state->status().over()) {
          const rules::Seat seat = state->deciders().first();
          state->legal_actions(seat, legal);
          const std::set<rules::Action> listed(legal.begin(), legal.end());
          for (const rules::Action code : codes) {
            const auto refusal = state->check(seat, code);
            const bool accepted = !refusal;
            CHECK_MESSAGE(accepted == (listed.count(code) > 0), state->notation(code));
            CHECK_MESSAGE(
                judged_as_listed(position_of(*state), seat, code, refusal, listed.count(code) > 0),
                state->notation(code));
            const auto parsed = state->parse(seat, state->notation(code));
            REQUIRE(std::holds_alternative<rules::Action>(parsed));
            if (!automatic) CHECK(std::get<rules::Action>(parsed) == code);
          }
          CHECK(state->check(1 - seat, legal.front()));
          state->apply(seat, legal[random.below(static_cast<std::uint32_t>(legal.size()))]);
        }
      }
    }
  }
}

}  // namespace
}  // namespace rockpool::tests::kaninariebi
