#include "bench/pairing_simulation.hpp"

#include <random>
#include <vector>

#include "server/lobby/matchmaker.hpp"
#include "server/lobby/seek_pool.hpp"

namespace rockpool::bench {

using server::SeekPool;

PairingFigures simulate_pairing(const PairingSimulation& simulation) {
  const server::PoolKey pool{"fences", 300'000, 2'000, true};
  const std::int64_t tick_ms =
      std::chrono::duration_cast<std::chrono::milliseconds>(server::Matchmaker::kTick).count();
  std::mt19937_64 random(simulation.seed);
  std::exponential_distribution<double> between_arrivals_s(simulation.rate);
  std::normal_distribution<double> rating(simulation.mean_rating, simulation.rating_spread);

  SeekPool seeks;
  std::vector<double> waits, gaps;
  waits.reserve(static_cast<std::size_t>(simulation.seekers));
  const auto take = [&](std::int64_t now_ms) {
    for (const server::Pairing& pairing : seeks.pair(now_ms)) {
      waits.push_back(static_cast<double>(now_ms - pairing.first.arrived_ms) / 1000.0);
      waits.push_back(static_cast<double>(now_ms - pairing.second.arrived_ms) / 1000.0);
      gaps.push_back(pairing.gap());
    }
  };

  double arrival_s = 0;
  std::int64_t next_tick_ms = tick_ms;
  for (int i = 0; i < simulation.seekers; ++i) {
    arrival_s += between_arrivals_s(random);
    const auto arrival_ms = static_cast<std::int64_t>(arrival_s * 1000.0);
    for (; next_tick_ms <= arrival_ms; next_tick_ms += tick_ms)
      take(next_tick_ms);
    const std::string name = "s" + std::to_string(i);
    seeks.add(pool, {name, name, true, rating(random), "", arrival_ms});
    take(arrival_ms);
  }
  // Arrivals stop: the ticks go on until anyone may take anyone.
  const std::int64_t last_ms = static_cast<std::int64_t>(arrival_s * 1000.0);
  for (; next_tick_ms <= last_ms + SeekPool::kUnlimitedAfterMs + tick_ms; next_tick_ms += tick_ms)
    take(next_tick_ms);

  PairingFigures figures;
  figures.paired = static_cast<int>(waits.size());
  figures.never_paired = static_cast<int>(seeks.size());
  figures.wait_s = percentiles_of(waits);
  figures.rating_gap = percentiles_of(gaps);
  figures.simulated_s = static_cast<double>(next_tick_ms - tick_ms) / 1000.0;
  return figures;
}

}  // namespace rockpool::bench
