#include "server/bots/bot_metrics.hpp"

namespace rockpool::server {

void BotMetrics::observe_search(double think_seconds, std::int64_t iterations, double run_seconds) {
  std::size_t bucket = 0;
  while (bucket < kBuckets.size() && think_seconds > kBuckets[bucket])
    ++bucket;
  buckets_[bucket].fetch_add(1, std::memory_order_relaxed);
  observed_.fetch_add(1, std::memory_order_relaxed);
  think_nanos_.fetch_add(static_cast<std::uint64_t>(think_seconds * 1e9),
                         std::memory_order_relaxed);
  iterations_.fetch_add(static_cast<std::uint64_t>(iterations), std::memory_order_relaxed);
  run_nanos_.fetch_add(static_cast<std::uint64_t>(run_seconds * 1e9), std::memory_order_relaxed);
}

void BotMetrics::render(std::ostringstream& out) const {
  out << "# HELP rockpool_bot_queue Bot searches on the bot pool, waiting or running.\n"
         "# TYPE rockpool_bot_queue gauge\n"
      << "rockpool_bot_queue " << queue.load() << "\n";
  out << "# HELP rockpool_bot_searches_total Bot searches started.\n"
         "# TYPE rockpool_bot_searches_total counter\n"
      << "rockpool_bot_searches_total " << searches_total.load() << "\n";
  out << "# HELP rockpool_bot_searches_cancelled_total Bot searches called off: the position "
         "changed, the room closed or the server drained.\n"
         "# TYPE rockpool_bot_searches_cancelled_total counter\n"
      << "rockpool_bot_searches_cancelled_total " << cancelled_total.load() << "\n";
  out << "# HELP rockpool_bot_searches_rescued_total Bot answers found by a short search at "
         "normal priority: the bot threads got no time before the answer was due.\n"
         "# TYPE rockpool_bot_searches_rescued_total counter\n"
      << "rockpool_bot_searches_rescued_total " << rescued_total.load() << "\n";
  out << "# HELP rockpool_bot_iterations_total Tree search iterations run by bots.\n"
         "# TYPE rockpool_bot_iterations_total counter\n"
      << "rockpool_bot_iterations_total " << iterations_.load() << "\n";
  out << "# HELP rockpool_bot_search_seconds_total Time bot searches spent running.\n"
         "# TYPE rockpool_bot_search_seconds_total counter\n"
      << "rockpool_bot_search_seconds_total " << static_cast<double>(run_nanos_.load()) * 1e-9
      << "\n";
  const double run_seconds = static_cast<double>(run_nanos_.load()) * 1e-9;
  out << "# HELP rockpool_bot_iterations_per_second Iterations per second of running search, "
         "since the start.\n"
         "# TYPE rockpool_bot_iterations_per_second gauge\n"
      << "rockpool_bot_iterations_per_second "
      << (run_seconds > 0 ? static_cast<double>(iterations_.load()) / run_seconds : 0.0) << "\n";
  out << "# HELP rockpool_bot_think_seconds Time from a bot's turn to its answer.\n"
         "# TYPE rockpool_bot_think_seconds histogram\n";
  std::uint64_t cumulative = 0;
  for (std::size_t i = 0; i < kBuckets.size(); ++i) {
    cumulative += buckets_[i].load();
    out << "rockpool_bot_think_seconds_bucket{le=\"" << kBuckets[i] << "\"} " << cumulative << "\n";
  }
  cumulative += buckets_[kBuckets.size()].load();
  out << "rockpool_bot_think_seconds_bucket{le=\"+Inf\"} " << cumulative << "\n"
      << "rockpool_bot_think_seconds_sum " << static_cast<double>(think_nanos_.load()) * 1e-9
      << "\nrockpool_bot_think_seconds_count " << observed_.load() << "\n";
}

}  // namespace rockpool::server
