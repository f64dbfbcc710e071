// The conformance suite: every registered game, the same checks (see rules/README.md, Tests).

#include <doctest/doctest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <set>

#include "rules/core/playout.hpp"
#include "rules/registry/registry.hpp"
#include "tests/rules/conformance/game_fixtures.hpp"
#include "tests/rules/conformance/option_sets.hpp"
#include "tests/rules/state_text.hpp"
#include "tests/rules/test_share.hpp"

namespace rockpool::tests {
namespace {

using rules::Action;
using rules::ActionList;
using rules::Seat;
using rules::State;

constexpr int kPlayouts = 2000;       // light playouts per game, to the end, with its defaults
constexpr int kCheckedPlayouts = 40;  // of which this many check every position in depth
// Under each other option set: fewer, since most of what the options change shows early.
constexpr int kVariantPlayouts = 200;
constexpr int kVariantCheckedPlayouts = 4;

constexpr std::int64_t kPlyLimit = 600;

// Texts that no game accepts as an action.
std::vector<std::string> generic_malformed() {
  return {"",
          " ",
          "\t",
          "?",
          "\n",
          std::string(10000, 'N'),
          std::string("\0", 1),
          "\xff\xfe",
          "\xf0\x9f\xa6\x80",
          "null",
          "{}"};
}

std::unique_ptr<State> start(const rules::Game& game, std::int64_t ply_limit,
                             const OptionSet& set = {}) {
  std::vector<rules::RawOption> options = set.options;
  options.push_back({"ply_limit", std::int64_t{ply_limit}});
  auto started = rules::start_match(game, options);
  REQUIRE_MESSAGE(!started.error, set.label << ": " << started.error->message);
  return std::move(started.state);
}

// The fixture of a registered game: every registered game has one.
const GameFixture& fixture_of(const rules::Game& game) {
  const GameFixture* fixture = find_fixture(game.info().id);
  REQUIRE(fixture);
  return *fixture;
}

// Every check that looks at one position without changing it.
void check_position(const rules::Game& game, const State& state) {
  const std::string before = state.encode();
  const auto clone = state.clone();
  CHECK(clone->encode() == before);
  CHECK(clone->ply() == state.ply());

  for (rules::Viewer viewer = 0; viewer <= rules::kSpectator; ++viewer) {
    const auto parsed = nlohmann::json::parse(view_text(state, viewer), nullptr, false);
    CHECK_MESSAGE(parsed.is_object(), game.info().id << " view is not a JSON object");
    for (const char* reserved : rules::kServerViewMembers) {
      CHECK_MESSAGE(!parsed.contains(reserved),
                    game.info().id << " view uses the server's member name " << reserved);
    }
  }

  const rules::SeatSet deciders = state.deciders();
  CHECK(deciders.empty() == state.status().over());
  ActionList legal;
  for (Seat seat = 0; seat < rules::kSeatCount; ++seat) {
    state.legal_actions(seat, legal);
    if (!deciders.contains(seat)) {
      CHECK(legal.empty());
      continue;
    }
    CHECK_MESSAGE(!legal.empty(), game.info().id << ": a deciding seat has no legal action");
    std::set<std::string> names;
    for (Action action : legal) {
      const std::string name = state.notation(action);
      CHECK_MESSAGE(names.insert(name).second, game.info().id << ": listed twice: " << name);
      const auto parsed = state.parse(seat, name);
      REQUIRE_MESSAGE(std::holds_alternative<Action>(parsed), "does not parse back: " << name);
      CHECK_MESSAGE(std::get<Action>(parsed) == action, "parses to another action: " << name);
      CHECK_MESSAGE(!state.check(seat, action), "listed but rejected: " << name);
      std::string targets;
      rules::JsonText writer(targets);
      state.write_targets(action, writer);
      CHECK_MESSAGE(nlohmann::json::parse(targets, nullptr, false).is_array(),
                    "targets are not a JSON array: " << name);
    }
  }
  CHECK(state.encode() == before);
}

// Every way of sending a bad action, each leaving the state exactly as it was.
void check_rejections(const GameFixture& fixture, State& state) {
  const std::string before = state.encode();
  const rules::SeatSet deciders = state.deciders();
  std::vector<std::string> malformed = generic_malformed();
  malformed.insert(malformed.end(), fixture.malformed.begin(), fixture.malformed.end());
  for (Seat seat = 0; seat < rules::kSeatCount; ++seat) {
    if (!deciders.contains(seat)) {
      ActionList others;
      state.legal_actions(1 - seat, others);
      if (!others.empty()) {
        auto error = state.play(seat, state.notation(others.front()));
        REQUIRE(error);
        CHECK(error->code == rules::error_code::kNotYourDecision);
      }
      continue;
    }
    for (const auto& text : malformed) {
      auto error = state.play(seat, text);
      REQUIRE_MESSAGE(error, fixture.id << " accepted malformed '" << text << "'");
      CHECK_MESSAGE(error->code == rules::error_code::kMalformed, text << ": " << error->code);
      CHECK_FALSE(error->message.empty());
    }
  }
  for (Seat seat : {-1, 2, 7})
    CHECK(state.play(seat, "x"));
  CHECK(state.encode() == before);
}

// While a secret phase is on, nobody else's view may depend on a seat's choice (unless that
// choice ends the phase and reveals everything); outside it, everyone's view is the same.
void check_secrets(const State& state) {
  if (state.same_view_for_all()) {
    const std::string seat0 = view_text(state, 0);
    CHECK_MESSAGE(view_text(state, 1) == seat0, "views differ though nothing is hidden");
    CHECK_MESSAGE(view_text(state, rules::kSpectator) == seat0,
                  "views differ though nothing is hidden");
  }
  if (!state.secret_choices()) return;
  for (Seat chooser = 0; chooser < rules::kSeatCount; ++chooser) {
    if (!state.deciders().contains(chooser)) continue;
    ActionList choices;
    state.legal_actions(chooser, choices);
    std::set<std::string> other_views, spectator_views;
    const std::size_t step = std::max<std::size_t>(1, choices.size() / 12);
    for (std::size_t i = 0; i < choices.size(); i += step) {
      auto after = state.clone();
      after->apply(chooser, choices[i]);
      if (!after->secret_choices()) continue;  // this choice ends the phase: all is revealed
      other_views.insert(view_text(*after, 1 - chooser));
      spectator_views.insert(view_text(*after, rules::kSpectator));
    }
    CHECK_MESSAGE(other_views.size() <= 1, "the opponent's view shows a secret choice");
    CHECK_MESSAGE(spectator_views.size() <= 1, "the spectators' view shows a secret choice");
  }
}

void check_game_over(State& state) {
  REQUIRE(state.status().over());
  CHECK(state.deciders().empty());
  const std::string before = state.encode();
  for (Seat seat = 0; seat < rules::kSeatCount; ++seat) {
    auto error = state.play(seat, "pass");
    REQUIRE(error);
    CHECK(error->code == rules::error_code::kMatchOver);
  }
  CHECK(state.encode() == before);
  const rules::Status status = state.status();
  if (status.outcome == rules::Outcome::won) CHECK((status.winner == 0 || status.winner == 1));
  CHECK_FALSE(status.reason.empty());
}

TEST_CASE("conformance: every registered game has a fixture and sound facts") {
  std::set<std::string> ids;
  for (const rules::Game* game : rules::registered_games()) {
    const auto& info = game->info();
    CAPTURE(info.id);
    CHECK(ids.insert(info.id).second);
    CHECK(find_fixture(info.id) != nullptr);
    CHECK(rules::find_game(info.id) == game);
    CHECK_FALSE(info.name.empty());
    CHECK_FALSE(info.seat_names[0].empty());
    CHECK_FALSE(info.seat_names[1].empty());
    bool has_ply_limit = false;
    for (const auto& spec : info.options) {
      has_ply_limit |= spec.name == rules::kPlyLimitOption;
      CHECK(spec.min <= spec.default_value);
      CHECK(spec.default_value <= spec.max);
      CHECK_FALSE(spec.description.empty());
    }
    CHECK(has_ply_limit);
  }
  CHECK(rules::find_game("chess") == nullptr);
}

TEST_CASE("conformance: options are validated and the bad one is named") {
  for (const rules::Game* game : rules::registered_games()) {
    CAPTURE(game->info().id);
    auto unknown = rules::start_match(*game, {{"no_such_option", std::int64_t{1}}});
    REQUIRE(unknown.error);
    CHECK(unknown.error->code == rules::error_code::kUnknownOption);
    CHECK(unknown.error->message.find("no_such_option") != std::string::npos);
    for (const auto& spec : game->info().options) {
      if (spec.type == rules::OptionType::boolean) {
        auto wrong = rules::start_match(*game, {{spec.name, std::int64_t{1}}});
        REQUIRE(wrong.error);
        CHECK(wrong.error->code == rules::error_code::kOptionType);
        CHECK(wrong.error->message.find(spec.name) != std::string::npos);
        continue;
      }
      for (std::int64_t bad : {spec.min - 1, spec.max + 1}) {
        auto out = rules::start_match(*game, {{spec.name, bad}});
        REQUIRE(out.error);
        CHECK(out.error->code == rules::error_code::kOptionRange);
        CHECK(out.error->message.find(spec.name) != std::string::npos);
      }
      auto text = rules::start_match(*game, {{spec.name, std::string("3")}});
      REQUIRE(text.error);
      CHECK(text.error->code == rules::error_code::kOptionType);
      auto in_range = rules::start_match(*game, {{spec.name, spec.max}});
      CHECK_FALSE(in_range.error);
    }
  }
}

TEST_CASE("conformance: the initial position rejects each game's illegal actions") {
  for (const rules::Game* game : rules::registered_games()) {
    const GameFixture& fixture = fixture_of(*game);
    auto state = start(*game, 0);
    const Seat seat = state->deciders().first();
    const std::string before = state->encode();
    for (const auto& text : fixture.illegal_at_start) {
      auto error = state->play(seat, text);
      REQUIRE_MESSAGE(error, game->info().id << " accepted '" << text << "'");
      CHECK_MESSAGE(error->code == rules::error_code::kIllegal, text << ": " << error->code);
      CHECK_FALSE(error->message.empty());
    }
    CHECK(state->encode() == before);
  }
}

// Plays the share (ROCKPOOL_CONFORMANCE_SHARE) of `all` seeded random playouts of `game`
// under `set`, the first of them (that share of `all_checked`, at least one) through notation with
// every position checked on the way.
void check_playouts(const rules::Game& game, const GameFixture& fixture, const OptionSet& set,
                    int all, int all_checked) {
  CAPTURE(set.label);
  const int checked = share_of(all_checked);
  const int playouts = std::max(checked, share_of(all));
  rules::Random random(20261122);
  ActionList scratch;
  int ended = 0;
  for (int i = 0; i < playouts; ++i) {
    auto state = start(game, kPlyLimit, set);
    if (i < checked) {
      // Played through notation, checking every position on the way.
      while (!state->status().over()) {
        check_position(game, *state);
        check_rejections(fixture, *state);
        check_secrets(*state);
        const rules::SeatSet deciders = state->deciders();
        Seat seat = deciders.size() == 2 ? static_cast<Seat>(random.below(2)) : deciders.first();
        state->legal_actions(seat, scratch);
        const std::string chosen = state->notation(scratch[random.below(scratch.size())]);
        const auto error = state->play(seat, chosen);
        REQUIRE_MESSAGE(!error, chosen << ": " << (error ? error->message : ""));
      }
    } else {
      rules::random_playout(*state, random, static_cast<int>(kPlyLimit) + 1, scratch);
    }
    REQUIRE(state->status().over());
    CHECK(state->ply() <= kPlyLimit);
    check_game_over(*state);
    ended += state->status().reason != "ply_limit";
  }
  MESSAGE(game.info().id << " (" << set.label << "): " << ended << " of " << playouts
                         << " playouts ended before the ply limit");
}

TEST_CASE("conformance: seeded random playouts reach the end and every position is sound") {
  for (const rules::Game* game : rules::registered_games()) {
    CAPTURE(game->info().id);
    const GameFixture& fixture = fixture_of(*game);
    const std::vector<OptionSet> sets = option_sets(game->info(), fixture);
    REQUIRE(sets.front().options.empty());
    check_playouts(*game, fixture, sets.front(), kPlayouts, kCheckedPlayouts);
    for (std::size_t i = 1; i < sets.size(); ++i)
      check_playouts(*game, fixture, sets[i], kVariantPlayouts, kVariantCheckedPlayouts);
  }
}

TEST_CASE("conformance: every option is played away from its default") {
  for (const rules::Game* game : rules::registered_games()) {
    CAPTURE(game->info().id);
    const GameFixture& fixture = fixture_of(*game);
    const std::vector<OptionSet> sets = option_sets(game->info(), fixture);
    for (const rules::OptionSpec& spec : game->info().options) {
      if (spec.name == rules::kPlyLimitOption) continue;
      const bool played = std::any_of(sets.begin(), sets.end(), [&spec](const OptionSet& set) {
        return std::any_of(
            set.options.begin(), set.options.end(),
            [&spec](const rules::RawOption& option) { return option.name == spec.name; });
      });
      CHECK_MESSAGE(played, spec.name << " is only ever played at its default");
    }
  }
}

TEST_CASE("conformance: the same seed plays the same playout") {
  for (const rules::Game* game : rules::registered_games()) {
    CAPTURE(game->info().id);
    for (const OptionSet& set : option_sets(game->info(), *find_fixture(game->info().id))) {
      CAPTURE(set.label);
      ActionList scratch;
      auto first = start(*game, kPlyLimit, set), second = start(*game, kPlyLimit, set);
      rules::Random a(7), b(7);
      rules::random_playout(*first, a, 10000, scratch);
      rules::random_playout(*second, b, 10000, scratch);
      CHECK(first->encode() == second->encode());
    }
  }
}

}  // namespace
}  // namespace rockpool::tests
