#include "bench/server_bench.hpp"

#include <algorithm>
#include <deque>
#include <iostream>
#include <nlohmann/json.hpp>

#include "app/command_line.hpp"
#include "bench/cpu_clock.hpp"
#include "bench/load_player.hpp"
#include "bench/prometheus_scrape.hpp"

namespace rockpool::bench {

namespace {

using nlohmann::json;

struct PlaySettings {
  Endpoint endpoint;
  int rooms = 10;
  double duration_s = 10;
  std::string game = "fences";
  json options = json::object();
  int spectators = 0;
  double rate = 0;  // actions per second per room; 0: closed loop
  std::uint64_t seed = 1;
  bool public_rooms = false;  // private by default: a load should not fill the lobby
};

// One room of the load: two players and their spectators.
struct LoadRoom {
  std::unique_ptr<LoadPlayer> host, guest;
  std::vector<std::shared_ptr<LoadClient>> spectators;
  std::deque<Clock::time_point> due;  // open loop: actions scheduled and not yet sent
  int ready = 0;                      // players holding a snapshot
};

class PlayLoad {
 public:
  PlayLoad(PlaySettings settings) : settings_(std::move(settings)) {}

  json run();

 private:
  void open_room(LoadRoom& room, std::size_t index);
  std::shared_ptr<LoadClient> make_client(std::function<void(std::string_view)> on_frame);
  void maybe_act(LoadRoom& room);
  // Open loop: one timer walks the rooms in order of their due times (room i is due at
  // start + (k + i / rooms) / rate), so scheduling costs no timer per room.
  void schedule_next();
  void on_schedule();

  PlaySettings settings_;
  net::io_context io_;
  LoadStats stats_;
  std::vector<std::unique_ptr<LoadRoom>> rooms_;
  int rooms_ready_ = 0;
  std::unique_ptr<net::steady_timer> schedule_timer_;
  Clock::time_point schedule_start_;
  std::uint64_t scheduled_ = 0;  // actions scheduled so far, over all rooms in turn
  int connection_errors_ = 0;
  bool go_ = false;
  std::uint64_t spectator_frames_ = 0;
};

std::shared_ptr<LoadClient> PlayLoad::make_client(std::function<void(std::string_view)> on_frame) {
  auto client = std::make_shared<LoadClient>(io_, settings_.endpoint);
  client->on_frame = std::move(on_frame);
  client->on_close = [this](beast::error_code) {
    if (go_) ++connection_errors_;
  };
  return client;
}

void PlayLoad::maybe_act(LoadRoom& room) {
  if (!go_) return;
  for (LoadPlayer* player : {room.host.get(), room.guest.get()}) {
    if (!player || !player->can_act()) continue;
    if (settings_.rate <= 0) {
      player->act(Clock::now());
    } else if (!room.due.empty()) {
      player->act(room.due.front());  // measured from when it was due: no coordinated omission
      room.due.pop_front();
    }
  }
}

// The schedule is walked at most once a millisecond: actions due within it go out together, each
// still timed from its own due time, so a late send counts against the server, never for it.
constexpr auto kScheduleTick = std::chrono::milliseconds(1);

void PlayLoad::schedule_next() {
  const double interval = 1.0 / (settings_.rate * settings_.rooms);
  const auto due = schedule_start_ +
                   std::chrono::duration_cast<Clock::duration>(
                       std::chrono::duration<double>(interval * static_cast<double>(scheduled_)));
  schedule_timer_->expires_at(std::max(due, Clock::now() + kScheduleTick));
  schedule_timer_->async_wait([this](beast::error_code e) {
    if (!e) on_schedule();
  });
}

void PlayLoad::on_schedule() {
  if (!go_) return;
  const double interval = 1.0 / (settings_.rate * settings_.rooms);
  const auto now = Clock::now();
  for (;;) {
    const auto due = schedule_start_ +
                     std::chrono::duration_cast<Clock::duration>(
                         std::chrono::duration<double>(interval * static_cast<double>(scheduled_)));
    if (due > now) break;
    LoadRoom& room = *rooms_[scheduled_ % rooms_.size()];
    room.due.push_back(due);
    ++scheduled_;
    maybe_act(room);
  }
  schedule_next();
}

void PlayLoad::open_room(LoadRoom& room, std::size_t index) {
  auto on_ready = [this, &room] {
    if (++room.ready == 2) ++rooms_ready_;
  };
  auto host_client = make_client([this, &room](std::string_view frame) {
    room.host->take(frame);
    maybe_act(room);
  });
  room.host = std::make_unique<LoadPlayer>(host_client, stats_, settings_.seed * 7919 + index * 2);
  host_client->open([this, &room, index, on_ready] {
    room.host->request(
        {{"type", "hello"}, {"protocol", 1}, {"name", "load-host"}},
        [this, &room, index, on_ready](std::string_view, bool) {
          room.host->request(
              {{"type", "room.create"},
               {"game", settings_.game},
               {"options", settings_.options},
               {"public", settings_.public_rooms},
               {"first", "host"}},
              [this, &room, index, on_ready](std::string_view text, bool ok) {
                if (!ok) {
                  std::cerr << "rockpool bench server: room.create failed: " << text << "\n";
                  ++connection_errors_;
                  return;
                }
                on_ready();
                // A private room is joined by its invite code, a public one by its id.
                const json created = json::parse(text)["result"]["room"];
                const json door = settings_.public_rooms ? json{{"room", created["id"]}}
                                                         : json{{"code", created["invite"]}};
                auto guest_client = make_client([this, &room](std::string_view frame) {
                  room.guest->take(frame);
                  maybe_act(room);
                });
                room.guest = std::make_unique<LoadPlayer>(guest_client, stats_,
                                                          settings_.seed * 7919 + index * 2 + 1);
                json join = door;
                join["type"] = "room.join";
                guest_client->open([&room, join, on_ready] {
                  room.guest->request({{"type", "hello"}, {"protocol", 1}, {"name", "load-guest"}},
                                      [&room, join, on_ready](std::string_view, bool) {
                                        room.guest->request(join, [on_ready](std::string_view,
                                                                             bool) { on_ready(); });
                                      });
                });
                for (int s = 0; s < settings_.spectators; ++s) {
                  auto spectator = std::make_shared<LoadClient>(io_, settings_.endpoint);
                  spectator->on_frame = [this](std::string_view) { ++spectator_frames_; };
                  json watch = join;
                  watch["id"] = 2;
                  watch["as"] = "spectator";
                  spectator->open([spectator, watch] {
                    spectator->send(
                        json{{"type", "hello"}, {"id", 1}, {"protocol", 1}, {"name", "watcher"}}
                            .dump());
                    spectator->send(watch.dump());
                  });
                  room.spectators.push_back(spectator);
                }
              });
        });
  });
}

json PlayLoad::run() {
  for (int i = 0; i < settings_.rooms; ++i) {
    rooms_.push_back(std::make_unique<LoadRoom>());
    open_room(*rooms_.back(), static_cast<std::size_t>(i));
  }
  const auto setup_deadline = Clock::now() + std::chrono::seconds(120);
  while (rooms_ready_ < settings_.rooms && Clock::now() < setup_deadline &&
         connection_errors_ == 0) {
    io_.run_for(std::chrono::milliseconds(50));
  }
  if (rooms_ready_ < settings_.rooms) {
    return {{"error", "only " + std::to_string(rooms_ready_) + " of " +
                          std::to_string(settings_.rooms) + " rooms could be set up"}};
  }
  io_.run_for(std::chrono::milliseconds(200));  // the spectators' snapshots

  const auto before = scrape_metrics(settings_.endpoint);
  const double tool_cpu_start = process_cpu_seconds();
  const auto start = Clock::now();
  stats_.recording = true;
  go_ = true;
  if (settings_.rate > 0) {
    schedule_timer_ = std::make_unique<net::steady_timer>(io_);
    schedule_start_ = start;
    schedule_next();
  } else {
    for (auto& room : rooms_)
      maybe_act(*room);
  }
  io_.run_for(std::chrono::duration_cast<Clock::duration>(
      std::chrono::duration<double>(settings_.duration_s)));
  stats_.recording = false;
  go_ = false;
  const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
  const double tool_cpu = process_cpu_seconds() - tool_cpu_start;
  io_.run_for(std::chrono::milliseconds(300));  // let replies in flight land
  const auto after = scrape_metrics(settings_.endpoint);

  auto& rtt = stats_.rtt_ms;
  std::sort(rtt.begin(), rtt.end());
  auto percentile = [&](double p) -> double {
    if (rtt.empty()) return 0;
    return rtt[std::min(rtt.size() - 1,
                        static_cast<std::size_t>(p * static_cast<double>(rtt.size())))];
  };
  const double server_actions =
      after.at("rockpool_actions_total") - before.at("rockpool_actions_total");
  const double actions = static_cast<double>(stats_.actions);
  const double per_action = server_actions > 0 ? server_actions : 1;
  for (auto& room : rooms_) {
    room->host->client()->close();
    room->guest->client()->close();
    for (auto& spectator : room->spectators)
      spectator->close();
  }
  return {{"game", settings_.game},
          {"rooms", settings_.rooms},
          {"spectators_per_room", settings_.spectators},
          {"mode", settings_.rate > 0 ? "open" : "closed"},
          {"rate_per_room", settings_.rate},
          {"seconds", elapsed},
          {"actions", stats_.actions},
          {"actions_per_s", actions / elapsed},
          {"rtt_ms",
           {{"p50", percentile(0.50)},
            {"p90", percentile(0.90)},
            {"p99", percentile(0.99)},
            {"max", rtt.empty() ? 0.0 : static_cast<double>(rtt.back())}}},
          {"errors", stats_.errors + static_cast<std::uint64_t>(connection_errors_)},
          {"matches_finished", stats_.matches_finished},
          {"server_cpu_us_per_action",
           (after.at("process_cpu_seconds_total") - before.at("process_cpu_seconds_total")) * 1e6 /
               per_action},
          {"tool_cpu_us_per_action", tool_cpu * 1e6 / std::max(actions, 1.0)},
          {"bytes_out_per_action",
           (after.at("rockpool_bytes_out_total") - before.at("rockpool_bytes_out_total")) /
               per_action}};
}

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

}  // namespace

int run_server_bench(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  app::CommandLine command(
      args,
      {"url", "rooms", "duration", "game", "spectators", "rate", "idle", "hold", "options", "seed"},
      {"public"});
  PlaySettings settings;
  settings.rooms = static_cast<int>(command.integer("rooms", 10, 1, 20000));
  settings.duration_s = static_cast<double>(command.integer("duration", 10, 1, 3600));
  settings.spectators = static_cast<int>(command.integer("spectators", 0, 0, 100));
  settings.rate = static_cast<double>(command.integer("rate", 0, 0, 1000));
  settings.seed = static_cast<std::uint64_t>(command.integer("seed", 1, 0, 1LL << 40));
  const int idle = static_cast<int>(command.integer("idle", 0, 0, 100000));
  const double hold = static_cast<double>(command.integer("hold", 10, 1, 3600));
  settings.game = command.get_or("game", "fences");
  settings.public_rooms = command.has("public");
  if (command.error()) {
    err << "rockpool bench server: " << *command.error() << "\n";
    return 2;
  }
  if (!parse_ws_url(command.get_or("url", ""), settings.endpoint)) {
    err << "rockpool bench server: --url must be ws://HOST:PORT/ws\n";
    return 2;
  }
  settings.options = json::parse(command.get_or("options", "{}"), nullptr, false);
  if (!settings.options.is_object()) {
    err << "rockpool bench server: --options must be a JSON object\n";
    return 2;
  }
  try {
    json report = idle > 0 ? run_idle(settings.endpoint, idle, hold) : PlayLoad(settings).run();
    out << report.dump(2) << "\n";
    return report.contains("error") ? 1 : 0;
  } catch (const std::exception& error) {
    err << "rockpool bench server: " << error.what() << "\n";
    return 1;
  }
}

}  // namespace rockpool::bench
