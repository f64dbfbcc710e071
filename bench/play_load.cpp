#include "bench/play_load.hpp"

#include <algorithm>
#include <iostream>

#include "bench/cpu_clock.hpp"
#include "bench/process_cpu.hpp"
#include "bench/prometheus_scrape.hpp"

namespace rockpool::bench {

namespace {

using nlohmann::json;

// The schedule is walked at most every 200 µs: actions due within it go out together, each
// still timed from its own due time, so a late send counts against the server, never for it.
constexpr auto kScheduleTick = std::chrono::microseconds(200);

// Above this share of a core the load tool itself may be what limits the load.
constexpr double kToolBusy = 0.9;

json percentiles(std::vector<float>& samples) {
  std::sort(samples.begin(), samples.end());
  auto at = [&](double p) -> double {
    if (samples.empty()) return 0;
    return samples[std::min(samples.size() - 1,
                            static_cast<std::size_t>(p * static_cast<double>(samples.size())))];
  };
  return {{"p50", at(0.50)},
          {"p90", at(0.90)},
          {"p99", at(0.99)},
          {"max", samples.empty() ? 0.0 : static_cast<double>(samples.back())}};
}

}  // namespace

std::shared_ptr<LoadClient> PlayLoad::make_client(LoadRoom& room, bool host) {
  auto client = std::make_shared<LoadClient>(io_, room.endpoint);
  client->on_frame = [this, &room, host](std::string_view frame) {
    (host ? room.host : room.guest)->take(frame);
    maybe_act(room);
  };
  client->on_close = [this](beast::error_code) {
    if (go_) ++connection_errors_;
  };
  return client;
}

void PlayLoad::seat_ready(LoadRoom& room) {
  if (++room.ready == 2) ++rooms_ready_;
}

void PlayLoad::maybe_act(LoadRoom& room) {
  if (!go_) return;
  for (LoadSeat* seat : {room.host.get(), room.guest.get()}) {
    if (!seat || !seat->can_act()) continue;
    if (settings_.rate <= 0 || room.against_bot) {
      seat->act(Clock::now());
    } else if (!room.due.empty()) {
      const Clock::time_point due = room.due.front();
      room.due.pop_front();
      seat->act(due);  // measured from when it was due: no coordinated omission
      if (stats_.recording) {
        stats_.send_delay_ms.push_back(
            std::chrono::duration<float, std::milli>(Clock::now() - due).count());
      }
    }
  }
}

Clock::time_point PlayLoad::due_time(std::uint64_t k) const {
  const double interval = 1.0 / (settings_.rate * settings_.rooms);
  return schedule_start_ + std::chrono::duration_cast<Clock::duration>(
                               std::chrono::duration<double>(interval * static_cast<double>(k)));
}

void PlayLoad::schedule_next() {
  schedule_timer_->expires_at(std::max(due_time(scheduled_), Clock::now() + kScheduleTick));
  schedule_timer_->async_wait([this](beast::error_code e) {
    if (!e) on_schedule();
  });
}

void PlayLoad::on_schedule() {
  if (!go_) return;
  const auto now = Clock::now();
  for (Clock::time_point due = due_time(scheduled_); due <= now; due = due_time(scheduled_)) {
    LoadRoom& room = *rooms_[scheduled_ % rooms_.size()];
    room.due.push_back(due);
    ++scheduled_;
    maybe_act(room);
  }
  schedule_next();
}

json PlayLoad::run() {
  for (int i = 0; i < settings_.rooms; ++i) {
    rooms_.push_back(std::make_unique<LoadRoom>());
    rooms_.back()->endpoint = settings_.endpoint;
    if (settings_.pin_rooms) rooms_.back()->endpoint.path += "?room=load-" + std::to_string(i);
    if (settings_.target == Target::floor) {
      open_floor_room(*rooms_.back(), static_cast<std::size_t>(i));
    } else {
      open_rockpool_room(*rooms_.back(), static_cast<std::size_t>(i));
    }
  }
  for (int i = 0; i < settings_.bot_matches; ++i) {
    bot_rooms_.push_back(std::make_unique<LoadRoom>());
    bot_rooms_.back()->endpoint = settings_.endpoint;
    open_bot_room(*bot_rooms_.back(), static_cast<std::size_t>(i));
  }
  const auto setup_deadline = Clock::now() + std::chrono::seconds(120);
  auto all_ready = [this] {
    return rooms_ready_ == settings_.rooms && bot_rooms_ready_ == settings_.bot_matches;
  };
  while (!all_ready() && Clock::now() < setup_deadline && connection_errors_ == 0) {
    io_.run_for(std::chrono::milliseconds(50));
  }
  if (!all_ready()) {
    return {{"error", "only " + std::to_string(rooms_ready_) + " of " +
                          std::to_string(settings_.rooms) + " rooms and " +
                          std::to_string(bot_rooms_ready_) + " of " +
                          std::to_string(settings_.bot_matches) + " bot matches could be set up"}};
  }
  io_.run_for(std::chrono::milliseconds(200));  // the spectators' snapshots

  const auto before = scrape_metrics(settings_.endpoint);
  const auto server_before = read_process_cpu(settings_.server_pid);
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
  for (auto& room : bot_rooms_)
    maybe_act(*room);
  io_.run_for(std::chrono::duration_cast<Clock::duration>(
      std::chrono::duration<double>(settings_.duration_s)));
  stats_.recording = false;
  go_ = false;
  const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
  const double tool_cpu = process_cpu_seconds() - tool_cpu_start;
  io_.run_for(std::chrono::milliseconds(300));  // let replies in flight land
  // The server's CPU is read inside the window of the two scrapes, and covers every action.
  const auto server_after = read_process_cpu(settings_.server_pid);
  const auto after = scrape_metrics(settings_.endpoint);

  auto delta = [&](const char* name) { return after.at(name) - before.at(name); };
  const double server_actions = delta("rockpool_actions_total");
  const double actions = static_cast<double>(stats_.actions);
  const double per_action = server_actions > 0 ? server_actions : 1;
  for (auto& room : rooms_) {
    room->host->client()->close();
    room->guest->client()->close();
    for (auto& spectator : room->spectators)
      spectator->close();
  }
  for (auto& room : bot_rooms_)
    room->host->client()->close();
  const double tool_busy = tool_cpu / elapsed;
  json report = {{"target", settings_.target == Target::floor ? "floor" : "rockpool"},
                 {"game", settings_.game},
                 {"rooms", settings_.rooms},
                 {"spectators_per_room", settings_.spectators},
                 {"mode", settings_.rate > 0 ? "open" : "closed"},
                 {"rate_per_room", settings_.rate},
                 {"seconds", elapsed},
                 {"actions", stats_.actions},
                 {"actions_per_s", actions / elapsed},
                 {"rtt_ms", percentiles(stats_.rtt_ms)},
                 {"errors", stats_.errors + static_cast<std::uint64_t>(connection_errors_)},
                 {"matches_finished", stats_.matches_finished},
                 {"tool_cpu_us_per_action", tool_cpu * 1e6 / std::max(actions, 1.0)},
                 {"tool_cpu_percent", tool_busy * 100}};
  // Behind a cluster's proxy each scrape reaches some node: its figures are not the load's.
  if (!settings_.pin_rooms) {
    report["server_cpu_us_per_action"] = delta("process_cpu_seconds_total") * 1e6 / per_action;
    report["bytes_out_per_action"] = delta("rockpool_bytes_out_total") / per_action;
  }
  if (settings_.rate > 0) report["send_delay_ms"] = percentiles(stats_.send_delay_ms);
  if (settings_.bot_matches > 0) report["bot_matches"] = bot_report(before, after);
  if (server_before && server_after) {
    report["server_user_us_per_action"] =
        (server_after->user_s - server_before->user_s) * 1e6 / per_action;
    report["server_sys_us_per_action"] =
        (server_after->system_s - server_before->system_s) * 1e6 / per_action;
  }
  if (tool_busy > kToolBusy) {
    std::cerr << "rockpool bench server: the load tool was busy "
              << static_cast<int>(tool_busy * 100)
              << "% of the time: it may be what limits this load, not the server\n";
  }
  return report;
}

}  // namespace rockpool::bench
