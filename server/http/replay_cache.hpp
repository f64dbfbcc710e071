#pragma once
// The positions of finished matches for the replay viewer. A match is replayed through the live
// Match once, and each position is what its spectators were sent then; the replays are kept,
// least recently used first out, within a byte budget, so that stepping through a match costs one
// replay and no read of the store.

#include <array>
#include <cstddef>
#include <list>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "server/store/records.hpp"

namespace rockpool::server {

struct ReplayedMatch {
  std::string id;
  bool is_public = true;
  std::array<std::string, 2> player_ids;  // public ids: a private match is shown to them only
  // The answer for each ply (0: the start): {"match", "ply", "plies", "view"}.
  std::vector<std::string> positions;
  std::size_t bytes = 0;
};

// Replays a finished match; nullptr if its game is unknown or a stored action is refused.
std::shared_ptr<const ReplayedMatch> replay_match(const StoredMatch& stored);

class ReplayCache {
 public:
  explicit ReplayCache(std::size_t max_bytes) : max_bytes_(max_bytes) {}

  std::shared_ptr<const ReplayedMatch> find(const std::string& id);
  // Replays `match` and keeps the result if it fits the budget.
  std::shared_ptr<const ReplayedMatch> add(const StoredMatch& match);
  std::size_t bytes() const;

 private:
  std::size_t max_bytes_;
  mutable std::mutex mutex_;
  using Recent = std::list<std::shared_ptr<const ReplayedMatch>>;
  Recent recent_;  // most recently used first
  std::unordered_map<std::string, Recent::iterator> by_id_;
  std::size_t bytes_ = 0;
};

}  // namespace rockpool::server
