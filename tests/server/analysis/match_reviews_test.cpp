// MatchReviews on its own, with a bot pool of its own: at most four reviews are searched at once
// (the fifth match is answered busy), a match its engine cannot read again is not reviewable, and
// a match under way says how far it got.

#include "server/analysis/match_reviews.hpp"

#include <doctest/doctest.h>

#include "server/bots/bot_metrics.hpp"
#include "tests/server/store/match_start.hpp"

namespace rockpool::tests {
namespace {

using server::MatchReviews;

// A finished fences match of `moves` (seat 0 first, then in turn), fences at 10: slow to prove.
server::StoredMatch played(const std::string& id, const std::vector<std::string>& moves) {
  server::StoredMatch match;
  match.start = start_of(id, "room-" + id);
  for (std::size_t i = 0; i < moves.size(); ++i) {
    match.actions.push_back({id, static_cast<int>(i) + 1, static_cast<int>(i % 2), moves[i],
                             1000 + static_cast<int>(i)});
  }
  match.end = server::MatchEndRecord{id, "drawn", -1, "agreement", 2000};
  return match;
}

TEST_CASE("match reviews: four are searched at once, a fifth is told to come back") {
  server::BotMetrics metrics;
  server::BotPool pool(1, metrics);
  std::atomic<int> reads_waiting{0};
  server::StoreReaders readers{reads_waiting};
  {
    MatchReviews reviews(pool, 100, nullptr, readers);
    const std::vector<std::string> moves = {"N", "S", "N", "S", "N", "S"};
    for (int i = 0; i < 4; ++i) {
      const auto answer = reviews.review(played("m" + std::to_string(i), moves));
      CHECK(answer.state == MatchReviews::State::pending);
      CHECK(answer.body.find("\"positions\":7") != std::string::npos);
    }
    // Asked again while under way: how far it got, and no second search.
    CHECK(reviews.review(played("m0", moves)).state == MatchReviews::State::pending);
    CHECK(reviews.review(played("m4", moves)).state == MatchReviews::State::busy);
    CHECK(reviews.started() == 4);
    // A move the engine refuses (a pawn walking off the board): nothing to search.
    CHECK(reviews.review(played("m5", {"S", "S"})).state == MatchReviews::State::unreviewable);
    pool.stop();  // calls the reviews off before they go
  }
  readers.join();
}

}  // namespace
}  // namespace rockpool::tests
