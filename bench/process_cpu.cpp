#include "bench/process_cpu.hpp"

#include <unistd.h>

#include <fstream>
#include <iterator>
#include <sstream>
#include <string>

namespace rockpool::bench {

std::optional<ProcessCpu> read_process_cpu(int pid) {
  if (pid <= 0) return std::nullopt;
  std::ifstream file("/proc/" + std::to_string(pid) + "/stat");
  const std::string stat((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  // The command name may hold spaces: the fields counted here start after its last ')', with
  // field 3 (the state); utime and stime are fields 14 and 15, in clock ticks.
  const auto close = stat.rfind(')');
  if (close == std::string::npos) return std::nullopt;
  std::istringstream fields(stat.substr(close + 1));
  std::string skip;
  for (int field = 3; field < 14; ++field)
    fields >> skip;
  unsigned long long utime = 0, stime = 0;
  if (!(fields >> utime >> stime)) return std::nullopt;
  const double ticks = static_cast<double>(sysconf(_SC_CLK_TCK));
  return ProcessCpu{static_cast<double>(utime) / ticks, static_cast<double>(stime) / ticks};
}

}  // namespace rockpool::bench
