#include "bench/floor/floor_counters.hpp"

#include <sys/resource.h>
#include <unistd.h>

#include <fstream>
#include <sstream>

namespace rockpool::bench::floor_relay {

namespace {

double cpu_seconds() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  auto seconds = [](const timeval& t) {
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) * 1e-6;
  };
  return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

double resident_bytes() {
  // /proc/self/statm: total and resident size, in pages.
  std::ifstream statm("/proc/self/statm");
  double total = 0, resident = 0;
  statm >> total >> resident;
  return resident * static_cast<double>(sysconf(_SC_PAGESIZE));
}

void metric(std::ostringstream& out, const char* name, const char* type, double value) {
  out << "# TYPE " << name << " " << type << "\n" << name << " " << value << "\n";
}

}  // namespace

std::string FloorCounters::render() const {
  std::ostringstream out;
  out.precision(15);
  metric(out, "process_cpu_seconds_total", "counter", cpu_seconds());
  metric(out, "process_resident_memory_bytes", "gauge", resident_bytes());
  metric(out, "rockpool_connections", "gauge", static_cast<double>(connections));
  metric(out, "rockpool_connections_total", "counter", static_cast<double>(connections_total));
  metric(out, "rockpool_actions_total", "counter", static_cast<double>(actions_total));
  metric(out, "rockpool_frames_in_total", "counter", static_cast<double>(frames_in_total));
  metric(out, "rockpool_bytes_out_total", "counter", static_cast<double>(bytes_out_total));
  return out.str();
}

}  // namespace rockpool::bench::floor_relay
