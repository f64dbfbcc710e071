// A bot deciding during a secret simultaneous choice decides from its own information only.

#include <doctest/doctest.h>

#include "rules/core/bot.hpp"
#include "rules/registry/registry.hpp"

namespace rockpool::tests {
namespace {

using rules::MoveText;

const rules::Game& game(std::string_view id) {
  return *rules::find_game(id);
}

rules::OptionValues defaults(const rules::Game& game) {
  return rules::resolve_options(game.info().options, {}).values;
}

// What seat 0's bot plays, with this seed, after `moves`.
std::string bot_choice(std::string_view game_id, const std::vector<MoveText>& moves,
                       std::uint64_t seed) {
  const rules::Game& g = game(game_id);
  auto seen = rules::position_seen_by(g, defaults(g), 0, moves);
  REQUIRE(seen);
  REQUIRE(seen->deciders().contains(0));
  rules::Bot bot(rules::bot_level(2), rules::search_settings_for(*seen), seed);
  bot.begin(*seen, 0, moves, {.iterations = 600});
  while (!bot.think({})) {
  }
  return seen->notation(bot.decision());
}

TEST_CASE("secrets: the position a seat may know leaves out the opponent's secret choice") {
  const rules::Game& prawns = game("prawns");
  const auto options = defaults(prawns);
  auto before = rules::position_seen_by(prawns, options, 0, {});
  const std::vector<MoveText> blue_chose = {{1, "LL"}};
  auto seen = rules::position_seen_by(prawns, options, 0, blue_chose);
  REQUIRE(seen);
  CHECK(seen->encode() == before->encode());
  CHECK(seen->deciders() == rules::SeatSet::both());
  // Its own choice stays, and so does everything once the phase is over.
  auto own = rules::position_seen_by(prawns, options, 1, blue_chose);
  CHECK(own->encode() != before->encode());
  const std::vector<MoveText> both = {{1, "LL"}, {0, "SC"}};
  auto after = rules::position_seen_by(prawns, options, 0, both);
  CHECK_FALSE(after->secret_choices());
  CHECK(after->ply() == 2);
}

TEST_CASE("secrets: the bot's blind-start choice does not depend on the opponent's") {
  for (std::uint64_t seed : {1u, 2u, 3u}) {
    const std::string alone = bot_choice("prawns", {}, seed);
    CHECK(bot_choice("prawns", {{1, "LL"}}, seed) == alone);
    CHECK(bot_choice("prawns", {{1, "SC"}}, seed) == alone);
    CHECK(bot_choice("prawns", {{1, "CS"}}, seed) == alone);
  }
}

TEST_CASE("secrets: the bot's King square does not depend on the opponent's") {
  for (std::uint64_t seed : {1u, 2u}) {
    const std::string alone = bot_choice("lazyking", {}, seed);
    CHECK(bot_choice("lazyking", {{1, "B8:K"}}, seed) == alone);
    CHECK(bot_choice("lazyking", {{1, "F8:K"}}, seed) == alone);
  }
}

TEST_CASE("secrets: the matrix game mixes where a pure choice could be exploited") {
  const rules::Game& prawns = game("prawns");
  auto state = prawns.start(defaults(prawns));
  rules::SecretChoice choice(*state, 0, {}, 5);
  choice.run({.iterations = 2000});
  const auto mixed = choice.strategy();
  REQUIRE(mixed.size() == choice.actions().size());
  double total = 0;
  for (double p : mixed) {
    CHECK(p >= 0);
    total += p;
  }
  CHECK(total == doctest::Approx(1.0));
  CHECK(choice.value() >= 0);
  CHECK(choice.value() <= 1);
}

}  // namespace
}  // namespace rockpool::tests
