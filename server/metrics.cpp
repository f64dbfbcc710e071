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
  write_metric(out, "process_cpu_seconds_total", "counter", "User and system CPU time spent.",
               process.cpu_seconds);
  write_metric(out, "process_resident_memory_bytes", "gauge", "Resident memory size in bytes.",
               process.resident_bytes);
  write_metric(out, "process_open_fds", "gauge", "Open file descriptors.", process.open_fds);
  write_metric(out, "process_start_time_seconds", "gauge", "Start time since the epoch.",
               process.start_time_seconds);
  write_metric(out, "rockpool_connections", "gauge", "Open WebSocket connections.",
               static_cast<double>(connections.load()));
  write_metric(out, "rockpool_connections_total", "counter", "WebSocket connections accepted.",
               static_cast<double>(connections_total.load()));
  write_metric(out, "rockpool_rooms", "gauge", "Open rooms.", static_cast<double>(rooms.load()));
  write_metric(out, "rockpool_live_matches", "gauge", "Matches in progress.",
               static_cast<double>(live_matches.load()));
  write_metric(out, "rockpool_store_reads_waiting", "gauge",
               "History requests waiting for a store reader.",
               static_cast<double>(store_reads_waiting.load()));
  write_metric(out, "rockpool_actions_total", "counter", "Actions applied.",
               static_cast<double>(actions_total.load()));
  write_metric(out, "rockpool_frames_in_total", "counter", "WebSocket messages received.",
               static_cast<double>(frames_in_total.load()));
  write_metric(out, "rockpool_frames_out_total", "counter", "WebSocket messages sent.",
               static_cast<double>(frames_out_total.load()));
  write_metric(out, "rockpool_bytes_out_total", "counter", "WebSocket payload bytes sent.",
               static_cast<double>(bytes_out_total.load()));
  write_metric(out, "rockpool_http_requests_total", "counter", "HTTP requests answered.",
               static_cast<double>(http_requests_total.load()));
  write_metric(out, "rockpool_connections_refused_total", "counter",
               "TCP connections answered 503 because the connection cap was reached.",
               static_cast<double>(connections_refused_total.load()));
  write_metric(out, "rockpool_push_sent_total", "counter",
               "Push messages a push service accepted (2xx).",
               static_cast<double>(push_sent_total.load()));
  write_metric(out, "rockpool_push_failed_total", "counter",
               "Push messages that failed: no connection, a timeout or an error answer.",
               static_cast<double>(push_failed_total.load()));
  write_metric(out, "rockpool_push_dropped_total", "counter",
               "Turn notices dropped, unsent, because too many waited to be sent.",
               static_cast<double>(push_dropped_total.load()));
  write_metric(out, "rockpool_push_gone_total", "counter",
               "Push subscriptions forgotten because their push service answered 404 or 410.",
               static_cast<double>(push_gone_total.load()));
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
