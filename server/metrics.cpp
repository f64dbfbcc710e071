#include "server/metrics.hpp"

#include <dirent.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>

namespace rockpool::server {

namespace {

struct ProcessFigures {
  double cpu_seconds = 0;
  double resident_bytes = 0;
  double open_fds = 0;
  double start_time_seconds = 0;
};

ProcessFigures read_process() {
  ProcessFigures figures;
  std::ifstream stat("/proc/self/stat");
  std::string content((std::istreambuf_iterator<char>(stat)), std::istreambuf_iterator<char>());
  // Fields after the command name (which may hold spaces) start after the last ')'.
  const auto close = content.rfind(')');
  if (close != std::string::npos) {
    std::istringstream fields(content.substr(close + 2));
    std::string field;
    unsigned long long utime = 0, stime = 0, start = 0, rss_pages = 0;
    for (int index = 3; fields >> field; ++index) {
      if (index == 14) utime = std::stoull(field);
      if (index == 15) stime = std::stoull(field);
      if (index == 22) start = std::stoull(field);
      if (index == 24) {
        rss_pages = std::stoull(field);
        break;
      }
    }
    const double ticks = static_cast<double>(sysconf(_SC_CLK_TCK));
    figures.cpu_seconds = static_cast<double>(utime + stime) / ticks;
    figures.resident_bytes =
        static_cast<double>(rss_pages) * static_cast<double>(sysconf(_SC_PAGESIZE));
    std::ifstream uptime_file("/proc/uptime");
    double uptime = 0;
    uptime_file >> uptime;
    const double now =
        std::chrono::duration<double>(std::chrono::system_clock::now().time_since_epoch()).count();
    figures.start_time_seconds = now - uptime + static_cast<double>(start) / ticks;
  }
  if (DIR* dir = opendir("/proc/self/fd")) {
    while (readdir(dir))
      figures.open_fds += 1;
    closedir(dir);
    figures.open_fds -= 3;  // ".", ".." and the directory itself
  }
  return figures;
}

// A counter or gauge, with its value read for one rendering.
struct Figure {
  const char* name;
  const char* type;
  const char* help;
  double value;
};

template <typename Count>
double loaded(const std::atomic<Count>& count) {
  return static_cast<double>(count.load());
}

}  // namespace

void Metrics::count_error(const std::string& code) {
  std::lock_guard lock(errors_mutex_);
  ++errors_[code];
}

void Metrics::observe_action_seconds(double seconds) {
  action_seconds_.observe(seconds);
}

std::string Metrics::render() const {
  std::ostringstream out;
  out.precision(12);
  const ProcessFigures process = read_process();
  // The counters and gauges, in the order they are listed.
  const Figure figures[] = {
      {"process_cpu_seconds_total", "counter", "User and system CPU time spent.",
       process.cpu_seconds},
      {"process_resident_memory_bytes", "gauge", "Resident memory size in bytes.",
       process.resident_bytes},
      {"process_open_fds", "gauge", "Open file descriptors.", process.open_fds},
      {"process_start_time_seconds", "gauge", "Start time since the epoch.",
       process.start_time_seconds},
      {"rockpool_connections", "gauge", "Open WebSocket connections.", loaded(connections)},
      {"rockpool_connections_total", "counter", "WebSocket connections accepted.",
       loaded(connections_total)},
      {"rockpool_rooms", "gauge", "Open rooms.", loaded(rooms)},
      {"rockpool_live_matches", "gauge", "Matches in progress.", loaded(live_matches)},
      {"rockpool_store_reads_waiting", "gauge", "History requests waiting for a store reader.",
       loaded(store_reads_waiting)},
      {"rockpool_actions_total", "counter", "Actions applied.", loaded(actions_total)},
      {"rockpool_frames_in_total", "counter", "WebSocket messages received.",
       loaded(frames_in_total)},
      {"rockpool_frames_out_total", "counter", "WebSocket messages sent.",
       loaded(frames_out_total)},
      {"rockpool_bytes_out_total", "counter", "WebSocket payload bytes sent.",
       loaded(bytes_out_total)},
      {"rockpool_http_requests_total", "counter", "HTTP requests answered.",
       loaded(http_requests_total)},
      {"rockpool_connections_refused_total", "counter",
       "TCP connections answered 503 because the connection cap was reached.",
       loaded(connections_refused_total)},
      {"rockpool_push_sent_total", "counter", "Push messages a push service accepted (2xx).",
       loaded(push_sent_total)},
      {"rockpool_push_failed_total", "counter",
       "Push messages that failed: no connection, a timeout or an error answer.",
       loaded(push_failed_total)},
      {"rockpool_push_dropped_total", "counter",
       "Turn notices dropped, unsent, because too many waited to be sent.",
       loaded(push_dropped_total)},
      {"rockpool_push_gone_total", "counter",
       "Push subscriptions forgotten because their push service answered 404 or 410.",
       loaded(push_gone_total)},
  };
  for (const Figure& figure : figures)
    write_metric(out, figure.name, figure.type, figure.help, figure.value);
  out << "# HELP rockpool_errors_total Errors answered, by code.\n"
         "# TYPE rockpool_errors_total counter\n";
  {
    std::lock_guard lock(errors_mutex_);
    for (const auto& [code, count] : errors_) {
      out << "rockpool_errors_total{code=\"" << code << "\"} " << count << "\n";
    }
  }
  action_seconds_.write(out, "rockpool_action_seconds",
                        "Time from reading an action to queueing its updates.");
  bots.render(out);
  return out.str();
}

}  // namespace rockpool::server
