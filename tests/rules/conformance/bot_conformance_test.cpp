// Every level of the bot, in every game, plays only legal actions, over seeded matches against
// itself; a decision during a secret choice is made from the position its seat may know.

#include <doctest/doctest.h>

#include "rules/core/bot.hpp"
#include "rules/registry/registry.hpp"
#include "tests/rules/test_share.hpp"

namespace rockpool::tests {
namespace {

// Small budgets: the levels differ by them and by their temperature; legality does not.
constexpr std::int64_t kBotIterations = 24;
constexpr std::int64_t kBotPlyLimit = 150;
constexpr int kMatchesPerLevel = 2;

TEST_CASE("bot conformance: every level of every game plays only legal actions") {
  for (const rules::Game* game : rules::registered_games()) {
    const auto options =
        rules::resolve_options(game->info().options, {{"ply_limit", std::int64_t{kBotPlyLimit}}})
            .values;
    for (int level = 1; level <= rules::kBotLevels; ++level) {
      for (int match = 0; match < share_of(kMatchesPerLevel); ++match) {
        CAPTURE(game->info().id);
        CAPTURE(level);
        CAPTURE(match);
        const std::uint64_t seed = static_cast<std::uint64_t>(level * 100 + match);
        auto state = game->start(options);
        const rules::SearchSettings settings = rules::search_settings_for(*state);
        std::array<rules::Bot, 2> bots = {rules::Bot(rules::bot_level(level), settings, seed),
                                          rules::Bot(rules::bot_level(level), settings, seed + 1)};
        std::vector<rules::MoveText> history;
        while (!state->status().over()) {
          const rules::Seat seat = state->deciders().first();
          const bool secret = state->secret_choices();
          auto seen =
              secret ? rules::position_seen_by(*game, options, seat, history) : state->clone();
          REQUIRE(seen);
          bots[seat].begin(*seen, seat, secret ? std::span<const rules::MoveText>{} : history,
                           {.iterations = kBotIterations});
          while (!bots[seat].think({})) {
          }
          const std::string notation = seen->notation(bots[seat].decision());
          const auto error = state->play(seat, notation);
          REQUIRE_MESSAGE(!error, notation << ": " << (error ? error->message : ""));
          history.push_back({seat, notation});
        }
        CHECK(state->ply() <= kBotPlyLimit);
      }
    }
  }
}

TEST_CASE(
    "bot conformance: a decision whose time ran out before it thought still plays a legal "
    "action") {
  // A bot thread starved of CPU time may start thinking after its whole budget has gone.
  for (const rules::Game* game : rules::registered_games()) {
    CAPTURE(game->info().id);
    const auto options = rules::resolve_options(game->info().options, {}).values;
    auto state = game->start(options);
    const rules::Seat seat = state->deciders().first();
    rules::Bot bot(rules::bot_level(3), rules::search_settings_for(*state), 7);
    bot.begin(*state, seat, {}, {.time = std::chrono::nanoseconds(1)});
    const auto spent = std::chrono::steady_clock::now() + std::chrono::milliseconds(1);
    while (std::chrono::steady_clock::now() < spent) {
    }
    while (!bot.think({.time = std::chrono::milliseconds(1)})) {
    }
    const std::string notation = state->notation(bot.decision());
    const auto error = state->play(seat, notation);
    CHECK_MESSAGE(!error, notation << ": " << (error ? error->message : ""));
  }
}

}  // namespace
}  // namespace rockpool::tests
