#pragma once
// Limits on guessing passwords and on making accounts. Failed logins are counted per account and
// per client address: past a few free tries each further failure doubles the wait before the next
// try is heard (refused at once meanwhile, never slept on). Sign-ups are counted per address in
// windows of an hour. Time is the server's clock, which tests move forward.

#include <chrono>
#include <mutex>
#include <string>
#include <unordered_map>

#include "server/server_clock.hpp"

namespace rockpool::server::accounts {

class FailureDelays {
 public:
  // `free_tries` failures cost nothing; then the wait starts at `first` and doubles up to `most`.
  FailureDelays(int free_tries, std::chrono::milliseconds first, std::chrono::milliseconds most);

  // How long `key` must still wait before a try is heard (zero: now).
  std::chrono::milliseconds wait(const std::string& key);
  void failed(const std::string& key);
  void succeeded(const std::string& key);

 private:
  struct Record {
    int failures = 0;
    ServerClock::time_point blocked_until{};
    ServerClock::time_point last_failure{};
  };
  void forget_old(ServerClock::time_point now);

  const int free_tries_;
  const std::chrono::milliseconds first_;
  const std::chrono::milliseconds most_;
  std::mutex mutex_;
  std::unordered_map<std::string, Record> records_;
};

class SignupLimit {
 public:
  explicit SignupLimit(int per_hour) : per_hour_(per_hour) {}
  // Takes one sign-up for `address`: false when its hour's are used up (0 per hour: no limit).
  bool try_take(const std::string& address);

 private:
  struct Window {
    ServerClock::time_point start{};
    int used = 0;
  };
  const int per_hour_;
  std::mutex mutex_;
  std::unordered_map<std::string, Window> windows_;
};

}  // namespace rockpool::server::accounts
