#include "bench/idle_load.hpp"

#include <algorithm>
#include <functional>
#include <memory>
#include <vector>

#include "bench/load_seat.hpp"
#include "bench/prometheus_scrape.hpp"

namespace rockpool::bench {

using nlohmann::json;

json run_idle(const Endpoint& endpoint, int connections, double hold_s) {
  net::io_context io;
  std::vector<std::shared_ptr<LoadClient>> clients;
  int ready = 0, failed = 0, started = 0;
  constexpr int kConcurrentOpens = 256;
  const auto before = scrape_metrics(endpoint);
  std::function<void()> open_next = [&] {
    if (started >= connections) return;
    ++started;
    auto client = std::make_shared<LoadClient>(io, endpoint);
    client->on_frame = [&, client](std::string_view) {
      if (++ready <= connections) open_next();
      client->on_frame = nullptr;
    };
    client->on_close = [&](beast::error_code) {
      ++failed;
      open_next();
    };
    client->open(
        [client] { client->send(R"({"type":"hello","id":1,"protocol":1,"name":"idle"})"); });
    clients.push_back(client);
  };
  for (int i = 0; i < std::min(kConcurrentOpens, connections); ++i)
    open_next();
  const auto deadline = Clock::now() + std::chrono::seconds(300);
  while (ready + failed < connections && Clock::now() < deadline)
    io.run_for(std::chrono::milliseconds(50));
  io.run_for(std::chrono::milliseconds(500));
  const auto held = scrape_metrics(endpoint);
  const auto hold_start = Clock::now();
  io.run_for(std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(hold_s)));
  const double hold = std::chrono::duration<double>(Clock::now() - hold_start).count();
  const auto after = scrape_metrics(endpoint);
  for (auto& client : clients)
    client->close();
  const double rss_growth =
      held.at("process_resident_memory_bytes") - before.at("process_resident_memory_bytes");
  return {{"connections", ready},
          {"failed", failed},
          {"server_connections_gauge", held.at("rockpool_connections")},
          {"server_rss_kib", held.at("process_resident_memory_bytes") / 1024},
          {"server_rss_kib_per_connection", ready ? rss_growth / 1024 / ready : 0},
          {"hold_s", hold},
          {"server_idle_cpu_percent",
           (after.at("process_cpu_seconds_total") - held.at("process_cpu_seconds_total")) / hold *
               100}};
}

}  // namespace rockpool::bench
