#include "bench/arena_simulation.hpp"

#include <chrono>
#include <cmath>
#include <functional>
#include <queue>
#include <random>
#include <string>
#include <vector>

#include "server/tournament/arena.hpp"

namespace rockpool::bench {

namespace {

using server::Arena;
using server::ArenaPairing;
using server::GameResult;

struct Event {
  std::int64_t at_ms = 0;
  enum class Kind { join, match_end } kind = Kind::join;
  std::string player;    // join: who
  ArenaPairing pairing;  // match_end: which match
  bool operator>(const Event& other) const { return at_ms > other.at_ms; }
};

}  // namespace

ArenaFigures simulate_arena(const ArenaSimulation& simulation) {
  constexpr std::int64_t kStartMs = 60'000;  // a minute to join before the start
  const std::int64_t end_ms = kStartMs + std::int64_t{simulation.minutes} * 60'000;
  std::mt19937_64 random(simulation.seed);
  std::normal_distribution<double> rating(simulation.mean_rating, simulation.rating_spread);
  std::uniform_real_distribution<double> unit(0, 1);
  std::uniform_int_distribution<std::int64_t> match_ms(
      std::int64_t{simulation.shortest_match_s} * 1000,
      std::int64_t{simulation.longest_match_s} * 1000);

  Arena arena(kStartMs, end_ms);
  std::priority_queue<Event, std::vector<Event>, std::greater<>> events;
  std::vector<double> ratings;
  for (int i = 0; i < simulation.players; ++i) {
    ratings.push_back(rating(random));
    // Four in five join before the start, the rest during the first half.
    const bool early = unit(random) < 0.8;
    const auto at = static_cast<std::int64_t>(
        early ? unit(random) * kStartMs
              : kStartMs + unit(random) * static_cast<double>(end_ms - kStartMs) / 2);
    events.push({at, Event::Kind::join, std::to_string(i), {}});
  }

  ArenaFigures figures;
  std::vector<double> waits, call_us;
  std::int64_t now = 0;
  while (!events.empty()) {
    now = events.top().at_ms;
    // Everything that happens at this moment, then the pairing.
    while (!events.empty() && events.top().at_ms == now) {
      const Event event = events.top();
      events.pop();
      if (event.kind == Event::Kind::join) {
        const auto index = std::stoul(event.player);
        arena.join(event.player, event.player, ratings[index], now);
        continue;
      }
      const double gap =
          arena.find(event.pairing.first)->rating - arena.find(event.pairing.second)->rating;
      const double expected = 1 / (1 + std::pow(10.0, -gap / 400));
      const double roll = unit(random);
      const GameResult result = roll < 0.1                    ? GameResult::draw
                                : roll < 0.1 + 0.9 * expected ? GameResult::win
                                                              : GameResult::loss;
      arena.record(event.pairing, result, now);
      ++figures.matches;
      // Now and then one of them leaves; half of those come back a minute or two later.
      for (const auto& id : {event.pairing.first, event.pairing.second}) {
        if (unit(random) >= simulation.leave_after_match) continue;
        arena.leave(id);
        if (unit(random) < 0.5) {
          events.push({now + 60'000 + static_cast<std::int64_t>(unit(random) * 60'000),
                       Event::Kind::join,
                       id,
                       {}});
        }
      }
    }
    const auto started = std::chrono::steady_clock::now();
    const auto pairings = arena.pair(now);
    call_us.push_back(
        std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - started)
            .count());
    ++figures.pair_calls;
    for (const ArenaPairing& pairing : pairings) {
      for (const auto& id : {pairing.first, pairing.second}) {
        const std::int64_t free_since = std::max(arena.find(id)->free_since_ms, kStartMs);
        waits.push_back(static_cast<double>(now - free_since) / 1000.0);
      }
      events.push({now + match_ms(random), Event::Kind::match_end, {}, pairing});
    }
  }
  for (const auto* player : arena.standings()) {
    if (!player->sheet.empty()) ++figures.players_who_played;
  }
  figures.winner_score = arena.standings().empty() ? 0 : arena.standings().front()->score;
  figures.wait_s = percentiles_of(waits);
  figures.pair_call_us = percentiles_of(call_us);
  figures.simulated_s = static_cast<double>(now) / 1000.0;
  return figures;
}

}  // namespace rockpool::bench
