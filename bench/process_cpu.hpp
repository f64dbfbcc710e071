#pragma once
// Another process's user and system CPU time, from /proc/PID/stat: the load tool reads the
// server's at the edges of its measured window, so the split is exact to the window.

#include <optional>

namespace rockpool::bench {

struct ProcessCpu {
  double user_s = 0;
  double system_s = 0;
};

std::optional<ProcessCpu> read_process_cpu(int pid);

}  // namespace rockpool::bench
