#pragma once
// A child process for tests that need the real binary (signals, exit codes): started with its
// standard output on a pipe, always killed and reaped when the test ends.

#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace rockpool::tests {

class ChildProcess {
 public:
  explicit ChildProcess(const std::vector<std::string>& argv,
                        const std::vector<std::string>& environment = {});
  ~ChildProcess();

  // Reads standard output until a line contains `needle`; returns that line.
  std::optional<std::string> wait_for_line(const std::string& needle,
                                           std::chrono::milliseconds wait);
  void signal(int number);
  // Waits for the exit; returns the exit code (or 128 + signal), or nothing within the wait.
  std::optional<int> wait_exit(std::chrono::milliseconds wait);
  int pid() const { return pid_; }

 private:
  int pid_ = -1;
  int out_ = -1;
  std::string pending_;
  bool exited_ = false;
};

// The port in "http://host:PORT/" within a line.
int port_in(const std::string& line);

}  // namespace rockpool::tests
