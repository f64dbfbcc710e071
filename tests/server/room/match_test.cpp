// A match's own operations, without sockets: draws, claims, rematches and resignations, each
// refused with its code when it does not apply, and the views they change.

#include "server/room/match.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "protocol/error_codes.hpp"
#include "rules/registry/registry.hpp"

namespace rockpool::tests {
namespace {

using server::MatchOutcome;
using Kind = MatchOutcome::Kind;

struct FencesMatch {
  explicit FencesMatch(bool bot_opponent = false)
      : game(*rules::find_game("fences")),
        match("r.1", "r", game, rules::resolve_options(game.info().options, {}).values,
              {server::Participant{nullptr, "Ada", "a", false},
               server::Participant{nullptr, "Bob", "b", bot_opponent}},
              std::nullopt, now) {}
  nlohmann::json view(int viewer) { return nlohmann::json::parse(match.view().view_json(viewer)); }

  server::ServerClock::time_point now = server::ServerClock::now();
  const rules::Game& game;
  server::Match match;
};

TEST_CASE("match: a draw offered, refused twice, declined, then agreed by offers crossing") {
  FencesMatch m;
  CHECK(m.match.offer_draw(0, m.now).kind == Kind::changed);
  CHECK(m.match.draw_offer() == 0);
  CHECK(m.view(2)["draw_offer"] == 0);
  const auto again = m.match.offer_draw(0, m.now);
  CHECK(again.kind == Kind::refused);
  CHECK(again.why.code == protocol::code::kDrawOffered);
  CHECK(m.match.answer_draw(0, true, m.now).why.code == protocol::code::kNoDrawOffer);
  CHECK(m.match.answer_draw(1, false, m.now).kind == Kind::changed);
  CHECK(m.match.draw_offer() == -1);
  CHECK(m.match.offer_draw(1, m.now).kind == Kind::changed);
  CHECK(m.match.offer_draw(0, m.now).kind == Kind::ended);  // both want it
  CHECK(m.match.result() ==
        server::MatchResult{server::MatchResult::State::drawn, -1, "agreement"});
  CHECK(m.match.offer_draw(0, m.now).why.code == rules::error_code::kMatchOver);
}

TEST_CASE("match: an action withdraws a standing draw offer; a bot declines one") {
  FencesMatch m(true);
  REQUIRE(m.match.offer_draw(1, m.now).kind == Kind::changed);
  REQUIRE_FALSE(m.match.play(0, "N", m.now));
  CHECK(m.match.draw_offer() == -1);
  REQUIRE(m.match.offer_draw(0, m.now).kind == Kind::changed);
  CHECK_FALSE(m.match.decline_draw(0));  // seat 0 has no offer to decline
  CHECK(m.match.decline_draw(1));
  CHECK(m.match.draw_offer() == -1);
}

TEST_CASE("match: a claim only against an absent opponent whose grace ran out") {
  FencesMatch m;
  CHECK(m.match.claim(0, m.now).why.code == protocol::code::kClaimUnavailable);
  m.match.allow_claim_against(1);
  CHECK(m.match.may_claim() == 0);
  CHECK(m.view(0)["may_claim"] == 0);
  m.match.withdraw_claim_against(1);  // back in time
  CHECK(m.match.may_claim() == -1);
  m.match.allow_claim_against(1);
  CHECK(m.match.claim(1, m.now).why.code == protocol::code::kClaimUnavailable);
  CHECK(m.match.claim(0, m.now).kind == Kind::ended);
  CHECK(m.match.result().winner == 0);
  CHECK(m.match.result().reason == "abandoned");
  CHECK(m.match.may_claim() == -1);
}

TEST_CASE("match: a rematch once the match is over, at once against a bot") {
  FencesMatch people;
  CHECK(people.match.ask_rematch(0).why.code == protocol::code::kMatchNotOver);
  CHECK(people.match.resign(1, people.now).kind == Kind::ended);
  CHECK(people.match.result().winner == 0);
  CHECK(people.match.resign(1, people.now).why.code == rules::error_code::kMatchOver);
  CHECK(people.match.ask_rematch(1).kind == Kind::changed);
  CHECK(people.view(0)["rematch"] == nlohmann::json::array({false, true}));
  CHECK(people.match.ask_rematch(0).kind == Kind::rematch_agreed);

  FencesMatch against_bot(true);
  REQUIRE(against_bot.match.resign(0, against_bot.now).kind == Kind::ended);
  CHECK(against_bot.match.ask_rematch(0).kind == Kind::rematch_agreed);
}

TEST_CASE("match: an action is checked in the rules' one order and changes nothing if refused") {
  FencesMatch m;
  const auto before = m.view(2);
  CHECK(m.match.play(1, "S", m.now)->code == rules::error_code::kNotYourDecision);
  CHECK(m.match.play(0, "Q9", m.now)->code == rules::error_code::kMalformed);
  CHECK(m.view(2) == before);
  CHECK_FALSE(m.match.play(0, "N", m.now));
  m.match.view().begin_update();
  CHECK(m.view(2)["ply"] == 1);
  CHECK(m.match.last_move().notation == "N");
}

}  // namespace
}  // namespace rockpool::tests
