// The seek pool on a virtual clock: who is paired with whom, and when.

#include "server/lobby/seek_pool.hpp"

#include <doctest/doctest.h>

#include <cmath>

#include "protocol/error_codes.hpp"

using namespace rockpool::server;

namespace {

const PoolKey kCasualPool{"fences", 300'000, 2'000, false};
const PoolKey kRatedPool{"fences", 300'000, 2'000, true};

Seek seeker_at(const std::string& name, double rating, std::int64_t arrived_ms, bool account = true,
               std::string last_opponent = {}) {
  return Seek{name, name, account, rating, std::move(last_opponent), arrived_ms};
}

bool paired_together(const Pairing& pairing, const std::string& a, const std::string& b) {
  return (pairing.first.seeker == a && pairing.second.seeker == b) ||
         (pairing.first.seeker == b && pairing.second.seeker == a);
}

}  // namespace

TEST_CASE("seek pool: the accepted gap starts at 100, widens by 50 a second, unlimited at 30 s") {
  CHECK(accepted_gap(0) == doctest::Approx(100));
  CHECK(accepted_gap(1'000) == doctest::Approx(150));
  CHECK(accepted_gap(10'000) == doctest::Approx(600));
  CHECK(accepted_gap(29'999) < 1'600);
  CHECK(std::isinf(accepted_gap(30'000)));
}

TEST_CASE("seek pool: the nearest rating is chosen, the older seeker first on a tie") {
  SeekPool pool;
  REQUIRE_FALSE(pool.add(kCasualPool, seeker_at("far", 1560, 0)));
  REQUIRE_FALSE(pool.add(kCasualPool, seeker_at("near", 1520, 0)));
  REQUIRE_FALSE(pool.add(kCasualPool, seeker_at("me", 1500, 0)));
  auto pairs = pool.pair(0);
  REQUIRE(pairs.size() == 1);
  CHECK(paired_together(pairs[0], "me", "near"));
  CHECK(pairs[0].gap() == doctest::Approx(20));
  CHECK(pool.size() == 1);
  CHECK(pool.find("far"));

  // Two at the same distance: the one who waited longest.
  SeekPool tie;
  REQUIRE_FALSE(tie.add(kCasualPool, seeker_at("later", 1450, 500)));
  REQUIRE_FALSE(tie.add(kCasualPool, seeker_at("earlier", 1550, 100)));
  REQUIRE_FALSE(tie.add(kCasualPool, seeker_at("me", 1500, 600)));
  pairs = tie.pair(600);
  REQUIRE(pairs.size() == 1);
  CHECK(paired_together(pairs[0], "me", "earlier"));
  CHECK(pairs[0].first.seeker == "earlier");  // the first is who came first
}

TEST_CASE("seek pool: a gap too wide is paired once both have waited long enough") {
  SeekPool pool;
  REQUIRE_FALSE(pool.add(kCasualPool, seeker_at("low", 1300, 0)));
  REQUIRE_FALSE(pool.add(kCasualPool, seeker_at("high", 1700, 2'000)));
  // A gap of 400: "low" accepts it at 6 s, "high" (2 s later) at 8 s.
  CHECK(pool.pair(2'000).empty());
  CHECK(pool.pair(7'000).empty());
  CHECK(pool.pair(7'999).empty());
  const auto pairs = pool.pair(8'000);
  REQUIRE(pairs.size() == 1);
  CHECK(pairs[0].first.seeker == "low");
  CHECK(pool.size() == 0);

  // Past 30 s a seeker takes any gap, and is taken whatever the other accepts.
  SeekPool wide;
  REQUIRE_FALSE(wide.add(kCasualPool, seeker_at("weak", 600, 0)));
  REQUIRE_FALSE(wide.add(kCasualPool, seeker_at("strong", 2800, 29'000)));
  CHECK(wide.pair(29'999).empty());
  CHECK(wide.pair(30'000).size() == 1);
}

TEST_CASE("seek pool: a long waiter is paired with a newcomer who has no closer opponent") {
  SeekPool pool;
  REQUIRE_FALSE(pool.add(kCasualPool, seeker_at("outlier", 2700, 0)));
  REQUIRE_FALSE(pool.add(kCasualPool, seeker_at("a", 1500, 31'000)));
  REQUIRE_FALSE(pool.add(kCasualPool, seeker_at("b", 1550, 31'000)));
  REQUIRE_FALSE(pool.add(kCasualPool, seeker_at("c", 1400, 31'000)));
  // The nearest pair goes first; the one left takes the long waiter.
  const auto pairs = pool.pair(31'000);
  REQUIRE(pairs.size() == 2);
  CHECK(paired_together(pairs[0], "a", "b"));
  CHECK(paired_together(pairs[1], "outlier", "c"));
}

TEST_CASE("seek pool: never the same two twice in a row, whoever played since") {
  SeekPool pool;
  REQUIRE_FALSE(pool.add(kCasualPool, seeker_at("ada", 1500, 0, true, "bea")));
  REQUIRE_FALSE(pool.add(kCasualPool, seeker_at("bea", 1500, 0, true, "cy")));
  // Not even once any gap is accepted.
  CHECK(pool.pair(60'000).empty());
  // A third seeker, farther in rating, is paired instead.
  REQUIRE_FALSE(pool.add(kCasualPool, seeker_at("cy", 1590, 60'000)));
  const auto pairs = pool.pair(60'000);
  REQUIRE(pairs.size() == 1);
  CHECK(paired_together(pairs[0], "ada", "cy"));
  CHECK(pool.find("bea"));
}

TEST_CASE("seek pool: a guest seeks casual pools only, and its rated seek changes nothing") {
  SeekPool pool;
  REQUIRE_FALSE(pool.add(kCasualPool, seeker_at("guest", 1500, 0, false)));
  const auto refused = pool.add(kRatedPool, seeker_at("guest", 1500, 10, false));
  REQUIRE(refused);
  CHECK(refused->code == rockpool::protocol::code::kRatedNeedsAccount);
  const auto kept = pool.find("guest");
  REQUIRE(kept);
  CHECK(kept->first == kCasualPool);
  CHECK(kept->second.arrived_ms == 0);
  // Rated and casual pools never mix.
  REQUIRE_FALSE(pool.add(kRatedPool, seeker_at("member", 1500, 0)));
  CHECK(pool.pair(60'000).empty());
  REQUIRE_FALSE(pool.add(kCasualPool, seeker_at("other guest", 1500, 0, false)));
  const auto pairs = pool.pair(60'000);
  REQUIRE(pairs.size() == 1);
  CHECK(paired_together(pairs[0], "guest", "other guest"));
}

TEST_CASE("seek pool: a new seek replaces the seeker's old one, and a cancelled one is gone") {
  SeekPool pool;
  REQUIRE_FALSE(pool.add(kCasualPool, seeker_at("ada", 1500, 0)));
  REQUIRE_FALSE(pool.add(kRatedPool, seeker_at("ada", 1500, 100)));
  CHECK(pool.size() == 1);
  CHECK(pool.find("ada")->first == kRatedPool);
  REQUIRE_FALSE(pool.add(kCasualPool, seeker_at("bea", 1500, 100)));
  CHECK(pool.pair(100).empty());  // ada waits in the rated pool now

  CHECK(pool.cancel("ada"));
  CHECK_FALSE(pool.cancel("ada"));
  CHECK_FALSE(pool.find("ada"));
  REQUIRE_FALSE(pool.add(kRatedPool, seeker_at("cy", 1500, 200)));
  CHECK(pool.pair(200).empty());
  CHECK(pool.size() == 2);
}

TEST_CASE("seek pool: pools of other games or clocks never mix") {
  SeekPool pool;
  REQUIRE_FALSE(pool.add(kCasualPool, seeker_at("a", 1500, 0)));
  REQUIRE_FALSE(pool.add(PoolKey{"fences", -1, 0, false}, seeker_at("b", 1500, 0)));
  REQUIRE_FALSE(pool.add(PoolKey{"fences", 60'000, 0, false}, seeker_at("c", 1500, 0)));
  REQUIRE_FALSE(pool.add(PoolKey{"other", 300'000, 2'000, false}, seeker_at("d", 1500, 0)));
  CHECK(pool.pair(60'000).empty());
  CHECK(PoolKey{"fences", -1, 0, false}.name() == "fences untimed casual");
  CHECK(kRatedPool.name() == "fences 300+2 rated");
}
