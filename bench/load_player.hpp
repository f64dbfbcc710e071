#pragma once
// A player of the load tool: keeps the little of its view it needs (version, whether it decides,
// its legal actions, whether the match is on) from snapshots and patches, and plays uniformly
// random legal actions from it.

#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <unordered_map>
#include <vector>

#include "bench/load_client.hpp"
#include "bench/load_seat.hpp"
#include "rules/core/random.hpp"

namespace rockpool::bench {

class LoadPlayer final : public LoadSeat {
 public:
  LoadPlayer(std::shared_ptr<LoadClient> client, LoadStats& stats, std::uint64_t seed);

  // Sends a request and calls `then` with its reply frame (the text, and whether it succeeded).
  using ReplyHandler = std::function<void(std::string_view reply, bool ok)>;
  void request(nlohmann::json body, ReplyHandler then);
  void take(std::string_view text) override;

  bool can_act() const override { return ready_ && decide_ && playing_ && !awaiting_; }
  // Sends a random legal action.
  void act(Clock::time_point scheduled) override;
  std::shared_ptr<LoadClient>& client() override { return client_; }

 private:
  void take_snapshot(const nlohmann::json& frame);
  void take_patch(std::string_view frame);
  void add_legal(const std::string& name);
  void remove_legal(const std::string& name);

  std::shared_ptr<LoadClient> client_;
  LoadStats& stats_;
  rules::Random random_;
  std::int64_t next_id_ = 0;
  std::unordered_map<std::int64_t, ReplyHandler> pending_;
  std::string match_;
  std::int64_t version_ = -1;
  bool ready_ = false;
  bool decide_ = false;
  bool playing_ = false;
  bool awaiting_ = false;
  bool rematch_asked_ = false;
  Clock::time_point scheduled_;
  std::vector<std::string> legal_;
  std::unordered_map<std::string, std::size_t> legal_index_;
};

}  // namespace rockpool::bench
