#include "tests/server/child_process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <stdexcept>
#include <string_view>
#include <thread>

namespace rockpool::tests {

ChildProcess::ChildProcess(const std::vector<std::string>& argv,
                           const std::vector<std::string>& environment) {
  // Everything is built before fork: the child of a threaded process may not allocate. The
  // binary sees only the ROCKPOOL_* settings the test gives it, since it refuses unknown ones
  // and the test runner's own (ROCKPOOL_CONFORMANCE_SHARE) would otherwise reach it.
  std::vector<char*> args;
  for (const auto& arg : argv)
    args.push_back(const_cast<char*>(arg.c_str()));
  args.push_back(nullptr);
  std::vector<char*> env;
  for (char** variable = environ; *variable; ++variable) {
    const std::string_view text(*variable);
    const std::string_view name = text.substr(0, text.find('='));
    const bool given = std::any_of(environment.begin(), environment.end(), [&](const auto& v) {
      return std::string_view(v).substr(0, v.find('=')) == name;
    });
    if (!text.starts_with("ROCKPOOL_") && !given) env.push_back(*variable);
  }
  for (const auto& variable : environment)
    env.push_back(const_cast<char*>(variable.c_str()));
  env.push_back(nullptr);
  int pipe_fds[2];
  if (pipe(pipe_fds) != 0) throw std::runtime_error("pipe failed");
  pid_ = fork();
  if (pid_ < 0) throw std::runtime_error("fork failed");
  if (pid_ == 0) {
    // A test process that dies (an assertion failing in a thread ends it) takes the child
    // along: left running, it would hold the runner's output pipe open until its timeout.
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    dup2(pipe_fds[1], 1);
    close(pipe_fds[0]);
    close(pipe_fds[1]);
    execve(args[0], args.data(), env.data());
    _exit(127);
  }
  close(pipe_fds[1]);
  out_ = pipe_fds[0];
  fcntl(out_, F_SETFL, O_NONBLOCK);
}

ChildProcess::~ChildProcess() {
  if (!exited_ && pid_ > 0) {
    kill(pid_, SIGKILL);
    waitpid(pid_, nullptr, 0);
  }
  if (out_ >= 0) close(out_);
}

std::optional<std::string> ChildProcess::wait_for_line(const std::string& needle,
                                                       std::chrono::milliseconds wait) {
  const auto deadline = std::chrono::steady_clock::now() + wait;
  for (;;) {
    std::size_t newline;
    while ((newline = pending_.find('\n')) != std::string::npos) {
      std::string line = pending_.substr(0, newline);
      pending_.erase(0, newline + 1);
      if (line.find(needle) != std::string::npos) return line;
    }
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return std::nullopt;
    pollfd poll_fd{out_, POLLIN, 0};
    if (poll(&poll_fd, 1, static_cast<int>(left.count())) <= 0) continue;
    char buffer[4096];
    const ssize_t got = read(out_, buffer, sizeof buffer);
    if (got <= 0) return std::nullopt;
    pending_.append(buffer, static_cast<std::size_t>(got));
  }
}

void ChildProcess::signal(int number) {
  kill(pid_, number);
}

std::optional<int> ChildProcess::wait_exit(std::chrono::milliseconds wait) {
  const auto deadline = std::chrono::steady_clock::now() + wait;
  while (std::chrono::steady_clock::now() < deadline) {
    int status = 0;
    if (waitpid(pid_, &status, WNOHANG) == pid_) {
      exited_ = true;
      return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return std::nullopt;
}

int port_in(const std::string& line) {
  const auto colon = line.rfind(':');
  return std::stoi(line.substr(colon + 1));
}

}  // namespace rockpool::tests
