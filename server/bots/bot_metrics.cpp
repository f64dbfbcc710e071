#include "server/bots/bot_metrics.hpp"

namespace rockpool::server {

void BotMetrics::observe_search(double think_seconds, std::int64_t iterations, double run_seconds) {
  think_seconds_.observe(think_seconds);
  iterations_.fetch_add(static_cast<std::uint64_t>(iterations), std::memory_order_relaxed);
  run_nanos_.fetch_add(static_cast<std::uint64_t>(run_seconds * 1e9), std::memory_order_relaxed);
}

void BotMetrics::render(std::ostream& out) const {
  write_metric(out, "rockpool_bot_queue", "gauge",
               "Bot searches on the bot pool, waiting or running.", queue.load());
  write_metric(out, "rockpool_bot_searches_total", "counter", "Bot searches started.",
               searches_total.load());
  write_metric(out, "rockpool_bot_searches_cancelled_total", "counter",
               "Bot searches called off: the position changed, the room closed or the server "
               "drained.",
               cancelled_total.load());
  write_metric(out, "rockpool_bot_searches_rescued_total", "counter",
               "Bot answers found by a short search at normal priority: the bot threads got no "
               "time before the answer was due.",
               rescued_total.load());
  write_metric(out, "rockpool_bot_iterations_total", "counter",
               "Tree search iterations run by bots.", iterations_.load());
  const double run_seconds = static_cast<double>(run_nanos_.load()) * 1e-9;
  write_metric(out, "rockpool_bot_search_seconds_total", "counter",
               "Time bot searches spent running.", run_seconds);
  write_metric(out, "rockpool_bot_iterations_per_second", "gauge",
               "Iterations per second of running search, since the start.",
               run_seconds > 0 ? static_cast<double>(iterations_.load()) / run_seconds : 0.0);
  think_seconds_.write(out, "rockpool_bot_think_seconds", "Time from a bot's turn to its answer.");
}

}  // namespace rockpool::server
