// A finished match looked back on: every position searched, every move weighed and marked, on a
// real engine reached through notation.

#include "rules/core/match_review.hpp"

#include <doctest/doctest.h>

#include "rules/core/bot.hpp"
#include "tests/rules/started_match.hpp"

namespace rockpool::tests {
namespace {

// The fence race without fences, the pawns three ranks nearer the middle (e4 and e6): O (seat 0)
// reaches f8 and X d2, then O, to move, wins with N but plays E, and X wins with S.
const std::vector<std::string> kThrownAway = {"E", "W", "N", "S", "N", "S",
                                              "N", "S", "N", "S", "E", "S"};

std::unique_ptr<rules::State> race_start() {
  return start_game("fences", {{"fences", std::int64_t{0}}, {"meet", std::int64_t{3}}});
}

std::vector<rules::SeatAction> actions_of(const rules::State& start,
                                          const std::vector<std::string>& moves) {
  std::unique_ptr<rules::State> walked = start.clone();
  std::vector<rules::SeatAction> out;
  for (const std::string& move : moves) {
    const rules::Seat seat = walked->deciders().first();
    const rules::ParseResult parsed = walked->accept(seat, move);
    REQUIRE_MESSAGE(std::holds_alternative<rules::Action>(parsed), move);
    out.push_back({seat, std::get<rules::Action>(parsed)});
    walked->apply(seat, std::get<rules::Action>(parsed));
  }
  return out;
}

rules::MatchReview reviewed(const std::vector<std::string>& moves, std::int64_t iterations) {
  const auto start = race_start();
  rules::MatchReview review(*start, actions_of(*start, moves), rules::search_settings_for(*start),
                            iterations, 11);
  for (int slices = 0; !review.step(std::chrono::milliseconds(50)); ++slices)
    REQUIRE(slices < 2000);
  return review;
}

TEST_CASE("match review: a thrown-away win in one is a blunder, and the best move is named") {
  const rules::MatchReview review = reviewed(kThrownAway, 3000);
  REQUIRE(review.done());
  CHECK(review.positions() == kThrownAway.size() + 1);
  const auto& positions = review.position_reviews();
  // O to move on f8: the win in one is proven, and its line starts with it.
  const rules::PositionReview& before = positions[10];
  REQUIRE(before.searched);
  CHECK(before.mover == 0);
  CHECK(before.proof == rules::Proof::seat0_wins);
  CHECK(before.chance == 1.0);
  CHECK(before.best == "N");
  REQUIRE_FALSE(before.line.empty());
  CHECK(before.line.front() == "N");
  CHECK(before.played == "E");
  // The last position is the end: nothing to search.
  CHECK_FALSE(positions.back().searched);
  CHECK(positions.back().status.winner == 1);

  const std::vector<rules::MoveReview> moves = review.move_reviews();
  REQUIRE(moves.size() == kThrownAway.size());
  const rules::MoveReview& thrown = moves[10];
  CHECK(thrown.seat == 0);
  CHECK(thrown.move == "E");
  REQUIRE(thrown.weighed);
  CHECK(thrown.before == 1.0);
  CHECK(thrown.after == 0.0);
  CHECK(thrown.drop == 1.0);
  CHECK(thrown.mark == rules::MoveMark::blunder);
  CHECK(thrown.best == "N");
  // X takes the win it was given: the best move, good, with no other named.
  const rules::MoveReview& taken = moves[11];
  CHECK(taken.seat == 1);
  CHECK(taken.move == "S");
  REQUIRE(taken.weighed);
  CHECK(taken.mark == rules::MoveMark::good);
  CHECK(taken.best.empty());

  const auto summary = rules::summarize(moves);
  CHECK(summary[0].count(rules::MoveMark::blunder) >= 1);
  CHECK(summary[0].weighed == 6);
  CHECK(summary[1].weighed == 6);
}

TEST_CASE("match review: marks follow the drop of the mover's chance, at the documented lines") {
  // The thresholds are what PROTOCOL.md documents.
  CHECK(rules::kInaccuracyDrop == doctest::Approx(0.08));
  CHECK(rules::kMistakeDrop == doctest::Approx(0.15));
  CHECK(rules::kBlunderDrop == doctest::Approx(0.25));
  CHECK(std::string(rules::mark_name(rules::MoveMark::good)) == "good");
  CHECK(std::string(rules::mark_name(rules::MoveMark::inaccuracy)) == "inaccuracy");
  CHECK(std::string(rules::mark_name(rules::MoveMark::mistake)) == "mistake");
  CHECK(std::string(rules::mark_name(rules::MoveMark::blunder)) == "blunder");
}

TEST_CASE("match review: the same match and seed review alike, and a review in slices is whole") {
  const rules::MatchReview first = reviewed(kThrownAway, 400);
  const rules::MatchReview second = reviewed(kThrownAway, 400);
  REQUIRE(first.reviewed() == second.reviewed());
  for (std::size_t ply = 0; ply < first.positions(); ++ply) {
    CHECK(first.position_reviews()[ply].best == second.position_reviews()[ply].best);
    CHECK(first.position_reviews()[ply].iterations == second.position_reviews()[ply].iterations);
  }
}

TEST_CASE("match review: a cancelled review stops where it is, unfinished") {
  const auto start = race_start();
  rules::MatchReview review(*start, actions_of(*start, kThrownAway),
                            rules::search_settings_for(*start), 1'000'000, 3);
  const std::atomic<bool> cancel{true};
  CHECK_FALSE(review.step(std::chrono::milliseconds(100), &cancel));
  CHECK_FALSE(review.done());
}

}  // namespace
}  // namespace rockpool::tests
