// rules/pawnd/RULES.md: notation, errors, targets and views.

#include "tests/rules/pawnd/pawnd_setup.hpp"

namespace rockpool::tests::pawnd {
namespace {

TEST_CASE("pawnd notation: step c1-d2, jump c1:e3:g5, pad suffix @e4, return ^c1") {
  for (const char* text : {"c1-d2", "c1:e3:g5", "c3-d4@e4", "c1:e3@e4", "^c1", "i9-h8",
                           "a1:c3:e5:g7:e9:c7:a5:c3:e1"}) {
    const auto parsed = read_action(text);
    REQUIRE_MESSAGE(parsed, text);
    CHECK(notation_of(*parsed) == text);
  }
  CHECK(read_action("c1-d2@e4") != read_action("c1-d2@e5"));
  CHECK(read_action("c1-d2") != read_action("c1-d2@e4"));
}

TEST_CASE("pawnd notation: texts that are not PAWND notation are malformed") {
  auto state = start();
  for (const char* text :
       {"c1",          "c1-",    "c1-c3",  "c1-e3",  "c1:c2",
        "c1:d2",       "c1:",    "C1-D2",  "c1-d2@", "c1-d2@j1",
        "^",           "^c",     "^c1@e4", "c1-d2 ", " c1-d2",
        "c1-d2@e4@e5", "c1:e3:", "c1x",    "pass",   "a1:c3:e5:g7:e9:c7:a5:c3:e1:g3:i5"}) {
    const auto error = rejection(*state, text);
    CHECK_MESSAGE(error.code == rules::error_code::kMalformed, text);
  }
  CHECK(mentions(rejection(*state, "c1-e3"), "neighbouring square"));
  CHECK(mentions(rejection(*state, "c1:d2"), "two squares on"));
}

TEST_CASE("pawnd notation: illegal actions say which rule forbids them") {
  auto state = start();
  auto error = rejection(*state, "c9-d8");
  CHECK(error.code == rules::error_code::kIllegal);
  CHECK(mentions(error, "no frog of yours on c9"));
  CHECK(mentions(rejection(*state, "d4-e5"), "no frog of yours on d4"));
  CHECK(mentions(rejection(*state, "c1:e3"), "no frog on d2"));
  CHECK(mentions(rejection(*state, "^c1"), "no captured frog"));
  CHECK(state->play(1, "c9-d8")->code == rules::error_code::kNotYourDecision);
}

TEST_CASE("pawnd targets: the squares clicked in order, then the pad's new square") {
  auto state = make_state({.purple = {"c1", "c3", "d4"}, .orange = {"d2", "a9", "c9"}});
  CHECK(targets_text(state, "c1-b2") == R"(["c1","b2"])");
  CHECK(targets_text(state, "c3-b4@b5") == R"(["c3","b4","b5"])");
  CHECK(targets_text(state, "c1:e3") == R"(["c1","e3"])");
  CHECK(targets_text(state, "c3:e5@e4") == R"(["c3","e5","e4"])");
  play(state, "c1:e3");
  CHECK(targets_text(state, "^e9") == R"(["e9"])");
}

TEST_CASE("pawnd view: terrain and frogs by square, counts per seat") {
  auto state = make_state({.purple = {"a1"}, .orange = {"b2", "a9", "c9"}, .across_purple = 2});
  play(state, "a1:c3");
  rules::View view;
  state.write_view(0, view);
  view.finish();
  CHECK(view.json().find(R"("frogs":{"a9":1,"c3":0,"c9":1})") != std::string::npos);
  CHECK(view.find("terrain")->entries().size() == 40);
  CHECK(view.find("across")->json == "[2,0]");
  CHECK(view.find("pads_kept")->json == "[1,0]");
  CHECK(view.find("to_return")->json == "[0,1]");
  rules::View spectator;
  state.write_view(rules::kSpectator, spectator);
  spectator.finish();
  CHECK(spectator.json() == view.json());
}

}  // namespace
}  // namespace rockpool::tests::pawnd
