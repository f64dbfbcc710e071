#pragma once
// analysis.evaluate and analysis.stop: any position of any game, searched on the bots' threads
// at their lowest priority for at most kMostAnalysisMs, and answered with the search's chance,
// best move and line (PROTOCOL.md, "Analysis"). One analysis at a time a session: a newer one, or
// a stop, ends the last, which is answered with what it found so far. At most kAtOnce on the
// server.

#include <cstddef>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>

#include "protocol/request.hpp"
#include "server/bots/bot_pool.hpp"
#include "server/net/connection.hpp"

namespace rockpool::server {

class AnalysisTask;
class Responder;

class AnalysisRequests {
 public:
  static constexpr std::size_t kAtOnce = 8;

  // The pool outlives this, and is stopped before this goes.
  explicit AnalysisRequests(BotPool& pool) : pool_(pool) {}

  void handle(const ConnectionPtr& connection, const protocol::Request& request);

 private:
  void evaluate(const Responder& responder, const protocol::AnalysisFields& fields);
  void stop(const Responder& responder);

  BotPool& pool_;
  std::mutex mutex_;
  // Each session's analysis under way, by the session's public id.
  std::unordered_map<std::string, std::weak_ptr<AnalysisTask>> under_way_;
  std::size_t running_ = 0;
};

}  // namespace rockpool::server
